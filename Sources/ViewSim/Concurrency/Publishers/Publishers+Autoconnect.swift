// Models Combine's `Publishers.Autoconnect`: connects its upstream when the first
// subscriber subscribes, and cancels that connection when the last one cancels
// (a view's `.onReceive(timer)` starts the timer when it appears and stops it
// when it disappears).
// Simplifies: a new subscriber after a disconnection connects again (a timer
// then ticks from that moment, as Combine's `TimerPublisher` does).

extension Publishers {
    /// A publisher that connects to its upstream while it has subscribers.
    ///
    /// ```swift
    /// let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    /// timer.upstream.connect().cancel() // the common way to stop it from an action
    /// ```
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher, PublisherNaming {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher it connects.
        public let upstream: Upstream
        private var subscribers = 0
        private var connection: (any Cancellable)?

        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            let inner = upstream.sink(receiveValue: receiveValue)
            subscribers += 1
            if subscribers == 1 { connection = upstream.connect() }
            return AnyCancellable { [weak self] in
                inner.cancel()
                guard let self else { return }
                self.subscribers -= 1
                if self.subscribers == 0 {
                    self.connection?.cancel()
                    self.connection = nil
                }
            }
        }

        package var subscriptionName: String { upstream.traceName }
    }
}
