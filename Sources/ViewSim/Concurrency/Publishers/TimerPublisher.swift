// Models Foundation's `Timer.publish(every:tolerance:on:in:options:)` (Combine's
// `Timer.TimerPublisher`): once connected, it publishes the current date every
// interval. Inside a simulation it ticks in simulated time (a `SimulatedTimer`
// the graph fires) and publishes the simulated date (`Date.simNow`); outside
// one it is a Foundation timer on the given run loop, publishing `Date()`.
// Simplifies: tolerance, run loop and mode are kept but do not change the
// simulated ticks; an interval of 0 or less is 0.1 ms, as Foundation's timers
// take it (in a simulation: once per frame).
import Foundation

extension Timer {
    /// A publisher that publishes the current date every `interval` seconds
    /// once connected; in a simulation, the simulated date in simulated time.
    ///
    /// ```swift
    /// struct Clock: View {
    ///     let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    ///     @State var seconds = 0
    ///     var body: some View {
    ///         Text("\(seconds)").onReceive(timer) { _ in seconds += 1 }
    ///         // ▷ Timer.publish from Clock #1 runs (every simulated second)
    ///     }
    /// }
    /// ```
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
        options: RunLoop.SchedulerOptions? = nil
    ) -> Timer.TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// A publisher that publishes the current date on an interval, once connected.
    ///
    /// viewsim's model: a connection made while a simulation runs (an
    /// `.onReceive` subscribing as its view appears, a `connect()` in an action)
    /// ticks first one interval after it is made, then every interval, each tick
    /// in the first frame at or after it is due ("Timer.publish from Clock #1"
    /// in the trace); a late frame ticks once. Connecting again while connected
    /// returns the same connection, as Combine does.
    public final class TimerPublisher: ConnectablePublisher, PublisherNaming {
        public typealias Output = Date
        public typealias Failure = Never

        /// Seconds between ticks.
        public let interval: TimeInterval
        /// The allowed timing variance (kept; viewsim ticks on time).
        public let tolerance: TimeInterval?
        /// The run loop the timer runs on outside a simulation.
        public let runLoop: RunLoop
        /// The run loop mode it runs in outside a simulation.
        public let mode: RunLoop.Mode
        /// Scheduler options (kept; unused).
        public let options: RunLoop.SchedulerOptions?

        private let subscribers = SubscriberList<Date>()
        private var connection: TimerConnection?

        public init(
            interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
            options: RunLoop.SchedulerOptions? = nil
        ) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }

        public func sink(receiveValue: @escaping (Date) -> Void) -> AnyCancellable {
            subscribers.subscribe(receiveValue)
        }

        public func connect() -> any Cancellable {
            if let connection, connection.isActive { return connection }
            let connection = TimerConnection(publisher: self)
            self.connection = connection
            connection.start()
            return connection
        }

        /// The interval a timer uses: Foundation's 0.1 ms for 0, less or NaN.
        var effectiveInterval: Double {
            interval > 0 ? interval : 0.0001
        }

        func publish(_ date: Date) {
            subscribers.send(date)
        }

        package var subscriptionName: String { "Timer.publish" }
    }
}

extension RunLoop {
    /// Options for scheduling on a run loop (Combine's `RunLoop.SchedulerOptions`;
    /// it has none, and neither has viewsim's).
    public struct SchedulerOptions: Sendable {}
}

/// One connection of a `Timer.TimerPublisher`: a simulated timer in a
/// simulation, a Foundation timer outside one.
final class TimerConnection: Cancellable {
    /// Weak: the publisher holds its connection; the running timer holds the
    /// publisher (as a run loop holds its timers).
    private weak var publisher: Timer.TimerPublisher?
    private(set) var isActive = false
    private var foundationTimer: Foundation.Timer?

    init(publisher: Timer.TimerPublisher) {
        self.publisher = publisher
    }

    func start() {
        // The publisher is used only on the thread that drives the simulation (or
        // runs the run loop), which is where the timer fires.
        guard let strong = self.publisher else { return }
        nonisolated(unsafe) let publisher = strong
        isActive = true
        if let graph = SimulationContext.running {
            let origin = graph.currentCodeOrigin
            let timer = SimulatedTimer(
                interval: publisher.effectiveInterval, repeats: true, label: MainQueue.timerPublishLabel,
                node: origin.node, cause: origin.cause, isValid: { [weak self] in self?.isActive ?? false },
                fire: { publisher.publish(Date.simNow) })
            graph.schedule(timer)
            return
        }
        // Outside a simulation: Foundation's timer, on the run loop asked for.
        let timer = Foundation.Timer(timeInterval: publisher.effectiveInterval, repeats: true) { _ in
            publisher.publish(Date())
        }
        foundationTimer = timer
        publisher.runLoop.add(timer, forMode: publisher.mode)
    }

    func cancel() {
        isActive = false
        foundationTimer?.invalidate()
        foundationTimer = nil
    }
}
