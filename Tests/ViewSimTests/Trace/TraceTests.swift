// Tests the trace queries (bodyEvaluations by type, step and frame; bodySkips;
// diagnostics; printedChanges; summary) and the line `Self._printChanges()`
// records inside a body.
import ViewSim
import ViewSimTesting
import XCTest

private struct Heart: View {
    @State private var isOn = false
    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text(isOn ? "♥" : "♡").onTapGesture { isOn.toggle() }.accessibilityIdentifier("heart")
            Caption(text: "likes")
        }
    }
}

private struct Caption: View {
    let text: String
    var body: some View { Text(text) }
}

@MainActor
final class TraceTests: XCTestCase {
    private func tapped() throws -> Simulation {
        let sim = makeSimulation(Heart())
        try sim.step("tap the heart") { try sim.tap("heart") }
        return sim
    }

    func testPrintChangesInsideABodyRecordsSwiftUIsLine() async throws {
        let sim = try tapped()
        XCTAssertEqual(sim.trace.printedChanges, ["Heart: @self, @identity, _isOn changed.", "Heart: _isOn changed."])
        assertPrintedChanges(sim, ["Heart: _isOn changed."], in: .step(1))
    }

    func testBodyEvaluationsByTypeStepAndFrame() async throws {
        let sim = try tapped()
        XCTAssertEqual(sim.trace.bodyEvaluations().map(\.node.label), ["Heart", "Caption", "Heart"])
        XCTAssertEqual(sim.trace.bodyEvaluations(of: "Heart").map(\.step), [0, 1])
        XCTAssertEqual(sim.trace.bodyEvaluations(inStep: 1).map(\.printChangesLine), ["Heart: _isOn changed."])
        XCTAssertEqual(sim.trace.bodyEvaluations(inFrame: 0).count, 2)
        XCTAssertEqual(sim.trace.bodyEvaluations(inFrame: 1).map(\.frame), [1])
        XCTAssertEqual(sim.evaluationCount(of: "Heart"), 2)
    }

    func testBodySkipsNameTheView() async throws {
        let sim = try tapped()
        let skips = sim.trace.bodySkips(inStep: 1)
        XCTAssertEqual(skips.map(\.node.label), ["Caption"])
        XCTAssertEqual(skips.map(\.reason), [.valueUnchanged(comparison: .fieldwise, fields: 1)])
        XCTAssertEqual(skips.map(\.frame), [1])
    }

    func testSummaryOfAStep() async throws {
        let sim = try tapped()
        XCTAssertEqual(
            sim.trace.summary(step: 1),
            [
                "1 body evaluation in 1 frame: Heart",
                "1 skipped (value unchanged): Caption",
                "1 change to state or models, 1 action run",
            ])
        XCTAssertEqual(sim.trace.summary(step: 0), ["2 body evaluations in 1 frame: Heart, Caption"])
        XCTAssertEqual(sim.trace.diagnostics(inStep: 1), [])
    }

    func testTextOfAStepIsATreeOfCauses() async throws {
        let sim = try tapped()
        XCTAssertEqual(
            sim.trace.text(step: 1),
            """
            step 1 · tap the heart
            └─ frame 1 · t=0.0167s
               └─ ▶ tap "heart"
                  └─ ▷ .onTapGesture #5 action runs
                     └─ ✎ Heart._isOn: false → true · Heart #1
                        └─ ● Heart #1 body: _isOn changed.
                           ├─ » _printChanges: Heart: _isOn changed.
                           ├─ △ Text #6 text: "♡" → "♥"
                           └─ ○ Caption #7 skipped: its value is unchanged (1 field compared field by field)

            """)
    }

    func testEventsAreFoundByID() async throws {
        let sim = try tapped()
        for event in sim.trace.events {
            XCTAssertEqual(sim.trace.event(event.id)?.id, event.id)
        }
        XCTAssertNil(sim.trace.event(10_000))
    }
}
