// Lesson 9: pause, resume and reverse an animation with an Animatable modifier.
// From seed 002 (Diego Lavalle's count-up/count-down counter): the modifier's
// body runs every frame with the interpolated value; pausing re-sets the value
// it shows with a zero-length animation; "remaining time" only works for linear.
import ViewSim

/// Lesson 9's program (the seed's CountDownUp and CountModifier, with a curve) and its script.
enum Lesson9 {
    /// The step indices the claims refer to.
    enum Step {
        static let appear = 0
        static let countUp = 1
        static let pause = 2
        static let resume = 3
        static let turnAround = 4
        static let countDown = 5
        static let switchCurve = 6
        static let easeUp = 7
        static let easePause = 8
        static let easeResume = 9
    }

    /// The seed's counter reaches its end in this many seconds (the seed: 10).
    static let timeDuration = 2.0

    /// The lesson, as `LessonCatalog` lists it.
    static var lesson: Lesson {
        Lesson(
            id: "lesson9",
            title: "Pause, resume and reverse with an Animatable modifier",
            source: "Seed 002 (Diego Lavalle, pausing, resuming, reversing and looping an animation with AnimatableModifier): the count-up/count-down counter",
            introduction: """
                SwiftUI has no pause button for an animation. The seed builds one: a counter from 000 to 100 \
                whose number is the animatableData of a modifier, so that SwiftUI interpolates it and runs the \
                modifier's body with every in-between value. To count, it animates a @State percentage to 1 \
                with withAnimation(.linear(duration: remaining)); to pause, it sets percentage to the value on \
                screen with a zero-length animation; to resume or reverse, it starts a new animation for the \
                time that is left. This lesson runs the seed's counter (counting to 100 in 2 s, not 10, to keep \
                the trace short), follows what each button does to the animation, counts what the per-frame \
                body costs, and then swaps in the same counter with .easeInOut to show, in numbers, why \
                "the time remaining approach only works for linear animations".
                """,
            steps: steps,
            claims: claims,
            makeSimulation: { Simulation(ContentView(), configuration: $0) })
    }

    static var steps: [LessonStep] {
        [
            LessonStep(
                title: "The counter appears",
                narrative: """
                    Frame 0: CountDownUp owns three @State values and hands them to CountModifier as bindings. \
                    The modifier copies percentage into percentValue, its animatableData, and its body shows \
                    "000". The modifier ignores the EmptyView it modifies: its body replaces it with a Text.
                    """,
                code: """
                    struct CountModifier: AnimatableModifier {
                        var animatableData: CGFloat {
                            get { percentValue }
                            set { percentValue = newValue }
                        }
                        …
                        func actualBody(_ content: Content) -> some View {
                            Text("\\(value, specifier: "%03d")")
                                .onChange(of: isCounting) { _ in handleStartStop() }
                                .onChange(of: isReversed) { _ in handleReverse() }
                        }
                    }
                    """),
            LessonStep(
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
                code: """
                    func handleStartStop() -> () {
                        if isCounting {
                            withAnimation(.linear(duration: timeRemaining)) {
                                self.percentage = isReversed ? 0 : 1
                            }
                        } else { … }
                    }
                    """,
                action: { simulation in
                    try simulation.tap("play")
                    try simulation.advance(by: 0.5)
                }),
            LessonStep(
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
                    trace. (In this frame the trace lists the tap last: the body run it caused is filed under \
                    the animation frame that also invalidated it.)
                    """,
                code: """
                    } else {
                        withAnimation(.linear(duration: 0)) {
                            self.percentage = percentValue   // the presented value, in this copy of the modifier
                        }
                    }
                    """,
                action: { simulation in
                    try simulation.tap("play")
                    try simulation.advance(by: 1)
                }),
            LessonStep(
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
            LessonStep(
                title: "⏸ Pause, then 🔼 → 🔽",
                narrative: """
                    Pause again (at 0.5167), then turn the counter around. isReversed changes, so the modifier's \
                    onChange runs handleReverse, which does nothing while the counter is paused. The seed's \
                    handleReverse can also turn around while counting: it re-sets the value with a zero-length \
                    animation and starts the reverse animation in the same action, two writes in two \
                    transactions, which SwiftUI applies as two updates in a row. viewsim does not yet separate \
                    two transactions written by one action (it applies both writes before the update), so this \
                    lesson turns around while paused, where the seed's code writes once per tap.
                    """,
                code: """
                    func handleReverse() -> () {
                        if isCounting { … }   // paused: nothing to do
                    }
                    """,
                action: { simulation in
                    try simulation.tap("play")
                    try simulation.tap("direction")
                }),
            LessonStep(
                title: "▶️ Count down",
                narrative: """
                    handleStartStop now animates to 0 for timeRemaining = 2 · 0.5167 = 1.0333 s: again 1/120 of \
                    the count per frame, downwards, from the value the counter was paused at. The seed's loop \
                    (reset and start over when the count reaches its end) is in the modifier too, but it also \
                    writes percentage twice in one action, so the script stops before the count gets there.
                    """,
                action: { simulation in
                    try simulation.tap("play")
                    try simulation.advance(by: 0.5)
                }),
            LessonStep(
                title: "Swap in an ease-in-out counter",
                narrative: """
                    A tap on "curve" switches the counter's curve. `.id(curve)` gives the new CountDownUp a new \
                    identity, so the old one is removed with its state, and the new one starts from 000 with \
                    its own. Its modifier animates with `.easeInOut(duration: timeRemaining)` where the seed \
                    wrote `.linear(duration: timeRemaining)`; everything else is the seed's code.
                    """,
                code: """
                    CountDownUp(curve: curve)   // curve.animation(duration:) is .easeInOut(duration:) now
                        .id(curve)
                    """,
                action: { try $0.tap("curve") }),
            LessonStep(
                title: "easeInOut: count up",
                narrative: """
                    The same 2 s from 0 to 1, on an ease-in-out curve: the count starts slowly (0.0001 after one \
                    frame) and speeds up. After half a second it is at 0.1292, moving about 0.009 per frame.
                    """,
                action: { simulation in
                    try simulation.tap("play")
                    try simulation.advance(by: 0.5)
                }),
            LessonStep(
                title: "easeInOut: pause",
                narrative: """
                    The pause works as before: the value on screen, 0.1381, becomes the model value with a \
                    zero-length animation, and everything stops.
                    """,
                action: { simulation in
                    try simulation.tap("play")
                    try simulation.advance(by: 0.25)
                }),
            LessonStep(
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
