// Models Combine's `ConnectablePublisher`: a publisher that starts producing
// values only once connected (a timer starts ticking at `connect()`).
// Simplifies: `autoconnect()` is the only operator.

/// A publisher that publishes only after `connect()`.
///
/// ```swift
/// let timer = Timer.publish(every: 1, on: .main, in: .common)
/// let connection = timer.connect()  // ticks every simulated second from now
/// connection.cancel()               // stops
/// ```
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    /// Starts publishing; cancelling the result stops.
    func connect() -> any Cancellable
}

extension ConnectablePublisher {
    /// A publisher that connects when its first subscriber subscribes and
    /// disconnects when its last one cancels.
    ///
    /// ```swift
    /// let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    /// ```
    public func autoconnect() -> Publishers.Autoconnect<Self> {
        Publishers.Autoconnect(upstream: self)
    }
}
