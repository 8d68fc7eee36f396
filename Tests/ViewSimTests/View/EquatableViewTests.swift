// Tests `.equatable()`: the wrapped view's `==` decides whether it changed when its
// parent runs again, the trace says the skip was decided "with == via
// .equatable()", and a change `==` sees runs the wrapper's and the view's bodies.
import ViewSim
import ViewSimTesting
import XCTest

/// Shows `points`; `stamp` changes on every parent run but is not part of `==`.
private struct Score: View, Equatable {
    let points: Int
    let stamp: Int
    nonisolated static func == (lhs: Score, rhs: Score) -> Bool { lhs.points == rhs.points }
    var body: some View { Text("\(points) points") }
}

private struct Board: View {
    @State private var runs = 0
    @State private var points = 3
    var body: some View {
        VStack {
            Text("run \(runs)").onTapGesture { runs += 1 }.accessibilityIdentifier("again")
            Text("score").onTapGesture { points += 1 }.accessibilityIdentifier("score")
            Score(points: points, stamp: runs).equatable()
        }
    }
}

@MainActor
final class EquatableViewTests: XCTestCase {
    func testEqualByItsOwnEqualsIsSkippedAndTheTraceSaysSo() async throws {
        let sim = makeSimulation(Board())
        try sim.step("run again") { try sim.tap("again") }
        let skips = sim.trace.bodySkips(of: EquatableView<Score>.self, inStep: 1)
        XCTAssertEqual(skips.map(\.reason), [.valueUnchanged(comparison: .equatableView, fields: 1)])
        XCTAssertEqual(sim.trace.bodyEvaluations(of: Score.self, inStep: 1).count, 0)
        XCTAssertTrue(sim.trace.text(step: 1).contains("compared with == via .equatable()"), sim.trace.text(step: 1))
    }

    func testAChangeEqualsSeesRunsTheWrapperAndTheView() async throws {
        let sim = makeSimulation(Board())
        try sim.step("score") { try sim.tap("score") }
        XCTAssertEqual(sim.trace.bodyEvaluations(of: EquatableView<Score>.self, inStep: 1).count, 1)
        XCTAssertEqual(sim.trace.bodyEvaluations(of: Score.self, inStep: 1).count, 1)
        XCTAssertTrue(sim.trace.text(step: 1).contains("\"4 points\""), sim.trace.text(step: 1))
    }

    func testEquatableComparesTheContent() async {
        XCTAssertEqual(Score(points: 1, stamp: 1).equatable(), Score(points: 1, stamp: 2).equatable())
        XCTAssertNotEqual(Score(points: 1, stamp: 1).equatable(), Score(points: 2, stamp: 1).equatable())
    }
}
