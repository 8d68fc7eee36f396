// Lesson 11: drawing with Canvas. From seed 000 (the analog brew timer drawn
// in a Canvas under TimelineView(.animation(minimumInterval:paused:))), seed
// 003 (a clock's tick marks and hands, drawn with Core Graphics through
// withCGContext, as written) and seed 004 (particles in a Canvas driven by a
// TimelineView). The lesson counts renderer runs: a Canvas draws when its
// timeline ticks while no view body runs, and the schedule decides how often.
import Foundation
import ViewSim

/// Lesson 11's program (a timer, a clock, particles) and its script.
enum Lesson11 {
    /// The step indices the claims refer to.
    enum Step {
        static let appear = 0
        static let everyFrame = 1
        static let improved = 2
        static let start = 3
        static let pause = 4
        static let resume = 5
        static let clock = 6
        static let emit = 7
        static let fade = 8
    }

    /// The book's asset colours "DarkOliveGreen" (X11's #556B2F) and "BlackRussian" (#24252D).
    static let darkOliveGreen = Color(red: 0x55 / 255, green: 0x6B / 255, blue: 0x2F / 255)
    static let blackRussian = Color(red: 0x24 / 255, green: 0x25 / 255, blue: 0x2D / 255)

    /// The lesson, as `LessonCatalog` lists it.
    static var lesson: Scenario {
        Scenario(
            name: "lesson11",
            title: "Drawing with Canvas: a timer, a clock and particles, and what each redraw costs",
            narrative: ScenarioNarrative(
                source:
                    "Seed 000 (book \"Time-Based Animations\": Drawing With a Canvas, Improving TimelineView Performance), seed 003 (tutorial \"Using TimelineView and Canvas in SwiftUI\": tick marks and hands), seed 004 (Chris Eidhof, SwiftUI Animations talk: particles)",
                introduction: """
                    A Canvas is a view with a drawing closure, its renderer: SwiftUI hands it a GraphicsContext \
                    and the canvas's size, and the closure fills and strokes paths, draws text and images, and \
                    moves the context's origin. Nothing in a drawing is a view: no body, no state, no identity. \
                    The renderer runs when the Canvas gets a new value (its parent's body or a TimelineView's \
                    content ran) or a new size. Under a TimelineView, that is every entry of the schedule, so the \
                    schedule decides the cost: `.animation` draws every frame, `.animation(minimumInterval: 0.1)` \
                    ten times a second, and `paused: true` not at all. viewsim counts each run ("Canvas #12 draws: \
                    timeline entry") and renders every step's frames, so you can see the hands sweep, the clock \
                    tick and the hearts rise.
                    """),
            steps: steps,
            claims: claims,
            makeSimulation: { Simulation(ContentView(), configuration: $0) })
    }

    static var steps: [ScenarioStep] {
        [
            ScenarioStep(
                title: "The book's first timer: two Canvases",
                narrative: """
                    Seed 000's AnalogTimerView draws its face in one Canvas (a border, ten minute ticks, and \
                    the numbers 0–9, rotated by -90° so that 0 is at the top) and its hands in a second Canvas \
                    inside `TimelineView(.animation)`, the chapter's first schedule. Frame 0: both canvases \
                    appear, are laid out, and each renderer runs once. The timer shows 4:00, stopped.
                    """,
                code: [LessonCode.lesson11TimerCanvas, LessonCode.lesson11TimerDrawing].joined(separator: "\n\n")),
            ScenarioStep(
                title: "A stopped timer, redrawn 60 times a second",
                narrative: """
                    For a whole second the hands' renderer runs in every frame, 60 times, and draws the same \
                    picture each time: `.animation` has an entry whenever the display refreshes, the \
                    TimelineView's content runs for each and builds a new Canvas value (a closure never \
                    equals another), and a Canvas with a new value draws. The face's Canvas, outside the \
                    TimelineView, never draws again, and no view body runs at all.
                    """,
                action: { try $0.advance(by: 1) }),
            ScenarioStep(
                title: "Improved: .animation(minimumInterval: 0.1, paused: status != .running)",
                narrative: """
                    The book's fix, in its last section: a minimum interval of 0.1 s, and a paused schedule \
                    while the timer is not running. The tap replaces the first timer with the improved one. Its \
                    hands draw once, when they appear, and then, for a second, never: a paused animation \
                    schedule has no entries, so the TimelineView's content never runs again and the Canvas \
                    keeps its drawing.
                    """,
                action: {
                    try $0.tap("next")
                    try $0.advance(by: 1)
                }),
            ScenarioStep(
                title: "Start: ten draws a second",
                narrative: """
                    "start" sets the status to running through a binding: AnalogTimerView's body runs, and its \
                    TimelineView gets the schedule `.animation(minimumInterval: 0.1)`. From then on the \
                    content runs every 0.1 s, every 6th frame, and each time the hands' Canvas is a new value \
                    (a closure never equals another), so its renderer runs: ten draws a second, each caused by \
                    a timeline entry, while no view body runs. The second hand sweeps back from 4:00.
                    """,
                code: LessonCode.lesson11TimerHands,
                action: {
                    try $0.tap("start")
                    try $0.advance(by: 1)
                }),
            ScenarioStep(
                title: "Pause: no redraw",
                narrative: """
                    "pause" pauses the schedule. The TimelineView's content runs once more for the new value, \
                    and the hands draw once with the time that was left; then nothing, for a second. A paused \
                    TimelineView costs nothing at all.
                    """,
                action: {
                    try $0.tap("pause")
                    try $0.advance(by: 1)
                }),
            ScenarioStep(
                title: "Resume: ten draws a second again",
                narrative: """
                    "start" on a paused timer resumes it with the time that was left. The schedule is no \
                    longer paused, so its entries come back: the hands draw for the tap, and then every \
                    0.1 s, ten times in the second, each for a timeline entry, while no view body runs. \
                    Pausing and resuming is how the book keeps a stopped timer free and a running one \
                    smooth.
                    """,
                action: {
                    try $0.tap("start")
                    try $0.advance(by: 1)
                }),
            ScenarioStep(
                title: "Seed 003's clock, drawn with Core Graphics as written",
                narrative: """
                    The tutorial draws its clock with a CGContext: it moves to a point, adds a line and strokes \
                    it for each tick mark, and saves and restores the graphics state around each rotated hand. \
                    That code runs here as the tutorial wrote it: `context.withCGContext` hands it viewsim's \
                    CGContext, which keeps Core Graphics' stack of graphics states (transform, fill colour) \
                    and turns each stroked or filled path into the canvas's own drawing, so every draw is 15 \
                    items: twelve ticks and three hands. The second hand's `saveGState()` … `restoreGState()` \
                    keeps its red from reaching anything drawn after it. \
                    The clock's TimelineView is `.periodic(from: .simNow, by: 1)`: one draw a second, and the \
                    red second hand jumps a tick each time.
                    """,
                code: [LessonCode.lesson11ClockTimeline, LessonCode.lesson11ClockTicks].joined(separator: "\n\n"),
                action: {
                    try $0.tap("next")
                    try $0.advance(by: 2.5)
                }),
            ScenarioStep(
                title: "Particles: a tap emits five hearts",
                narrative: """
                    Seed 004's particle modifier puts a 300×400 Canvas under `TimelineView(.animation)` behind \
                    the heart. A tap sets the start date and five particles, each with a random amplitude \
                    (−50…50) and delay (0…2 s) from the simulation's seeded generator. Everything else is \
                    computed in the renderer from the timeline's date: a particle's time is the time since the \
                    tap minus its delay; before that it is not drawn; then it rises 30 points a second, sways \
                    on a sine wave of its amplitude and fades over four seconds. The renderer runs in every \
                    frame, 120 times in two seconds, while the only body that runs is the modifier's, once, for \
                    the tap.
                    """,
                code: [LessonCode.lesson11Particle, LessonCode.lesson11ParticleModifier].joined(separator: "\n\n"),
                action: {
                    try $0.tap("next")
                    try $0.tap("heart")
                    try $0.advance(by: 2)
                }),
            ScenarioStep(
                title: "Gone, but still drawing",
                narrative: """
                    Four seconds after its delay a particle's opacity reaches 0, and by six seconds after the \
                    tap every particle has faded away. The Canvas draws nothing visible, and yet its renderer \
                    still runs every frame: `.animation` never stops. The talk's warning applies — do nothing \
                    expensive in there — and so does the book's cure: pause the schedule when there is nothing \
                    to animate.
                    """,
                action: { try $0.advance(by: 4.5) }),
        ]
    }
}
