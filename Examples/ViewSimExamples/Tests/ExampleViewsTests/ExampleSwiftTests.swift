// The example views checked with Swift Testing: ViewSimTesting's verify…
// functions return nil or a failure message, so `#expect(verify…(…) == nil)`
// shows the message when a check fails.
import ExampleViews
import Testing
import ViewSim
import ViewSimTesting

@Suite("Example views (Swift Testing)")
struct ExampleSwiftTests {
    @Test @MainActor func aTapSpringsTheCountersScale() throws {
        let sim = makeSimulation(CounterView())
        try sim.step("tap") { try sim.tap("increment") }

        #expect(verifyBodyCount(sim.trace, of: "CounterView", equals: 1, in: .lastStep) == nil)
        #expect(verifyAnimation(sim, "scale", of: "count", in: .lastStep, animation: "spring",
                                origin: .hasPrefix(".animation(_:value:)"), as: .started) == nil)
        #expect(verifyNoDiagnostics(sim.trace) == nil)
    }

    @Test @MainActor func aGoalRunsOnlyTheScoresChild() throws {
        let sim = makeSimulation(ScoreBoard())
        try sim.step("goal") { try sim.tap("goal") }

        #expect(verifyBodyCount(sim.trace, of: "ScoreView", equals: 1, in: .lastStep) == nil)
        #expect(verifyBodyCount(sim.trace, of: "TitleView", equals: 0, in: .lastStep) == nil)
        #expect(verifySkipped(sim.trace, "TitleView", because: .valueUnchanged(nil), in: .lastStep) == nil)
    }

    @Test @MainActor func addingARowRunsOnlyTheNewRow() throws {
        let sim = makeSimulation(GroceryList())
        try sim.step("add") { try sim.tap("add") }

        #expect(verifyBodyCount(sim.trace, of: "GroceryRow", equals: 1, in: .lastStep) == nil)
        #expect(verifySkipped(sim.trace, "GroceryRow", because: .valueUnchanged(nil), in: .lastStep) == nil)
    }

    @Test @MainActor func aWrongExpectationGivesAMessage() throws {
        let sim = makeSimulation(GroceryList())
        try sim.step("add") { try sim.tap("add") }

        let message = try #require(verifyBodyCount(sim.trace, of: "GroceryRow", equals: 4, in: .lastStep))
        #expect(message.contains("GroceryRow"))
    }

    @Test("Every scenario's claims hold", arguments: ExampleScenarios.all.map(\.name))
    func everyScenariosClaimsHold(name: String) throws {
        let scenario = try #require(ExampleScenarios.all.first { $0.name == name })
        let run = try scenario.run()
        for result in run.claimResults {
            #expect(result.holds, "\(name): \(result.claim.statement): \(result.failure ?? "")")
        }
        #expect(!run.claimResults.isEmpty)
    }
}
