// The outcome of checking one claim of a scenario against its run's trace.

/// The outcome of checking one claim.
public struct ClaimResult: Sendable {
    public let claim: ScenarioClaim
    /// nil when the claim holds, otherwise what was observed instead.
    public let failure: String?
    public var holds: Bool { failure == nil }

    public init(claim: ScenarioClaim, failure: String?) {
        self.claim = claim
        self.failure = failure
    }
}
