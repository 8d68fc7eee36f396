// Lesson 12: interruptions. From seed 004 (Chris Eidhof, "SwiftUI Animations"
// talk), the Q&A on users who tap quickly: a spring merges with the running
// spring and keeps its velocity, a timing curve combines with the running curve,
// and `.speed` breaks merging. Three of the talk's hearts, each tapped twice.
import ViewSim

/// Lesson 12's program (three hearts, three animations) and its script.
enum Lesson12 {
    /// The step indices the claims refer to.
    enum Step {
        static let appear = 0
        static let spring = 1
        static let easeInOut = 2
        static let speed = 3
    }

    /// Frames from the first tap to the second: 9 frames, 0.15 s at 60 fps.
    static let tapInterval = 9

    /// The lesson, as `LessonCatalog` lists it.
    static var lesson: Scenario {
        Scenario(
            name: "lesson12",
            title: "Interruptions: merge, combine, and why .speed breaks merging",
            narrative: ScenarioNarrative(
                source:
                    "Seed 004 (Chris Eidhof, SwiftUI Animations talk), Q&A: interrupting animations, springs merge and keep velocity, .speed breaks merging",
                introduction: """
                    "Sometimes they just press the button really quickly." A user taps the heart, and taps again \
                    before the stroke is full. The value now has a new target while its animation is still \
                    running, and SwiftUI asks the new animation whether it merges with the running one. A spring \
                    says yes: it takes over the running spring's value and velocity, and the motion bends smoothly. \
                    A timing curve says no: both run, the new one blending from the output of the old one. The \
                    talk's warning: a spring with `.speed` also says no. Three of the talk's hearts, with .spring, \
                    .easeInOut and .spring.speed(2) in their `.animation(_:value:)`, each get two taps 0.15 s apart.
                    """),
            steps: steps,
            claims: claims,
            makeSimulation: { Simulation(ContentView(), configuration: $0) })
    }

    /// Taps the heart `name`, taps it again `tapInterval` frames later, and lets it settle.
    static func twoTaps(_ name: String) -> @MainActor @Sendable (Simulation) throws -> Void {
        { simulation in
            try simulation.tap(name)
            try simulation.advanceFrames(tapInterval - 1)
            try simulation.tap(name)
            try simulation.advance(by: 1.2)
        }
    }

    static var steps: [ScenarioStep] {
        [
            ScenarioStep(
                title: "Three hearts appear",
                narrative: """
                    Frame 0: three copies of the talk's heart. They differ only in the animation their \
                    `.animation(_:value:)` modifier puts into the transaction when isOn changes: .spring \
                    (since 2023 the same motion as .default: response 0.5 s, no bounce), .easeInOut (0.35 s), \
                    and .spring.speed(2), the same spring played twice as fast.
                    """,
                code: LessonCode.lesson12Heart),
            ScenarioStep(
                title: ".spring: two taps 0.15 s apart",
                narrative: """
                    The first tap starts the spring from 0 towards 1. After 0.15 s the stroke is at 0.5602 and \
                    filling fast (3.6 strokes per second) when the second tap sets the target back to 0. The \
                    new spring is asked whether it merges with the running one, and it does: it keeps the \
                    running spring's value and velocity and only changes the target. So the stroke does not \
                    jump and does not stop dead: it goes on filling for two frames (0.6009, 0.605), slows, and \
                    turns back. From the tap on, the motion is one critically damped spring starting at 0.5602 \
                    with +3.6/s: x(t) = (x₀ + (v₀ + ωx₀)t)·e^(−ωt), ω = 4π, within 0.004 every frame. The first \
                    tap's change is logically complete 0.5 s after it (a completion handler waiting for it \
                    fires then), the second's 0.5 s after the second tap.
                    """,
                code: LessonCode.lesson12Spring,
                action: twoTaps("spring")),
            ScenarioStep(
                title: ".easeInOut: two taps 0.15 s apart",
                narrative: """
                    A timing curve never merges. At the second tap the stroke is at 0.3784; the first curve is \
                    not replaced: it keeps running towards 1 until its 0.35 s are over, and the second curve \
                    animates from the first one's current output to 0, starting slowly, as ease-in-out curves \
                    do. The trace says it: "runs along with 1 running animation, blending from their current \
                    value". There is no jump, but the stroke keeps filling for six more frames, up to 0.6894, \
                    pushed by the first curve, before it empties. It is empty 0.35 s after the second tap. This \
                    is the "glitch" of the question: the value overshoots in the old direction because two \
                    animations pull it at once.
                    """,
                code: LessonCode.lesson12EaseInOut,
                action: twoTaps("easeInOut")),
            ScenarioStep(
                title: ".spring.speed(2): two taps 0.15 s apart",
                narrative: """
                    The same spring, twice as fast: at the second tap the stroke is already at 0.8865. But (viewsim's \
                    model, from OpenSwiftUI's reconstruction; Apple gives no reason) a sped-up animation only merges with a running animation of exactly its base type, a bare \
                    spring; the running animation is itself a sped-up spring, so it does not merge: the trace \
                    says "runs along with 1 running animation", like the timing curve. The old spring keeps \
                    pulling towards 1 while the new one pulls towards 0, and the stroke empties more slowly \
                    than a merged spring would: four frames after the tap it is at 0.5006, where a sped-up \
                    spring that had kept the value and velocity would be at 0.4713, and it stays up to 0.031 \
                    behind. That is the talk's advice: the slow-motion `.speed` you add for debugging changes \
                    how interrupted animations behave.
                    """,
                code: LessonCode.lesson12SpringSpeed,
                action: twoTaps("spring.speed(2)")),
        ]
    }
}
