// Lesson 6: a schedule of one's own — seed 001's CyclicTimelineSchedule, which
// repeats a list of time offsets, beats a heart with a spring, and with a loop
// count ends its entries, after which the TimelineView never updates again.
// From seed 001 §7 (CyclicTimelineSchedule, the beating heart) and §10 (the loop count).
import ViewSim

/// Lesson 6's program (the seed's beating heart on its custom cyclic schedule,
/// then the same heart with a loop count, shown one at a time by `ContentView`)
/// and its script.
enum Lesson6 {
    /// The step indices the claims refer to.
    enum Step {
        static let heart = 0
        static let heartbeats = 1
        static let loops = 2
    }

    /// The lesson, as `LessonCatalog` lists it.
    static var lesson: Scenario {
        Scenario(
            name: "lesson6",
            title: "Custom schedules: a cyclic one, and one that ends",
            narrative: ScenarioNarrative(
                source:
                    "Seed 001 (swiftui-lab, Advanced SwiftUI Animations Part 4, in Chinese), §7 and §10: CyclicTimelineSchedule, the beating heart, and the loop count of the GIF example",
                introduction: """
                    Lesson 5's schedules are SwiftUI's own. A schedule can also be any type that conforms to \
                    TimelineSchedule: its one requirement, `entries(from:mode:)`, returns a sequence of dates. The \
                    TimelineView takes the dates one at a time, updates at each, and stops when the sequence ends. \
                    The seed writes CyclicTimelineSchedule, which adds a list of offsets to the previous date over \
                    and over, and beats a heart with it; its GIF example gives the schedule a loop count, after \
                    which the sequence ends. Between entries, the heart's `.animation(.spring(…), value: phase)` \
                    springs its scale, and each new spring merges with the one still moving.
                    """),
            steps: steps,
            claims: claims,
            makeSimulation: { Simulation(ContentView(), configuration: $0) })
    }

    static var steps: [ScenarioStep] {
        [
            ScenarioStep(
                title: "A custom schedule: the beating heart",
                narrative: """
                    Frame 0: BeatingHeart's TimelineView uses the seed's CyclicTimelineSchedule. Its \
                    `entries(from:mode:)` returns an iterator that adds the offsets 0.2, 0.2, 0.4 to the \
                    previous date, one at a time, and starts over when they run out. The first entry is 0.2 s \
                    after the start, so when the heart appears there is no entry yet, and the content runs with \
                    the start date itself, t=0s. As in lesson 5's metronome, onAppear advances the phase, and \
                    the heart's `.animation(.spring(response: 0.10, dampingFraction: 0.24, blendDuration: 0.2), \
                    value: phase)` springs its scale from 1 to 1.6.
                    """,
                code: [LessonCode.lesson6CyclicSchedule, LessonCode.lesson6BeatingHeartTimeline].joined(
                    separator: "\n\n")),
            ScenarioStep(
                title: "The heart's rhythm: 0.2, 0.2, 0.4",
                narrative: """
                    Entries come 0.2, 0.4, 0.8, 1.0, 1.2 and 1.6 s after the heart appeared: twice through the \
                    offsets. Each advances the phase (1 → 2 → 0 → 1 …) and springs the scale to 2, 1, 1.6 … \
                    The spring is still moving when the next change comes, and a spring merges with the running \
                    one: it keeps the current value and velocity and heads for the new target. Each entry shows in \
                    the first frame at or after its date. The seed makes each date by adding an offset to the \
                    previous one, and Date, which counts seconds since 2001 to about 0.1 µs, can end a hair after \
                    the frame it means. viewsim's model: a date within a microsecond of a frame is at that frame.
                    """,
                code: LessonCode.lesson6HeartText,
                action: { try $0.advance(by: 1.7) }),
            ScenarioStep(
                title: "Counting loops",
                narrative: """
                    The tap on "next" swaps in CountedHeart. The seed's GIF example (§10) gives \
                    CyclicTimelineSchedule a loop count; here the same heart gets `.cyclic(loopCount: 3, \
                    timeOffsets: [0.2, 0.2, 0.4])`. When `next()` returns nil the schedule has ended, and the \
                    timeline never updates again. The seed counts a loop each time idx wraps to 0, and that \
                    includes the very first call, before any date is returned: loopCount: 3 plays the offsets \
                    twice. Six entries, then the last spring settles and the heart is still.
                    """,
                code: LessonCode.lesson6EntriesNext,
                action: {
                    try $0.tap("next")
                    try $0.advance(by: 2.5)
                }),
        ]
    }
}
