// Lesson 5: SwiftUI's built-in schedules decide when a TimelineView updates —
// periodic, `.animation(minimumInterval:paused:)`, every minute and explicit
// dates — and `.animation(_:value:)` animates between updates. From seed 001
// §5–6 (the metronome, the schedule kinds) and seed 000 (the brew timer).
// Custom schedules are lesson 6.
import ViewSim

/// Lesson 5's program (the seeds' metronome and brew timer, and two clocks,
/// shown one at a time by `ContentView`) and its script.
enum Lesson5 {
    /// The step indices the claims refer to.
    enum Step {
        static let appear = 0
        static let beats = 1
        static let timer = 2
        static let start = 3
        static let pause = 4
        static let resume = 5
        static let everyMinute = 6
        static let explicit = 7
    }

    /// The lesson, as `LessonCatalog` lists it.
    static var lesson: Scenario {
        Scenario(
            name: "lesson5",
            title: "Built-in schedules: when a TimelineView updates",
            narrative: ScenarioNarrative(
                source:
                    "Seed 001 (swiftui-lab, Advanced SwiftUI Animations Part 4, in Chinese), §5–6: the metronome and the built-in schedules; seed 000 (book chapter \"Time-Based Animations\"): the brew timer's paused schedule",
                introduction: """
                    A TimelineView does not decide when it updates: its schedule does. The TimelineView builds its \
                    content once when it appears, asks the schedule for dates, and updates at each one. This lesson \
                    runs SwiftUI's built-in schedules in the seeds' examples, one after another (a tap on "next" \
                    swaps them): the metronome on a periodic schedule, the brew timer whose `.animation` schedule \
                    pauses while the timer is not running, and two clocks, on `.everyMinute` and on `.explicit` \
                    dates. Between updates, `.animation(_:value:)` animates what changed: each beat is a state \
                    change made in onChange, animated until the next entry. Lesson 6 writes a schedule of its own.
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
                title: "The brew timer, stopped",
                narrative: """
                    The tap swaps in seed 000's AnalogTimerView, with a Text showing the time left where the book draws the hands \
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
                    It appears at t≈6.43 s, 09:41:06, but the schedule's first entry is the start of the \
                    current minute, 09:41:00, and that is what the Text shows: a timeline shows its schedule's \
                    date, not the time now. The next update comes exactly at 09:42:00 (t=60s). The more than 3,200 \
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
