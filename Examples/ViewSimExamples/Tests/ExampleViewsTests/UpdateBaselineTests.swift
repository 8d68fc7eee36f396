// The update-count regression gate, as a team would put it in CI: the scoreboard's
// updates (per view: body runs and skips with their reasons, animations, diagnostics)
// recorded as a baseline beside this file, and checked on every run; and a why
// question whose answer a failing count would print.
// Record again after an intended change: VIEWSIM_RECORD=failed swift test.
import ExampleViews
import ViewSim
import ViewSimTesting
import XCTest

@MainActor
final class UpdateBaselineTests: XCTestCase {
    func testTheScoreboardUpdatesAsRecorded() async throws {
        let sim = makeSimulation(ScoreBoard())
        try sim.step("goal") { try sim.tap("goal") }
        try sim.step("two more") {
            try sim.tap("goal")
            try sim.tap("goal")
        }
        assertUpdates(sim, matchBaseline: "scoreboard.json")
    }

    func testWhyTitleViewIsSkipped() async throws {
        let sim = makeSimulation(ScoreBoard())
        try sim.step("goal") { try sim.tap("goal") }
        let report = sim.trace.why("TitleView", in: .step(1))
        XCTAssertEqual(report.answers.map(\.verdict), [.bodySkipped], report.text())
        XCTAssertTrue(
            report.answers[0].sentences[0].contains("compared field by field and found equal"), report.text())
    }
}
