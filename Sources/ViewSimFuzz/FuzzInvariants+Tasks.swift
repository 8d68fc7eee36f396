// Models the promises about tasks every run must keep: a task's events start
// with one start and hold at most one end, nothing after it (`taskLifecycle`); a
// cancelled task — whose code checks `Task.isCancelled` and catches
// `CancellationError` — neither waits nor writes after the trace says it was
// cancelled (`taskCancellation`); a sleep wakes exactly in the first frame at or
// after its due time, computed here from the frame rate (`taskWake`); the trace's
// starts, ends and suspensions match what the tasks' code logged (`taskCount`);
// the tasks' code runs on the thread that drives the case (`taskThread`); and a
// `runUntilIdle` that returns names the tasks still pending (`taskPending`).
// Simplifies: a due time within FrameClock's documented 1 µs of a frame counts
// as at that frame (restated here as `frameTolerance`, not read from viewsim).
import ViewSim

extension FuzzInvariants {
    /// How close to a frame's time a due time counts as at that frame: FrameClock's
    /// documented tolerance (docs/ARCHITECTURE.md, "Simulated time").
    static let frameTolerance = 1e-6

    /// Every task check.
    public static func tasks(_ facts: FuzzTaskFacts) -> [FuzzViolation] {
        taskLifecycle(facts) + taskCancellation(facts) + taskWake(facts) + taskCount(facts) + taskThread(facts)
            + limited(facts.pending)
    }

    /// The trace's events of each task, by task number, tasks in ascending order.
    static func phasesByTask(_ facts: FuzzTaskFacts) -> [(task: Int, phases: [FuzzTaskFacts.Phase])] {
        var byTask: [Int: [FuzzTaskFacts.Phase]] = [:]
        for phase in facts.phases { byTask[phase.task, default: []].append(phase) }
        return byTask.keys.sorted().map { ($0, byTask[$0] ?? []) }
    }

    /// Each task's events begin with its one start and hold at most one end (and
    /// one cancellation), with nothing after the end.
    public static func taskLifecycle(_ facts: FuzzTaskFacts) -> [FuzzViolation] {
        var found: [FuzzViolation] = []
        func fail(_ task: Int, _ message: String) {
            found.append(FuzzViolation(.taskLifecycle, "task \(task) \(message)"))
        }
        for (task, phases) in phasesByTask(facts) {
            if let first = phases.first, first.step != .started {
                fail(task, "has \(first.step) in frame \(first.frame) before it started")
            }
            let starts = phases.filter { $0.step == .started }.count
            if starts != 1 { fail(task, "started \(starts) times") }
            let ends = phases.filter(\.step.isEnd)
            if ends.count > 1 {
                fail(task, "ended \(ends.count) times (\(ends.map(\.step.rawValue).joined(separator: ", ")))")
            }
            let cancels = phases.filter { $0.step == .cancelled }.count
            if cancels > 1 { fail(task, "was cancelled \(cancels) times") }
            if let end = phases.firstIndex(where: \.step.isEnd), end < phases.count - 1 {
                let after = phases[end + 1]
                fail(
                    task,
                    "\(after.step) in frame \(after.frame) after it \(phases[end].step) in frame \(phases[end].frame)")
            }
        }
        return limited(found)
    }

    /// After a task's cancellation, the trace holds only its end: no suspension, no
    /// wake, and no write caused by the cancellation or a later event of the task.
    public static func taskCancellation(_ facts: FuzzTaskFacts) -> [FuzzViolation] {
        var found: [FuzzViolation] = []
        for (task, phases) in phasesByTask(facts) {
            guard let cancel = phases.firstIndex(where: { $0.step == .cancelled }) else { continue }
            let cancelFrame = phases[cancel].frame
            for later in phases[(cancel + 1)...] where !later.step.isEnd && later.step != .cancelled {
                found.append(
                    FuzzViolation(
                        .taskCancellation,
                        "task \(task) \(later.step) in frame \(later.frame) after it was cancelled in frame \(cancelFrame)"
                    ))
            }
            let afterCancel = Set(phases[cancel...].map(\.event))
            for write in facts.writes where write.causes.contains(where: afterCancel.contains) {
                found.append(
                    FuzzViolation(
                        .taskCancellation,
                        "task \(task) wrote \(write.description) in frame \(write.frame) after it was cancelled in frame \(cancelFrame); its code checks Task.isCancelled before every write"
                    ))
            }
        }
        return limited(found)
    }

    /// The first frame after `frame` whose time is at or after `due` (less the
    /// tolerance), from the frame rate alone: frame n is at n / framesPerSecond s.
    public static func expectedWakeFrame(after frame: Int, due: Double, framesPerSecond: Int) -> Int {
        let rate = Double(framesPerSecond)
        func reached(_ candidate: Int) -> Bool { Double(candidate) / rate >= due - frameTolerance }
        var candidate = frame + 1
        if !reached(candidate) {
            // Start a frame or two early and step forward: a bounded search, not a formula to trust.
            candidate = max(frame + 1, Int((due * rate).rounded(.down)) - 2)
            for _ in 0..<8 where !reached(candidate) { candidate += 1 }
        }
        return candidate
    }

    /// Each sleep the tasks' code asked for wakes in the first frame at or after its
    /// due time (the frame it slept in, plus the seconds asked for; at least the next
    /// frame), or never when that is past `Simulation.maximumTime`; a sleep not woken
    /// was cancelled before that frame, or the run ended first.
    public static func taskWake(_ facts: FuzzTaskFacts) -> [FuzzViolation] {
        var found: [FuzzViolation] = []
        func fail(_ task: Int, _ message: String) { found.append(FuzzViolation(.taskWake, "task \(task) \(message)")) }
        let waits = waitsByTask(facts)
        for (task, phases) in phasesByTask(facts) {
            let asked = waits[task] ?? []
            let suspensions = phases.indices.filter { phases[$0].step == .suspended }
            for (wait, index) in zip(asked, suspensions) {
                let suspension = phases[index]
                let seconds = max(0, wait.seconds ?? 0)
                let due = Double(suspension.frame) / Double(facts.framesPerSecond) + seconds
                let next = index + 1 < phases.count ? phases[index + 1] : nil
                let call = "\(wait) in frame \(suspension.frame)"
                guard due <= Simulation.maximumTime else {
                    if suspension.until != .infinity {
                        fail(
                            task,
                            "\(call) is due past the maximum time, yet it sleeps until \(suspension.until ?? .nan) s")
                    }
                    if next?.step == .resumed {
                        fail(task, "\(call) is due past the maximum time, yet it woke in frame \(next?.frame ?? 0)")
                    }
                    continue
                }
                if let until = suspension.until, abs(until - due) > 1e-9 * max(1, due) {
                    fail(task, "\(call) is due at \(due) s, yet it sleeps until \(until) s")
                }
                let expected = expectedWakeFrame(
                    after: suspension.frame, due: due, framesPerSecond: facts.framesPerSecond)
                if let next, next.step == .resumed {
                    if next.frame != expected {
                        fail(task, "\(call) is due in frame \(expected), yet it woke in frame \(next.frame)")
                    }
                } else if let next, next.step == .cancelled {
                    if next.frame >= expected {
                        fail(
                            task,
                            "\(call) is due in frame \(expected), yet it was still asleep when cancelled in frame \(next.frame)"
                        )
                    }
                } else if facts.finalFrame >= expected {
                    fail(
                        task,
                        "\(call) is due in frame \(expected); the run reached frame \(facts.finalFrame) and it never woke"
                    )
                }
            }
        }
        return limited(found)
    }

    /// The waits each task's code logged that sleep (every wait but `.never`), in order.
    static func waitsByTask(_ facts: FuzzTaskFacts) -> [Int: [FuzzWait]] {
        var waits: [Int: [FuzzWait]] = [:]
        for case .wait(let task, let wait) in facts.log where wait.what != nil { waits[task, default: []].append(wait) }
        return waits
    }

    /// The tasks whose code logged a start are the trace's, each started once; a traced
    /// task whose code never began has only its start (and maybe a cancellation); each
    /// other ended in the trace as its code says (returned or threw, or not at all), and
    /// was suspended once for every sleep its code asked for, by the same call.
    public static func taskCount(_ facts: FuzzTaskFacts) -> [FuzzViolation] {
        var found: [FuzzViolation] = []
        func fail(_ message: String) { found.append(FuzzViolation(.taskCount, message)) }
        var began: [Int: Int] = [:]
        var ended: [Int: String] = [:]
        for entry in facts.log {
            switch entry {
            case .began(let task): began[task, default: 0] += 1
            case .ended(let task, let threw): ended[task] = threw ? "threw" : "finished"
            default: continue
            }
        }
        if began[0] != nil { fail("task code ran \(began[0] ?? 0) times outside any task the trace numbers") }
        let waits = waitsByTask(facts)
        let traced = phasesByTask(facts)
        let tracedIDs = Set(traced.map(\.task))
        for task in began.keys.sorted() where task != 0 && !tracedIDs.contains(task) {
            fail("task \(task)'s code began, yet the trace never started it")
        }
        for (task, phases) in traced {
            // viewsim's model: a task's first job runs once a frame's update settles; in frames that never
            // settle (a loop of body writes, cut every frame) it waits, so its code may never begin. Such a
            // task then has nothing but its start (and a cancellation) in the trace.
            if began[task] == nil, let other = phases.first(where: { $0.step != .started && $0.step != .cancelled }) {
                fail("task \(task)'s code never began, yet the trace has it \(other.step) in frame \(other.frame)")
                continue
            }
            if (began[task] ?? 0) > 1 {
                fail("task \(task) started in the trace; its code began \(began[task] ?? 0) times")
            }
            if began[task] == nil { continue }
            let end = phases.last(where: \.step.isEnd)?.step.rawValue ?? "not ended"
            if end != (ended[task] ?? "not ended") {
                fail("task \(task) ended in the trace as \(end); its code says \(ended[task] ?? "not ended")")
            }
            let suspensions = phases.filter { $0.step == .suspended }.compactMap(\.what)
            let asked = (waits[task] ?? []).compactMap(\.what)
            if suspensions != asked {
                let index =
                    zip(suspensions, asked).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                    ?? min(suspensions.count, asked.count)
                func at(_ list: [String]) -> String { index < list.count ? list[index] : "nothing" }
                fail(
                    "task \(task) was suspended \(suspensions.count) times in the trace; its code awaited \(asked.count) sleeps; "
                        + "suspension \(index + 1) is \(at(suspensions)), the await \(at(asked))")
            }
        }
        return limited(found)
    }

    /// The tasks' code ran on the thread that drives the case, every step of it.
    public static func taskThread(_ facts: FuzzTaskFacts) -> [FuzzViolation] {
        guard let first = facts.offThread.first else { return [] }
        return [
            FuzzViolation(
                .taskThread,
                "\(facts.offThread.count) steps of the tasks' code ran on a thread other than the driving one (first: \(first))"
            )
        ]
    }

    /// Right after a `runUntilIdle` returned: the tasks whose code began and has not
    /// ended are exactly the ones its `tasksPending` diagnostic counts and names (the
    /// first five), and there is no such diagnostic when none is pending.
    ///
    /// - Parameter diagnostics: the messages of the `.task` diagnostics recorded by the call.
    public static func pendingAfterRunUntilIdle(
        _ log: [FuzzTaskLog.Entry], diagnostics: [String], step: String
    ) -> [FuzzViolation] {
        var live: Set<Int> = []
        for entry in log {
            if case .began(let task) = entry { live.insert(task) }
            if case .ended(let task, _) = entry { live.remove(task) }
        }
        let pending = live.sorted()
        let prefix = "runUntilIdle() returned with "
        let messages = diagnostics.filter { $0.hasPrefix(prefix) }
        guard !pending.isEmpty else {
            return messages.isEmpty
                ? [] : [FuzzViolation(.taskPending, "\(step): no task is pending, yet: \(messages[0].prefix(200))")]
        }
        guard let message = messages.last else {
            return [
                FuzzViolation(
                    .taskPending,
                    "\(step): returned with tasks \(pending.map(String.init).joined(separator: ", ")) pending, unnamed")
            ]
        }
        let count = "\(prefix)\(pending.count) task\(pending.count == 1 ? "" : "s") not finished: "
        var found: [FuzzViolation] = []
        if !message.hasPrefix(count) {
            found.append(FuzzViolation(.taskPending, "\(step): \(pending.count) pending, yet: \(message.prefix(200))"))
        }
        for task in pending.prefix(5) where !message.contains("task \(task) (") {
            found.append(
                FuzzViolation(.taskPending, "\(step): task \(task) is pending, yet not named: \(message.prefix(200))"))
        }
        return found
    }
}
