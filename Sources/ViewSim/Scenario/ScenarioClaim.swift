// A statement a scenario demonstrates, with a check of the trace that can fail
// and then says what was observed instead.

/// A statement a scenario demonstrates, with a check that can fail.
///
/// ```swift
/// Claim("The child's body runs once per tap") { trace in
///     let runs = trace.bodyEvaluations(of: "Child").filter { $0.step == 1 }
///     return runs.count == 1 ? nil : "it ran \(runs.count) times"
/// }
/// ```
public struct ScenarioClaim: Sendable {
    public let statement: String
    /// Returns nil when the claim holds, or what was observed instead.
    public let check: @Sendable (Trace) -> String?

    public init(_ statement: String, check: @escaping @Sendable (Trace) -> String?) {
        self.statement = statement
        self.check = check
    }
}

/// A claim of a scenario: `Claim("…") { trace in nil }`.
public typealias Claim = ScenarioClaim
