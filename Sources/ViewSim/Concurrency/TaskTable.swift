// Models the tasks a simulation knows and the waits on its clock, kept by the
// graph (see ViewGraph+Tasks.swift for how frames run them).
// Simplifies: tasks are found by the runtime task's address while they live; a
// task that ended is forgotten, so an address reused by a later task is that
// task's.

/// The tasks and timed waits of one simulation.
struct TaskTable {
    /// The number the next task gets.
    var nextID = 1
    /// Tasks started and not yet ended, by the runtime task's address.
    var byPointer: [UnsafeRawPointer: SimulatedTask] = [:]
    /// Tasks started and not yet ended, in the order they started.
    var live: [Int: SimulatedTask] = [:]
    /// The running task of each `.task` modifier, by the modifier's node id.
    var byNode: [Int: SimulatedTask] = [:]
    /// The animating transactions tasks were started in, by task number (kept after
    /// a task ends: the update its last write causes runs after it).
    var endedTransactions: [Int: EndedTransaction] = [:]
    /// The subscription of each `.onReceive` modifier, by the modifier's node id.
    var receivers: [Int: AnyObject] = [:]
    /// Sleeps, `asyncAfter` work and timers, soonest first.
    var timed = TimedQueue()
    /// Jobs run in the frame being processed (bounded by `maximumJobsPerFrame`).
    var jobsThisFrame = 0
    /// The frame `jobsThisFrame` counts.
    var jobsFrame = -1
    /// Whether the frame's job limit was reported in this frame.
    var reportedJobLimit = false

    /// The most task jobs one frame runs; the rest wait for the next frame, with a
    /// diagnostic (viewsim's model: a task that never suspends for time would
    /// otherwise hold the frame forever).
    static let maximumJobsPerFrame = 10_000
}
