// Lesson 9: KeyframeAnimator. Seed 004 (Chris Eidhof, "SwiftUI Animations" talk):
// the stroke-then-fill heart, whose content runs every frame of a run, the second
// tap that "does nothing" (each run starts where the last ended), the talk's fix,
// and a KeyframeTimeline sampled by hand inside a TimelineView(.animation).
import ViewSim

/// Lesson 9's program (the talk's keyframe heart, its fixed version, and the
/// floating heart driven by a KeyframeTimeline) and its script.
enum Lesson9 {
    /// The step indices the claims refer to.
    enum Step {
        static let appear = 0
        static let tap = 1
        static let secondTap = 2
        static let thirdTap = 3
        static let fixed = 4
        static let fixedAgain = 5
        static let float = 6
        static let restart = 7
    }

    /// The lesson, as `LessonCatalog` lists it.
    static var lesson: Scenario {
        Scenario(
            name: "lesson9",
            title: "KeyframeAnimator: stroke, then fill — and the second tap",
            narrative: ScenarioNarrative(
                source:
                    "Seed 004 (Chris Eidhof, SwiftUI Animations talk): the keyframe animation (stroke, then fill), the second tap that does nothing, and KeyframeTimeline in a TimelineView from the Q&A",
                introduction: """
                    The talk's third example. The stroke should draw first, and the heart should fill only when the \
                    stroke is almost done: two animations offset in time. With `.animation` both would run \
                    together. A KeyframeAnimator does not animate views. It animates a value the app chooses, here a \
                    struct with an opacity and a trim, along tracks of keyframes, and calls the content closure with \
                    that value "60 times per second, 120 times per second". viewsim's model: KeyframeAnimator is \
                    driven by an internal per-frame clock; SwiftUI does not document how it is driven. viewsim \
                    builds that clock as a TimelineView whose schedule lasts one run, a view you never wrote: each \
                    step's summary leaves it out of its counts and says in one line how often the clock ran the \
                    content. The trace shows a `_run` state line with each run's start and end values, and a ~ line \
                    with the value of each frame. Then the talk's puzzle: "I tap it again, nothing happens." Then \
                    its fix, and the Q&A's KeyframeTimeline, sampled by hand inside a TimelineView.
                    """),
            steps: steps,
            claims: claims,
            makeSimulation: { Simulation(ContentView(), configuration: $0) })
    }

    static var steps: [ScenarioStep] {
        [
            ScenarioStep(
                title: "The hearts at rest",
                narrative: """
                    Frame 0: each KeyframeAnimator's body builds a TimelineView whose schedule is "keyframes at \
                    rest", with no entries. Its content runs once, as a TimelineView's always does, with the \
                    initial value: Value(opacity: 0.1, trim: 0), a faint fill and no red stroke. Nothing more \
                    happens until a trigger changes. The top heart has the talk's first keyframes, the one below \
                    has the talk's fix.
                    """,
                code: [LessonCode.lesson9Value, LessonCode.lesson9KeyframeAnimator, LessonCode.lesson9StrokedHeart]
                    .joined(separator: "\n\n")),
            ScenarioStep(
                title: "Tap: the stroke draws in 2 s",
                narrative: """
                    The tap changes the trigger. The animator's onChange calls the keyframes closure with the \
                    value at rest and writes `_run`: "run 1 from t=…: Value(opacity: 0.1, trim: 0) → Value(opacity: 0.1, \
                    trim: 1) over 2s". The TimelineView gets a schedule from now for 2 s, so the content closure \
                    runs in every frame: frames 1 to 121, 122 times with the tap's own pass. Each time, the ~ line \
                    gives the value, and StrokedHeart runs because its value changed, changing the trim. The trim \
                    follows one cubic keyframe from 0 to 1. In viewsim a lone cubic keyframe starts and ends at \
                    rest: 0.1563 after 0.5 s, 0.5 after 1 s, 0.8438 after 1.5 s. The opacity track is a single \
                    MoveKeyframe(0.1): "stay at 0.1 forever". At 2 s the run ends and the schedule has no more \
                    entries, so the content does not run again.
                    """,
                action: {
                    try $0.tap("heart")
                    try $0.advance(by: 2.1)
                }),
            ScenarioStep(
                title: "The second tap does nothing",
                narrative: """
                    "I tap it again, nothing happens." A finished run rests at its end value, and that value is \
                    where the next run starts (Apple: "which becomes the initial value for the next animation"). \
                    A keyframe track starts from the current value. So run 2 is "Value(opacity: 0.1, trim: 1) → \
                    Value(opacity: 0.1, trim: 1) over 2s": CubicKeyframe(1, …) goes from 1 to 1. The animator \
                    cannot know that nothing moves. It schedules 2 s of frames, and the content closure runs in \
                    121 frames again. Every time, StrokedHeart is offered the same value and is skipped (○). No \
                    modifier below changes. The heart is redrawn 60 times a second and looks the same: that is \
                    the "does nothing".
                    """,
                action: {
                    try $0.tap("heart")
                    try $0.advance(by: 2.1)
                }),
            ScenarioStep(
                title: "A third tap: what the talk shows, and what viewsim does",
                narrative: """
                    Known: in the talk the first tap draws the stroke, the second does nothing, the third \
                    animates and the fourth does nothing again ("To be honest, I'm not 100% sure how this is \
                    supposed to work"). Apple documents that a finished run's end value "becomes the initial \
                    value for the next animation", and with these keyframes a run moves only if it starts below \
                    trim 1. Unknown: what put the value below 1 again before the talk's third tap; neither the \
                    talk nor Apple's documentation says. viewsim's model: an animator keeps its end value for as \
                    long as it is in the tree, so run 3 is run 2 again, trim 1 → 1, and so is every later tap; \
                    viewsim adds no reset that no source describes. Each run's `_run` line shows where it starts.
                    """,
                action: {
                    try $0.tap("heart")
                    try $0.advance(by: 2.1)
                }),
            ScenarioStep(
                title: "The fix: keyframes that say where they start",
                narrative: """
                    The talk's fix: "we're going to move to 0, and then we're going to animate to 1". A \
                    MoveKeyframe at the start of a track makes every run begin from an explicit value, \
                    whatever the animator rests at. The keyframes closure runs when the trigger changes, so it \
                    reads the new isOn and can choose a branch (a track's `if` needs an `else`). For the fill: \
                    "there's no way to really say pause for one and a half seconds", so a LinearKeyframe from \
                    0.1 to 0.1 over 1.5 s is the pause. Then a cubic keyframe fades the fill in over the last \
                    0.5 s. Run 1 of the fixed heart: the trim draws as before (0.5 at 1 s), and the opacity \
                    stays at 0.1 until 1.5 s, is 0.55 at 1.75 s (trim 0.957), and reaches Value(opacity: 1, \
                    trim: 1) at 2 s. Stroke, then fill.
                    """,
                code: LessonCode.lesson9FixedKeyframes,
                action: {
                    try $0.tap("fixed")
                    try $0.advance(by: 2.1)
                }),
            ScenarioStep(
                title: "Tap the fixed heart again: it animates out",
                narrative: """
                    isOn is now false, so the `else` branches run: run 2 is "Value(opacity: 1, trim: 1) → \
                    Value(opacity: 0.1, trim: 0) over 2s". A run's start and end differ on every tap now, so every \
                    tap animates. The talk: "both animate out at the same pace". Both tracks are one cubic \
                    keyframe over 2 s, so in every frame the fill has gone as far from 1 to 0.1 as the stroke \
                    from 1 to 0: (opacity − 0.1) / 0.9 = trim. This is the first example of the talk again, "in \
                    a way more complicated way", but now the two values can be offset in time.
                    """,
                action: {
                    try $0.tap("fixed")
                    try $0.advance(by: 2.1)
                }),
            ScenarioStep(
                title: "KeyframeTimeline, sampled by hand in a TimelineView",
                narrative: """
                    The talk's last part rolls its own animation. A @State start time, a TimelineView(.animation) \
                    that runs its closure every frame, and "the elapsed time… by taking the date from that \
                    timeline context and computing the time interval since the start time". Then by hand: \
                    y = elapsed × −30, x on a sine wave, opacity 1 − t/4 "over four seconds". The Q&A's better \
                    way: a KeyframeTimeline "just gets a value and keyframes… what's my value at time 0.2?". Here \
                    the formulas are three tracks, and the content asks `particleTimeline.value(time: elapsed)`. \
                    The schedule asks for an entry every 1/120 s, but frames come 60 times a second, so the \
                    content runs once per frame. After 1 s the heart is at (30, −30) with opacity 0.75. After \
                    2 s: (0, −60), 0.5. After 3 s: (−30, −90), 0.25. After 4 s: (0, −120), 0. The sway is a \
                    Catmull-Rom spline, so it peaks at 30.2 just before 1 s. After 4 s, `value(time:)` returns \
                    the end value, but a TimelineView(.animation) does not know the animation is over. It runs \
                    the content every frame and nothing changes. A KeyframeAnimator's schedule ends with its run.
                    """,
                code: [LessonCode.lesson9ParticleTimeline, LessonCode.lesson9FloatingHeart].joined(separator: "\n\n"),
                action: {
                    try $0.tap("float")
                    try $0.advance(by: 4.25)
                }),
            ScenarioStep(
                title: "Tap: run it again",
                narrative: """
                    "To be able to run the animation again… by just adding a tap gesture and resetting the start \
                    time." The tap writes startTime. FloatingHeart's body reads it, so the body and its \
                    TimelineView's content run in the same frame, with elapsed = 0. The heart is back at (0, 0) with opacity 1 and \
                    floats up again. The timeline is a value, not a running animation: any time can be asked for, \
                    in any order.
                    """,
                action: {
                    try $0.tap("particle")
                    try $0.advance(by: 0.5)
                }),
        ]
    }
}
