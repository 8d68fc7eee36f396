// Helpers shared by the core tests: a simulation that does not print
// `_printChanges` lines to standard output, and a few trace shortcuts.
import Foundation
import ViewSim

/// A simulation with `_printChanges` output kept in the trace only.
func makeSimulation<Root: View>(_ root: Root, framesPerSecond: Int = 60, maxPassesPerFrame: Int = 8) -> Simulation {
    var configuration = SimulationConfiguration()
    configuration.printChangesToStandardOutput = false
    configuration.framesPerSecond = framesPerSecond
    configuration.maxPassesPerFrame = maxPassesPerFrame
    return Simulation(root, configuration: configuration)
}

extension Trace {
    /// The `_printChanges` lines of the evaluations of `typeName`, optionally in one step.
    func reasonLines(of typeName: String, inStep step: Int? = nil) -> [String] {
        bodyEvaluations(of: typeName, inStep: step).map(\.printChangesLine)
    }

    /// Every event kind of one step, for inspecting what happened.
    func events(inStep step: Int) -> [TraceEvent] { frames(inStep: step).flatMap(\.events) }
}

extension Date {
    /// The simulation's start date plus `seconds`.
    static func sim(_ seconds: Double) -> Date {
        SimulationConfiguration.defaultStartDate.addingTimeInterval(seconds)
    }
}

/// A simulation of an app for tests: its first window group's content, not printing `_printChanges`.
@MainActor
func makeSimulation<A: App>(_ app: A) -> Simulation {
    var configuration = SimulationConfiguration()
    configuration.printChangesToStandardOutput = false
    return Simulation(app, configuration: configuration)
}
