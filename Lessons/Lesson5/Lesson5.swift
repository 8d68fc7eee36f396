// Lesson 5: schedules decide when a TimelineView updates — periodic, a custom
// cyclic one (with a loop count), `.animation(minimumInterval:paused:)`, every
// minute and explicit dates — and `.animation(_:value:)` animates between updates.
// From seed 001 §5–7, §10 (metronome, heart, CyclicTimelineSchedule) and seed 000 (brew timer).
import ViewSim

/// Lesson 5's program (the seeds' metronome, heart and brew timer, and two
/// clocks, shown one at a time by `ContentView`) and its script.
enum Lesson5 {
    /// The step indices the claims refer to.
    enum Step {
        static let appear = 0
        static let beats = 1
        static let heart = 2
        static let heartbeats = 3
        static let loops = 4
        static let timer = 5
        static let start = 6
        static let pause = 7
        static let resume = 8
        static let everyMinute = 9
        static let explicit = 10
    }

    /// The lesson, as `LessonCatalog` lists it.
    static var lesson: Scenario {
        Scenario(
            name: "lesson5",
            title: "Schedules: when a TimelineView updates",
            narrative: ScenarioNarrative(
                source: "Seed 001 (swiftui-lab, Advanced SwiftUI Animations Part 4, in Chinese), §5–7 and §10: the metronome, the beating heart and CyclicTimelineSchedule; seed 000 (book chapter \"Time-Based Animations\"): the brew timer's paused schedule",
                introduction: """
                    A TimelineView does not decide when it updates: its schedule does. The TimelineView builds its \
                    content once when it appears, asks the schedule for dates, and updates at each one. This lesson \
                    runs the seeds' examples one after another (a tap on "next" swaps them): the metronome on a \
                    periodic schedule, the beating heart on the seed's custom CyclicTimelineSchedule, the same heart \
                    with a loop count, the brew timer whose `.animation` schedule pauses while the timer is not \
                    running, and two clocks, on `.everyMinute` and on `.explicit` dates. Between updates, \
                    `.animation(_:value:)` animates what changed: each beat is a state change made in onChange, \
                    animated until the next entry.
                    """),
            steps: steps,
            claims: claims,
            makeSimulation: { Simulation(ContentView(), configuration: $0) })
    }

    static var steps: [ScenarioStep] {
        [
            ScenarioStep(
                title: "The metronome appears",
                narrative: """
                    Frame 0: the schedule is `.periodic(from: .simNow, by: 60 / bpm)`, an entry every second at \
                    60 bpm, starting now, so the content is built with the first entry, t=0s. Only \
                    MetronomePendulum receives the date. Its onAppear calls beat() after the first update pass \
                    ("otherwise there would be a pause at the start", says the seed): pendulumOnLeft becomes \
                    true, and in pass 2 the `.animation(_:value:)` modifier sees its value change and gives the \
                    views below it easeInOut(duration: 1). Pendulum gets angle −30 and its rotationEffect \
                    animates 30° → −30° over one beat. bellCounter becomes 1, but no body reads it, so that \
                    write invalidates nothing.
                    """,
                code: [LessonCode.lesson5MetronomeTimeline, LessonCode.lesson5Pendulum].joined(separator: "\n\n")),
            ScenarioStep(
                title: "Four beats; the fourth rings the bell",
                narrative: """
                    The schedule reaches t=1, 2 and 3 s, each in the frame at that time (frames 60, 120, 180). \
                    Each time, the content runs: MetronomeBack and MetronomeFront are skipped, as the seed says, \
                    because nothing they receive changes, and MetronomePendulum runs with the new date. \
                    onChange(of: date) calls beat() after the pass, and pass 2 swings the pendulum to the other \
                    side with easeInOut(duration: 1). The `~` lines between entries are the rotation, sampled \
                    every frame. Each swing lasts exactly one period, so a new beat comes in the very frame in \
                    which the previous swing reaches its end: the trace says the new animation "runs along \
                    with" the running ones, which have nothing left to add, and the swing starts where the \
                    last one ended. The fourth beat, at t=3 s, sets bellCounter 3 → 0: the beat on which the \
                    seed plays the bell instead of the beat (viewsim plays no sound).
                    """,
                code: LessonCode.lesson5Beat,
                action: { try $0.advance(by: 3.5) }),
            ScenarioStep(
                title: "A custom schedule: the beating heart",
                narrative: """
                    The tap swaps in BeatingHeart, whose TimelineView uses the seed's CyclicTimelineSchedule. \
                    Its `entries(from:mode:)` returns an iterator that adds the offsets 0.2, 0.2, 0.4 to the \
                    previous date, one at a time, and starts over when they run out. The first entry is 0.2 s \
                    after the start, so when the heart appears there is no entry yet, and the content runs with \
                    the start date itself, the time of the tap. As in the metronome, onAppear advances the \
                    phase, and the heart's `.animation(.spring(response: 0.10, dampingFraction: 0.24, \
                    blendDuration: 0.2), value: phase)` springs its scale from 1 to 1.6.
                    """,
                code: [LessonCode.lesson5CyclicSchedule, LessonCode.lesson5BeatingHeartTimeline].joined(separator: "\n\n"),
                action: { try $0.tap("next") }),
            ScenarioStep(
                title: "The heart's rhythm: 0.2, 0.2, 0.4",
                narrative: """
                    Entries come 0.2, 0.4, 0.8, 1.0, 1.2 and 1.6 s after the heart appeared: twice through the \
                    offsets. Each advances the phase (1 → 2 → 0 → 1 …) and springs the scale to 2, 1, 1.6 … \
                    The spring is still moving when the next change comes, and a spring merges with the running \
                    one: it keeps the current value and velocity and heads for the new target. Each entry shows in \
                    the first frame at or after its date. The seed makes each date by adding an offset to the \
                    previous one, and Date, which counts seconds since 2001 to about 0.1 µs, can end a hair after \
                    the frame it means; viewsim treats a date within a microsecond of a frame as at that frame.
                    """,
                code: LessonCode.lesson5HeartText,
                action: { try $0.advance(by: 1.7) }),
            ScenarioStep(
                title: "Counting loops",
                narrative: """
                    The seed's GIF example (§10) gives CyclicTimelineSchedule a loop count; here the same heart \
                    gets `.cyclic(loopCount: 3, timeOffsets: [0.2, 0.2, 0.4])`. When `next()` returns nil the \
                    schedule has ended, and the timeline never updates again. The seed counts a loop each time \
                    idx wraps to 0, and that includes the very first call, before any date is returned: \
                    loopCount: 3 plays the offsets twice. Six entries, then the last spring settles and the \
                    heart is still.
                    """,
                code: LessonCode.lesson5EntriesNext,
                action: {
                    try $0.tap("next")
                    try $0.advance(by: 2.5)
                }),
            ScenarioStep(
                title: "The brew timer, stopped",
                narrative: """
                    Seed 000's AnalogTimerView, with a Text showing the time left where the book draws the hands \
                    in a Canvas. Its TimelineView's schedule is `.animation(minimumInterval: 0.1, paused: status \
                    != .running)`. The timer is stopped, so the schedule is paused, and a paused animation \
                    schedule has no entries at all: the content is built once, when the view appears, and for \
                    the next second nothing happens. Not a single frame after the tap has anything in it.
                    """,
                code: LessonCode.lesson5AnalogTimeline,
                action: {
                    try $0.tap("next")
                    try $0.advance(by: 1)
                }),
            ScenarioStep(
                title: "Start: ten updates a second",
                narrative: """
                    Tapping "start" writes `status = .running` through TimerControlView's binding. \
                    AnalogTimerView's body runs and builds a TimelineView with a different schedule, \
                    `.animation(minimumInterval: 0.1)`. A different schedule starts over from now: its first \
                    entry is the tap's date, so the content runs at once ("@self, new entry"). From then on it \
                    updates every 0.1 s, every 6th frame, and the hands move a tenth of a second each time. The \
                    minimum interval is a limit, not a promise: the display could update 60 times a second, and \
                    the schedule allows 10.
                    """,
                action: {
                    try $0.tap("start")
                    try $0.advance(by: 0.5)
                }),
            ScenarioStep(
                title: "Pause",
                narrative: """
                    "pause" sets `status = .paused`, and the schedule is paused again. The TimelineView's value \
                    changed (a new schedule, and a content closure, which can never be compared), so its content \
                    runs once more, with the current date, since a paused schedule has no entry to show. Then, \
                    for a whole second, nothing: while the timer is not running, its TimelineView costs nothing, \
                    which is the book's reason for `paused:`.
                    """,
                action: {
                    try $0.tap("pause")
                    try $0.advance(by: 1)
                }),
            ScenarioStep(
                title: "Resume",
                narrative: """
                    "start" again: the tap writes timerEndTime and status, both read by AnalogTimerView, whose \
                    body runs once for the two. The schedule is no longer paused: it starts over at the tap and \
                    updates every 0.1 s, and the hands go on from the time that was left.
                    """,
                action: {
                    try $0.tap("start")
                    try $0.advance(by: 0.35)
                }),
            ScenarioStep(
                title: "Every minute, on the minute",
                narrative: """
                    MinuteClock is the seed's simplest clock, `Text("\\(timeline.date)")`, on `.everyMinute`. \
                    It appears at t≈10.67 s, 09:41:10, but the schedule's first entry is the start of the \
                    current minute, 09:41:00, and that is what the Text shows: a timeline shows its schedule's \
                    date, not the time now. The next update comes exactly at 09:42:00 (t=60s). The nearly 3,000 \
                    frames in between have nothing to do, and viewsim skips them.
                    """,
                code: LessonCode.lesson5MinuteClock,
                action: {
                    try $0.tap("next")
                    try $0.advance(to: 60)
                }),
            ScenarioStep(
                title: "Explicit dates",
                narrative: """
                    ExplicitClock's schedule is `.explicit(dates)`: one date 10 s in the past, two 0.5 s and \
                    1.5 s in the future. A date before the start is not lost: the first update uses the latest \
                    date that precedes now, so the clock first shows a time 10 s ago. Then it updates at exactly \
                    the two other dates and, out of dates, never again.
                    """,
                code: [LessonCode.lesson5ExplicitDates, LessonCode.lesson5ExplicitTimeline].joined(separator: "\n\n"),
                action: {
                    try $0.tap("next")
                    try $0.advance(by: 2)
                }),
        ]
    }
}
