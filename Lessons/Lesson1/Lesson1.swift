// Lesson 1: a subview with no inputs is never re-evaluated by a TimelineView;
// giving it the timeline's date fixes it. From seed 001 (swiftui-lab "Advanced
// SwiftUI Animations Part 4: TimelineView", Chinese translation), §3. Both
// versions run in one simulation; a tap on "fix" swaps them (see ContentView).
import ViewSim

/// Lesson 1's program (the seed's views, under their names) and its script.
enum Lesson1 {
    /// The step indices the claims refer to.
    enum Step {
        static let appear = 0
        static let broken = 1
        static let fix = 2
        static let fixed = 3
        static let attributes = 4
    }

    /// The lesson, as `LessonCatalog` lists it.
    static var lesson: Scenario {
        Scenario(
            name: "lesson1",
            title: "Dependencies: why a subview never updates",
            narrative: ScenarioNarrative(
                source:
                    "Seed 001 (swiftui-lab, Advanced SwiftUI Animations Part 4, in Chinese), §3: the two emoji faces",
                introduction: """
                    A TimelineView re-evaluates its content at every entry of its schedule. The seed shows two \
                    random emoji faces side by side: the left one is built right in the content closure, the right \
                    one inside SubView, a view with no inputs. Only the left face ever changes. This lesson runs the \
                    seed's code and then its fix in one simulation: tapping the view named "fix" swaps the two \
                    versions, so you can compare their traces step by step.
                    """),
            steps: steps,
            claims: claims,
            makeSimulation: { Simulation(ContentView(), configuration: $0) })
    }

    static var steps: [ScenarioStep] {
        [
            ScenarioStep(
                title: "The faces appear",
                narrative: """
                    Frame 0: ContentView shows the seed's ManyFaces. The TimelineView builds its content once when \
                    it appears, before any entry of the schedule: the left face draws a random emoji, and SubView, \
                    inserted for the first time, runs its body and draws one too ("@self changed": a new view \
                    always runs its body).
                    """,
                code: LessonCode.lesson1Timeline),
            ScenarioStep(
                title: "A second of updates without the fix",
                narrative: """
                    The schedule has an entry every 0.2 s, so in a little over a second the timeline reaches 5 \
                    entries (t=0.2 s … t=1 s). At each one the content closure runs again ("content runs: new entry"): \
                    the left Text gets a new random emoji. The closure also creates a new SubView() value and \
                    offers it to the existing SubView. SwiftUI runs a body only when the view's value or one of \
                    its dependencies changed; SubView has no stored properties, so its new value cannot differ \
                    from the old one. Its body is skipped ("it has no stored inputs") and the right face keeps \
                    the emoji it drew when it appeared.
                    """,
                code: LessonCode.lesson1Subview,
                action: { try $0.advance(by: 1.1) }),
            ScenarioStep(
                title: "Give SubView an input",
                narrative: """
                    The tap toggles ContentView's @State `fixed`, and its body picks the other branch of its \
                    if/else: the fixed ManyFaces, whose SubView declares `let date: Date`. A view in another \
                    branch (here also of another type) has another identity, so the old ManyFaces is removed with \
                    all its descendants, their state and their timeline, and the new one is inserted: its \
                    TimelineView starts a new schedule from the current date, and the new SubView runs its body \
                    once, as any new view does.
                    """,
                code: [LessonCode.lesson1FixedSubview, LessonCode.lesson1FixedCall].joined(separator: "\n\n"),
                action: { try $0.tap("fix") }),
            ScenarioStep(
                title: "A second of updates with the fix",
                narrative: """
                    Now every entry builds SubView(date: timeline.date) with a different date. SubView's new value \
                    differs from the old one in its `date` field, so its body runs: "@self changed", with the \
                    field that changed shown below it. SubView never reads `date`; declaring the property is \
                    enough to make the view depend on the timeline. Both faces change at every entry.
                    """,
                code: LessonCode.lesson1FixedTimeline,
                action: { try $0.advance(by: 1.1) }),
            ScenarioStep(
                title: "The same update, attribute by attribute",
                narrative: """
                    SwiftUI's own graph is made of attributes, not views (AttributeGraph's word; its \
                    reconstructions spell it `AGAttribute`): each view has a value (what its parent gives it, \
                    `_GraphValue<Self>` in `_makeView`), one attribute per dynamic property, a body, the values \
                    it gives its children, a size and a position (`_ViewInputs`/`_ViewOutputs`) and what it \
                    draws. An attribute reads others, its inputs; when an input changes it is dirty, and it is \
                    computed again when read: a new value that compares equal to the old one stops the update \
                    there. Another second with the fix, drawn that way (step4-attributes.svg): at each entry \
                    the content closure offers SubView(date:) a new value, SubView's value is recomputed \
                    ("@self date"), its body is recomputed, and so are its Text's value and what it draws. \
                    Step 1 drawn the same way (`viewsim graph lesson1 --attributes --at 1`) shows the bug: \
                    SubView's value offered five times and compared equal each time, its body untouched. \
                    (viewsim's model keeps one attribute of each kind per view; docs/ARCHITECTURE.md, \
                    "The attribute graph", says where each name comes from.)
                    """,
                attributesOf: "ManyFaces",
                action: { try $0.advance(by: 1.1) }),
        ]
    }
}
