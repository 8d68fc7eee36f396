// Lesson 7: keyframe animation by hand — an array of keyframes, lesson 6's
// cyclic schedule built from their durations, onChange/onAppear stepping through
// them, and `.animation(_:value:)` with each keyframe's own curve. From seed 001
// §8–9: the jumping emoji, its skipped first keyframe, and the emoji wave.
import ViewSim

/// Lesson 7's program (the seed's keyframes, JumpingEmoji, HappyEmoji and
/// ManyEmojis; `ContentView` switches from one emoji to the wave) and its script.
enum Lesson7 {
    /// The step indices the claims refer to.
    enum Step {
        static let appear = 0
        static let jump = 1
        static let loop = 2
        static let wave = 3
        static let waveJoins = 4
    }

    /// The lesson, as `LessonCatalog` lists it.
    static var lesson: Scenario {
        Scenario(
            name: "lesson7",
            title: "Keyframes by hand: the jumping emoji",
            narrative: ScenarioNarrative(
                source:
                    "Seed 001 (swiftui-lab, Advanced SwiftUI Animations Part 4, in Chinese), §8–9: KeyFrame, the jumping emoji and the emoji wave of nested TimelineViews",
                introduction: """
                    Before KeyframeAnimator, the seed builds a keyframe animation from pieces you already know: an \
                    array of KeyFrame values (where the emoji is, how long the segment into it lasts, and which \
                    animation it uses), lesson 6's CyclicTimelineSchedule made from those durations, onChange and \
                    onAppear to step through the keyframes, and `.animation(_:value:)` to animate each step with \
                    its own curve. This lesson follows one jump keyframe by keyframe, watches the loop skip the \
                    first keyframe, then taps "wave" for the seed's emoji wave: an outer TimelineView with explicit \
                    dates adds three jumping emojis, each with a timeline of its own.
                    """),
            steps: steps,
            claims: claims,
            makeSimulation: { Simulation(ContentView(), configuration: $0) })
    }

    static var steps: [ScenarioStep] {
        [
            ScenarioStep(
                title: "The emoji appears",
                narrative: """
                    Frame 0: the schedule is `.cyclic(timeOffsets:)` on the keyframes' offsets minus the first: \
                    0.2, 0.4, 0.5, 0.4, 0.2, 0.4, 0.5, 0.4 s. Its first entry is 0.2 s away, but a TimelineView \
                    always builds its content when it appears, so HappyEmoji needs a state for that moment: \
                    idx = 0, keyframe 0, upright, full height, y 0. That is why the seed's array starts with a \
                    keyframe whose offset is "useless" and whose animation is nil: it is drawn, never animated \
                    to. onAppear moves on at once: in pass 2, `.animation(keyframes[idx].animation, value: idx)` \
                    sees idx go 0 → 1 and animates with keyframe 1's linear(duration: 0.2). The Effects \
                    modifier's body runs with the new keyframe; its scale and offset animate from keyframe 0's \
                    values, and the rotation, still 0°, does not animate at all.
                    """,
                code: [LessonCode.lesson7EmojiText, LessonCode.lesson7Effects].joined(separator: "\n\n")),
            ScenarioStep(
                title: "One jump, keyframe by keyframe",
                narrative: """
                    Each entry moves to the next keyframe, and each segment animates with the animation stored in \
                    the keyframe it goes to: linear 0.4 to keyframe 2, easeOut 0.5 to keyframe 3 (up, and the \
                    spin 0° → 360°), easeIn 0.4 down, easeOut 0.2 to the squash, linear 0.4, easeOut 0.5 (up, \
                    spinning back), easeIn 0.4. A keyframe's offset is both its animation's duration and the \
                    time until the next entry, so each segment ends just as the next one begins: in the frame \
                    of an entry the running animation is at its end, and the trace says the new one runs along \
                    with it. Only the effects whose value changes animate: from keyframe 3 to 4, only the offset \
                    moves.
                    """,
                code: LessonCode.lesson7AnimationKeyframes,
                action: { try $0.advance(by: 2.9) }),
            ScenarioStep(
                title: "The loop skips keyframe 0",
                narrative: """
                    At t=3 s the schedule starts over with its first offset, and advanceKeyFrame() computes \
                    (8 + 1) % 9 = 0. Keyframe 0 was only the resting state before the first jump, so the seed \
                    skips it: `if idx == 0 { idx = 1 }` sets idx again in the same action. The trace shows both \
                    writes, 8 → 0 and 0 → 1 (listed first, because the other one carries the update below it), \
                    but the views only ever see 8 → 1: `.animation(_:value:)` animates with keyframe 1's \
                    linear(duration: 0.2), from keyframe 8 straight to keyframe 1. This is the skipped first \
                    frame: keyframe 0, and its nil animation, are used once, when the view appears, and never \
                    again. At t=3.2 s the jump goes on to keyframe 2.
                    """,
                code: LessonCode.lesson7AdvanceKeyFrame,
                action: { try $0.advance(by: 0.4) }),
            ScenarioStep(
                title: "The wave",
                narrative: """
                    The tap replaces the single emoji with the seed's ManyEmojis. Its `dates` are made when the \
                    view value is created, in this frame: 0.3, 0.6 and 0.9 s from now, all in the future. As \
                    Apple documents for explicit schedules, the content is built with the current date until \
                    the first date arrives; emojiCount is 0, so no emoji yet.
                    """,
                code: LessonCode.lesson7ManyEmojis,
                action: { try $0.tap("wave") }),
            ScenarioStep(
                title: "Three emojis join, 0.3 s apart",
                narrative: """
                    At each explicit date, onChange(of: timeline.date) adds 1 to emojiCount. The content closure \
                    reads emojiCount, so ManyEmojis' body runs again in pass 2 and the TimelineView gets a new \
                    value. Unlike lesson 4, its schedule is made of the stored `dates`, so it is equal to the \
                    old one and the timeline does not restart: the content runs once more ("@self", no new \
                    entry), onChange sees the same date, and nothing loops. The new JumpingEmoji is inserted \
                    with a TimelineView of its own, whose cycle starts when it is inserted: in pass 2, 1 ms \
                    after the frame's time (viewsim's model: each update pass takes 1 ms of simulated time), so \
                    each of its entries falls 1 ms after a frame and shows in the next one. The emojis already there are skipped and keep jumping on their own timelines. \
                    After 0.9 s the explicit dates have run out: the outer timeline never updates again, while \
                    the three inner ones go on.
                    """,
                action: { try $0.advance(by: 1.25) }),
        ]
    }
}
