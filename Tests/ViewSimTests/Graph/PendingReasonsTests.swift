// Tests the reasons a body runs for, as they wait on its node: `.dependencies` alone (the reason of
// every body in a wide update) is kept without a buffer, and a second reason before the body runs
// joins it in the order they came, each cause kept once, so the run reads the same whichever came
// first: SwiftUI's order of tokens, every cause.
import Observation
import ViewSim
import ViewSimTesting
import XCTest

@Observable
private final class Score {
    var points = 0
}

/// Reads the model and its own state: the two reasons a body can have at once here. Its
/// buttons write both in one action, in either order.
private struct Scoreboard: View {
    let score: Score
    @State private var taps = 0
    var body: some View {
        VStack {
            Text("\(score.points) / \(taps)").accessibilityIdentifier("board")
            Text("both").onTapGesture {
                score.points += 1
                taps += 1
            }
            .accessibilityIdentifier("both")
            Text("both, reversed").onTapGesture {
                taps += 1
                score.points += 1
            }
            .accessibilityIdentifier("reversed")
        }
    }
}

/// Holds the model and writes it; the board's own buttons write the model and the board's state at once.
private struct Game: View {
    @State private var score = Score()
    var body: some View {
        VStack {
            Scoreboard(score: score)
            Text("score").onTapGesture { score.points += 1 }.accessibilityIdentifier("score")
        }
    }
}

@MainActor
final class PendingReasonsTests: XCTestCase {
    /// The bodyEvaluated events of the board in `step`, with their reasons' tokens and causes.
    private func boardRuns(_ sim: Simulation, step: Int) -> [(tokens: [String], causes: Int)] {
        sim.trace.events(inStep: step).compactMap { event in
            guard case .bodyEvaluated(let node, let reasons) = event.kind, node.label == "Scoreboard" else {
                return nil
            }
            return (reasons.map(\.token), event.causes.count)
        }
    }

    func testDependenciesAloneRunTheBodyWithItsCause() async throws {
        let sim = Simulation(Game())
        try sim.step("score") { try sim.tap("score") }
        let runs = boardRuns(sim, step: 1)
        XCTAssertEqual(runs.map(\.tokens), [["@dependencies"]])
        XCTAssertEqual(runs.map(\.causes), [1], "the observation change is its cause")
        XCTAssertEqual(sim.attribute("text", of: "board")?.description, "\"1 / 0\"")
    }

    /// The model and the state written in one action, in both orders (the model's change is
    /// applied first either way, then the state's write: a second reason joins the kept
    /// `.dependencies`): one run, both reasons in SwiftUI's order, both causes.
    func testASecondReasonJoinsTheKeptDependenciesInEitherOrder() async throws {
        let sim = Simulation(Game())
        try sim.step("model then state") { try sim.tap("both") }
        try sim.step("state then model") { try sim.tap("reversed") }
        for step in [1, 2] {
            let runs = boardRuns(sim, step: step)
            XCTAssertEqual(runs.map(\.tokens), [["_taps", "@dependencies"]], sim.trace.text(step: step))
            XCTAssertEqual(runs.map(\.causes), [2], sim.trace.text(step: step))
        }
        XCTAssertEqual(sim.attribute("text", of: "board")?.description, "\"2 / 2\"")
    }
}
