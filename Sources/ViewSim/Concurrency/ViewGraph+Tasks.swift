// Models how Swift concurrency's work lands in a simulation's frames: a task's
// jobs run on the simulation's main actor once the frame's update has settled
// (with the main queue), what they write is updated in the same frame, and a
// sleep wakes at the first frame at or after its due time.
// Simplifies: a frame runs at most `TaskTable.maximumJobsPerFrame` jobs; a sleep
// (of any length, zero included) and `Task.yield()` wake no earlier than the next
// frame (viewsim's model: a run loop turn is shorter than a frame, and the frame
// is the unit viewsim shows). See docs/ARCHITECTURE.md, "Time and tasks".

extension ViewGraph {
    // MARK: - Driving

    /// Runs `body` with this thread driving the simulation: the main actor is
    /// its executor, and jobs sent to the global executor come to it.
    func driving<T>(_ body: () throws -> T) rethrows -> T {
        try SimulationDriving.with(executor, body)
    }

    /// Runs `note` on the simulation's thread: now, if this thread drives it;
    /// else at its next frame's task drain (a task that ended on another thread).
    func onSimulationThread(_ note: @escaping @Sendable (ViewGraph) -> Void) {
        executor.onSimulationThread(note)
    }

    // MARK: - Starting and ending tasks

    /// The view and cause that code running now is attributed to: the body in
    /// progress, else the view of the active cause, else the script.
    var currentCodeOrigin: (node: NodeRef, cause: EventID?) {
        let cause = evaluation?.event ?? activeCause
        let node =
            evaluation?.node.reference
            ?? cause.flatMap { openFrameEvent($0)?.node }
            ?? NodeRef(id: 0, label: "script")
        return (node, cause)
    }

    /// Records a new task's start and returns it, to be given its `Task`.
    func beginTask(label: String, node: NodeRef, start: TaskStart, cause: EventID?) -> SimulatedTask {
        openLooseFrameIfNeeded()
        let reference = TaskRef(id: tasks.nextID, label: label, node: node)
        tasks.nextID += 1
        let event = record(.task(task: reference, phase: .started(start)), cause: cause)
        let task = SimulatedTask(reference: reference, executor: executor, lastEvent: event)
        tasks.live[reference.id] = task
        // The animating transaction it starts in (a withAnimation, or the update that
        // inserts a `.task` view) ends before its code runs: keep it, to explain writes.
        let transaction = Transaction.current ?? (isUpdating ? flowingTransaction : nil)
        if let transaction, let animation = transaction.animation {
            let ended = EndedTransaction(task: reference, animation: animation, origin: transaction.animationOrigin)
            task.endedTransaction = ended
            tasks.endedTransactions[reference.id] = ended
        }
        return task
    }

    /// The animating transaction that the task whose code made the change being
    /// updated now was started in: found by following first causes back from the
    /// active cause to a task event in the open frame (at most 64 steps). Nil when
    /// no task started in an animating transaction is known (the usual case: no walk).
    func endedTransactionOfCausingTask() -> EndedTransaction? {
        guard !tasks.endedTransactions.isEmpty else { return nil }
        var next = activeCause
        for _ in 0..<64 {
            guard let id = next, let event = openFrameEvent(id) else { return nil }
            if case .task(let task, _) = event.kind { return tasks.endedTransactions[task.id] }
            next = event.causes.first
        }
        return nil
    }

    /// Makes the runtime task's jobs recognisable as `task`'s.
    func attach<Success, Failure>(_ task: SimulatedTask, to handle: Task<Success, Failure>) {
        let pointer = unsafeBitCast(handle, to: UnsafeRawPointer.self)
        task.pointer = pointer
        task.cancelHandle = { handle.cancel() }
        if task.state != .ended { tasks.byPointer[pointer] = task }
    }

    /// Records how `task` ended and forgets it.
    func endTask(_ task: SimulatedTask, _ phase: TaskPhase) {
        guard task.state != .ended else { return }
        task.state = .ended
        openLooseFrameIfNeeded()
        record(.task(task: task.reference, phase: phase), cause: task.lastEvent)
        tasks.live[task.reference.id] = nil
        if let pointer = task.pointer, tasks.byPointer[pointer] === task { tasks.byPointer[pointer] = nil }
        task.cancelHandle = nil
    }

    /// Cancels `task` for `reason`, as SwiftUI cancels a `.task` (the task sees
    /// `Task.isCancelled`, and a sleep throws `CancellationError`).
    func cancelTask(_ task: SimulatedTask, _ reason: TaskCancellation, cause: EventID?) {
        guard task.state != .ended else { return }
        let event = record(.task(task: task.reference, phase: .cancelled(reason)), cause: cause)
        task.cancelRecorded = true
        task.lastEvent = event
        task.cancelHandle?()
    }

    // MARK: - Sleeping

    /// Suspends the current task until `seconds` from now in simulated time.
    ///
    /// - Parameter what: the call, for the trace and diagnostics (`Task.sleep(for:)`).
    nonisolated(nonsending) func sleep(seconds: Double, what: String) async throws {
        try Task.checkCancellation()
        let task = SimulatedTask.current
        let now = clock.time
        var due = now + (seconds.isNaN ? 0 : max(0, seconds))
        var frame = max(
            clock.frame + 1, seconds.isFinite ? clock.frameCount(covering: min(due, Simulation.maximumTime)) : 0)
        if !(due <= Simulation.maximumTime) {
            openLooseFrameIfNeeded()
            record(
                .diagnostic(.sleepPastMaximumTime(seconds: seconds, what: what, task: task?.reference)),
                cause: task?.lastEvent ?? activeCause)
            due = .infinity
            frame = Int.max
        }
        let sleeper = Sleeper(task: task)
        if frame != Int.max { tasks.timed.add(due: due, frame: frame, .wake(sleeper)) }
        if let task {
            openLooseFrameIfNeeded()
            task.state = .sleeping(until: due)
            task.lastEvent = record(
                .task(task: task.reference, phase: .suspended(until: due, what: what)), cause: task.lastEvent)
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in sleeper.wait(on: continuation) }
        } onCancel: {
            guard sleeper.cancel(), let task else { return }
            task.executor.onSimulationThread { graph in
                guard !task.cancelRecorded, task.state != .ended else { return }
                graph.openLooseFrameIfNeeded()
                task.cancelRecorded = true
                task.lastEvent = graph.record(
                    .task(task: task.reference, phase: .cancelled(.code)), cause: task.lastEvent)
            }
        }
    }

    /// Schedules main-queue work `seconds` from now (`DispatchQueue.main.asyncAfter`).
    func enqueueOnMainQueue(after seconds: Double, label: String, _ work: @escaping @MainActor () -> Void) {
        let origin = currentCodeOrigin
        let now = clock.time
        // NaN waits for nothing; +∞ (`.distantFuture`) is past any time the simulation reaches.
        let due = now + (seconds.isNaN ? 0 : max(0, seconds))
        guard due <= Simulation.maximumTime else {
            openLooseFrameIfNeeded()
            record(.diagnostic(.sleepPastMaximumTime(seconds: seconds, what: label, task: nil)), cause: origin.cause)
            return
        }
        let frame = max(clock.frame + 1, clock.frameCount(covering: due))
        tasks.timed.add(
            due: due, frame: frame,
            .mainQueue(MainQueueJob(label: label, node: origin.node, cause: origin.cause, work: work)))
    }

    /// Schedules `timer`'s first firing, one interval from now; a first firing
    /// past `Simulation.maximumTime` never comes, and the trace says so.
    func schedule(_ timer: SimulatedTimer) {
        let due = clock.time + timer.interval
        guard timer.interval.isFinite, timer.interval >= 0, due <= Simulation.maximumTime else {
            openLooseFrameIfNeeded()
            record(
                .diagnostic(.sleepPastMaximumTime(seconds: timer.interval, what: timer.label, task: nil)),
                cause: timer.cause)
            return
        }
        tasks.timed.add(due: due, frame: max(clock.frame + 1, clock.frameCount(covering: due)), .timer(timer))
    }

    // MARK: - Frames

    /// The first frame at which a sleep, `asyncAfter` work or a timer is due.
    var nextTimedFrame: Int? {
        tasks.timed.nextFrame()
    }

    /// The first frame at which a sleep or `asyncAfter` work is due (what
    /// `runUntilIdle()` waits for; a repeating timer is not).
    package var nextFiniteTimedFrame: Int? {
        tasks.timed.nextFiniteFrame()
    }

    /// What waits on the clock, for messages: `task 3 (.task #4) sleeping until 2 s`,
    /// `DispatchQueue.main.asyncAfter from Toast #2 due at 1.5 s`.
    var timedDescription: String? {
        let entries = tasks.timed.liveFinite(limit: 3)
        guard !entries.isEmpty else { return nil }
        return entries.map { entry -> String in
            switch entry.work {
            case .wake(let sleeper):
                return
                    "\(sleeper.task.map(\.reference.description) ?? "a task") sleeping until \(ValueFormatter.number(entry.due)) s"
            case .mainQueue(let job):
                return "\(TraceText.actionName(job.label, job.node)) due at \(ValueFormatter.number(entry.due)) s"
            case .timer(let timer):
                return "\(timer.label) due at \(ValueFormatter.number(entry.due)) s"
            }
        }.joined(separator: ", ")
    }

    /// Wakes what is due by this frame: sleeping tasks resume (their jobs run
    /// once the update settles), `asyncAfter` work and timer firings join the
    /// main queue.
    func fireDueTimedWork() {
        guard !tasks.timed.isEmpty, let next = tasks.timed.nextFrame(), next <= clock.frame else { return }
        for entry in tasks.timed.takeDue(atFrame: clock.frame) {
            switch entry.work {
            case .wake(let sleeper):
                guard !sleeper.isDone else { continue }
                if let task = sleeper.task, task.state != .ended {
                    task.state = .running
                    task.lastEvent = record(
                        .task(task: task.reference, phase: .resumed(at: entry.due)), cause: task.lastEvent)
                }
                sleeper.wake()
            case .mainQueue(let job):
                mainQueue.append(job, sequence: executor.nextSequence())
            case .timer(let timer):
                guard timer.isValid else { continue }
                mainQueue.append(
                    MainQueueJob(label: timer.label, node: timer.node, cause: timer.cause, work: timer.fire),
                    sequence: executor.nextSequence())
                if timer.repeats, timer.interval > 0 {
                    // The next due time after now: a late frame fires once, not once per missed interval.
                    let missed = ((clock.time - entry.due) / timer.interval).rounded(.down)
                    let due = entry.due + (max(0, missed) + 1) * timer.interval
                    if due <= Simulation.maximumTime {
                        tasks.timed.add(
                            due: due, frame: max(clock.frame + 1, clock.frameCount(covering: due)), .timer(timer))
                    }
                }
            }
        }
    }

    /// Runs the main actor's waiting work on this thread, in the order it was
    /// sent: the main queue's work (once per frame: what it enqueues waits for
    /// the next frame) and task jobs (the jobs they enqueue run in the same
    /// drain, up to the frame's limit). Returns whether anything ran.
    @discardableResult
    func runMainActorWork() -> Bool {
        mainActorTurn += 1
        if tasks.jobsFrame != clock.frame {
            tasks.jobsFrame = clock.frame
            tasks.jobsThisFrame = 0
            tasks.reportedJobLimit = false
        }
        var queued: ArraySlice<MainQueueJob> = []
        if !mainQueue.isEmpty, mainQueueDrainFrame != clock.frame {
            mainQueueDrainFrame = clock.frame
            queued = mainQueue.takeAll()[...]
        }
        var ran = false
        var batch: ArraySlice<SimulatedExecutor.Item> = []
        while true {
            if batch.isEmpty, executor.hasJobs { batch = executor.takeAll()[...] }
            // The next in the main actor's order: queued work or a job.
            if let work = queued.first, batch.first.map({ work.sequence < $0.sequence }) ?? true {
                queued.removeFirst()
                run(work)
                ran = true
                continue
            }
            guard let item = batch.first else { break }
            guard tasks.jobsThisFrame < TaskTable.maximumJobsPerFrame else {
                executor.putBack(batch)
                if !tasks.reportedJobLimit {
                    tasks.reportedJobLimit = true
                    record(
                        .diagnostic(.taskJobLimit(TaskTable.maximumJobsPerFrame, tasks: liveTaskNames(limit: 3))),
                        cause: nil)
                }
                // The queued work still runs in order after the jobs that ran.
                for work in queued { run(work) }
                return true
            }
            batch.removeFirst()
            tasks.jobsThisFrame += 1
            ran = true
            switch item {
            case .note(let note, _):
                note(self)
            case .job(let job, _):
                let pointer = unsafeBitCast(job.job, to: UnsafeRawPointer.self)
                let cause = tasks.byPointer[pointer]?.lastEvent
                withCause(cause) { executor.run(job) }
            }
            applyObservationChanges()
        }
        return ran
    }

    // MARK: - Describing

    /// The live tasks, for messages: `task 3 (.task of Feed #4) sleeping until 1.3 s`.
    func liveTaskNames(limit: Int) -> String {
        let live = tasks.live.keys.sorted().prefix(limit).compactMap { tasks.live[$0] }
        let names = live.map(pendingDescription(of:))
        let more = tasks.live.count > limit ? " and \(tasks.live.count - limit) more" : ""
        return names.joined(separator: ", ") + more
    }

    /// A live task as messages and the view graph name it:
    /// `task 3 (.task of Feed #4) sleeping until 1.3 s`, `… sleeping forever`, `… awaiting`.
    func pendingDescription(of task: SimulatedTask) -> String {
        switch task.state {
        case .sleeping(let until) where until.isFinite:
            return "\(task.reference) sleeping until \(ValueFormatter.number(until)) s"
        case .sleeping:
            return "\(task.reference) sleeping forever"
        default:
            return "\(task.reference) awaiting"
        }
    }
}
