// The example's scenarios, one per view: the steps that drive it, what to
// notice in each, and claims that check the trace (each can fail, and the
// tests show it does for a broken variant). The executable lists, runs, draws
// and plots them; the tests run them.
// Simplifies: each scenario taps a few times; the counter lets its spring settle.
import ViewSim

/// The scenarios of the example package.
public enum ExampleScenarios {
    /// Every scenario, in the order `viewsim-examples list` prints them.
    public static let all: [Scenario] = [counter, scoreBoard, groceries]

    /// A tap changes the count and the label's scale springs.
    public static let counter = Scenario(
        "counter", title: "A counter whose label springs", root: { CounterView() }
    ) {
        Step("Tap Increment", narrative: """
            The tap changes @State `count`: CounterView's body runs once, the scale goes \
            from 1 to 1.5, and `.animation(.spring, value: count)` sees its value change, \
            so the scale animates with a spring.
            """) { sim in
            try sim.tap("increment")
        }
        Step("Let the spring settle", narrative: """
            Time passes; no state changes, so no body runs. Only the scale moves, frame \
            by frame, until the spring comes to rest at 1.5.
            """) { sim in
            try sim.runUntilIdle()
        }
    } claims: {
        Claim("The tap runs CounterView's body once") { trace in
            let runs = trace.bodyEvaluations(of: "CounterView", inStep: 1).count
            return runs == 1 ? nil : "it ran \(runs) times"
        }
        Claim("The tap starts a spring on the label's scale") { trace in
            let added = trace.animationsAdded(attribute: "scale", inStep: 1)
            guard let animation = added.first?.animation else { return "the scale got no animation in step 1" }
            return animation.description.hasPrefix("spring") ? nil : "the scale got \(animation)"
        }
        Claim("While the spring settles, no body runs") { trace in
            let runs = trace.bodyEvaluations(inStep: 2).map(\.node.label)
            return runs.isEmpty ? nil : "bodies ran: \(runs.joined(separator: ", "))"
        }
    }

    /// A goal re-runs the parent and the score's child; the title's child is skipped.
    public static let scoreBoard = Scenario(
        "scoreboard", title: "Only the child whose value changed re-runs", root: { ScoreBoard() }
    ) {
        Step("Score a goal", narrative: """
            The tap changes ScoreBoard's @State `score`, so ScoreBoard's body runs and \
            offers both children new values. ScoreView's score differs, so its body runs; \
            TitleView's title is the same string, so it is skipped.
            """) { sim in
            try sim.tap("goal")
        }
        Step("Score twice more") { sim in
            try sim.tap("goal")
            try sim.tap("goal")
        }
    } claims: {
        Claim("Each goal runs ScoreView's body once") { trace in
            let runs = (1...2).map { trace.bodyEvaluations(of: "ScoreView", inStep: $0).count }
            return runs == [1, 2] ? nil : "it ran \(runs[0]) and \(runs[1]) times in steps 1 and 2"
        }
        Claim("TitleView's body never runs after it appears") { trace in
            let runs = (1...2).flatMap { trace.bodyEvaluations(of: "TitleView", inStep: $0) }.count
            return runs == 0 ? nil : "it ran \(runs) times"
        }
        Claim("TitleView is skipped on every goal") { trace in
            let skips = (1...2).map { trace.bodySkips(of: "TitleView", inStep: $0).count }
            return skips == [1, 2] ? nil : "it was skipped \(skips[0]) and \(skips[1]) times in steps 1 and 2"
        }
    }

    /// Adding an item runs only the new row's body.
    public static let groceries = Scenario(
        "groceries", title: "A ForEach list: adding a row runs only that row", root: { GroceryList() }
    ) {
        Step("Add an item", narrative: """
            The tap appends to @State `items`. GroceryList's body runs; ForEach matches \
            rows by id, so the three existing rows are offered the same names and \
            skipped, and only the new row's body runs.
            """) { sim in
            try sim.tap("add")
        }
    } claims: {
        Claim("Only the new row's body runs") { trace in
            let runs = trace.bodyEvaluations(of: "GroceryRow", inStep: 1).count
            return runs == 1 ? nil : "GroceryRow's body ran \(runs) times"
        }
        Claim("The three existing rows are skipped") { trace in
            let skips = trace.bodySkips(of: "GroceryRow", inStep: 1).count
            return skips == 3 ? nil : "\(skips) rows were skipped"
        }
    }
}
