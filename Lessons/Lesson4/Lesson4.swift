// Lesson 4: "onChange(of: Date) action tried to update multiple times per
// frame." — an onChange that toggles state its own TimelineView depends on, and
// the fix. From seed 001 (swiftui-lab "Advanced SwiftUI Animations Part 4:
// TimelineView", Chinese translation), §8. A tap on "fix" swaps the versions.
import ViewSim

/// Lesson 4's program (the seed's ExampleView and its fix) and its script.
enum Lesson4 {
    /// The step indices the claims refer to.
    enum Step {
        static let appear = 0
        static let firstUpdate = 1
        static let nextUpdate = 2
        static let fix = 3
        static let fixed = 4
    }

    /// The lesson, as `LessonCatalog` lists it.
    static var lesson: Scenario {
        Scenario(
            name: "lesson4",
            title: "Action tried to update multiple times per frame",
            narrative: ScenarioNarrative(
                source:
                    "Seed 001 (swiftui-lab, Advanced SwiftUI Animations Part 4, in Chinese), §8: the flag toggle loop and its fix",
                introduction: """
                    The seed's ExampleView looks harmless: every 2 seconds, onChange(of: timeline.date) toggles a \
                    @State flag that colours a Text red or blue. Instead, SwiftUI logs "onChange(of: Date) action \
                    tried to update multiple times per frame." This lesson runs that code, follows the loop through \
                    the trace, pass by pass, then taps "fix" to swap in the seed's fix, where the flag lives in a \
                    SubView that takes the date as an input.
                    """),
            steps: steps,
            claims: claims,
            makeSimulation: { Simulation(ContentView(), configuration: $0) })
    }

    static var steps: [ScenarioStep] {
        [
            ScenarioStep(
                title: "The looping version appears",
                narrative: """
                    Frame 0: ExampleView owns `flag` and its TimelineView's content reads it. A content closure \
                    is part of the body that creates it, so reading `flag` there makes ExampleView depend on \
                    `flag`. The content runs once when the view appears, and onChange, which only runs when its \
                    value changes, does nothing yet.
                    """,
                code: LessonCode.lesson4ExampleView),
            ScenarioStep(
                title: "The first update loops",
                narrative: """
                    At t=2 s the timeline reaches its first entry; its content runs and onChange sees t=0s → t=2s. \
                    After the update pass the action runs and toggles `flag`. ExampleView \
                    depends on `flag`, so its body runs again in pass 2, and that body creates a new TimelineView \
                    with a new schedule: `.periodic(from: .simNow, by: 2.0)` is evaluated again, now. On a device \
                    the clock keeps moving while a frame is computed. viewsim's model (how long a pass takes is not \
                    documented): `.simNow` moves on by `passDuration` (1 ms) per update pass, so the new schedule \
                    starts at t=2.001s. A different \
                    schedule restarts the timeline at its new start date, the content runs with t=2.001s, and \
                    onChange sees a new value again: the action runs a second time ("its 2nd run this frame; viewsim's \
                    model allows 2") and toggles `flag` back. Pass 3 \
                    repeats the cycle with t=2.002s, but an onChange action runs at most twice per frame: \
                    the third dispatch is suppressed, and the warning is logged with the cycle that caused it. \
                    (Apple documents the warning, not the number: the cap of 2 per frame is from OpenSwiftUI's \
                    reconstruction of SwiftUI's update cycle detector, `UpdateCycleDetector`.) \
                    The flag was toggled twice, so the Text ends the frame blue, as it began.
                    """,
                code: LessonCode.lesson4Timeline,
                action: { try $0.advance(by: 2.5) }),
            ScenarioStep(
                title: "Every update loops",
                narrative: """
                    The restarted schedule's next entry is one period after its last start: t=4.002s, reached in \
                    the first frame after it (t≈4.017 s). The same cycle happens again: two runs of the action, a \
                    third dispatch suppressed. This time nothing is logged: viewsim's model, again from OpenSwiftUI's \
                    `UpdateCycleDetector` (Apple does not say), warns once per view, the first time, so a single line in the console stands for a loop that happens at every \
                    update. No update of this timeline can be a quiet one, because each one changes the state \
                    that rebuilds the schedule.
                    """,
                action: { try $0.advance(by: 2.0) }),
            ScenarioStep(
                title: "Move flag into SubView",
                narrative: """
                    The tap swaps in the seed's fix. ContentView's other branch holds a different ExampleView, so \
                    the looping one is removed with its state and its timeline. In the fix the TimelineView (every \
                    second, as in the seed) only passes `timeline.date` to SubView, and SubView owns `flag`. \
                    Nothing in ExampleView's body reads `flag` any more.
                    """,
                code: [LessonCode.lesson4FixedExampleView, LessonCode.lesson4FixedSubview].joined(separator: "\n\n"),
                action: { try $0.tap("fix") }),
            ScenarioStep(
                title: "Three quiet updates",
                narrative: """
                    At each entry the content runs once and gives SubView a new date: SubView's body runs \
                    ("@self"), onChange sees the new date and its action runs once. The toggle invalidates only \
                    SubView, whose body runs again in pass 2 ("_flag"): the same two runs per update as QuipView \
                    in lesson 2. ExampleView's body never runs, so the schedule is never rebuilt, the date does \
                    not change again in the frame, and nothing is logged.
                    """,
                action: { try $0.advance(by: 3.25) }),
        ]
    }
}
