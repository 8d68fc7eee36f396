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
