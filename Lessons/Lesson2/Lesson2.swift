// Lesson 2: advancing a model from onChange(of: timeline.date) makes the body
// run twice per timeline update: once for the new date, once for the model.
// From seed 001 (swiftui-lab "Advanced SwiftUI Animations Part 4: TimelineView",
// Chinese translation), §4 "Acting on a timeline update" (QuipView).
import ViewSim

/// Lesson 2's program (the seed's ExampleView, QuipView and QuipDatabase) and its script.
enum Lesson2 {
    /// The step indices the claims refer to.
    enum Step {
        static let appear = 0
        static let firstUpdate = 1
        static let moreUpdates = 2
    }

    /// The lesson, as `LessonCatalog` lists it.
    static var lesson: Scenario {
        Scenario(
            name: "lesson2",
            title: "Advancing a model in onChange: the body runs twice",
            narrative: ScenarioNarrative(
                source:
                    "Seed 001 (swiftui-lab, Advanced SwiftUI Animations Part 4, in Chinese), §4: QuipView and QuipDatabase",
                introduction: """
                    A TimelineView is not only for clocks: often you want to do something at each update, and the \
                    place for that is onChange(of:). The seed's QuipView receives the timeline's date and, when it \
                    changes, advances a model, an ObservableObject with a @Published sentence. The seed warns that \
                    QuipView then refreshes twice per timeline update. This lesson shows both runs, and why the \
                    second one happens in the same frame.
                    """),
            steps: steps,
            claims: claims,
            makeSimulation: { Simulation(ExampleView(), configuration: $0) })
    }

    static var steps: [ScenarioStep] {
        [
            ScenarioStep(
                title: "QuipView appears",
                narrative: """
                    Frame 0: the TimelineView builds its content once, creating QuipView(date:) with the current \
                    entry. QuipView is new, so its @StateObject creates the QuipDatabase for this view identity \
                    ("@self, @identity, _quips changed") and the Text shows the first sentence. onChange does \
                    not run when the view appears: it only runs when the value it watches changes (unless you \
                    pass `initial: true`).
                    """,
                code: [LessonCode.lesson2Timeline, LessonCode.lesson2QuipView].joined(separator: "\n\n")),
            ScenarioStep(
                title: "The first timeline update",
                narrative: """
                    At t=3 s the timeline reaches its first entry and its content runs once ("content runs: new entry"). It \
                    passes QuipView a new date, so QuipView's body runs a first time ("@self", date t=0s → t=3s) \
                    and the onChange modifier sees the new value. Its action runs after the update pass, not \
                    inside the body: quips.advance() sets the @Published sentence, objectWillChange fires, and \
                    QuipView, which observes the object, is invalidated ("_quips"). A second update pass in the \
                    same frame runs QuipView's body again, and only then does the Text show the new sentence. \
                    The TimelineView is not involved in the second run: only the view that observes the model \
                    updates.
                    """,
                code: [LessonCode.lesson2OnChange, LessonCode.lesson2Advance].joined(separator: "\n\n"),
                action: { try $0.advance(by: 3.5) }),
            ScenarioStep(
                title: "Two more updates",
                narrative: """
                    At t=6 s and t=9 s the same thing happens: one run of the timeline's content, then two runs of \
                    QuipView's body in one frame, first for the date, then for the model. Here the extra run is \
                    cheap, but the seed comes back to it later: when a timeline drives animations with this \
                    pattern, every update computes the body twice.
                    """,
                action: { try $0.advance(by: 6) }),
        ]
    }
}
