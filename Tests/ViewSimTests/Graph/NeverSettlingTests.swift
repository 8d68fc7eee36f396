// Tests the loop across frames that no repeated pass gives away: a GeometryReader whose task,
// keyed by its width, writes the width that sizes it, so every frame stops at its pass limit.
// After three such frames in a row the state is named once, with one round of its cycle and
// the values it alternates between, and `runUntilIdle` stops at once instead of running out
// its timeout; a feedback that converges is not named.
import ViewSim
import ViewSimTesting
import XCTest

private struct WidthFeedback: View {
    enum Rule { case alternates, slowlyConverges, converges }
    let rule: Rule
    @State private var width: CGFloat = 100
    var body: some View {
        GeometryReader { proxy in
            Color.blue.task(id: proxy.size.width) {
                switch rule {
                case .alternates: width = proxy.size.width > 150 ? 100 : 200
                case .slowlyConverges: width = min(proxy.size.width + 10, 130)
                case .converges: width = max(proxy.size.width, 120)
                }
            }
        }
        .frame(width: width, height: 50)
        .accessibilityIdentifier("reader")
    }
}

@MainActor
final class NeverSettlingTests: XCTestCase {
    func testALayoutFeedbackThroughAGeometryReaderIsNamedOnceWithItsCycleAndValues() async throws {
        let sim = Simulation(WidthFeedback(rule: .alternates))
        XCTAssertThrowsError(try sim.runUntilIdle(timeout: 10)) { error in
            XCTAssertTrue(
                "\(error)".contains("WidthFeedback._width is written in every frame and never settles"), "\(error)")
        }
        XCTAssertLessThan(sim.time, 0.1, "runUntilIdle stops once the loop is named, not at its timeout")
        let named = sim.trace.diagnostics().filter { $0.kind == .neverSettles }
        XCTAssertEqual(named.count, 1)
        XCTAssertTrue(named.first?.message.contains("the value alternates between 100 and 200") ?? false, "\(named)")
        assertCycle(
            sim, .neverSettles,
            through: ["WidthFeedback._width", "WidthFeedback #1 body", "GeometryReader", ".task(id:) task"])
        // Later frames go on (the loop is real) without a warning each frame.
        try sim.advanceFrames(5)
        XCTAssertEqual(sim.trace.diagnostics().filter { $0.kind == .neverSettles }.count, 1)
        XCTAssertEqual(
            sim.trace.diagnostics(inStep: nil).filter { $0.kind == .unsettledFrame }.count, 3,
            "one per frame until it is named")
    }

    func testAFeedbackThatConvergesSlowlyIsNotNamedAsNeverSettling() async throws {
        // 10, 20, … 130: thirteen rounds of two passes, more than a frame's pass limit, so a few
        // frames do not settle — but the value keeps moving on and stops within ten frames.
        let sim = Simulation(WidthFeedback(rule: .slowlyConverges))
        try sim.runUntilIdle()
        XCTAssertEqual(sim.frame(of: "reader")?.width, 130)
        XCTAssertTrue(sim.trace.diagnostics().filter { $0.kind == .neverSettles }.isEmpty)
        XCTAssertFalse(sim.trace.diagnostics().filter { $0.kind == .unsettledFrame }.isEmpty)
    }

    func testAFeedbackThatConvergesWithinAFrameIsNoLoop() async throws {
        let sim = Simulation(WidthFeedback(rule: .converges))
        try sim.runUntilIdle()
        XCTAssertEqual(sim.frame(of: "reader")?.width, 120)
        assertNoLoops(sim)
    }
}
