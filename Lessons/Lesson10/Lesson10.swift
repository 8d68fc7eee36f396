// Lesson 10: pause, resume, reverse and loop an animation with an Animatable modifier.
// From seed 002 (Diego Lavalle's count-up/count-down counter): the modifier's body
// runs every frame; pause re-sets the value shown with a zero-length animation;
// reverse and loop write twice, two updates in a frame; "remaining time" is linear-only.
import ViewSim

/// Lesson 10's program (the seed's CountDownUp and CountModifier, with a curve) and its script.
enum Lesson10 {
    /// The step indices the claims refer to.
    enum Step {
        static let appear = 0
        static let countUp = 1
        static let pause = 2
        static let resume = 3
        static let reverse = 4
        static let loopDown = 5
        static let turnAround = 6
        static let loopUp = 7
        static let switchCurve = 8
        static let easeUp = 9
        static let easePause = 10
        static let easeResume = 11
    }

    /// The seed's counter reaches its end in this many seconds (the seed: 10).
    static let timeDuration = 2.0

    /// The lesson, as `LessonCatalog` lists it.
    static var lesson: Scenario {
        Scenario(
            name: "lesson10",
            title: "Pause, resume, reverse and loop with an Animatable modifier",
            narrative: ScenarioNarrative(
                source:
                    "Seed 002 (Diego Lavalle, pausing, resuming, reversing and looping an animation with AnimatableModifier): the count-up/count-down counter",
                introduction: """
                    SwiftUI has no pause button for an animation. The seed builds one: a counter from 000 to 100 \
                    whose number is the animatableData of a modifier, so that SwiftUI interpolates it and runs the \
                    modifier's body with every in-between value. To count, it animates a @State percentage to 1 \
                    with withAnimation(.linear(duration: remaining)); to pause, it sets percentage to the value on \
                    screen with a zero-length animation; to resume, it starts a new animation for the time that is \
                    left; to reverse while counting, it pauses and starts the other way in one action; at either \
                    end, it loops: back to the start, and count again. Reverse and loop each write percentage twice \
                    in one action, in two transactions, which viewsim applies as two updates in the same frame (viewsim's model: SwiftUI does not document how it batches them). \
                    This lesson runs the whole seed (counting to 100 in 2 s, not 10, to keep the trace short), \
                    follows what each button and each loop does to the animation, update by update, counts what \
                    the per-frame body costs, and then swaps in the same counter with .easeInOut to show, in \
                    numbers, why "the time remaining approach only works for linear animations".
                    """),
            steps: steps,
            claims: claims,
            makeSimulation: { Simulation(ContentView(), configuration: $0) })
    }

    static var steps: [ScenarioStep] {
        [
            ScenarioStep(
                title: "The counter appears",
                narrative: """
                    Frame 0: CountDownUp owns three @State values and hands them to CountModifier as bindings. \
                    The modifier's init copies percentage into percentValue, its animatableData, and its body \
                    shows "000". The modifier ignores the EmptyView it modifies: its body replaces it with a \
                    Text. CountDownUp's body never names percentage, only $percentage, but the init reads \
                    `percentage.wrappedValue` while that body runs, and a read through a binding counts: \
                    CountDownUp depends on percentage, so every write to it runs CountDownUp again, which makes \
                    a new CountModifier with the new value. (Nothing else would: the modifier's body reads only \
                    its copy, percentValue.)
                    """,
                code: LessonCode.lesson10CountModifier),
            ScenarioStep(
                title: "▶️ Count up",
                narrative: """
                    The tap sets isCounting; the modifier's body runs (it read isCounting), its onChange sees \
                    false → true, and after the update handleStartStop runs `withAnimation(.linear(duration: \
                    timeRemaining)) { percentage = 1 }`, with timeRemaining = 2 · (1 − 0) = 2 s. CountDownUp \
                    runs again (pass 2) and makes a new CountModifier with percentValue 1: its animatableData \
                    changed inside an animated transaction, so SwiftUI keeps the old value on screen and \
                    animates from 0 to 1. Then, every frame, it writes the interpolated value into a copy of \
                    the modifier, and because that value changed, the modifier's body runs again: 30 frames, \
                    30 more body runs, each going up by 1/120 (the count goes up by 100 in 120 frames). The \
                    Text changes in only 25 of those frames: in the others the number rounds to the same \
                    integer, and the body ran for nothing. This is the cost of animating through a body; a \
                    built-in effect like .opacity is interpolated without running any body.
                    """,
                code: LessonCode.lesson10HandleStartStop,
                action: { simulation in
                    try simulation.tap("play")
                    try simulation.advance(by: 0.5)
                }),
            ScenarioStep(
                title: "⏸ Pause",
                narrative: """
                    The model value is 1 the whole time; what is on screen is the presented value. To pause, the \
                    seed sets percentage to percentValue, and inside the modifier percentValue is the presented \
                    value: handleStartStop runs in the onChange action that this frame's body created, so `self` \
                    is the copy with this frame's value, 0.2583. (This is exactly how SwiftUI runs it: the body \
                    runs on the interpolated copy, and the closures it creates capture that copy.) The write \
                    goes through `withAnimation(.linear(duration: 0))`: the zero-length animation combines with \
                    the running one and is over at once, so the whole animation is logically complete and \
                    finished in the same update, and the presented value is the new model value, 0.2583. Nothing \
                    jumps, and nothing runs in the second that follows: no animation, no body, no frame in the \
                    trace. (The modifier's body runs once in the tap's frame for two reasons, the frame's new \
                    value and the tap; the trace files it under the tap and adds "also caused by" the frame.)
                    """,
                code: LessonCode.lesson10Pause,
                action: { simulation in
                    try simulation.tap("play")
                    try simulation.advance(by: 1)
                }),
            ScenarioStep(
                title: "▶️ Resume",
                narrative: """
                    Resuming is a new animation from the paused value, 0.2583, to 1, for timeRemaining = \
                    2 · (1 − 0.2583) = 1.4833 s. That is (1 − 0.2583) / 1.4833 = 0.5 of the count per second, \
                    the same 1/120 per frame as before the pause: on a linear curve, the time left is \
                    proportional to the distance left, so the speed is the same and the pause does not show.
                    """,
                action: { simulation in
                    try simulation.tap("play")
                    try simulation.advance(by: 0.5)
                }),
            ScenarioStep(
                title: "🔼 → 🔽 while counting",
                narrative: """
                    At 0.5167, counting up, the tap turns the counter around. The modifier's body runs (for \
                    the frame's value and for isReversed), its onChange sees false → true, and handleReverse \
                    runs on that copy: percentValue is 0.5167 and isReversed is true. It writes percentage twice, \
                    in two transactions. viewsim's model: each transaction's changes get an update of their own, one \
                    after the other in the same frame (SwiftUI does not document how it batches them): pass 2 is the pause of step 2 (the \
                    zero-length animation ends the count-up, and 0.5167 becomes the model value); pass 3 animates \
                    from there to 0 for timeRemaining = 2 · 0.5167 = 1.0333 s. The next frame shows 0.5083: no \
                    jump, and the same 1/120 per frame, downwards.
                    """,
                code: LessonCode.lesson10HandleReverse,
                action: { simulation in
                    try simulation.tap("direction")
                    try simulation.advance(by: 0.5)
                }),
            ScenarioStep(
                title: "Down to 000, and loop",
                narrative: """
                    The seed loops in body: when percentValue is at the end it is heading for, it resets \
                    percentage to the start and animates it to the end again, in `DispatchQueue.main.async`, \
                    because body must not write state. The block runs once the update has settled, outside any \
                    transaction, and the trace shows it under the body that enqueued it ("▷ \
                    DispatchQueue.main.async from CountModifier"). Frame 186 shows 0, rounded to 4 decimals: the \
                    last in-between value is a rounding error away from 0, and `percentValue == 0` is false. In \
                    frame 187 the animation is over, the body runs with the model value, exactly 0 (the trace \
                    prints "0 → 0": equal to 4 decimals, not as numbers), and the condition holds. The block \
                    writes twice, in two transactions: `percentage = 1` with none, then `percentage = 0` with \
                    `.linear(duration: 2)`. Pass 2 jumps to 1: the Text shows "100". Pass 3 starts a 2 s \
                    animation from 1 to 0, and the count goes on from 100, 1/120 per frame: 0.9 when the step \
                    ends. viewsim's model: the main queue drains once per frame, after the update; what the \
                    block writes is updated in the same frame.
                    """,
                code: LessonCode.lesson10Loop,
                action: { simulation in
                    try simulation.advance(by: 0.75)
                }),
            ScenarioStep(
                title: "⏸ Pause, then 🔽 → 🔼",
                narrative: """
                    Pause at 0.8917 (the pause of step 2, in the second lap down), then turn the counter \
                    around. isReversed changes, so the modifier's onChange runs handleReverse, which does \
                    nothing while the counter is paused: the tap's frame ends with that action, with no write \
                    and no animation.
                    """,
                code: LessonCode.lesson10HandleReversePaused,
                action: { simulation in
                    try simulation.tap("play")
                    try simulation.tap("direction")
                }),
            ScenarioStep(
                title: "▶️ Up to 100, and loop",
                narrative: """
                    handleStartStop now animates to 1 for timeRemaining = 2 · (1 − 0.8917) = 0.2167 s: 1/120 \
                    of the count per frame, upwards, from the value the counter was paused at. In frame 215 \
                    the value is exactly 1 and the Text shows "100", so the loop runs there, one frame before \
                    the animation ends (a timing curve ends in the first frame after its duration). Pass 2 \
                    writes 0 with no animation while that animation still runs: the value jumps by the change, \
                    to 0, and the Text shows "000". Pass 3 animates to 1 for 2 s; it runs along with the old \
                    animation, which has nothing left to add and is logically complete in the next frame. The \
                    count goes up again from 000, 1/120 per frame. This is the seed's first loop: "force it \
                    back to zero", and count again.
                    """,
                action: { simulation in
                    try simulation.tap("play")
                    try simulation.advance(by: 0.5)
                }),
            ScenarioStep(
                title: "Swap in an ease-in-out counter",
                narrative: """
                    A tap on "curve" switches the counter's curve. `.id(curve)` gives the new CountDownUp a new \
                    identity, so the old one is removed with its state, and the new one starts from 000 with \
                    its own. Its modifier animates with `.easeInOut(duration: timeRemaining)` where the seed \
                    wrote `.linear(duration: timeRemaining)`; everything else is the seed's code.
                    """,
                code: LessonCode.lesson10CountDownUp,
                action: { try $0.tap("curve") }),
            ScenarioStep(
                title: "easeInOut: count up",
                narrative: """
                    The same 2 s from 0 to 1, on an ease-in-out curve: the count starts slowly (0.0001 after one \
                    frame) and speeds up. After half a second it is at 0.1292, moving about 0.009 per frame.
                    """,
                action: { simulation in
                    try simulation.tap("play")
                    try simulation.advance(by: 0.5)
                }),
            ScenarioStep(
                title: "easeInOut: pause",
                narrative: """
                    The pause works as before: the value on screen, 0.1381, becomes the model value with a \
                    zero-length animation, and everything stops.
                    """,
                action: { simulation in
                    try simulation.tap("play")
                    try simulation.advance(by: 0.25)
                }),
            ScenarioStep(
                title: "easeInOut: resume",
                narrative: """
                    Resuming starts `.easeInOut(duration: 2 · (1 − 0.1381))` = 1.7237 s from 0.1381. Two things \
                    go wrong, and the trace shows both. The speed: the last frame before the pause moved the \
                    count by 0.0089, the first frame after the resume by 0.0002, 40 times less: a new ease-in-out \
                    curve starts from rest, so the counter stalls and speeds up all over again. The time: the \
                    uninterrupted curve had 2 − 0.5333 = 1.4667 s left, not 1.7237 s, because on this curve the \
                    distance left is not proportional to the time left. To resume an eased animation you would \
                    have to find the point on the curve you paused at, which is the calculation the seed says \
                    "would absolutely complicate" things.
                    """,
                action: { simulation in
                    try simulation.tap("play")
                    try simulation.advance(by: 0.5)
                }),
        ]
    }
}
