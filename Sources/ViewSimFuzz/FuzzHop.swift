// Models the work a fuzz view enqueues on the main queue: one write of a source.
// Simplifies: it carries the fuzz scope across the (simulated) hop; the scope is
// only used on the thread that runs the case's simulation, so the unchecked
// Sendable conformance holds.

/// One `source = value` write, run later on the simulated main queue.
struct FuzzHop: @unchecked Sendable {
    let scope: FuzzScope
    let source: FuzzSource
    let value: Int

    /// Writes the value; inside a task (`Task { @MainActor in … }`), logs its start and end too.
    func run() {
        let task = FuzzTaskLog.currentTask
        if task != 0 { scope.recorder.tasks.log(.began(task: task)) }
        scope.write(source, value)
        if task != 0 { scope.recorder.tasks.log(.ended(task: task, threw: false)) }
    }
}
