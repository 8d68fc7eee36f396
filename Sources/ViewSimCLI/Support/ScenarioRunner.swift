// Runs a scenario for a subcommand: `_printChanges` lines go to the trace only
// (so the CLI's output stays its own), and (for `graph`) a snapshot is kept at
// the end of every step. Failing steps are named by `Scenario.run` itself.
import ViewSim

/// Runs scenarios on behalf of the subcommands.
package enum ScenarioRunner {
    /// Runs `scenario`, calling `afterStep` once each step's frames have run.
    ///
    /// Errors thrown by `afterStep` come out unchanged; an error from the
    /// scenario's own script is a ScenarioError naming the scenario and the step.
    /// With `recordsDisplayLists`, every frame's display list is kept, for drawing frames afterwards.
    package static func run(
        _ scenario: Scenario, recordsDisplayLists: Bool = false,
        afterStep: (Int, Simulation) throws -> Void = { _, _ in }
    ) throws -> ScenarioRun {
        var configuration = SimulationConfiguration()
        configuration.printChangesToStandardOutput = false
        configuration.recordsDisplayLists = recordsDisplayLists
        return try scenario.run(configuration: configuration, afterStep: afterStep)
    }

    /// Runs `scenario` and keeps the view graph as it is at the end of each step
    /// (and, with `recordsDisplayLists`, every frame's display list).
    package static func record(_ scenario: Scenario, recordsDisplayLists: Bool = false) throws -> ScenarioRecording {
        var snapshots: [GraphSnapshot] = []
        let run = try run(scenario, recordsDisplayLists: recordsDisplayLists) { _, simulation in
            snapshots.append(simulation.snapshot())
        }
        return ScenarioRecording(run: run, snapshots: snapshots)
    }
}

/// A finished run with the view graph at the end of every step.
package struct ScenarioRecording {
    package let run: ScenarioRun
    /// `snapshots[k]` is the graph at the end of step k.
    package let snapshots: [GraphSnapshot]
}
