// A finished run of a scenario: its simulation (and so its trace) and the
// result of every claim.

/// A finished run of a scenario.
public struct ScenarioRun {
    public let scenario: Scenario
    public let simulation: Simulation
    public var trace: Trace { simulation.trace }
    /// One result per claim, in the scenario's order.
    public let claimResults: [ClaimResult]
    /// Whether every claim holds.
    public var allClaimsHold: Bool { claimResults.allSatisfy(\.holds) }
}
