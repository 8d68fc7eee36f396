// Lesson 3: how an animation reaches the trim. The heart of seed 004 (Chris
// Eidhof, "SwiftUI Animations" talk): a tap toggles `isOn`, and the update walks
// down the tree until `.animation(.default, value: isOn)` puts an animation into
// the transaction for the trim below it. Then the Q&A: withAnimation vs .animation.
import ViewSim

/// Lesson 3's program (the talk's heart, with a scale outside `.animation`) and its script.
enum Lesson3 {
    /// The step indices the claims refer to.
    enum Step {
        static let appear = 0
        static let tap = 1
        static let spring = 2
        static let withAnimation = 3
        static let twoCurves = 4
        static let disables = 5
        static let outsideWins = 6
        static let attributes = 7
    }

    /// The lesson, as `LessonCatalog` lists it.
    static var lesson: Scenario {
        Scenario(
            name: "lesson3",
            title: "Transactions: how an animation reaches the trim",
            narrative: ScenarioNarrative(
                source:
                    "Seed 004 (Chris Eidhof, SwiftUI Animations talk): the heart stroke, its view tree, and the Q&A on withAnimation vs .animation",
                introduction: """
                    The talk's first example: a grey heart, and a red heart on top whose stroke is trimmed to \
                    `isOn ? 1 : 0`. A tap toggles isOn; `.animation(.default, value: isOn)` makes the stroke fill \
                    gradually instead of jumping. Why does it work, and why only below that modifier? Every state \
                    change runs in a transaction that flows down the view tree with the update. This lesson follows \
                    it, modifier by modifier, as the talk does with its "future Instruments", then answers the Q&A: \
                    who wins when withAnimation comes from outside and .animation sits inside? A scale above the \
                    .animation modifier (not in the talk) shows what lies outside its reach.
                    """),
            steps: steps,
            claims: claims,
            makeSimulation: { Simulation(ContentView(), configuration: $0) })
    }

    static var steps: [ScenarioStep] {
        [
            ScenarioStep(
                title: "The heart appears",
                narrative: """
                    Frame 0: ContentView's body builds the tree the talk shows on the right of its screen, from \
                    the top: the scale (added here), the frame, the tap gesture, the .animation modifier, the \
                    content shape, the ZStack and the two hearts, the red one trimmed to 0. A Shape is a view \
                    with a body (its path), so each Heart runs its body once.
                    """,
                code: LessonCode.lesson3Heart),
            ScenarioStep(
                title: "Tap: the update walks down the tree",
                narrative: """
                    The tap sets isOn from false to true. The transaction of this change is empty: a plain \
                    state write carries no animation. ContentView's body runs and the update walks down the new \
                    tree in order. The scale changes first, from 1 to 1.2, and jumps: nothing has put an \
                    animation into the transaction yet. The frame and the tap gesture do not change. Then the \
                    update reaches `.animation(.default, value: isOn)`: its value went from false to true in \
                    this transaction, so it sets the transaction's animation to .default for everything below \
                    it (the ⇣ line). The content shape, the ZStack and the first Heart do not change (a Heart \
                    has no inputs, so its body is skipped). The trim does: `isOn ? 1 : 0` went from 0 to 1, and \
                    because the transaction reaching it now has an animation, SwiftUI keeps showing 0 for now \
                    and starts an animation towards 1 (the ◔ line). That is the talk's \"the trim modifier now \
                    has this animation attached to it\".
                    """,
                code: [LessonCode.lesson3AnimationModifier, LessonCode.lesson3Tap].joined(separator: "\n"),
                action: { try $0.tap("heart") }),
            ScenarioStep(
                title: "The spring fills the stroke",
                narrative: """
                    No body runs from now on: each frame SwiftUI samples the animation and shows the trim's \
                    presented value (the ~ lines; the model value, 1, is what it heads for). Animation.default \
                    has been a spring since the 2023 SDKs: response 0.5 s, damping fraction 1 (no bounce), the \
                    same motion as .smooth. That is a critically damped spring with stiffness (2π/0.5)² = 157.9 \
                    and damping 25.1, so 0.1 s after the tap the stroke is filled to 0.3558 (the closed form \
                    1 − (1 + 4π·0.1)·e^(−4π·0.1) gives 0.358; viewsim's model, after OpenSwiftUI's reconstruction: the spring is integrated in steps of 1/300 s; Apple does not say). \
                    Half a second after the tap (the spring's response) the animation is logically complete \
                    (◕), at 0.98: a completion handler would run now. The spring still settles for a third of a \
                    second until it comes to rest (◉) and the model value shows. Apps built with earlier SDKs \
                    get easeInOut(duration: 0.35) for .default instead (the talk's \"easing\" curve); viewsim \
                    reproduces them with `SimulationConfiguration.animationSemantics = .legacy`, and the trim \
                    is then full 0.35 s after the tap.
                    """,
                action: { try $0.advance(by: 1) }),
            ScenarioStep(
                title: "withAnimation from outside",
                narrative: """
                    The Q&A: what if withAnimation comes from outside and .animation sits inside? A tap on the \
                    text below the heart runs `withAnimation(.linear(duration: 1)) { isOn.toggle() }`. Now the \
                    transaction has an animation from the start: the scale, above the .animation modifier, \
                    animates from 1.2 to 1 with linear(duration: 1). Further down, the .animation modifier sees \
                    its value change again and replaces the transaction's animation with .default (the ⇣ line \
                    names what it overrode). So the trim animates with the spring. The inner modifier wins for \
                    its subtree, because it is applied later on the way down; outside its subtree, the \
                    withAnimation's animation stays.
                    """,
                code: [LessonCode.lesson3WithAnimation, "// …", LessonCode.lesson3AnimationModifier].joined(
                    separator: "\n"),
                action: { try $0.tap("linear") }),
            ScenarioStep(
                title: "Two curves at once",
                narrative: """
                    Both values animate in the same frames on different curves. The scale moves 0.2/60 = 0.0033 \
                    per frame, at constant speed, and is at 1.1 half a second after the tap. The trim empties \
                    on the spring: 0.1 s after the tap it is down to 0.6442 (= 1 − 0.3558), it is logically \
                    complete after 0.5 s and at rest after 0.83 s, while the scale still has 0.17 s to go. A \
                    linear curve is logically complete only when it ends.
                    """,
                action: { try $0.advance(by: 1.2) }),
            ScenarioStep(
                title: "disablesAnimations: the outside wins",
                narrative: """
                    "You can also turn that off if you want to in the transaction." The last text toggles isOn \
                    in a transaction with linear(duration: 1) and disablesAnimations = true. disablesAnimations \
                    does not remove the transaction's animation: it stops .animation modifiers from putting \
                    their own into it. This time the .animation modifier's value changes but there is no ⇣ \
                    line: the transaction passes through unchanged, and the trim animates with linear(duration: 1), \
                    like the scale. (`.transaction { $0.animation = nil }` on a view would do the opposite: no \
                    animation at all below it.)
                    """,
                code: LessonCode.lesson3DisablesAnimations,
                action: { try $0.tap("disables") }),
            ScenarioStep(
                title: "Both on the linear curve",
                narrative: """
                    The scale and the trim now move together at constant speed: after half a second the scale \
                    is at 1.1 and the trim at 0.5, and both end one second after the tap, in the same frame.
                    """,
                action: { try $0.advance(by: 1.2) }),
            ScenarioStep(
                title: "A tap, attribute by attribute",
                narrative: """
                    The heart tapped once more (isOn true → false), drawn as SwiftUI's graph is made: of \
                    attributes (AttributeGraph's word), each view's value, dynamic properties, body, children, \
                    size, position and what it draws (step7-attributes.svg). The write makes ContentView's \
                    `_isOn` attribute dirty; its body is recomputed and offers new values down the tree: the \
                    scale effect's value is recomputed (1.2 → 1), the `.animation` modifier's too (its value \
                    changed, so it puts .default into the transaction), each Heart's value compares equal (it \
                    has no inputs) and its body is untouched, and the trim's value is recomputed; what it \
                    draws is recomputed frame by frame as the animation runs. The transaction is not an \
                    attribute: in viewsim's model it travels with the update, modifier by modifier (the ⇣ \
                    lines of the trace).
                    """,
                attributesOf: "ContentView",
                action: { try $0.tap("heart") }),
        ]
    }
}
