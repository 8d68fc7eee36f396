// Models the main queue of a SwiftUI app as far as views can see it: work that a
// body or an action enqueues with `DispatchQueue.main.async { … }` or
// `Task { @MainActor in … }` runs after the update that enqueued it, in the
// order enqueued, and what it writes starts a new update.
// Simplifies: no run loop and no real queue. viewsim's model: the main queue
// drains once per frame, once the update and its post-update actions have
// settled, and what its work writes is updated in the same frame (a run loop
// turns far faster than a frame); work enqueued by that update, or by the work
// itself, waits for the next frame. So a body that enqueues on every run
// updates once per frame, as long as the simulation runs, and never idles.
// See docs/ARCHITECTURE.md, "One frame".

/// A piece of work waiting on the simulated main queue.
struct MainQueueJob {
    /// How the trace names the way it was enqueued.
    let label: String
    /// The view whose body or action enqueued it (id 0 when a script did).
    let node: NodeRef
    /// The event that was running when it was enqueued (a body, an action).
    let cause: EventID?
    /// The work itself, main-actor isolated as in SwiftUI.
    let work: @MainActor () -> Void
    /// Where it is in the main actor's order (with task jobs), set when it joins the queue.
    var sequence = 0
}

/// The simulated main queue of one simulation: first in, first out.
///
/// ```swift
/// queue.append(MainQueueJob(label: MainQueue.dispatchLabel, node: ref, cause: event, work: work))
/// let round = queue.takeAll()   // run them; work they enqueue forms the next round
/// ```
struct MainQueue {
    /// The trace's name for work enqueued with `DispatchQueue.main.async`.
    static let dispatchLabel = "DispatchQueue.main.async"
    /// The trace's name for work enqueued with `DispatchQueue.main.asyncAfter`.
    static let asyncAfterLabel = "DispatchQueue.main.asyncAfter"
    /// The trace's name for a tick of a `Timer.publish` timer.
    static let timerPublishLabel = "Timer.publish"

    /// Whether an `actionRun` label names main-queue work rather than an action.
    static func isMainQueueLabel(_ label: String) -> Bool {
        label == dispatchLabel || label == asyncAfterLabel || label == timerPublishLabel
    }

    /// The waiting work, in order.
    private(set) var jobs: [MainQueueJob] = []

    /// Whether no work waits.
    var isEmpty: Bool { jobs.isEmpty }

    /// Enqueues `job` after the others, numbered `sequence` in the main actor's order.
    mutating func append(_ job: MainQueueJob, sequence: Int) {
        var job = job
        job.sequence = sequence
        jobs.append(job)
    }

    /// Takes every waiting job, in order.
    mutating func takeAll() -> [MainQueueJob] {
        let round = jobs
        jobs = []
        return round
    }
}
