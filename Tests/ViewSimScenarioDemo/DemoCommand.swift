// The demo executable: a ScenarioCommand over DemoScenarios, as a user's
// `@main` type would be, with the default words ("scenario") and help.
import Foundation
import ViewSim
import ViewSimCLI

/// `viewsim-scenario-demo list|run|graph|plot|trace …`
@main
struct DemoCommand: ScenarioCommand {
    static var commandName: String { "viewsim-scenario-demo" }

    static var scenarios: [Scenario] {
        DemoScenarios.list(ProcessInfo.processInfo.environment["VIEWSIM_DEMO_LIST"])
    }
}
