// Running a scenario: build the simulation (frame 0 is step 0), run each later
// step's action inside `Simulation.step`, report to the caller after each step,
// then check the claims. Shared by the CLI and by tests.

extension Scenario {
    /// Runs every step, calling `afterStep` with the step's index once the step's
    /// frames have run (index 0 is the appearance), then checks the claims.
    ///
    /// ```swift
    /// let run = try scenario.run()
    /// for result in run.claimResults { print(result.holds ? "✓" : "✗", result.claim.statement) }
    /// ```
    ///
    /// - Parameters:
    ///   - configuration: how the simulation runs; the CLI turns off
    ///     `printChangesToStandardOutput` so its own output stays clean.
    ///   - afterStep: called with a step's index and the simulation once the step's
    ///     frames have run (index 0 is the appearance); the CLI prints the step there.
    /// - Throws: `ScenarioError.noSteps` before anything runs; `ScenarioError.stepFailed`,
    ///   naming the scenario and the step, when a step's action throws (the steps
    ///   before it have run and `afterStep` has seen them); an error from
    ///   `afterStep` itself unchanged.
    public func run(
        configuration: SimulationConfiguration = SimulationConfiguration(),
        afterStep: (Int, Simulation) throws -> Void = { _, _ in }
    ) throws -> ScenarioRun {
        try validate()
        let simulation = SimulatedMainActor.run(configuration, makeSimulation)
        try afterStep(0, simulation)
        for (index, step) in steps.enumerated().dropFirst() {
            do {
                try simulation.step(step.title) { try SimulatedMainActor.runThrowing(simulation, step.action) }
            } catch {
                throw ScenarioError.stepFailed(
                    scenario: name, step: index, title: step.title, message: String(describing: error))
            }
            try afterStep(index, simulation)
        }
        let results = claims.map { ClaimResult(claim: $0, failure: $0.check(simulation.trace)) }
        return ScenarioRun(scenario: self, simulation: simulation, claimResults: results)
    }
}
