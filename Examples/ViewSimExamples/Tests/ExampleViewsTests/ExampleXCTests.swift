// The example views checked with XCTest and ViewSimTesting's assert… helpers.
// On Linux, XCTest cannot run synchronous @MainActor test methods, so the
// class is @MainActor and its tests are `async`.
import ExampleViews
import ViewSim
import ViewSimTesting
import XCTest

@MainActor
final class ExampleXCTests: XCTestCase {
    func testATapSpringsTheCountersScale() async throws {
        let sim = makeSimulation(CounterView())
        try sim.step("tap") { try sim.tap("increment") }

        assertBodyCount(sim, of: "CounterView", equals: 1, in: .lastStep)
        assertBodyReasons(sim, of: "CounterView", ["_count"], in: .lastStep)
        assertAnimation(sim, "scale", of: "count", in: .lastStep, animation: "spring",
                        origin: .hasPrefix(".animation(_:value:)"), as: .started)
        XCTAssertEqual(sim.attribute("text", of: "count")?.description, "\"Count: 1\"")

        try sim.step("settle") { try sim.runUntilIdle() }
        assertBodyCount(sim, of: "CounterView", equals: 0, in: .lastStep)
        assertPresentation(sim, "scale", of: "count", at: sim.time, equals: 1.5, 1.5)
        assertNoDiagnostics(sim)
    }

    func testAGoalRunsOnlyTheScoresChild() async throws {
        let sim = makeSimulation(ScoreBoard())
        try sim.step("goal") { try sim.tap("goal") }

        assertBodyCount(sim, of: "ScoreBoard", equals: 1, in: .lastStep)
        assertBodyCount(sim, of: "ScoreView", equals: 1, in: .lastStep)
        assertBodyCount(sim, of: "TitleView", equals: 0, in: .lastStep)
        assertSkipped(sim, "TitleView", because: .valueUnchanged(nil), in: .lastStep)
        assertNoDiagnostics(sim)
    }

    func testAddingARowRunsOnlyTheNewRow() async throws {
        let sim = makeSimulation(GroceryList())
        assertBodyCount(sim, of: "GroceryRow", equals: 3, in: .step(0))
        try sim.step("add") { try sim.tap("add") }

        assertBodyCount(sim, of: "GroceryRow", equals: 1, in: .lastStep)
        assertSkipped(sim, "GroceryRow", because: .valueUnchanged(nil), in: .lastStep)
        XCTAssertEqual(sim.attribute("text", of: "Item 4")?.description, "\"Item 4\"")
        assertNoDiagnostics(sim)
    }

    /// The helpers can fail: their `verify…` twins say what went wrong.
    func testTheHelpersReportAWrongExpectation() async throws {
        let sim = makeSimulation(ScoreBoard())
        try sim.step("goal") { try sim.tap("goal") }

        let message = try XCTUnwrap(verifyBodyCount(sim.trace, of: "TitleView", equals: 1, in: .lastStep))
        XCTAssertTrue(message.contains("TitleView"), message)
        XCTAssertNotNil(verifyAnimation(sim, "scale", of: "count", animation: "spring"),
                        "The scoreboard has no \"count\" view, so nothing can animate there.")
    }
}
