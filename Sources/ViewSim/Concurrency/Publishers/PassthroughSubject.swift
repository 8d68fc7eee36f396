// Models Combine's `PassthroughSubject`: a publisher that code sends values
// through by hand (a model announcing an event, a test driving `.onReceive`).
// Simplifies: no completion (`send(completion:)` is not offered); values go
// to the subscribers there are at the time of the send, synchronously.

/// A publisher that delivers each value sent to its current subscribers.
///
/// ```swift
/// final class Chat { let messages = PassthroughSubject<String, Never>() }
///
/// Text(last).onReceive(chat.messages) { last = $0 }
/// // in an action: chat.messages.send("hi")
/// // ▷ onReceive(PassthroughSubject<String, Never>) action of .onReceive #4 runs
/// ```
public final class PassthroughSubject<Output, Failure: Error>: Publisher {
    private let subscribers = SubscriberList<Output>()

    public init() {}

    /// Delivers `input` to every current subscriber, in the order they subscribed.
    public func send(_ input: Output) {
        subscribers.send(input)
    }

    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        subscribers.subscribe(receiveValue)
    }
}

extension PassthroughSubject where Output == Void {
    /// Delivers `()` to every current subscriber.
    public func send() {
        send(())
    }
}
