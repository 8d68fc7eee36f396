// Models Combine's `Publisher` as SwiftUI view code uses it: something that
// delivers values over time to whoever subscribed (`sink`, `.onReceive`).
// Simplifies: viewsim's own small subset (Combine does not exist on Linux):
// no demand, no completion, no operators; a subscriber gets every value sent
// while its `AnyCancellable` lives, synchronously, in the order subscribed.

/// A type that delivers a sequence of values over time.
///
/// viewsim's publishers are `Timer.publish(every:on:in:)`, `PassthroughSubject`
/// and an object's `objectWillChange`; `.onReceive` subscribes a view to one.
///
/// ```swift
/// let ticks = PassthroughSubject<Int, Never>()
/// let subscription = ticks.sink { print("got", $0) }
/// ticks.send(1)                     // got 1
/// subscription.cancel()
/// ticks.send(2)                     // nothing
/// ```
public protocol Publisher<Output, Failure> {
    /// The kind of values published.
    associatedtype Output
    /// The kind of error it may fail with (viewsim never delivers a failure).
    associatedtype Failure: Error

    /// Calls `receiveValue` with each value published from now on, until the
    /// returned cancellable is cancelled or released.
    func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable
}

/// How the trace names a publisher in `onReceive(…)`: `Timer.publish`.
package protocol PublisherNaming {
    var subscriptionName: String { get }
}

extension Publisher {
    /// The publisher's name for the trace: its own, else its type's.
    var traceName: String {
        (self as? any PublisherNaming)?.subscriptionName ?? _typeName(Self.self, qualified: false)
    }
}
