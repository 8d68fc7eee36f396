// The claims of lesson 13 and their checks against the trace: which tasks the
// keystrokes started and cancelled and which one loaded, where the results'
// animation came from, the detail load that its view's disappearance cancels,
// and when each of the three one-second delays lands and what survives leaving.
import ViewSim

extension Lesson13 {
    /// The frames of the keystrokes of the typing step.
    static func keystrokeFrames(_ trace: Trace) -> [Int] {
        TraceQuery.frames(trace, steps: Step.typing...Step.typing).filter { frame in
            frame.events.contains { if case .script(let label) = $0.kind { label.hasPrefix("tap") } else { false } }
        }.map(\.index)
    }

    /// The frame of the first script event (a tap) of `step` whose label is `label`.
    static func frame(of label: String, in trace: Trace, step: Int) -> Int? {
        trace.frames(inStep: step).first { frame in
            frame.events.contains { $0.kind == .script(label) }
        }?.index
    }

    /// The search tasks started by keystrokes.
    static func searchTasks(_ trace: Trace) -> [TaskQuery.Life] {
        TaskQuery.lives(trace, steps: Step.typing...Step.typing)
    }

    static var claims: [ScenarioClaim] {
        [
            ScenarioClaim(
                "Typing \"pea\" with 0.1 s between keys starts 3 tasks, one per keystroke, each because the id changed (\"\" → \"p\", \"p\" → \"pe\", \"pe\" → \"pea\")"
            ) { trace in
                let starts = searchTasks(trace).map { life -> String in
                    guard case .idChanged(let old, let new)? = life.start else {
                        return "\(String(describing: life.start))"
                    }
                    return "\(old) → \(new)"
                }
                return starts == ["\"\" → \"p\"", "\"p\" → \"pe\"", "\"pe\" → \"pea\""]
                    ? nil : "the tasks of the typing step started for \(starts)"
            },
            ScenarioClaim(
                "The next keystroke cancels the tasks for \"p\" and \"pe\" before their 300 ms debounce is up: they never wake, and end in the frame that cancelled them (the sleep threw CancellationError)"
            ) { trace in
                let tasks = searchTasks(trace)
                guard tasks.count == 3 else { return "\(tasks.count) tasks started, not 3" }
                let keys = keystrokeFrames(trace)
                for (index, life) in tasks.prefix(2).enumerated() {
                    guard let (moment, reason) = life.cancellation, case .idChanged = reason,
                        keys.count == 3, moment.frame == keys[index + 1]
                    else {
                        return "\(TaskQuery.describe(life)); the keystrokes were in frames \(keys)"
                    }
                    guard life.wakes.isEmpty, life.end?.frame == moment.frame, life.sleeps.count == 1,
                        case .suspended(let until, _) = life.sleeps[0].phase, let started = life.started,
                        abs(until - (started.time + 0.3)) < 1e-9
                    else {
                        return TaskQuery.describe(life)
                    }
                }
                return nil
            },
            ScenarioClaim(
                "Only the task for \"pea\" loads: it wakes 300 ms after the last key, waits 500 ms more in FruitStore.search, and writes [\"peach\", \"pear\"] 0.8 s after the last key — the only write to the results"
            ) { trace in
                let tasks = searchTasks(trace)
                let keys = keystrokeFrames(trace)
                guard let last = tasks.last, tasks.count == 3, let lastKey = keys.last,
                    last.cancellation == nil
                else {
                    return "the tasks were \(tasks.map(TaskQuery.describe))"
                }
                let wakes = last.wakes.map(\.frame)
                guard wakes == [lastKey + 18, lastKey + 48] else {
                    return "the last task woke in frames \(wakes); the last key was in frame \(lastKey)"
                }
                let writes = TaskQuery.stateWrites("_results", in: trace, steps: Step.appear...Step.typing)
                guard writes.count == 1, let write = writes.first, let wake = last.wakes.last,
                    write.new.description == #"["peach", "pear"]"#, TaskQuery.isCaused(write.id, by: wake.id, in: trace)
                else {
                    return "the results were written \(writes.map { "\($0.new) in frame \($0.frame)" })"
                }
                return nil
            },
            ScenarioClaim(
                "The results fade in with the withAnimation after the await: the opacity's one animation comes from withAnimation while the task ran after its last wake, not from a keystroke"
            ) { trace in
                let starts = AnimationQuery.starts(trace, steps: Step.typing...Step.typing, node: _OpacityEffect.self)
                guard starts.count == 1, let origin = starts[0].origin, case .withAnimation(let during) = origin else {
                    return "the opacity's animations: \(starts.map { $0.origin?.description ?? "no origin" })"
                }
                guard let during, case .task(let task, .resumed) = during.kind,
                    task.id == searchTasks(trace).last?.task.id
                else {
                    return "the withAnimation ran in \(origin)"
                }
                return nil
            },
            ScenarioClaim(
                "Opening pear starts its detail view's task because the view appeared; the details land 1 s later, written by the task, and going back afterwards cancels nothing"
            ) { trace in
                let tasks = TaskQuery.lives(trace, steps: Step.details...Step.details)
                guard tasks.count == 1, let life = tasks.first, life.start == .appeared, let started = life.started,
                    life.cancellation == nil, let wake = life.wakes.first
                else {
                    return "the tasks of step \(Step.details): \(tasks.map(TaskQuery.describe))"
                }
                let writes = TaskQuery.stateWrites("_details", in: trace, steps: Step.details...Step.details)
                guard writes.count == 1, writes[0].frame == started.frame + 60,
                    TaskQuery.isCaused(writes[0].id, by: wake.id, in: trace)
                else {
                    return
                        "the task started in frame \(started.frame); the details were written \(writes.map { "in frame \($0.frame)" })"
                }
                return nil
            },
            ScenarioClaim(
                "Going back 0.4 s into plum's load cancels its task because the view disappeared; the task ends in that frame, and the write after the await never happens"
            ) { trace in
                let tasks = TaskQuery.lives(trace, steps: Step.back...Step.back)
                guard tasks.count == 1, let life = tasks.first, life.start == .appeared,
                    let (moment, reason) = life.cancellation, reason == .disappeared,
                    let back = frame(of: "tap \"back\"", in: trace, step: Step.back), moment.frame == back,
                    life.end?.frame == back, life.wakes.isEmpty
                else {
                    return "the tasks of step \(Step.back): \(tasks.map(TaskQuery.describe))"
                }
                let writes = TaskQuery.stateWrites("_details", in: trace, steps: Step.back...Step.leave)
                return writes.isEmpty ? nil : "the details were written in frames \(writes.map(\.frame))"
            },
            ScenarioClaim(
                "The same second three ways lands in one frame, 60 frames after the rows appear: the asyncAfter work runs, the sleeping task wakes and the TimelineView reaches its entry"
            ) { trace in
                guard let shown = frame(of: "tap \"next\"", in: trace, step: Step.delays) else {
                    return "no tap on next"
                }
                let landed = landingFrames(trace, step: Step.delays)
                let expected = [shown + 60]
                guard landed.asyncAfter == expected, landed.task == expected, landed.timeline == expected else {
                    return
                        "the rows appeared in frame \(shown); asyncAfter ran in \(landed.asyncAfter), the task woke in \(landed.task), the timeline's entries came in \(landed.timeline)"
                }
                return nil
            },
            ScenarioClaim(
                "The TimelineView's content reads the date of its entry, exactly 1 s after the rows appeared; before it, the content ran with the current date"
            ) { trace in
                guard let shown = trace.frames(inStep: Step.delays).first else { return "no frames" }
                let entries = TraceQuery.entryFrames(trace, steps: Step.delays...Step.delays)
                    .flatMap(TraceQuery.entries(in:))
                let dates = entries.compactMap { event -> (Double?, Double)? in
                    guard case .timelineEntry(_, let previous, let entry) = event.kind, let date = entry.number else {
                        return nil
                    }
                    return (previous?.number, date)
                }
                guard dates.count == 1, let (previous, date) = dates.first,
                    abs(date - (shown.time + 1)) < 1e-6, previous.map({ abs($0 - shown.time) < 1e-6 }) == true
                else {
                    return "the timeline's entries: \(dates); the rows appeared at \(shown.time) s"
                }
                return nil
            },
            ScenarioClaim(
                "Leaving after 0.5 s cancels the task (its view disappeared) and the TimelineView never reaches its entry, but the asyncAfter work still runs at 1 s and writes to the log: nothing cancels it"
            ) { trace in
                let tasks = TaskQuery.lives(trace, steps: Step.leave...Step.leave)
                let hide = trace.frames(inStep: Step.leave).last { frame in
                    frame.events.contains { $0.kind == .script("tap \"rows\"") }
                }
                guard tasks.count == 1, let life = tasks.first, let (moment, reason) = life.cancellation,
                    reason == .disappeared, let started = life.started, let hide, moment.frame == hide.index,
                    hide.time - started.time >= 0.5, life.wakes.isEmpty
                else {
                    return "the tasks of step \(Step.leave): \(tasks.map(TaskQuery.describe))"
                }
                let landed = landingFrames(trace, step: Step.leave)
                guard landed.task.isEmpty, landed.timeline.isEmpty, landed.asyncAfter == [started.frame + 60] else {
                    return
                        "the rows appeared in frame \(started.frame); asyncAfter ran in \(landed.asyncAfter), the task woke in \(landed.task), the timeline's entries came in \(landed.timeline)"
                }
                let logs = TaskQuery.stateWrites("_log", in: trace, steps: Step.leave...Step.leave)
                guard logs.count == 1, logs[0].new.description == #"["asyncAfter", "Task.sleep", "asyncAfter"]"# else {
                    return "the log was written \(logs.map { "\($0.new) in frame \($0.frame)" })"
                }
                return nil
            },
        ]
    }

    /// The frames in `step` where the asyncAfter work ran, the delay task woke,
    /// and a timeline reached an entry.
    static func landingFrames(_ trace: Trace, step: Int) -> (asyncAfter: [Int], task: [Int], timeline: [Int]) {
        let asyncAfter = TaskQuery.mainQueueRuns("DispatchQueue.main.asyncAfter", in: trace, steps: step...step)
        let wakes = TaskQuery.lives(trace, steps: step...step).flatMap(\.wakes).filter { $0.step == step }
        let entries = TraceQuery.entryFrames(trace, steps: step...step)
        return (asyncAfter.map(\.frame), wakes.map(\.frame), entries.map(\.index))
    }
}
