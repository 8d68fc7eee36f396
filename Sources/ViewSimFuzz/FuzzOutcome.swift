// Models what checking one case in one process found: the trace digest (which
// the supervisor compares across processes), the broken promises, and the
// errors the script threw (fine, as long as they have a message).

/// The result of `FuzzRunner.check`.
public struct FuzzOutcome: Sendable {
    public let fuzzCase: FuzzCase
    /// The digest of the first run's trace text and errors.
    public let digest: String
    public let failures: [FuzzViolation]
    public let errors: [String]
    public let frames: Int
    public let evaluations: Int
    /// The events the first run's trace recorded (`FuzzTraceFacts.events`).
    public let events: Int
    /// The views the first run's layout checks laid out again (`FuzzTraceFacts.checkedViews`).
    public let checkedViews: Int
    /// The views the first run's own frames laid out (`FuzzTraceFacts.laidOutViews`).
    public let laidOutViews: Int
    /// The work the case did, which its CPU budget allows for: trace events and views laid out by
    /// the checks and by the run's frames, of one run (the case runs twice; both count against
    /// the budget).
    public var work: Int { events + checkedViews + laidOutViews }

    /// A failure message for tests: the failures, the errors and the case.
    public var report: String {
        var lines = failures.isEmpty ? ["No failures."] : failures.map { "✗ \($0)" }
        if !errors.isEmpty {
            lines.append("Script errors (expected for bad input):")
            lines += errors.map { "  \($0)" }
        }
        lines.append("Case:")
        lines.append(fuzzCase.description)
        return lines.joined(separator: "\n")
    }
}
