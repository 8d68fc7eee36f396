// A user's own scenarios, outside the lessons: a counter and a parent/child,
// defined the way a package that depends on viewsim would define them. The CLI
// tests run this executable like `viewsim` and compare the shape of its output.
// Simplifies: a fixture, not an example to copy whole; VIEWSIM_DEMO_LIST picks
// a broken list ("duplicate", "empty") so the tests can check the errors,
// "hostile", a scenario full of control characters, "observation", an
// `@Observable` model whose changes the trace names, or "tasks", a debounced
// search whose `.task(id:)` typing cancels.
import ViewSim

/// A counter: a tap increments @State and the label changes.
struct CounterView: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("Increment") { count += 1 }
                .accessibilityIdentifier("increment")
        }
    }
}

/// A parent whose state only the child reads: only the child re-runs.
struct ParentView: View {
    @State private var value = 0

    var body: some View {
        VStack {
            Text("Parent")
            ChildView(value: value)
            Button("Bump") { value += 1 }
                .accessibilityIdentifier("bump")
        }
    }
}

/// Shows the value it is given.
struct ChildView: View {
    let value: Int

    var body: some View {
        Text("Child \(value)")
    }
}

/// What the demo's steps throw on purpose.
struct DemoFailure: Error, CustomStringConvertible {
    var description: String { "the demo step gave up on purpose" }
}

/// The demo's scenario lists.
enum DemoScenarios {
    static let counter = Scenario("counter", title: "A counter", root: { CounterView() }) {
        Step("Tap the button") { sim in try sim.tap("increment") }
        Step("Tap twice more", narrative: "Each tap runs CounterView's body once.") { sim in
            try sim.tap("increment")
            try sim.tap("increment")
        }
    } claims: {
        Claim("The second step runs CounterView's body twice") { trace in
            let runs = trace.bodyEvaluations(of: "CounterView", inStep: 2)
            return runs.count == 2 ? nil : "it ran \(runs.count) times"
        }
    }

    static let parentChild = Scenario("parent-child", title: "Only the child re-runs", root: { ParentView() }) {
        Step("Bump") { sim in try sim.tap("bump") }
    }

    static let failing = Scenario("failing", title: "A step that throws", root: { CounterView() }) {
        Step("Tap the button") { sim in try sim.tap("increment") }
        Step("Give up") { _ in throw DemoFailure() }
        Step("Never runs") { sim in try sim.tap("increment") }
    }

    static let empty = Scenario("empty", title: "No steps", root: { CounterView() }) {}

    /// Control characters everywhere a scenario holds text; its claim fails, so
    /// what it observed is printed too.
    static let hostileText = Scenario(
        "hostile-text", title: "Title " + HostileTextView.controls,
        narrative: ScenarioNarrative(
            source: "Source " + HostileTextView.controls, introduction: "Intro " + HostileTextView.controls),
        root: { HostileTextView() }
    ) {
        Step(
            "Step " + HostileTextView.controls, narrative: "Narrative " + HostileTextView.controls,
            code: "Text(\"" + HostileTextView.controls + "\")"
        ) { sim in
            try sim.tap(HostileTextView.buttonName)
        }
    } claims: {
        Claim("Claim " + HostileTextView.controls) { _ in "observed " + HostileTextView.controls }
    }

    /// A favourite marked in an `@Observable` model's array of landmarks.
    static let favorites = Scenario("favorites", title: "Mark a favourite", root: { LandmarkList() }) {
        Step("Mark Silver Salmon Creek a favourite") { sim in try sim.tap("favorite") }
    }

    /// A debounced search: typing fast cancels the earlier `.task(id:)` tasks, the
    /// last one loads and its results fade in; a clock task is still sleeping at the end.
    static let search = Scenario("search", title: "A debounced search", root: { DebouncedSearchView() }) {
        Step("Type two letters fast", narrative: "Each letter cancels the task of the one before.") { sim in
            try sim.tap("type")
            try sim.advance(by: 0.1)
            try sim.tap("type")
        }
        Step("Wait for the results", narrative: "The last task wakes after 300 ms, loads, and fades them in.") { sim in
            try sim.advance(by: 0.6)
        }
    } claims: {
        Claim("Only the last query loads") { trace in
            let text = trace.text()
            return text.contains("results for aa") && !text.contains("results for a\"") ? nil : "another query loaded"
        }
    }

    /// The list `main` uses; `VIEWSIM_DEMO_LIST` picks a broken one for the tests.
    static func list(_ which: String?) -> [Scenario] {
        switch which {
        case "duplicate": return [counter, parentChild, counter]
        case "empty": return [counter, empty]
        case "hostile": return [hostileText]
        case "observation": return [favorites]
        case "tasks": return [search]
        default: return [counter, parentChild, failing]
        }
    }
}
