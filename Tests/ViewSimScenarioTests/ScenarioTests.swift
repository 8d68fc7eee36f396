// Scenario without the CLI: the builder form makes step 0 the appearance, a
// run calls back after every step and checks the claims, and bad input gives
// a ScenarioError that names what to fix (no steps, a step that throws, two
// scenarios with one name, an unknown name with a suggestion).
import ViewSim
import XCTest

/// A counter a scenario can drive.
private struct Counter: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Text("\(count)")
            Button("+") { count += 1 }
                .accessibilityIdentifier("increment")
        }
    }
}

private struct Refusal: Error, CustomStringConvertible {
    var description: String { "no more taps" }
}

final class ScenarioTests: XCTestCase {
    private func counter(_ name: String = "counter") -> Scenario {
        Scenario(name, title: "A counter", root: { Counter() }) {
            Step("Tap") { try $0.tap("increment") }
            for index in 1...2 {
                Step("Tap again (\(index))") { try $0.tap("increment") }
            }
        } claims: {
            Claim("Every tap runs Counter's body once") { trace in
                let counts = (1...3).map { trace.bodyEvaluations(of: "Counter", inStep: $0).count }
                return counts == [1, 1, 1] ? nil : "runs per step: \(counts)"
            }
            Claim("A claim that fails") { _ in "observed something else" }
        }
    }

    func testTheBuilderAddsTheAppearanceAsStepZero() {
        let scenario = counter()
        XCTAssertEqual(scenario.steps.map(\.title), ["The view appears", "Tap", "Tap again (1)", "Tap again (2)"])
        XCTAssertNil(scenario.narrative)
        XCTAssertEqual(scenario.claims.map(\.statement), ["Every tap runs Counter's body once", "A claim that fails"])
    }

    func testARunCallsBackAfterEveryStepAndChecksTheClaims() throws {
        var seen: [Int] = []
        let run = try counter().run { index, _ in seen.append(index) }
        XCTAssertEqual(seen, [0, 1, 2, 3])
        // The trace titles step 0 "appear" itself; the later steps carry the scenario's titles.
        XCTAssertEqual(run.trace.steps.map(\.title).dropFirst(), ["Tap", "Tap again (1)", "Tap again (2)"])
        XCTAssertEqual(run.claimResults.map(\.holds), [true, false])
        XCTAssertEqual(run.claimResults.last?.failure, "observed something else")
        XCTAssertFalse(run.allClaimsHold)
    }

    func testAScenarioWithNoStepsIsAnError() {
        let empty = Scenario("empty", title: "Nothing", root: { Counter() }) {}
        XCTAssertThrowsError(try empty.run()) { error in
            XCTAssertEqual(error as? ScenarioError, .noSteps(scenario: "empty"))
            XCTAssertTrue(String(describing: error).contains("scenario 'empty' has no steps"), "\(error)")
        }
        XCTAssertThrowsError(try ScenarioCatalog([counter(), empty]))
    }

    func testAStepThatThrowsNamesTheScenarioAndTheStepAndKeepsWhatRan() {
        let failing = Scenario("failing", title: "Gives up", root: { Counter() }) {
            Step("Tap") { try $0.tap("increment") }
            Step("Refuse") { _ in throw Refusal() }
            Step("Never") { try $0.tap("increment") }
        }
        var seen: [Int] = []
        XCTAssertThrowsError(try failing.run { index, _ in seen.append(index) }) { error in
            XCTAssertEqual(
                error as? ScenarioError,
                .stepFailed(scenario: "failing", step: 2, title: "Refuse", message: "no more taps"))
            XCTAssertEqual(String(describing: error), "failing failed in step 2 (Refuse): no more taps")
        }
        XCTAssertEqual(seen, [0, 1], "the steps before the failing one ran and were reported")
    }

    func testATapOnAMissingViewIsAStepFailureToo() {
        let missing = Scenario("missing", title: "Taps nothing", root: { Counter() }) {
            Step("Tap a ghost") { try $0.tap("ghost") }
        }
        XCTAssertThrowsError(try missing.run()) { error in
            let text = String(describing: error)
            XCTAssertTrue(text.hasPrefix("missing failed in step 1 (Tap a ghost): "), text)
            XCTAssertTrue(text.contains("ghost"), text)
        }
    }

    func testTwoScenariosWithOneNameAreAnError() {
        XCTAssertThrowsError(try ScenarioCatalog([counter("counter"), counter("other"), counter("Counter")])) { error in
            XCTAssertEqual(error as? ScenarioError, .duplicateName("counter", positions: [1, 3]))
            XCTAssertTrue(String(describing: error).contains("names must be unique"), "\(error)")
        }
        XCTAssertThrowsError(try ScenarioCatalog([counter("")])) { error in
            XCTAssertEqual(error as? ScenarioError, .emptyName(position: 1))
        }
    }

    func testLookupIgnoresCaseAndSuggestsTheClosestName() throws {
        let catalog = try ScenarioCatalog([counter("counter"), counter("parent-child")])
        XCTAssertEqual(catalog.scenario(named: "COUNTER")?.name, "counter")
        XCTAssertNil(catalog.scenario(named: "counterr2x"))
        XCTAssertEqual(catalog.suggestion(for: "countr"), "counter")
        XCTAssertNil(catalog.suggestion(for: "zzzzzzzzzz"))
        // A bare number completes to the name that is a word and that number, and only that one.
        let lessons = ["lesson1", "lesson3", "lesson13", "lesson31"]
        XCTAssertEqual(ScenarioCatalog.suggestion(for: "3", among: lessons), "lesson3")
        XCTAssertEqual(ScenarioCatalog.suggestion(for: "13", among: lessons), "lesson13")
        XCTAssertEqual(ScenarioCatalog.suggestion(for: "1", among: lessons), "lesson1")
        XCTAssertNil(ScenarioCatalog.suggestion(for: "7", among: lessons), "no lesson8, and 7 is far from every name")
        XCTAssertThrowsError(try catalog.require("parent-chld")) { error in
            XCTAssertEqual(error as? ScenarioError, .unknownName("parent-chld", suggestion: "parent-child"))
            XCTAssertEqual(String(describing: error), "unknown scenario 'parent-chld'. Did you mean 'parent-child'?")
        }
    }

    func testReplacingTheRootKeepsTheScriptAndTheClaims() throws {
        let scenario = counter().replacingRoot { Text("no button") }
        XCTAssertEqual(scenario.steps.count, 4)
        XCTAssertThrowsError(try scenario.run()) { error in
            XCTAssertTrue(String(describing: error).hasPrefix("counter failed in step 1 (Tap): "), "\(error)")
        }
    }
}
