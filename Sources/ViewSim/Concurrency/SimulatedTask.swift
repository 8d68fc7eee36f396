// Models what a simulation knows about one Swift task it runs: its name in the
// trace, the event its writes are caused by, whether it sleeps, and how to
// cancel it.
// Simplifies: a task is known from the moment viewsim's `Task` initialiser or a
// task modifier starts it; child tasks (`async let`, task groups) count as
// their parent (they inherit `SimulatedTask.current`).
import Synchronization

/// A task started in a simulation.
///
/// ```swift
/// let task = graph.beginTask(label: ".task", node: node, start: .appeared)
/// let handle = task.start { Task(priority: priority) { await action(); task.finished() } }
/// graph.attach(task, to: handle)
/// ```
final class SimulatedTask: @unchecked Sendable {
    /// The task inside the task's own code (and its child tasks'): who sleeps, who writes.
    @TaskLocal static var current: SimulatedTask?

    /// How the trace names it.
    let reference: TaskRef
    /// The simulation it belongs to; nil once the simulation is gone.
    /// The executor of its simulation (not the graph: nothing holds a graph weakly).
    let executor: SimulatedExecutor
    /// What the task's next writes are caused by: its start, or its last resumption.
    var lastEvent: EventID?
    /// Cancels the running task (set when the `Task` is made).
    var cancelHandle: (() -> Void)?
    /// The runtime task, to recognise its jobs (`Task`'s storage is the task).
    var pointer: UnsafeRawPointer?

    /// Where the task is in its life, for the trace and for "still pending" messages.
    enum State: Equatable {
        case running
        case sleeping(until: Double)
        case ended
    }

    var state: State = .running
    /// Whether the trace already has its cancellation (by a `.task` modifier).
    var cancelRecorded = false
    /// The animating transaction the task was started in, which its code does not
    /// carry (EndedTransaction.swift); nil when it was started in none.
    var endedTransaction: EndedTransaction?

    init(reference: TaskRef, executor: SimulatedExecutor, lastEvent: EventID?) {
        self.reference = reference
        self.executor = executor
        self.lastEvent = lastEvent
    }

    /// Makes the task's `Task` in `make` with the task-local values its code
    /// should see: itself as current, and no transaction. A task copies task-local
    /// values when it is made, so nothing is bound inside it (binding them there
    /// would hop its first job off its actor).
    ///
    /// No transaction: as in SwiftUI, the `withAnimation` a task was started in has
    /// ended by the time its code runs (a Swift task would inherit it as a
    /// task-local value); a `withAnimation` inside the task makes its own.
    func start<Handle>(_ make: () -> Handle) -> Handle {
        Transaction.$binding.withValue(nil) { Self.$current.withValue(self, operation: make) }
    }

    /// Records that the operation returned.
    func finished() { end(.finished) }

    /// Records that the operation threw `error`.
    func threw(_ error: any Error) { end(.threw(String(describing: error))) }

    /// Runs a detached task's operation (a detached task copies no task-local
    /// values) with the task bound as current and no transaction, and records
    /// how it ended.
    func runDetached<Success>(_ operation: () async -> Success) async -> Success {
        let result = await Transaction.$binding.withValue(nil) {
            await Self.$current.withValue(self) { await operation() }
        }
        finished()
        return result
    }

    /// `runDetached(_:)` for a throwing operation: a throw is the task's end.
    func runDetachedThrowing<Success>(_ operation: () async throws -> Success) async throws -> Success {
        do {
            let result = try await Transaction.$binding.withValue(nil) {
                try await Self.$current.withValue(self) { try await operation() }
            }
            finished()
            return result
        } catch {
            threw(error)
            throw error
        }
    }

    /// Whether `operation` runs on the main actor: then the task's wrapper is
    /// main-actor code too, so its first job goes to the main actor in order
    /// with the rest of the main actor's work, as the operation's would.
    static func isMainActor<Success>(_ operation: @isolated(any) () async -> Success) -> Bool {
        operation.isolation === MainActor.shared
    }

    /// `isMainActor(_:)` for a throwing operation.
    static func isMainActor<Success>(throwing operation: @isolated(any) () async throws -> Success) -> Bool {
        operation.isolation === MainActor.shared
    }

    /// Records the task's end on the simulation's thread.
    private func end(_ phase: TaskPhase) {
        executor.onSimulationThread { graph in graph.endTask(self, phase) }
    }
}
