// A scenario: a SwiftUI-shaped view to simulate, a script of steps that drive
// it (taps, state changes, time passing), and optionally a narrative and the
// claims it demonstrates, each checked against the trace. viewsim's lessons are
// scenarios with a narrative; a user's own views become scenarios the same way,
// and the CLI library (`ViewSimCLI`) lists, runs, draws and plots any of them.
// Simplifies: a scenario is plain data plus closures; it runs in one thread,
// which is the simulation's main actor (see SimulatedMainActor).

/// A view, the script that drives it, and what it demonstrates.
///
/// Step 0 is always the appearance (frame 0, when the root view is built); its
/// action is not run. Every later step runs its action inside
/// `Simulation.step(_:_:)`, so the trace groups its frames under the step.
///
/// ```swift
/// let counter = Scenario("counter", title: "A counter", root: { ContentView() }) {
///     Step("Tap the button") { sim in try sim.tap("increment") }
///     Step("A second passes") { sim in try sim.advance(by: 1) }
/// }
/// let run = try counter.run()
/// print(run.trace.text())
/// ```
public struct Scenario: Sendable {
    /// The name used on the command line (`counter`, `lesson1`): letters, digits
    /// and dashes are best; matched ignoring case.
    public let name: String
    /// A one-line title.
    public let title: String
    /// Where the scenario comes from and what to read first; nil for a plain scenario.
    public let narrative: ScenarioNarrative?
    /// The steps. Step 0 is the appearance (its action is not run).
    public let steps: [ScenarioStep]
    /// What the scenario demonstrates, each checked against the trace.
    public let claims: [ScenarioClaim]
    /// Creates a fresh simulation of the root view with a configuration (this runs frame 0).
    public let makeSimulation: @MainActor @Sendable (SimulationConfiguration) -> Simulation

    /// Creates a scenario from all its parts; `steps[0]` is the appearance.
    ///
    /// ```swift
    /// Scenario(name: "lesson1", title: "Dependencies",
    ///          narrative: ScenarioNarrative(source: "Seed 001", introduction: "A TimelineView …"),
    ///          steps: [ScenarioStep(title: "The faces appear"), ScenarioStep(title: "Tap") { try $0.tap("fix") }],
    ///          claims: [],
    ///          makeSimulation: { Simulation(ContentView(), configuration: $0) })
    /// ```
    public init(
        name: String, title: String, narrative: ScenarioNarrative? = nil,
        steps: [ScenarioStep], claims: [ScenarioClaim] = [],
        makeSimulation: @escaping @MainActor @Sendable (SimulationConfiguration) -> Simulation
    ) {
        self.name = name
        self.title = title
        self.narrative = narrative
        self.steps = steps
        self.claims = claims
        self.makeSimulation = makeSimulation
    }

    /// Creates a scenario of `root`'s view driven by the steps the trailing
    /// closure lists. Step 0, the appearance, is added for you (titled `appearance`).
    ///
    /// ```swift
    /// Scenario("counter", title: "A counter", root: { ContentView() }) {
    ///     Step("Tap") { sim in try sim.tap("increment") }
    /// } claims: {
    ///     Claim("Tapping runs ContentView's body once") { trace in
    ///         trace.bodyEvaluations(of: "ContentView").filter { $0.step == 1 }.count == 1 ? nil : "it did not"
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - name: the name on the command line (`viewsim run counter`).
    ///   - title: a one-line title.
    ///   - narrative: where it comes from and what to read first, if anything.
    ///   - appearance: the title of step 0, the appearance.
    ///   - root: builds the root view (called once per run, on the simulated main actor).
    ///   - steps: the steps after the appearance; at least one.
    ///   - claims: what the run should show, each with a check of the trace.
    public init<Root: View>(
        _ name: String, title: String, narrative: ScenarioNarrative? = nil,
        appearance: String = "The view appears",
        root: @escaping @MainActor @Sendable () -> Root,
        @ScenarioListBuilder<ScenarioStep> steps: () -> [ScenarioStep],
        @ScenarioListBuilder<ScenarioClaim> claims: () -> [ScenarioClaim] = { [] }
    ) {
        self.init(
            name: name, title: title, narrative: narrative,
            steps: [ScenarioStep(title: appearance)] + steps(), claims: claims(),
            makeSimulation: { Simulation(root(), configuration: $0) })
    }

    /// The same scenario with another root view: to check that the claims fail
    /// for a variant of the program.
    ///
    /// ```swift
    /// let broken = lesson.replacingRoot { ContentView(fixed: true) }
    /// XCTAssertFalse(try broken.run().claimResults.allSatisfy(\.holds))
    /// ```
    public func replacingRoot<Root: View>(_ root: @escaping @MainActor @Sendable () -> Root) -> Scenario {
        Scenario(
            name: name, title: title, narrative: narrative, steps: steps, claims: claims,
            makeSimulation: { Simulation(root(), configuration: $0) })
    }

    /// Checks that the scenario can run: it has the appearance and at least one
    /// step that drives the view.
    ///
    /// - Throws: `ScenarioError.noSteps`.
    public func validate() throws {
        if steps.count < 2 { throw ScenarioError.noSteps(scenario: name) }
    }
}
