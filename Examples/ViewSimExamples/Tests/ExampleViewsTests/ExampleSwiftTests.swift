// The example views checked with Swift Testing. ViewSimTesting's assert…
// helpers record a failure through Swift Testing (`Issue.record`) inside a
// `@Test`, so they read the same as in XCTest; their verify… twins return the
// failure message (or nil) for `#expect`; and a `withKnownIssue` test shows a
// wrong expectation is recorded as an issue.
import ExampleViews
import Testing
import ViewSim
import ViewSimTesting

@Suite("Example views (Swift Testing)")
@MainActor
struct ExampleSwiftTests {
    @Test func aTapSpringsTheCountersScale() throws {
        let sim = makeSimulation(CounterView())
        try sim.step("tap") { try sim.tap("increment") }

        assertBodyCount(sim, of: "CounterView", equals: 1, in: .lastStep)
        assertAnimation(sim, "scale", of: "count", in: .lastStep, animation: "spring",
                        origin: .hasPrefix(".animation(_:value:)"), as: .started)
        assertNoDiagnostics(sim)
    }

    @Test func aGoalRunsOnlyTheScoresChild() throws {
        let sim = makeSimulation(ScoreBoard())
        try sim.step("goal") { try sim.tap("goal") }

        assertBodyCount(sim, of: "ScoreView", equals: 1, in: .lastStep)
        assertBodyCount(sim, of: "TitleView", equals: 0, in: .lastStep)
        assertSkipped(sim, "TitleView", because: .valueUnchanged(nil), in: .lastStep)
    }

    @Test func addingARowRunsOnlyTheNewRow() throws {
        let sim = makeSimulation(GroceryList())
        try sim.step("add") { try sim.tap("add") }

        assertBodyCount(sim, of: "GroceryRow", equals: 1, in: .lastStep)
        assertSkipped(sim, "GroceryRow", because: .valueUnchanged(nil), in: .lastStep)
    }

    @Test func aCheckAsAnExpectation() throws {
        let sim = makeSimulation(GroceryList())
        try sim.step("add") { try sim.tap("add") }

        #expect(verifyBodyCount(sim.trace, of: "GroceryRow", equals: 1, in: .lastStep) == nil)
    }

    @Test func aWrongExpectationIsRecordedAsAnIssue() throws {
        let sim = makeSimulation(GroceryList())
        try sim.step("add") { try sim.tap("add") }

        withKnownIssue("only the new row runs, not all four") {
            assertBodyCount(sim, of: "GroceryRow", equals: 4, in: .lastStep)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("GroceryRow") }
        }
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
