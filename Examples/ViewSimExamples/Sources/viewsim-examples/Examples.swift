// The example's executable: viewsim's list/run/graph/plot/trace commands for
// the example's own scenarios, through ViewSimCLI's ScenarioCommand.
// Simplifies: nothing; this is the whole program.
import ExampleViews
import Landmarks
import ViewSim
import ViewSimCLI

/// `viewsim-examples list|run|graph|plot|trace …`
@main
struct Examples: ScenarioCommand {
    static let commandName = "viewsim-examples"
    static let scenarios: [Scenario] = ExampleScenarios.all + [LandmarksScenario.scenario]
}
