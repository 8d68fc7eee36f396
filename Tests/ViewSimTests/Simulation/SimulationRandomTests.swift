// Tests the per-simulation random source: `Simulation.random` continues the
// running simulation's seeded generator in bodies, actions and step bodies, the
// instance's `random` continues it between frames, and two simulations with the
// same seed draw the same numbers whatever the other does.
import ViewSim
import XCTest

/// What a test's dice rolled.
private final class RollLog {
    var rolls: [Int] = []
}

private struct Dice: View {
    let log: RollLog
    var body: some View {
        Text("dice")
            .onTapGesture { log.rolls.append(Int.random(in: 1...6, using: &Simulation.random)) }
            .accessibilityIdentifier("roll")
    }
}

@MainActor
final class SimulationRandomTests: XCTestCase {
    private func simulation(seed: UInt64, log: RollLog = RollLog()) -> Simulation {
        var configuration = SimulationConfiguration()
        configuration.seed = seed
        configuration.printChangesToStandardOutput = false
        return Simulation(Dice(log: log), configuration: configuration)
    }

    func testAStepBodyAndAnActionContinueTheSimulationsGenerator() async throws {
        let sim = simulation(seed: 7)
        var expected = SeededRandomNumberGenerator(seed: 7)
        try sim.step("draw") {
            XCTAssertEqual(Simulation.random.next(), expected.next())
            XCTAssertEqual(
                Simulation.random.next(), expected.next(), "the second read continues, it does not start again")
            try sim.tap("roll")
        }
        _ = Int.random(in: 1...6, using: &expected)
        XCTAssertEqual(sim.random.next(), expected.next(), "between frames, sim.random continues after the tap's roll")
    }

    func testTwoSimulationsWithOneSeedDrawTheSameWhateverTheOtherDoes() async throws {
        let logs = [RollLog(), RollLog(), RollLog()]
        let first = simulation(seed: 3, log: logs[0])
        let second = simulation(seed: 3, log: logs[1])
        for _ in 0..<8 { try first.tap("roll") }
        _ = second.random.next()
        try second.step("again") { for _ in 0..<8 { try second.tap("roll") } }
        XCTAssertEqual(logs[0].rolls.count, 8)
        XCTAssertNotEqual(logs[0].rolls, logs[1].rolls, "the second simulation drew once more first")
        let third = simulation(seed: 3, log: logs[2])
        for _ in 0..<8 { try third.tap("roll") }
        XCTAssertEqual(logs[0].rolls, logs[2].rolls)
    }
}
