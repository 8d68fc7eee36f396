// Lesson 8: PhaseAnimator. Seed 004 (Chris Eidhof, "SwiftUI Animations" talk), the
// phase animation: a tap jumps the heart out and back, one animation per phase, each
// step started when the last is logically complete; then a heart without a trigger
// that beats while it is in the tree, and equal phases that do not wait.
import ViewSim

/// Lesson 8's program (the talk's heart in a PhaseAnimator, and a beating heart
/// that a text adds and removes) and its script.
enum Lesson8 {
    /// The step indices the claims refer to.
    enum Step {
        static let appear = 0
        static let tap = 1
        static let outAndBack = 2
        static let tapAgain = 3
        static let beat = 4
        static let stop = 5
    }

    /// The lesson, as `LessonCatalog` lists it.
    static var lesson: Scenario {
        Scenario(
            name: "lesson8",
            title: "PhaseAnimator: the heart that jumps out and back",
            narrative: ScenarioNarrative(
                source:
                    "Seed 004 (Chris Eidhof, SwiftUI Animations talk): the phase animation, the heart that jumps out and back",
                introduction: """
                    The talk's second example. An animation goes from A to B: SwiftUI compares the tree before and \
                    after a change and animates the difference. A heart that jumps out and comes back ends where it \
                    started, so there is no difference to animate. A PhaseAnimator solves this with a list of phases, \
                    here [false, true], and a trigger. When the trigger changes, it shows the next phase with an \
                    animation. When that animation completes, it moves on to the phase after. It ends back on the \
                    first phase. viewsim builds it from pieces earlier lessons showed: a @State `_position`, \
                    withAnimation with a completion, and onAppear/onChange. So each step is visible in the trace: \
                    the phase write, the animations it starts, and the completion that moves it on. Then a heart \
                    without a trigger beats for as long as it is in the tree, and its "rest" shows that equal \
                    phases do not wait.
                    """),
            steps: steps,
            claims: claims,
            makeSimulation: { Simulation(ContentView(), configuration: $0) })
    }

    static var steps: [ScenarioStep] {
        [
            ScenarioStep(
                title: "The heart at rest",
                narrative: """
                    Frame 0: the PhaseAnimator's body runs with `_position` at phase 1 of 2, so the content \
                    closure gets `active = false`. The heart is grey, at scale 1, upright, not offset. This is \
                    the talk's "when the view is at rest, it will render with the first phase". The animator \
                    has an onAppear, but with a trigger it does nothing there. It waits for the trigger to change. \
                    The Heart is a Shape with no inputs, so from now on every update skips its body.
                    """,
                code: LessonCode.lesson8PhaseAnimator),
            ScenarioStep(
                title: "Tap: the trigger changes",
                narrative: """
                    The tap sets isOn, and frame 1 runs in two passes. Pass 1: ContentView's body runs, and the \
                    PhaseAnimator gets a new trigger and a content closure that reads isOn = true. The closure \
                    still gets phase false, so only the fill changes, and `.animation(.default, value: isOn)` \
                    animates it from grey to red. That is the talk's "it animates the color of the heart". \
                    After the update, the animator's onChange sees the trigger change and moves to the next \
                    phase inside withAnimation. The animation is the one the closure returns for `true`, the \
                    phase it is going TO: .bouncy, spring(response: 0.5, dampingFraction: 0.7). Pass 2: the \
                    `_position` write runs the body with `active = true`. The scale (1 → 1.5), the rotation \
                    (0° → 15°) and the offset (0 → −40) all start on the spring, in the same frame as the colour.
                    """,
                code: """
                    // inside PhaseAnimator (viewsim's model), on a trigger change:
                    withAnimation(animation(phases[next]), completionCriteria: .logicallyComplete) {
                        position = next
                    } completion: {
                        advance()   // the next phase, until the run is back on the first
                    }
                    """,
                action: { try $0.tap("heart") }),
            ScenarioStep(
                title: "Out on a spring, back when it is logically complete",
                narrative: """
                    The spring overshoots: the scale reaches 1.521 at t=0.37 s and is still at 1.5066 when, \
                    0.5 s after the tap (the spring's response), it is logically complete (◕). That completion \
                    moves the animator on, in frame 31. The second `_position` write goes back to phase 1 \
                    (false), with easeInOut(duration: 0.3), the closure's answer for `false`. Apple does not say \
                    which completion a PhaseAnimator waits for. viewsim waits for logical completion, because \
                    waiting for the spring to be removed would hold the heart out until its tail settled. The \
                    new curve runs along with the spring's tail and blends from the current value, so the motion \
                    does not jump. The heart is home at t=0.83 s. The last completion finds the run over and \
                    nothing more happens: each trigger change is one run, false → true → false.
                    """,
                action: { try $0.advance(by: 1.5) }),
            ScenarioStep(
                title: "Tap again: the whole run again",
                narrative: """
                    The second tap sets isOn back to false. The fill goes from red to grey, and the heart jumps \
                    out and back again, with the same two writes (phase 2, then phase 1). A trigger is any \
                    change, not "became true". Apple's documentation of init(_:trigger:content:animation:) can be \
                    read as one phase per change ("the animator reevaluates the content closure using the value \
                    from the second phase… until reaching the last phase, at which point it loops back"). Read \
                    that way, the first tap would leave the heart out and this tap would bring it back. What the \
                    WWDC23 session, Chris Eidhof's write-up and this talk show is a full run per change, resting \
                    on the first phase. viewsim models that: a trigger change gives the run as many steps as it \
                    takes to get back to phase 1.
                    """,
                action: {
                    try $0.tap("heart")
                    try $0.advance(by: 1.5)
                }),
            ScenarioStep(
                title: "Without a trigger: a heart that beats",
                narrative: """
                    "beat" adds a BeatingHeart that uses the modifier form, `.phaseAnimator(_:content:animation:)`, \
                    without a trigger. It starts in the frame it is inserted: its onAppear takes the first step \
                    (1 → 1.3 with easeOut 0.15 s). From then on, each completion takes the next step, and phase 6 \
                    goes back to phase 1, forever. The phases are [1.0, 1.3, 1.0, 1.3, 1.0, 1.0]: lub, dub, and \
                    the repeated 1.0 was meant as a rest. But 1.0 → 1.0 changes nothing, so it starts no \
                    animation, and a withAnimation that starts nothing calls its completion at once. In frame \
                    235 the heart goes 5 → 6 → 1 → 2 in four passes. The rest lasts no time: a beat every \
                    26 frames, evenly. (A timing curve is complete only in the first frame past its duration, \
                    so a 0.15 s step takes 10 frames and a 0.25 s step 16.) To pause, a phase must animate \
                    something that takes time, or the animation must carry the wait, such as \
                    `.easeOut(duration: 0.15).delay(0.4)`.
                    """,
                code: LessonCode.lesson8BeatingHeart,
                action: {
                    try $0.tap("beat")
                    try $0.advance(by: 2)
                }),
            ScenarioStep(
                title: "Out of the tree, the beat stops",
                narrative: """
                    The second tap on "beat" removes the BeatingHeart in frame 304, halfway through a step. Its \
                    state is dropped with it, and so is the animation in flight. SwiftUI still calls that \
                    withAnimation's completion, because a completion always fires exactly once, here because the \
                    view was removed. After that, nothing in the removed heart is written or animated. A phase \
                    animator without a trigger cycles only while it is in the tree.
                    """,
                action: {
                    try $0.tap("beat")
                    try $0.advance(by: 1)
                }),
        ]
    }
}
