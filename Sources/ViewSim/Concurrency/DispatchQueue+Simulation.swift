// Models `DispatchQueue.main.async { … }` called from a view's body or action in
// a SwiftUI app: the work runs on the main thread after the current update.
// In a simulation it goes to the simulation's main queue (MainQueue.swift) and
// runs in simulated time, recorded in the trace; anywhere else it goes to
// Dispatch as usual.
// Simplifies: only `async(execute:)` on the main queue is simulated.
// `asyncAfter(deadline:execute:)` reads the real clock: on the main queue inside a
// simulation it is reported once (`NotModelledAPI.mainQueueAsyncAfter`) and
// forwarded to Dispatch; work sent to another queue is forwarded unchanged.
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

    /// Schedules `work` after `deadline`, as Dispatch does; inside a simulation on
    /// the main queue it is not simulated, and the simulation says so once.
    ///
    /// ```swift
    /// .onAppear {
    ///     DispatchQueue.main.asyncAfter(deadline: .now() + 1) { isShown = true }
    ///     // ⚠ viewsim: DispatchQueue.main.asyncAfter(deadline:execute:) is not modelled: …
    /// }
    /// ```
    ///
    /// viewsim's model: the deadline is on the real clock, which a simulation never
    /// reads, so the work goes to Dispatch unchanged (outside simulated time and the
    /// trace) and a `notModelled` diagnostic names the call.
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @MainActor @Sendable () -> Void) {
        if let graph = SimulationContext.running, label == DispatchQueue.main.label {
            graph.reportNotModelled(.mainQueueAsyncAfter, node: graph.evaluation?.node.reference)
        }
        asyncAfter(deadline: deadline, qos: .unspecified, flags: [], execute: { SimulatedMainActor.run(work) })
    }
}
