// Models `DispatchQueue.main.async { … }` called from a view's body or action in
// a SwiftUI app: the work runs on the main thread after the current update.
// In a simulation it goes to the simulation's main queue (MainQueue.swift) and
// runs in simulated time, recorded in the trace; anywhere else it goes to
// Dispatch as usual.
// Simplifies: `async(execute:)` and `asyncAfter(deadline:execute:)` on the main
// queue are simulated (a deadline written `.now() + delay` keeps its delay
// exactly; any other `DispatchTime` becomes a delay from now, to the
// millisecond), also with `qos:` or `flags:` (which change nothing on the serial
// main queue); work sent to another queue is forwarded to Dispatch unchanged.
// Dispatch's own forms that viewsim cannot take (an overload would be
// ambiguous): a `DispatchWorkItem` (reported where it is made, see
// DispatchWorkItem+Simulation.swift), a group passed as an optional, and
// `asyncAfter` with both `qos:` and `flags:`. `async(group:)` with a group is
// simulated; `DispatchGroup.notify(queue: .main)` is reported (see
// DispatchGroup+Simulation.swift).
import Dispatch

extension DispatchQueue {
    /// Schedules `work` to run on the main queue after the current update, as in a
    /// SwiftUI app; inside a simulation, in simulated time and in the trace.
    ///
    /// Seed 002's counter loops by resetting its binding from `body`, and the
    /// code ports verbatim:
    ///
    /// ```swift
    /// func body(content: Content) -> some View {
    ///     if percentValue == 1 {
    ///         DispatchQueue.main.async {
    ///             self.percentage = 0
    ///             withAnimation(.linear(duration: self.timeDuration)) { self.percentage = 1 }
    ///         }
    ///     }
    ///     return actualBody(content)
    /// }
    /// ```
    ///
    /// viewsim's model: the main queue drains once per frame, once the update and
    /// its post-update actions have settled: the work runs in the order enqueued,
    /// its changes are updated in the same frame, and work enqueued meanwhile
    /// waits for the next frame. Each piece of work is an event under
    /// the body or action that enqueued it ("DispatchQueue.main.async from
    /// CountModifier #11 runs"). Outside a simulation, or on a queue other than
    /// `.main`, this is Dispatch's `async(execute:)`. The closure is typed as
    /// main-actor code (as Dispatch's own `.main.async` closures are), so work sent
    /// to another queue from a module that imports ViewSim must not touch
    /// main-actor state: it runs on that queue, as Dispatch runs it.
    public func async(execute work: @escaping @MainActor @Sendable () -> Void) {
        // On Linux `DispatchQueue.main` makes a new wrapper on every read, so the
        // main queue is recognised by its label, not by identity.
        if let graph = SimulationContext.running, label == DispatchQueue.main.label {
            graph.enqueueOnMainQueue(label: MainQueue.dispatchLabel, work)
            return
        }
        async(group: nil, qos: .unspecified, flags: [], execute: { SimulatedMainActor.run(work) })
    }

    /// Schedules `work` on the main queue after the current update, with a quality
    /// of service and flags, as Dispatch does; inside a simulation, as
    /// ``async(execute:)`` does.
    ///
    /// ```swift
    /// DispatchQueue.main.async(qos: .userInitiated) { isLoading = false }
    /// ```
    ///
    /// viewsim's model: the main queue is serial and runs its work in the order
    /// enqueued, so `qos` and `flags` (`.barrier`, `.enforceQoS`…) change nothing
    /// in a simulation. Outside one, or on a queue other than `.main`, this is
    /// Dispatch's `async(group:qos:flags:execute:)`.
    public func async(
        qos: DispatchQoS, flags: DispatchWorkItemFlags = [],
        execute work: @escaping @MainActor @Sendable () -> Void
    ) {
        if let graph = SimulationContext.running, label == DispatchQueue.main.label {
            graph.enqueueOnMainQueue(label: MainQueue.dispatchLabel, work)
            return
        }
        async(group: nil, qos: qos, flags: flags, execute: { SimulatedMainActor.run(work) })
    }

    /// Schedules `work` on the main queue after the current update as a member of
    /// `group`, as Dispatch does; inside a simulation, as ``async(execute:)`` does,
    /// with the group entered when the work is enqueued and left once it has run.
    ///
    /// ```swift
    /// DispatchQueue.main.async(group: group) { items.append(row) }
    /// ```
    ///
    /// viewsim's model: `qos` and `flags` change nothing on the serial main queue. A
    /// simulation released before the work ran leaves the group entered (as a task
    /// left suspended leaks); `group.notify(queue: .main)` is not simulated and is
    /// reported. A group passed as an optional (`DispatchGroup?`) takes Dispatch's own
    /// `async(group:qos:flags:execute:)`, outside simulated time. Outside a
    /// simulation, or on a queue other than `.main`, this is Dispatch's.
    public func async(
        group: DispatchGroup, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
        execute work: @escaping @MainActor @Sendable () -> Void
    ) {
        if let graph = SimulationContext.running, label == DispatchQueue.main.label {
            group.enter()
            graph.enqueueOnMainQueue(label: MainQueue.dispatchLabel) {
                work()
                group.leave()
            }
            return
        }
        async(group: Optional(group), qos: qos, flags: flags, execute: { SimulatedMainActor.run(work) })
    }

    /// Schedules `work` on the main queue after the current update, with flags, as
    /// Dispatch does; inside a simulation, as ``async(execute:)`` does (the flags
    /// change nothing on the serial main queue).
    ///
    /// ```swift
    /// DispatchQueue.main.async(flags: .barrier) { items.removeAll() }
    /// ```
    public func async(flags: DispatchWorkItemFlags, execute work: @escaping @MainActor @Sendable () -> Void) {
        async(qos: .unspecified, flags: flags, execute: work)
    }

    /// Schedules `work` on the main queue `deadline.delay` from now, as Dispatch
    /// does at `deadline`; inside a simulation, exactly that far from now in
    /// simulated time. Swift picks this overload for a deadline written `.now() + delay`.
    ///
    /// ```swift
    /// .onAppear {
    ///     DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) { toast = nil }
    ///     // ▷ DispatchQueue.main.asyncAfter from Toast #4 runs, in the frame at 1.5 s
    /// }
    /// ```
    ///
    /// viewsim's model: the work joins the main queue in the first frame at or
    /// after `delay` from the simulated now (a delay in the past: the next frame;
    /// `.distantFuture`, `.never`, `.nan`: never, with a diagnostic) and runs there
    /// once the update has settled, as an event of its own. The delay is the one
    /// written, never measured against the real clock, so no machine's load moves
    /// the work to another frame. Outside a simulation, or on a queue other than
    /// `.main`, this is Dispatch's `asyncAfter(deadline:execute:)` at `deadline.time`.
    public func asyncAfter(deadline: DispatchDeadline, execute work: @escaping @MainActor @Sendable () -> Void) {
        if let graph = SimulationContext.running, label == DispatchQueue.main.label {
            graph.enqueueOnMainQueue(after: deadline.simulatedDelay, label: MainQueue.asyncAfterLabel, work)
            return
        }
        asyncAfter(deadline: deadline.time, qos: .unspecified, flags: [], execute: { SimulatedMainActor.run(work) })
    }

    /// Schedules `work` on the main queue at `deadline`, as Dispatch does;
    /// inside a simulation, at that deadline in simulated time. A deadline made
    /// before the call (`let deadline = DispatchTime.now() + 2`) comes here; one
    /// written in the call (`.now() + 2`) goes to `asyncAfter(deadline:execute:)`
    /// with a ``DispatchDeadline``, which keeps its delay exactly.
    ///
    /// ```swift
    /// let deadline = DispatchTime.now() + 1.5
    /// DispatchQueue.main.asyncAfter(deadline: deadline) { toast = nil }
    /// ```
    ///
    /// viewsim's model: a `DispatchTime` can only be read against the real clock,
    /// so the delay is the deadline less the real time of this call, rounded up to
    /// the millisecond (the moment between the two reads, under a millisecond, does
    /// not show: a deadline a whole number of milliseconds away is kept exactly; a
    /// thread held up longer between them sees a shorter delay); the work joins
    /// the main queue in the first frame at or after that time and runs there once
    /// the update has settled, as an event of its own. Outside a simulation, or on
    /// a queue other than `.main`, this is Dispatch's
    /// `asyncAfter(deadline:qos:flags:execute:)`.
    ///
    /// The defaulted `qos` is what makes Swift prefer the ``DispatchDeadline``
    /// overload for `.now() + delay` and this one over Dispatch's own (which has two
    /// defaulted parameters) for any other `DispatchTime`.
    public func asyncAfter(
        deadline: DispatchTime, qos: DispatchQoS = .unspecified,
        execute work: @escaping @MainActor @Sendable () -> Void
    ) {
        if let graph = SimulationContext.running, label == DispatchQueue.main.label {
            let now = DispatchTime.now().uptimeNanoseconds
            let nanoseconds = deadline.uptimeNanoseconds > now ? Double(deadline.uptimeNanoseconds - now) : 0
            let seconds = deadline == .distantFuture ? .infinity : Duration.millisecondsUp(nanoseconds / 1e9)
            graph.enqueueOnMainQueue(after: seconds, label: MainQueue.asyncAfterLabel, work)
            return
        }
        asyncAfter(deadline: deadline, qos: qos, flags: [], execute: { SimulatedMainActor.run(work) })
    }

    /// Schedules `work` on the main queue at `deadline`, with flags, as Dispatch
    /// does; inside a simulation, as ``asyncAfter(deadline:qos:execute:)`` does (the
    /// flags change nothing on the serial main queue).
    ///
    /// ```swift
    /// DispatchQueue.main.asyncAfter(deadline: .now() + 1, flags: .barrier) { toast = nil }
    /// ```
    ///
    /// viewsim's model: the deadline is measured against the real clock to the
    /// millisecond, as for a `DispatchTime` made before the call (only the form
    /// without `qos:` and `flags:` keeps a `.now() + delay` exactly).
    public func asyncAfter(
        deadline: DispatchTime, flags: DispatchWorkItemFlags,
        execute work: @escaping @MainActor @Sendable () -> Void
    ) {
        if SimulationContext.running != nil, label == DispatchQueue.main.label {
            asyncAfter(deadline: deadline, qos: .unspecified, execute: work)
            return
        }
        asyncAfter(deadline: deadline, qos: .unspecified, flags: flags, execute: { SimulatedMainActor.run(work) })
    }
}
