// Models the trace queries about Swift tasks: each task's history (started and
// why, slept, woke, cancelled and why, ended), per step or frame, for tests and
// the report.
// Simplifies: a task's history is what the trace recorded of it; a task that
// started before the frames kept (`TraceRecording`) shows only its later events.

/// What happened to one task, in order.
///
/// ```swift
/// let search = sim.trace.tasks().filter { $0.task.label == ".task(id:)" }
/// search.filter(\.wasCancelled).count   // 2: typing cancelled two debounces
/// search.last?.outcome                  // .finished
/// ```
public struct TaskHistory: Sendable, Equatable {
    /// The task.
    public let task: TaskRef
    /// Its events, in order: the frame and what happened.
    public internal(set) var events: [(frame: Int, phase: TaskPhase)]

    /// How the task ended, if it did in the frames looked at: `.finished` or `.threw(…)`.
    public var outcome: TaskPhase? {
        events.last {
            if case .finished = $0.phase { return true } else if case .threw = $0.phase { return true }
            return false
        }?.phase
    }

    /// Whether the task started in the frames looked at (and why).
    public var start: TaskStart? {
        for event in events { if case .started(let start) = event.phase { return start } }
        return nil
    }

    /// Why the task was cancelled, if it was.
    public var cancellation: TaskCancellation? {
        for event in events { if case .cancelled(let reason) = event.phase { return reason } }
        return nil
    }

    /// Whether it was cancelled.
    public var wasCancelled: Bool { cancellation != nil }

    /// Whether it has not ended in the frames looked at.
    public var isPending: Bool { outcome == nil }

    /// One line per event: `frame 8: ⊗ task 2 (.task(id:) #4) is cancelled: id changed "a" → "aa"`.
    public var lines: [String] {
        events.map { "frame \($0.frame): \($0.phase.glyph.symbol) \(task) \(TraceText.taskText($0.phase))" }
    }

    public static func == (lhs: TaskHistory, rhs: TaskHistory) -> Bool {
        lhs.task == rhs.task && lhs.events.elementsEqual(rhs.events) { $0.frame == $1.frame && $0.phase == $1.phase }
    }
}

extension Trace {
    /// The tasks with events in a step or a frame (all by default), by task number,
    /// each with its events there.
    ///
    /// ```swift
    /// sim.trace.tasks(inStep: 2).map(\.task.id)   // [2, 3, 4]
    /// ```
    public func tasks(inStep step: Int? = nil, inFrame frame: Int? = nil) -> [TaskHistory] {
        var histories: [Int: TaskHistory] = [:]
        for record in frames where (step == nil || record.step == step) && (frame == nil || record.index == frame) {
            for event in record.events {
                guard case .task(let task, let phase) = event.kind else { continue }
                histories[task.id, default: TaskHistory(task: task, events: [])].events.append((record.index, phase))
            }
        }
        return histories.keys.sorted().compactMap { histories[$0] }
    }
}
