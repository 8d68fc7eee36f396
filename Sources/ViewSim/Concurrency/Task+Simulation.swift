// Models `Task { @MainActor in … }` started from a view's body or action in a
// SwiftUI app: the operation runs on the main actor after the current update.
// In a simulation, an operation that does not suspend goes to the simulation's
// main queue (MainQueue.swift) and runs in simulated time, recorded in the
// trace; anywhere else it is an ordinary task on the main actor.
// Simplifies: an operation that awaits (its closure contains `await`) is an
// ordinary Swift task, outside simulated time: viewsim has no executor of its own.

extension Task where Success == Void, Failure == Never {
    /// Starts main-actor work that does not suspend; inside a simulation it runs
    /// after the current update, in simulated time and in the trace.
    ///
    /// ```swift
    /// Button("Reset") {
    ///     Task { @MainActor in count = 0 }   // runs after this update, traced
    /// }
    /// ```
    ///
    /// viewsim's model: like `DispatchQueue.main.async`, the operation runs in
    /// the same frame once the update has settled, as an event under the body or
    /// action that started it ("Task { @MainActor } from Counter #4 runs"). The
    /// returned task does no work of its own: cancelling it does not stop the
    /// operation. Outside a simulation this starts a real task on the main actor.
    @discardableResult
    public init(priority: TaskPriority? = nil, operation: @escaping @MainActor () -> Void) {
        if let graph = SimulationContext.running {
            graph.enqueueOnMainQueue(label: MainQueue.taskLabel, operation)
            self = SimulatedTask.placeholder
        } else {
            self.init(priority: priority, operation: { @MainActor () async -> Void in operation() })
        }
    }
}

/// The task a simulated `Task { @MainActor in … }` returns: one task that did
/// nothing, shared (it is immutable and holds no simulation's state), so that
/// starting simulated work never starts a real task.
private enum SimulatedTask {
    static let placeholder = Task<Void, Never>(priority: nil, operation: { () async -> Void in })
}
