// Models how the trace names a Swift task that runs in a simulation: a number,
// what started it (`.task`, `.task(id:)`, `Task`, `Task.detached`) and the view
// it belongs to.
// Simplifies: only tasks started through viewsim's `Task` initialisers and task
// modifiers are numbered; a task made elsewhere (a library's own) runs in
// simulated time but is not named.

/// A task in the trace: `task 3 (.task(id:) #4)` for a task modifier's task,
/// `task 5 (Task from Search #2)` for one that code started.
public struct TaskRef: Hashable, Sendable, CustomStringConvertible {
    /// The task's number, unique within one simulation (counts up from 1).
    public let id: Int
    /// How it was started: `.task`, `.task(id:)`, `Task`, `Task.detached`.
    public let label: String
    /// The view it belongs to: the view of a `.task` modifier, or the view whose
    /// body or action started it (id 0, "script", when a script did).
    public let node: NodeRef

    public init(id: Int, label: String, node: NodeRef) {
        self.id = id
        self.label = label
        self.node = node
    }

    /// `"task 3 (.task(id:) #4)"`, `"task 5 (Task from Search #2)"`.
    public var description: String {
        node.label == label ? "task \(id) (\(node))" : "task \(id) (\(label) from \(node))"
    }
}

/// What happened to a task: a task event's phase.
///
/// ```swift
/// .started(.idChanged(old: .string("a"), new: .string("ab")))
/// .suspended(until: 0.3)       // Task.sleep: wakes at 0.3 s
/// .resumed(at: 0.3)
/// .cancelled(.idChanged(old: .string("a"), new: .string("ab")))
/// .finished                    // or .threw("CancellationError()")
/// ```
public enum TaskPhase: Equatable, Sendable {
    /// The task started, and why.
    case started(TaskStart)
    /// The task waits: until a time (a sleep, seconds since the start), or for
    /// the next frame (`Task.yield()`, `until` is that frame's time).
    case suspended(until: Double, what: String)
    /// The task goes on after a sleep, at `at` (seconds since the start).
    case resumed(at: Double)
    /// The task was cancelled, and why.
    case cancelled(TaskCancellation)
    /// The operation returned.
    case finished
    /// The operation threw (a cancelled sleep throws `CancellationError`).
    case threw(String)
}

/// Why a task started.
public enum TaskStart: Equatable, Sendable {
    /// A `.task` or `.task(id:)` view appeared.
    case appeared
    /// A `.task(id:)` view's id changed (compared with `==`): the task restarts.
    case idChanged(old: TraceValue, new: TraceValue)
    /// Code started it (`Task { … }`, `Task.detached`): the event that ran the code is its cause.
    case code
}

/// Why a task was cancelled.
public enum TaskCancellation: Equatable, Sendable {
    /// Its `.task` view disappeared.
    case disappeared
    /// Its `.task(id:)` view's id changed: the task restarts with the new id.
    case idChanged(old: TraceValue, new: TraceValue)
    /// Code called `cancel()` on it (seen when the task was sleeping).
    case code
}
