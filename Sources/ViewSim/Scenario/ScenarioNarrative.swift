// The prose around a scenario: where it comes from and what to read before the
// first step. A lesson is a scenario with a narrative.

/// Where a scenario comes from and what it is about, shown before its first step.
///
/// ```swift
/// ScenarioNarrative(source: "Seed 003, §2", introduction: "A heart that beats …")
/// ```
public struct ScenarioNarrative: Sendable {
    /// Which document (and part of it) the scenario comes from: `viewsim run`
    /// prints it as "From …", `viewsim list` in its last column.
    public let source: String
    /// A short paragraph shown before the first step.
    public let introduction: String

    public init(source: String, introduction: String) {
        self.source = source
        self.introduction = introduction
    }
}
