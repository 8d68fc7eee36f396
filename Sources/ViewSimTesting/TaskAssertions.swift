// Checks Swift tasks in a simulation: how many started, were cancelled,
// finished, threw or are still pending in a scope (optionally of one kind:
// `.task(id:)`, `Task`), and how one task ended. Pure `verify…` plus `assert…`.
import ViewSim
import XCTest

/// How a task ended, or that it has not.
///
/// ```swift
/// assertTask(sim, 3, ended: .finished)
/// assertTask(sim, 2, ended: .cancelled(.idChanged(old: .string("a"), new: .string("ab"))))
/// ```
public enum TaskEnd: Sendable, Equatable, CustomStringConvertible {
    /// The operation returned.
    case finished
    /// The operation threw (any error; `CancellationError` from a cancelled sleep too).
    case threw
    /// The task was cancelled for this reason (whatever it did next); `nil`: for any reason.
    case cancelled(TaskCancellation?)
    /// The task has not ended: it sleeps or awaits.
    case pending

    public var description: String {
        switch self {
        case .finished: return "finished"
        case .threw: return "threw"
        case .cancelled(let reason?): return "cancelled (\(TaskEnd.words(reason)))"
        case .cancelled(nil): return "cancelled"
        case .pending: return "still pending"
        }
    }

    static func words(_ reason: TaskCancellation) -> String {
        switch reason {
        case .disappeared: return "the view disappeared"
        case .idChanged(let old, let new): return "id changed \(old) → \(new)"
        case .code: return "cancel() was called"
        }
    }

    /// Whether `history` ended this way.
    func matches(_ history: TaskHistory) -> Bool {
        switch self {
        case .finished: if case .finished? = history.outcome { return true } else { return false }
        case .threw: if case .threw? = history.outcome { return true } else { return false }
        case .pending: return history.isPending
        case .cancelled(let reason): return reason.map { history.cancellation == $0 } ?? history.wasCancelled
        }
    }
}

/// Checks how many tasks (of `label`, if given: `.task`, `.task(id:)`, `Task`,
/// `Task.detached`) started, were cancelled, finished, threw or are still
/// pending in `scope`; a count left `nil` is not checked. Returns nil when all agree.
///
/// ```swift
/// try sim.step("type fast") { for _ in 0..<3 { try sim.tap("key"); try sim.advance(by: 0.1) } }
/// try sim.advance(by: 1)
/// XCTAssertNil(verifyTasks(sim, label: ".task(id:)", started: 4, cancelled: 3, finished: 1))
/// ```
///
/// A failure reads:
///
/// ```text
/// Other tasks than expected in the whole simulation: cancelled 2, expected 3.
///
/// Tasks in the whole simulation (.task(id:)):
///   task 1 (.task(id:) #4): started (the view appeared), cancelled (id changed "" → "a"), threw CancellationError()
///   …
/// ```
public func verifyTasks(
    _ sim: Simulation, in scope: TraceScope = .all, label: String? = nil, started: Int? = nil,
    cancelled: Int? = nil, finished: Int? = nil, threw: Int? = nil, pending: Int? = nil
) -> String? {
    let resolved: ResolvedScope
    switch scope.resolve(in: sim.trace) {
    case .success(let value): resolved = value
    case .failure(let error): return error.message
    }
    let histories = tasks(of: sim, in: resolved, label: label)
    let counts: [(name: String, expected: Int?, actual: Int)] = [
        ("started", started, histories.filter { $0.start != nil }.count),
        ("cancelled", cancelled, histories.filter(\.wasCancelled).count),
        ("finished", finished, histories.filter { TaskEnd.finished.matches($0) }.count),
        ("threw", threw, histories.filter { TaskEnd.threw.matches($0) }.count),
        ("pending", pending, histories.filter(\.isPending).count),
    ]
    let wrong = counts.filter { $0.expected != nil && $0.expected != $0.actual }
    guard !wrong.isEmpty else { return nil }
    let what = label.map { " (\($0))" } ?? ""
    var message = FailureMessage(
        headline:
            "Other tasks\(what) than expected \(resolved.phrase): "
            + wrong.map { "\($0.name) \($0.actual), expected \($0.expected!)" }.joined(separator: "; ") + ".",
        fix:
            "read each task's history above: a .task starts when its view appears and is cancelled when it disappears; a .task(id:) is cancelled and restarted when its id changes; a sleep wakes at the first frame at or after its due time, so advance past it (or runUntilIdle()) before counting finished tasks. If the history is right, expect its counts."
    )
    message.section("Tasks\(what) \(resolved.phrase)", summaries(histories))
    return message.text
}

/// Asserts how many tasks started, were cancelled, finished, threw or are pending.
///
/// ```swift
/// assertTasks(sim, label: ".task(id:)", started: 4, cancelled: 3, finished: 1)
/// ```
public func assertTasks(
    _ sim: Simulation, in scope: TraceScope = .all, label: String? = nil, started: Int? = nil,
    cancelled: Int? = nil, finished: Int? = nil, threw: Int? = nil, pending: Int? = nil,
    fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    if let message = verifyTasks(
        sim, in: scope, label: label, started: started, cancelled: cancelled, finished: finished, threw: threw,
        pending: pending)
    {
        FailureReporter.fail(message, sim: sim, scope: scope, at: FailureLocation(fileID, file, line, column))
    }
}

/// Checks how task `id` (its number in the trace: `task 3`) ended, over the
/// whole simulation. Returns nil when it did.
///
/// ```swift
/// XCTAssertNil(verifyTask(sim, 1, ended: .cancelled(.disappeared)))
/// ```
public func verifyTask(_ sim: Simulation, _ id: Int, ended expected: TaskEnd) -> String? {
    let histories = sim.trace.tasks()
    guard let history = histories.first(where: { $0.task.id == id }) else {
        var message = FailureMessage(
            headline: "No task \(id) in the trace (\(histories.count) task\(histories.count == 1 ? "" : "s") ran).",
            fix:
                "tasks are numbered from 1 in the order they start; the list above names each. A task started by code that viewsim does not see (Task(name:…), a library's own) runs in simulated time but is not numbered."
        )
        message.section("Tasks in the whole simulation", summaries(histories))
        return message.text
    }
    guard !expected.matches(history) else { return nil }
    var message = FailureMessage(
        headline: "\(history.task) did not end as expected: expected \(expected), but it \(actualEnd(history)).",
        fix:
            "a task ends when its operation returns or throws; cancellation only asks it to stop (a sleep throws CancellationError, code reads Task.isCancelled). Advance past its sleeps, or expect what it did."
    )
    message.section("What happened to \(history.task)", history.lines)
    return message.text
}

/// Asserts how task `id` ended.
///
/// ```swift
/// assertTask(sim, 3, ended: .finished)
/// ```
public func assertTask(
    _ sim: Simulation, _ id: Int, ended expected: TaskEnd,
    fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    if let message = verifyTask(sim, id, ended: expected) {
        FailureReporter.fail(message, sim: sim, scope: .all, at: FailureLocation(fileID, file, line, column))
    }
}

/// The tasks with events in `scope`, of `label` if given.
private func tasks(of sim: Simulation, in scope: ResolvedScope, label: String?) -> [TaskHistory] {
    let histories = sim.trace.tasks(inStep: scope.step, inFrame: scope.frame)
    guard let label else { return histories }
    return histories.filter { $0.task.label == label }
}

/// One line per task: `task 2 (.task(id:) #4): started (id changed …), cancelled (…), threw CancellationError()`.
private func summaries(_ histories: [TaskHistory], limit: Int = 30) -> [String] {
    guard !histories.isEmpty else { return ["(no task events)"] }
    var lines = histories.prefix(limit).map { history in
        "\(history.task): " + history.events.map { TraceText.taskText($0.phase) }.joined(separator: ", ")
    }
    if histories.count > limit { lines.append("… \(histories.count - limit) more tasks; sim.trace.tasks() lists all") }
    return lines
}

/// What a task did, for a failure's headline: "finished", "is still pending".
private func actualEnd(_ history: TaskHistory) -> String {
    if case .threw(let error)? = history.outcome { return "threw \(error)" }
    if history.outcome != nil { return history.wasCancelled ? "was cancelled and then finished" : "finished" }
    return history.wasCancelled ? "was cancelled and is still pending" : "is still pending"
}
