// Tests that every configuration value out of range is reported in frame 0 with
// the value used instead, and that a valid configuration reports nothing.
import Foundation
import ViewSim
import XCTest

private struct Still: View {
    var body: some View { Text("still") }
}

final class ConfigurationValidationTests: XCTestCase {
    func testEveryValueOutOfRangeIsReportedWithTheValueUsed() {
        var configuration = SimulationConfiguration()
        configuration.printChangesToStandardOutput = false
        configuration.framesPerSecond = 5000
        configuration.maxPassesPerFrame = 0
        configuration.passDuration = -.infinity
        configuration.maximumFramesPerCall = -3
        configuration.recording = .lastFrames(0)
        let sim = Simulation(Still(), configuration: configuration)
        XCTAssertEqual(sim.configuration.framesPerSecond, 1000)
        XCTAssertEqual(sim.configuration.maxPassesPerFrame, 1)
        XCTAssertEqual(sim.configuration.passDuration, 0.001)
        XCTAssertEqual(sim.configuration.maximumFramesPerCall, 36_000)
        XCTAssertEqual(sim.configuration.recording, .lastFrames(1))
        let messages = sim.trace.diagnostics().filter { $0.kind == .configuration }.map(\.message)
        XCTAssertEqual(
            messages,
            [
                "framesPerSecond 5000 is outside 1...1000; using 1000.",
                "maxPassesPerFrame 0 is outside 1...64; using 1.",
                "passDuration -inf is not a finite, non-negative number of seconds; using 0.001.",
                "maximumFramesPerCall -3 is not a positive number of frames; using 36000.",
                "recording .lastFrames(0) keeps no frames; the count must be at least 1, so viewsim keeps the last frame (.lastFrames(1)).",
            ])
    }

    func testAValidConfigurationReportsNothing() {
        var configuration = SimulationConfiguration()
        configuration.maxPassesPerFrame = 64
        configuration.passDuration = 0
        let (used, problems) = configuration.validated()
        XCTAssertTrue(problems.isEmpty, "\(problems)")
        XCTAssertEqual(used.maxPassesPerFrame, 64)
        XCTAssertEqual(used.passDuration, 0)
    }
}
