// Trace queries for the lessons about async work (13): each task's life, one
// event after another (started, suspended, resumed, cancelled, ended), and
// whether one event led to another through the trace's causes.
// Simplifies: reads only the public Trace; a task is identified by its number.
import ViewSim

/// Helpers for claims about tasks.
enum TaskQuery {
    /// One event of a task's life, with where it happened.
    struct Moment {
        let id: EventID
        let frame: Int
        let time: Double
        let step: Int
        let phase: TaskPhase
    }

    /// A task and everything the trace says happened to it, in order.
    struct Life {
        let task: TaskRef
        let moments: [Moment]

        /// Why it started.
        var start: TaskStart? {
            moments.lazy.compactMap { if case .started(let start) = $0.phase { return start } else { return nil } }
                .first
        }
        /// The moment it was cancelled, and why, if it was.
        var cancellation: (moment: Moment, reason: TaskCancellation)? {
            for moment in moments {
                if case .cancelled(let reason) = moment.phase { return (moment, reason) }
            }
            return nil
        }
        /// The moment it finished or threw, if it ended.
        var end: Moment? {
            moments.first {
                switch $0.phase {
                case .finished, .threw: return true
                default: return false
                }
            }
        }
        /// The moments it woke from a sleep.
        var wakes: [Moment] {
            moments.filter { if case .resumed = $0.phase { return true } else { return false } }
        }
        /// The moments it went to sleep (or awaited the next frame).
        var sleeps: [Moment] {
            moments.filter { if case .suspended = $0.phase { return true } else { return false } }
        }
        /// The first moment, its start.
        var started: Moment? { moments.first }
    }

    /// The tasks started in `steps`, in the order they started, with every event
    /// of theirs up to the end of the trace.
    static func lives(_ trace: Trace, steps: ClosedRange<Int>) -> [Life] {
        var order: [Int] = []
        var byID: [Int: (task: TaskRef, moments: [Moment])] = [:]
        for frame in trace.frames where frame.step >= steps.lowerBound {
            for event in frame.events {
                guard case .task(let task, let phase) = event.kind else { continue }
                let moment = Moment(id: event.id, frame: frame.index, time: frame.time, step: frame.step, phase: phase)
                if case .started = phase {
                    guard steps.contains(frame.step) else { continue }
                    order.append(task.id)
                    byID[task.id] = (task, [moment])
                } else if byID[task.id] != nil {
                    byID[task.id]?.moments.append(moment)
                }
            }
        }
        return order.compactMap { id in byID[id].map { Life(task: $0.task, moments: $0.moments) } }
    }

    /// Whether `event` was caused, directly or through other events, by `ancestor`.
    /// Looks at most `limit` events back.
    static func isCaused(_ event: EventID, by ancestor: EventID, in trace: Trace, limit: Int = 10_000) -> Bool {
        var queue = [event]
        var seen: Set<EventID> = [event]
        var index = 0
        while index < queue.count, index < limit {
            let current = queue[index]
            index += 1
            if current == ancestor { return true }
            for cause in trace.event(current)?.causes ?? [] where seen.insert(cause).inserted {
                queue.append(cause)
            }
        }
        return false
    }

    /// The `@State` writes of `property` (`"_results"`, of any view) in `steps`: (event, frame, new value).
    static func stateWrites(_ property: String, in trace: Trace, steps: ClosedRange<Int>) -> [(
        id: EventID, frame: Int, new: TraceValue
    )] {
        TraceQuery.frames(trace, steps: steps).flatMap { frame in
            frame.events.compactMap { event in
                guard case .stateWrite(_, let name, _, let new, _) = event.kind, name.hasSuffix("." + property) else {
                    return nil
                }
                return (event.id, frame.index, new)
            }
        }
    }

    /// The main-queue work run in `steps` whose label starts with `prefix`
    /// (`"DispatchQueue.main.asyncAfter"`): (event, frame).
    static func mainQueueRuns(_ prefix: String, in trace: Trace, steps: ClosedRange<Int>) -> [(
        id: EventID, frame: Int
    )] {
        TraceQuery.frames(trace, steps: steps).flatMap { frame in
            frame.events.compactMap { event in
                guard case .actionRun(_, let label, _) = event.kind, label.hasPrefix(prefix) else { return nil }
                return (event.id, frame.index)
            }
        }
    }

    /// `"task 3: started in frame 7, slept in frame 7 until 0.4167 s, cancelled in frame 13, …"`,
    /// for failure messages.
    static func describe(_ life: Life) -> String {
        "task \(life.task.id): "
            + life.moments.map { moment -> String in
                guard case .suspended(let until, _) = moment.phase else {
                    return "\(phaseName(moment.phase)) in frame \(moment.frame)"
                }
                return "slept in frame \(moment.frame) until \(AnimationQuery.format(until)) s"
            }.joined(separator: ", ")
    }

    /// One word for a phase.
    static func phaseName(_ phase: TaskPhase) -> String {
        switch phase {
        case .started: return "started"
        case .suspended: return "suspended"
        case .resumed: return "resumed"
        case .cancelled: return "cancelled"
        case .finished: return "finished"
        case .threw: return "threw"
        }
    }
}
