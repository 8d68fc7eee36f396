// Tests Stepper: its layout and drawing (the label, then a 94 × 32 pair of
// buttons), `sim.increment`/`sim.decrement` as traced causes, the bounds that
// disable a button (a tap there changes nothing), the closure form, a step that
// cannot move the value, and the error for a wrong name.
import ViewSim
import XCTest

private struct Counter: View {
    @State private var count = 1
    var body: some View {
        Stepper("Count: \(count)", value: $count, in: 0...2).accessibilityIdentifier("count")
    }
}

private struct Closures: View {
    @State private var log: [String] = []
    var body: some View {
        VStack {
            Stepper("Log") {
                log.append("+")
            } onDecrement: {
                log.append("−")
            }
            Text(log.joined()).accessibilityIdentifier("log")
        }
    }
}

private struct Stuck: View {
    @State private var amount = 1.0
    var body: some View {
        Stepper("Amount", value: $amount, step: .nan)
    }
}

@MainActor
final class StepperTests: XCTestCase {
    func testTheButtonsAreDrawnAfterTheLabel() async throws {
        let sim = Simulation(Counter())
        let lines = sim.displayList().description.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 5, lines.joined(separator: "\n"))
        XCTAssertTrue(lines[0].contains("Text \"Count: 1\""), lines[0])
        // 94 × 32 at the trailing edge, centred on the 32 pt row (852 − 32) / 2 = 410.
        XCTAssertTrue(
            lines[1].hasSuffix("RoundedRectangle fill rgba(0.463, 0.463, 0.502, 0.12) in (299, 410, 94, 32)"), lines[1])
        XCTAssertTrue(lines[2].contains("Text \"−\" DejaVu Sans 17 rgba(0, 0, 0, 1)"), lines[2])
        XCTAssertTrue(lines[3].hasSuffix("Rectangle fill rgba(0.82, 0.82, 0.839, 1) in (345.5, 417, 1, 18)"), lines[3])
        XCTAssertTrue(lines[4].contains("Text \"+\" DejaVu Sans 17 rgba(0, 0, 0, 1)"), lines[4])
        XCTAssertEqual(sim.frame(of: "count")?.size, CGSize(width: 393, height: 32))
        XCTAssertEqual(sim.attribute("value", of: "count"), .integer(1))
    }

    func testIncrementAndDecrementAreTracedAndStopAtTheBounds() async throws {
        let sim = Simulation(Counter())
        try sim.increment("count")
        assertTraceRun(
            sim, ["▶ increment \"count\"", "▷ StepperControl #4 action runs", "✎ Counter._count: 1 → 2 · Counter #1"])
        XCTAssertEqual(sim.attribute("value", of: "count"), .integer(2))
        // At the upper bound the + button is disabled (drawn in the placeholder grey) and a tap does nothing.
        XCTAssertTrue(
            sim.displayList().description.contains("Text \"+\" DejaVu Sans 17 rgba(0.235, 0.235, 0.263, 0.3)"))
        try sim.increment("count")
        XCTAssertEqual(sim.attribute("value", of: "count"), .integer(2))
        XCTAssertEqual(sim.trace.frames.last?.events.filter { $0.kind.name == .stateWrite }.count, 0)
        try sim.decrement("count")
        try sim.decrement("count")
        try sim.decrement("count")
        XCTAssertEqual(sim.attribute("value", of: "count"), .integer(0))
        XCTAssertEqual(sim.text(of: "count"), "Count: 0")
    }

    func testTheClosureFormRunsTheClosures() async throws {
        let sim = Simulation(Closures())
        try sim.increment("Log")
        try sim.increment("Log")
        try sim.decrement("Log")
        XCTAssertEqual(sim.text(of: "log"), "++−")
    }

    func testAStepThatCannotMoveTheValueIsReported() async throws {
        let sim = Simulation(Stuck())
        XCTAssertEqual(
            sim.trace.diagnostics().map(\.message),
            ["viewsim: Stepper was given the step nan, which cannot move its value; its buttons do nothing."])
        try sim.increment("Amount")
        XCTAssertEqual(sim.trace.frames.last?.events.filter { $0.kind.name == .stateWrite }.count, 0)
    }

    func testAWrongNameIsRefused() async throws {
        let sim = Simulation(Counter())
        XCTAssertThrowsError(try sim.decrement("total")) { error in
            XCTAssertEqual("\(error)", "No stepper is named \"total\"; steppers: \"count\".")
        }
    }
}
