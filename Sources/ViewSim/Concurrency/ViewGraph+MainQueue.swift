// Models the hop from an update to the main queue and back: work enqueued during
// a frame (`DispatchQueue.main.async`, `Task { @MainActor in … }`) runs once the
// frame's update has settled, each piece recorded as its own cause, under the
// event that enqueued it. See MainQueue.swift for the model and its limits.

extension ViewGraph {
    /// Enqueues `work` on this simulation's main queue, named `label` in the trace.
    ///
    /// The work's cause is the body or action running now; between frames (a
    /// script's `step`) a loose frame opens so the work runs in it.
    func enqueueOnMainQueue(label: String, _ work: @escaping @MainActor () -> Void) {
        openLooseFrameIfNeeded()
        let cause = evaluation?.event ?? activeCause
        let node =
            evaluation?.node.reference
            ?? cause.flatMap { openFrameEvent($0)?.node }
            ?? NodeRef(id: 0, label: "script")
        mainQueue.append(
            MainQueueJob(label: label, node: node, cause: cause, work: work), sequence: executor.nextSequence())
    }

    /// Reports `api`, work that the main queue cannot take (a `DispatchWorkItem`), on the
    /// view whose body or action is running, as `enqueueOnMainQueue` names it.
    func reportNotModelledWork(_ api: NotModelledAPI) {
        guard !reportedNotModelled.contains(api) else { return }
        openLooseFrameIfNeeded()
        let cause = evaluation?.event ?? activeCause
        let node = evaluation?.node.reference ?? cause.flatMap { openFrameEvent($0)?.node }
        reportNotModelled(api, node: node, cause: cause)
    }

    /// Runs one piece of main-queue work as an `actionRun` event under its cause.
    func run(_ job: MainQueueJob) {
        let event = record(.actionRun(node: job.node, label: job.label, dispatch: nil), cause: job.cause)
        withCause(event) {
            SimulatedMainActor.run(job.work)
            applyObservationChanges()
        }
    }

    /// How the trace and diagnostics name the waiting work: "DispatchQueue.main.async from Counter #4".
    var mainQueueDescriptions: [String] {
        mainQueue.jobs.map { TraceText.actionName($0.label, $0.node) }
    }
}
