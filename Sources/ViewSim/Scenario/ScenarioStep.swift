// One step of a scenario: a title, optionally what to notice and the code it is
// about, and the script action that drives the simulation (taps, mutations, time).

/// One step of a scenario.
///
/// ```swift
/// Step("Tap the heart", narrative: "The tap toggles @State `liked` …") { sim in
///     try sim.tap("heart")
///     try sim.advance(by: 0.5)
/// }
/// ```
public struct ScenarioStep: Sendable {
    /// A short title, shown as the step's heading and recorded in the trace.
    public let title: String
    /// What to notice in this step, in a few sentences, if anything.
    public let narrative: String?
    /// The SwiftUI code the step is about, if it shows any.
    public let code: String?
    /// Drives the simulation (taps, mutations, time). It runs on the simulated
    /// main actor, so it may touch `@MainActor` models as SwiftUI code does.
    public let action: @MainActor @Sendable (Simulation) throws -> Void
    /// The view whose attribute graph the step shows (`viewsim run` writes
    /// `step<N>-attributes.svg` for its subtree), if any.
    public let attributesOf: String?

    /// A step titled `title`; with `attributesOf`, `viewsim run` also draws the attribute graph of
    /// that view's subtree after the step.
    public init(
        title: String, narrative: String? = nil, code: String? = nil, attributesOf: String? = nil,
        action: @escaping @MainActor @Sendable (Simulation) throws -> Void = { _ in }
    ) {
        self.title = title
        self.narrative = narrative
        self.code = code
        self.attributesOf = attributesOf
        self.action = action
    }

    /// A step titled `title`, for the list a `Scenario`'s trailing closure builds.
    public init(
        _ title: String, narrative: String? = nil, code: String? = nil, attributesOf: String? = nil,
        action: @escaping @MainActor @Sendable (Simulation) throws -> Void = { _ in }
    ) {
        self.init(title: title, narrative: narrative, code: code, attributesOf: attributesOf, action: action)
    }
}

/// A step of a scenario: `Step("Tap") { sim in try sim.tap("increment") }`.
public typealias Step = ScenarioStep
