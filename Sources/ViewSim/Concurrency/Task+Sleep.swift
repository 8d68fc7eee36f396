// Models waiting in a SwiftUI app's async code: `Task.sleep`, a clock's `sleep`
// and `Task.yield()`. Inside a simulation (on the thread that drives it, which is
// where its tasks run) they wait in simulated time: the task sleeps until the
// first frame at or after its due time, and `advance(by:)` or `runUntilIdle()`
// wakes it there. Anywhere else they are the standard library's.
// Simplifies: a wait shorter than a frame (zero included) and `Task.yield()`
// wake in the next frame; `sleep(until:)` with a deadline written `.now + d`
// keeps `d` exactly (`ClockDeadline`); any other instant on the real clock
// becomes a delay from now, rounded up to the millisecond (viewsim's model: the
// instant was read from the real clock a moment before); tolerance is ignored;
// a clock other than `ContinuousClock` and `SuspendingClock` sleeps as usual,
// outside simulated time. See docs/ARCHITECTURE.md, "Time and tasks".
internal import ViewSimSystemTime

extension Task where Success == Never, Failure == Never {
    /// Suspends the current task for `duration` nanoseconds; inside a simulation,
    /// in simulated time.
    ///
    /// - Throws: `CancellationError` if the task is cancelled while it sleeps.
    nonisolated(nonsending) public static func sleep(nanoseconds duration: UInt64) async throws {
        guard let graph = SimulationDriving.executor?.graph else {
            try await SystemTime.sleep(nanoseconds: duration)
            return
        }
        try await graph.sleep(seconds: Double(duration) / 1e9, what: "Task.sleep(nanoseconds:)")
    }

    /// Suspends the current task for `duration`; inside a simulation, in simulated time.
    ///
    /// ```swift
    /// .task(id: query) {
    ///     try? await Task.sleep(for: .milliseconds(300))   // a debounce
    ///     guard !Task.isCancelled else { return }
    ///     results = await search(query)
    /// }
    /// ```
    ///
    /// - Throws: `CancellationError` if the task is cancelled while it sleeps.
    nonisolated(nonsending) public static func sleep(for duration: Duration) async throws {
        guard let graph = SimulationDriving.executor?.graph else {
            try await SystemTime.sleep(until: .now + duration, tolerance: nil, clock: ContinuousClock())
            return
        }
        try await graph.sleep(seconds: duration.simulatedSeconds, what: "Task.sleep(for:)")
    }

    /// Suspends the current task for `duration` of `clock`; inside a simulation,
    /// for a continuous or suspending clock, in simulated time.
    nonisolated(nonsending) public static func sleep<C: Clock>(
        for duration: C.Instant.Duration, tolerance: C.Instant.Duration? = nil, clock: C = .continuous
    ) async throws {
        guard let graph = SimulationDriving.executor?.graph, let seconds = (duration as? Duration)?.simulatedSeconds,
            clock is ContinuousClock || clock is SuspendingClock
        else {
            try await SystemTime.sleep(until: clock.now.advanced(by: duration), tolerance: tolerance, clock: clock)
            return
        }
        try await graph.sleep(seconds: seconds, what: "Task.sleep(for:clock:)")
    }

    /// Suspends the current task until `deadline` of `clock`; inside a
    /// simulation, for a continuous or suspending clock, in simulated time.
    nonisolated(nonsending) public static func sleep<C: Clock>(
        until deadline: C.Instant, tolerance: C.Instant.Duration? = nil, clock: C = .continuous
    ) async throws {
        guard let graph = SimulationDriving.executor?.graph,
            let seconds = (clock.now.duration(to: deadline) as? Duration)?.simulatedDelay,
            clock is ContinuousClock || clock is SuspendingClock
        else {
            try await SystemTime.sleep(until: deadline, tolerance: tolerance, clock: clock)
            return
        }
        try await graph.sleep(seconds: seconds, what: "Task.sleep(until:clock:)")
    }

    /// Suspends the current task until `deadline`, written `.now + duration` on the
    /// continuous clock; inside a simulation, exactly `duration` from now in simulated time.
    ///
    /// ```swift
    /// try await Task.sleep(until: .now + .seconds(2), clock: .continuous)
    /// ```
    ///
    /// Swift picks this overload for a deadline written in the call; the delay is the
    /// one written, never measured against the real clock (see ``ClockDeadline``).
    ///
    /// - Throws: `CancellationError` if the task is cancelled while it sleeps.
    nonisolated(nonsending) public static func sleep(
        until deadline: ClockDeadline<ContinuousClock>, clock: ContinuousClock = .continuous
    ) async throws {
        guard let graph = SimulationDriving.executor?.graph else {
            try await SystemTime.sleep(until: deadline.instant, tolerance: nil, clock: clock)
            return
        }
        try await graph.sleep(seconds: deadline.delay.simulatedSeconds, what: "Task.sleep(until:clock:)")
    }

    /// Suspends the current task until `deadline`, written `.now + duration` on the
    /// suspending clock; inside a simulation, exactly `duration` from now in simulated time.
    ///
    /// - Throws: `CancellationError` if the task is cancelled while it sleeps.
    nonisolated(nonsending) public static func sleep(
        until deadline: ClockDeadline<SuspendingClock>, clock: SuspendingClock
    ) async throws {
        guard let graph = SimulationDriving.executor?.graph else {
            try await SystemTime.sleep(until: deadline.instant, tolerance: nil, clock: clock)
            return
        }
        try await graph.sleep(seconds: deadline.delay.simulatedSeconds, what: "Task.sleep(until:clock:)")
    }

    /// Suspends the current task and lets other work go on; inside a
    /// simulation, until the next frame (viewsim's model).
    nonisolated(nonsending) public static func yield() async {
        guard let graph = SimulationDriving.executor?.graph else {
            await SystemTime.yield()
            return
        }
        try? await graph.sleep(seconds: 0, what: "Task.yield()")
    }
}

extension ContinuousClock {
    /// Suspends for `duration`; inside a simulation, in simulated time.
    nonisolated(nonsending) public func sleep(for duration: Duration, tolerance: Duration? = nil) async throws {
        guard let graph = SimulationDriving.executor?.graph else {
            try await SystemTime.sleep(until: now + duration, tolerance: tolerance, clock: self)
            return
        }
        try await graph.sleep(seconds: duration.simulatedSeconds, what: "ContinuousClock.sleep(for:)")
    }

    /// Suspends until `deadline`; inside a simulation, in simulated time (the
    /// delay from now, measured against the real clock, to the millisecond). A
    /// deadline written in the call (`.now + .seconds(1)`) goes to
    /// `sleep(until:)` with a ``ClockDeadline``, which keeps its delay exactly.
    nonisolated(nonsending) public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        guard let graph = SimulationDriving.executor?.graph else {
            try await SystemTime.sleep(until: deadline, tolerance: tolerance, clock: self)
            return
        }
        try await graph.sleep(seconds: now.duration(to: deadline).simulatedDelay, what: "ContinuousClock.sleep(until:)")
    }

    /// Suspends until `deadline`, written `.now + duration`; inside a simulation,
    /// exactly `duration` from now in simulated time (see ``ClockDeadline``).
    ///
    /// ```swift
    /// try await clock.sleep(until: .now + .milliseconds(300))
    /// ```
    nonisolated(nonsending) public func sleep(until deadline: ClockDeadline<ContinuousClock>) async throws {
        guard let graph = SimulationDriving.executor?.graph else {
            try await SystemTime.sleep(until: deadline.instant, tolerance: nil, clock: self)
            return
        }
        try await graph.sleep(seconds: deadline.delay.simulatedSeconds, what: "ContinuousClock.sleep(until:)")
    }
}

extension SuspendingClock {
    /// Suspends for `duration`; inside a simulation, in simulated time.
    nonisolated(nonsending) public func sleep(for duration: Duration, tolerance: Duration? = nil) async throws {
        guard let graph = SimulationDriving.executor?.graph else {
            try await SystemTime.sleep(until: now + duration, tolerance: tolerance, clock: self)
            return
        }
        try await graph.sleep(seconds: duration.simulatedSeconds, what: "SuspendingClock.sleep(for:)")
    }

    /// Suspends until `deadline`; inside a simulation, in simulated time (the
    /// delay from now, measured against the real clock, to the millisecond). A
    /// deadline written in the call (`.now + .seconds(1)`) goes to
    /// `sleep(until:)` with a ``ClockDeadline``, which keeps its delay exactly.
    nonisolated(nonsending) public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        guard let graph = SimulationDriving.executor?.graph else {
            try await SystemTime.sleep(until: deadline, tolerance: tolerance, clock: self)
            return
        }
        try await graph.sleep(seconds: now.duration(to: deadline).simulatedDelay, what: "SuspendingClock.sleep(until:)")
    }

    /// Suspends until `deadline`, written `.now + duration`; inside a simulation,
    /// exactly `duration` from now in simulated time (see ``ClockDeadline``).
    ///
    /// ```swift
    /// try await clock.sleep(until: .now + .milliseconds(300))
    /// ```
    nonisolated(nonsending) public func sleep(until deadline: ClockDeadline<SuspendingClock>) async throws {
        guard let graph = SimulationDriving.executor?.graph else {
            try await SystemTime.sleep(until: deadline.instant, tolerance: nil, clock: self)
            return
        }
        try await graph.sleep(seconds: deadline.delay.simulatedSeconds, what: "SuspendingClock.sleep(until:)")
    }
}

extension Duration {
    /// The duration in seconds, as the simulated clock counts them.
    var simulatedSeconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }

    /// A delay measured against the real clock a moment after its deadline was
    /// made: rounded up to the millisecond, so the moment between does not show.
    var simulatedDelay: Double { Duration.millisecondsUp(simulatedSeconds) }

    /// `seconds` rounded up to a whole millisecond: a delay that was a whole number of
    /// milliseconds when its deadline was made, less the real time (under a millisecond)
    /// that passed before it was read, is that number again, whatever the machine's load.
    /// Rounding to the nearest millisecond left half of that margin, and a loaded machine
    /// crossed it (a fuzz case's two runs once disagreed).
    ///
    /// Past `Simulation.maximumTime` the delay is never slept, only named in the diagnostic
    /// that says it never wakes, so it is rounded up to a whole second instead: a thread held up
    /// for a few milliseconds between the two reads (a loaded machine; a fuzz case's two runs
    /// once read 2,000,000,000 s and 1,999,999,999.998 s) does not change the message.
    static func millisecondsUp(_ seconds: Double) -> Double {
        guard seconds.isFinite else { return seconds }
        if seconds > Simulation.maximumTime { return (seconds - 1e-3).rounded(.up) }
        return max(0, (seconds * 1000 - 1e-6).rounded(.up)) / 1000
    }
}
