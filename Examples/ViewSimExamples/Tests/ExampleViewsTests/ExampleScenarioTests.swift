// The example's scenarios: every claim holds, the names are unique, and the
// claims can fail: for a variant of a view that breaks what a scenario
// demonstrates, `run()` reports the claims that no longer hold.
import ExampleViews
import ViewSim
import XCTest

/// The counter with an ease-in-out curve instead of a spring.
private struct EasedCounter: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("Count: \(count)")
                .scaleEffect(count.isMultiple(of: 2) ? 1 : 1.5)
                .animation(.easeInOut, value: count)
                .accessibilityIdentifier("count")
            Button("Increment") { count += 1 }.accessibilityIdentifier("increment")
        }
    }
}

/// A scoreboard that shows the score in its title too, so both children re-run.
private struct ChattyScoreBoard: View {
    @State private var score = 0
    var body: some View {
        VStack {
            TitleView(title: "Home team (\(score))")
            ScoreView(score: score)
            Button("Goal") { score += 1 }.accessibilityIdentifier("goal")
        }
    }
}

/// A list that adds at the front and identifies rows by position, so every row
/// is offered a new name.
private struct PositionalList: View {
    @State private var items = ["Apples", "Bread", "Cheese"]
    var body: some View {
        VStack {
            ForEach(0..<items.count, id: \.self) { index in GroceryRow(name: items[index]) }
            Button("Add") { items.insert("Item \(items.count + 1)", at: 0) }.accessibilityIdentifier("add")
        }
    }
}

final class ExampleScenarioTests: XCTestCase {
    func testEveryScenariosClaimsHold() throws {
        XCTAssertEqual(ExampleScenarios.all.map(\.name), ["counter", "scoreboard", "groceries"])
        for scenario in ExampleScenarios.all {
            let run = try scenario.run()
            XCTAssertFalse(run.claimResults.isEmpty, "\(scenario.name) should claim something.")
            for result in run.claimResults where !result.holds {
                XCTFail("\(scenario.name): \(result.claim.statement): \(result.failure ?? "")\n\n\(run.trace.text())")
            }
        }
    }

    func testTheClaimsFailForABrokenVariant() throws {
        let variants: [(Scenario, [String])] = [
            // EasedCounter is not CounterView, so the body claim fails too.
            (ExampleScenarios.counter.replacingRoot { EasedCounter() },
             ["The tap runs CounterView's body once", "The tap starts a spring on the label's scale"]),
            (ExampleScenarios.scoreBoard.replacingRoot { ChattyScoreBoard() },
             ["TitleView's body never runs after it appears", "TitleView is skipped on every goal"]),
            (ExampleScenarios.groceries.replacingRoot { PositionalList() },
             ["Only the new row's body runs", "The three existing rows are skipped"]),
        ]
        for (scenario, expected) in variants {
            let run = try scenario.run()
            let failed = run.claimResults.filter { !$0.holds }.map(\.claim.statement)
            XCTAssertEqual(failed, expected, "\(scenario.name) with a broken view:\n\(run.trace.text())")
        }
    }
}
