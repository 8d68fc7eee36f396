// Models the report's "Tasks" line of a step: how many Swift tasks started, were
// cancelled and ended in the step, and which were still pending when it ended,
// computed once in Swift from the trace's task events (the page's script does
// not recount them).
// Simplifies: a task counts in the step of the frame its event is in; one whose
// events were in dropped frames counts as it is seen (a pending task whose end was
// dropped stays pending).

import ViewSim

/// What a step's Swift tasks did, for the report.
///
/// ```swift
/// let steps = StepTasks.perStep(trace: run.trace, stepCount: run.scenario.steps.count)
/// steps[1].sentence   // "3 started, 2 cancelled, 2 ended"
/// steps[1].pending
/// // ["task 4 (.task(id:) #4) sleeping until 0.45 s"]
/// ```
package struct StepTasks: Equatable {
    package var started = 0
    package var cancelled = 0
    package var ended = 0
    /// The tasks still pending when the step's last frame ended, by number:
    /// `task 2 (.task #11) sleeping until 30 s`, `task 5 (Task from Feed #2) awaiting`.
    package var pending: [String] = []

    package init() {}

    /// Whether the step has anything to say about tasks (none ran, none waited).
    package var isEmpty: Bool { started == 0 && cancelled == 0 && ended == 0 && pending.isEmpty }

    /// `"3 started, 2 cancelled, 2 ended"`, leaving out the counts that are zero.
    package var sentence: String {
        let parts = [(started, "started"), (cancelled, "cancelled"), (ended, "ended")].filter { $0.0 > 0 }
        return parts.map { "\($0.0) \($0.1)" }.joined(separator: ", ")
    }

    /// Each step's tasks in `trace`, `stepCount` of them: its counts, and the tasks
    /// started in it or before it that had not ended by its last frame (the trace
    /// is read once, in order).
    package static func perStep(trace: Trace, stepCount: Int) -> [StepTasks] {
        var steps = Array(repeating: StepTasks(), count: stepCount)
        // A live task's reference and its last sleep's due time (nil: awaiting, not sleeping).
        var live: [Int: (task: TaskRef, until: Double?)] = [:]
        var current = 0
        func close(upTo step: Int) {
            while current < min(step, stepCount) {
                steps[current].pending = live.keys.sorted().compactMap { id in
                    guard let (task, until) = live[id] else { return nil }
                    guard let until else { return "\(task) awaiting" }
                    return until.isFinite
                        ? "\(task) sleeping until \(ValueFormatter.number(until)) s" : "\(task) sleeping forever"
                }
                current += 1
            }
        }
        for frame in trace.frames {
            close(upTo: frame.step)
            guard steps.indices.contains(frame.step) else { continue }
            for event in frame.events {
                guard case .task(let task, let phase) = event.kind else { continue }
                switch phase {
                case .started:
                    live[task.id] = (task, nil)
                    steps[frame.step].started += 1
                case .suspended(let until, _):
                    live[task.id] = (task, until)
                case .resumed:
                    live[task.id] = (task, nil)
                case .cancelled:
                    steps[frame.step].cancelled += 1
                case .finished, .threw:
                    live[task.id] = nil
                    steps[frame.step].ended += 1
                }
            }
        }
        close(upTo: stepCount)
        return steps
    }

    /// The step's "Tasks" section, or "" when it has nothing to say.
    ///
    /// ```html
    /// <h3>Tasks</h3>
    /// <p class="tasks kind-task">3 started, 2 cancelled, 2 ended; still pending at the step's end: …</p>
    /// ```
    package var html: String {
        guard !isEmpty else { return "" }
        var text = sentence
        if !pending.isEmpty {
            text += (text.isEmpty ? "" : "; ") + "still pending at the step's end: " + pending.joined(separator: ", ")
        }
        return "<h3>Tasks</h3>\n<p class=\"tasks\"><span class=\"glyph\">\(TraceGlyph.taskStarted.symbol)</span> "
            + HTMLText.escape(text) + "</p>\n"
    }
}
