// Lesson 17: "Loops of every kind" (issue 30). A height that feeds its own padding
// through a preference, frame after frame, and its fix with onGeometryChange; a
// GeometryReader that writes what sizes it; a body that publishes a change to a model,
// and the fix that counts in an action; two bodies that write what the other reads,
// and the fix that derives; two temperatures whose onChange actions
// write each other, and the fix with one source of truth.
import ViewSim

/// Lesson 17's program (one scene per loop and per fix) and its script.
enum Lesson17 {
    /// The step indices the claims refer to.
    enum Step {
        static let appear = 0
        static let neverSettles = 1
        static let measuredFix = 2
        static let sizingReader = 3
        static let publishing = 4
        static let countedFix = 5
        static let pair = 6
        static let derivedFix = 7
        static let pingPong = 8
        static let oneSourceFix = 9
    }

    /// The lesson, as `LessonCatalog` lists it.
    static var lesson: Scenario {
        Scenario(
            name: "lesson17",
            title: "Loops of every kind",
            narrative: ScenarioNarrative(
                source:
                    "Issue 30 (preferences and update loops); the measured-row loop as scosman/Biscotti#38 describes it",
                introduction: introduction),
            steps: steps,
            claims: claims,
            makeSimulation: { Simulation(ContentView(), configuration: $0) })
    }

    static let introduction = """
        Every loop in this lesson is the same shape: something computed during an update (a height \
        after layout, a GeometryReader's width, a body, an onChange) writes state that changes what it \
        was computed from. SwiftUI does not hang: it lets an onChange or preference action run twice a \
        frame, holds the third back and logs "… tried to update multiple times per frame." once; it logs \
        "Publishing changes from within view updates is not allowed, this will cause undefined \
        behavior." for a model written from a body. The trace shows each loop hop by hop: the action, \
        the state it writes, the bodies that run, the value that comes back. Each loop is followed by \
        its fix: measure a view the state does not resize, change a model in an action, not in a \
        body, derive a value instead of storing it, keep one source of truth. Taps on "next" and "fix" move from scene to scene.
        """

    static var steps: [ScenarioStep] {
        [
            ScenarioStep(
                title: "A height that feeds its own padding",
                narrative: """
                    Frame 0: a row measured with a GeometryReader in its `.background` reports its height \
                    through `HeightKey`, and `.onPreferenceChange` writes that height into `extra`, the \
                    row's own vertical padding — the pattern scosman/Biscotti#38 calls "the classic \
                    AttributeGraph-cycle pattern". Preferences are read after layout: HeightKey is 19.79 (the \
                    text), the action writes `extra`, GrowingRow's body runs, the row is 19.79 + 2 × 19.79 = \
                    59.37 tall, the GeometryReader runs again and HeightKey changes again; then 138.52. An \
                    onPreferenceChange action runs at most twice a frame (viewsim's model, from OpenSwiftUI's \
                    `UpdateCycleDetector`; Apple documents the message, not the number): the third change is \
                    held back and SwiftUI logs "Bound preference HeightKey tried to update multiple times per \
                    frame." (quoted in public issue threads, lfroms/clouds#2), with the cycle that caused it.
                    """,
                code: [LessonCode.lesson17HeightKey, LessonCode.lesson17GrowingRow].joined(separator: "\n\n"),
                attributesOf: "GrowingRow"),
            ScenarioStep(
                title: "It never settles",
                narrative: """
                    Three more frames. The held-back change is read again at the start of the next frame \
                    (viewsim's model), so each frame runs the action twice more and holds a third change \
                    back: the row's height more than doubles each time, 296.84, 613.46, 1,246.71, 2,513.21, … The warning is logged \
                    once, so one line stands for a loop that spins every frame. In frame 2, the third \
                    frame in a row, viewsim names the value as one that never settles, with every value it \
                    took; SwiftUI prints nothing more, it just keeps updating (and `runUntilIdle` throws \
                    `notIdle`, "never settles"). To fix: the measured view's size must not depend on what \
                    the action writes.
                    """,
                action: { try $0.advanceFrames(3) }),
            ScenarioStep(
                title: "The fix: measure a view the state does not resize",
                narrative: """
                    The tap swaps in the fix scosman/Biscotti#38 used: `.onGeometryChange(for:of:action:)` \
                    on the measured view itself, the text, placed inside the padding the state changes. The \
                    text stays 19.79 tall whatever `extra` is, so the geometry is read once (its first \
                    value fires the action), the action writes `extra` once, the padding grows once, and \
                    the value it measures does not change again. Nothing is logged.
                    """,
                code: LessonCode.lesson17MeasuredRow,
                action: { simulation in
                    try simulation.tap("fix")
                    try simulation.advanceFrames(2)
                }),
            ScenarioStep(
                title: "A GeometryReader that writes what sizes it",
                narrative: """
                    A GeometryReader whose content watches its own width with `onChange(of:initial:)` and \
                    writes `width`, the `.frame` that sizes the GeometryReader. Each write resizes the \
                    reader, its content runs again with the new size, onChange sees a new width: the action \
                    runs twice, the third dispatch is suppressed and SwiftUI logs "onChange(of: CGFloat) \
                    action tried to update multiple times per frame." (the value type in the message, as \
                    in lesson 4). The widths the action sees are 0 and 10, then 20 is held back: viewsim's \
                    model runs a GeometryReader's content once before layout with a zero size, so the \
                    initial value is 0, not 100. In SwiftUI, which builds the content during layout, the \
                    first value is probably 100 (not verified); the loop and the warning are the same. To \
                    fix: do not size a GeometryReader with what its content writes.
                    """,
                code: LessonCode.lesson17SizingReader,
                attributesOf: "SizingReader",
                action: { simulation in
                    try simulation.tap("next")
                    try simulation.advanceFrames(2)
                }),
            ScenarioStep(
                title: "A body publishes a change to a model",
                narrative: """
                    A badge counts how often it is shown in an `ObservableObject` it was given, from its \
                    body: `counted(_:)` does `stats.shown += 1` while the body runs. Writing a `@Published` \
                    property sends `objectWillChange`, and sending it while a body runs makes SwiftUI log \
                    "Publishing changes from within view updates is not allowed, this will cause undefined \
                    behavior." (quoted in public issue threads, SwiftUIX/SwiftUIX#387, new with Xcode 14). PublishingViews observes the \
                    model (`@StateObject`), so its body runs again in pass 2 and shows "shown 1 times"; the \
                    badge gets the same model, its body is skipped, and the frame settles. Had the badge \
                    observed the model too, its own write would make it run again, and write again, pass \
                    after pass. To fix: change a model in an action, not in a body.
                    """,
                code: LessonCode.lesson17PublishingViews,
                action: { simulation in
                    try simulation.tap("next")
                    try simulation.advanceFrames(2)
                }),
            ScenarioStep(
                title: "The fix: count in an action",
                narrative: """
                    The badge counts in `.onAppear`, an action SwiftUI runs after the update. The write \
                    still invalidates CountedViews, whose body runs again and shows "shown 1 times", but \
                    no body was running when it was made: nothing is logged.
                    """,
                code: LessonCode.lesson17CountedViews,
                action: { simulation in
                    try simulation.tap("fix")
                    try simulation.advanceFrames(2)
                }),
            ScenarioStep(
                title: "Two bodies write what the other reads",
                narrative: """
                    Two views keep two numbers of an `@Observable` model "in sync" from their bodies: \
                    LeftNumber writes `left = right + 1`, RightNumber writes `right = left + 1`. Each \
                    body reads the property the other writes, so each write invalidates the other view: \
                    RightNumber's write updates LeftNumber, whose write updates RightNumber, and so on, \
                    two more every pass. SwiftUI prints no message for a body that writes an @Observable \
                    property (viewsim's own warnings say so, once per writing view and frame). viewsim's \
                    model: the frame stops after 8 update passes (showing "left 15" and "right 16"), says \
                    it did not settle, and names the loop of bodies, RightNumber → LeftNumber → \
                    RightNumber; the loop would go on in the next frame. To fix: move the write into an \
                    action, or derive the value instead of storing it.
                    """,
                code: LessonCode.lesson17Pair,
                action: { try $0.tap("next") }),
            ScenarioStep(
                title: "The fix: derive the value instead of storing it from a body",
                narrative: """
                    The tap removes the pair before its next update. The fix stores one number and \
                    derives the other where it is shown, `right + 1`: no body writes anything, the body \
                    runs once, and nothing is logged.
                    """,
                code: LessonCode.lesson17DerivedPair,
                action: { try $0.tap("fix") }),
            ScenarioStep(
                title: "Two temperatures that write each other",
                narrative: """
                    Celsius and Fahrenheit in two `@State`s, each kept up to date by an onChange that writes \
                    the other, each rounding up. A tap makes it 21 °C; onChange writes 70 °F; the other \
                    onChange writes back 22 °C (70 °F is 21.1 °C, rounded up), then 72 °F, then 23 °C. The \
                    round trip never agrees with itself. Each onChange runs twice, the Celsius one would run \
                    a third time and is suppressed, and SwiftUI logs "onChange(of: Double) action tried to \
                    update multiple times per frame." with a cycle through both states. The frame ends \
                    showing 23 °C beside 72 °F, which disagree.
                    """,
                code: LessonCode.lesson17PingPong,
                attributesOf: "PingPong",
                action: { simulation in
                    try simulation.tap("next")
                    try simulation.tap("warmer")
                    try simulation.advanceFrames(2)
                }),
            ScenarioStep(
                title: "The fix: one source of truth",
                narrative: """
                    The fix: one source of truth. Celsius is stored, Fahrenheit is a computed property. \
                    A tap writes `celsius` once; the body runs once and both texts change in the same pass; \
                    no onChange, no action, nothing is logged.
                    """,
                code: LessonCode.lesson17OneSource,
                action: { simulation in
                    try simulation.tap("fix")
                    try simulation.tap("warmer")
                    try simulation.advanceFrames(2)
                }),
        ]
    }
}
