// Builds a quiet simulation of an example view for the tests: no
// `_printChanges()` lines on standard output.
// Simplifies: the default frame rate (60 per second).
import ViewSim

/// A simulation of `root` that keeps `_printChanges()` lines in the trace only.
@MainActor
func makeSimulation<Root: View>(_ root: Root) -> Simulation {
    var configuration = SimulationConfiguration()
    configuration.printChangesToStandardOutput = false
    return Simulation(root, configuration: configuration)
}
