// Lesson 13: work that lands later. Not from a seed: Apple's documentation of
// `task(id:priority:_:)` and `task(priority:_:)`, and the async code apps write
// with them: a debounced search whose `.task(id:)` typing cancels and restarts,
// a detail view whose load is cancelled when it disappears, and the same
// one-second delay as `asyncAfter`, `Task.sleep` and a `TimelineView` entry.
import ViewSim

/// Lesson 13's program (a search, a list with details, three delays) and its script.
enum Lesson13 {
    /// The step indices the claims refer to.
    enum Step {
        static let appear = 0
        static let typing = 1
        static let details = 2
        static let back = 3
        static let delays = 4
        static let leave = 5
    }

    /// Frames between two keystrokes: 6 frames, 0.1 s at 60 fps.
    static let keystrokeInterval = 6

    /// The lesson, as `LessonCatalog` lists it.
    static var lesson: Scenario {
        Scenario(
            name: "lesson13",
            title: "Work that lands later: .task(id:) debounces, cancelled loads, three ways to wait a second",
            narrative: ScenarioNarrative(
                source:
                    "Not from a seed: Apple's documentation of task(id:priority:_:) and task(priority:_:), Task.sleep and DispatchQueue.asyncAfter; the async patterns apps build on them",
                introduction: "TBD"),
            steps: steps,
            claims: claims,
            makeSimulation: { Simulation(ContentView(), configuration: $0) })
    }

    static var steps: [ScenarioStep] {
        [
            ScenarioStep(title: "A search screen appears", narrative: "TBD", code: LessonCode.lesson13Search),
            ScenarioStep(
                title: "Typing \"pea\" fast: 0.1 s between keys",
                narrative: "TBD",
                code: LessonCode.lesson13Store,
                action: { simulation in
                    for (index, key) in SearchScreen.keys.enumerated() {
                        if index > 0 { try simulation.advanceFrames(keystrokeInterval - 1) }
                        try simulation.tap(key)
                    }
                    try simulation.advance(by: 1.5)
                }),
            ScenarioStep(
                title: "Open pear and wait for its details",
                narrative: "TBD",
                code: [LessonCode.lesson13Browser, LessonCode.lesson13Detail].joined(separator: "\n\n"),
                action: { simulation in
                    try simulation.tap("next")
                    try simulation.tap("pear")
                    try simulation.advance(by: 1.5)
                    try simulation.tap("back")
                }),
            ScenarioStep(
                title: "Open plum and go back after 0.4 s",
                narrative: "TBD",
                action: { simulation in
                    try simulation.tap("plum")
                    try simulation.advance(by: 0.4)
                    try simulation.tap("back")
                    try simulation.advance(by: 1.5)
                }),
            ScenarioStep(
                title: "One second, three ways",
                narrative: "TBD",
                code: [LessonCode.lesson13AsyncAfter, LessonCode.lesson13TaskSleep, LessonCode.lesson13Timeline]
                    .joined(separator: "\n\n"),
                action: { simulation in
                    try simulation.tap("next")
                    try simulation.advance(by: 1.5)
                }),
            ScenarioStep(
                title: "Leave after half a second",
                narrative: "TBD",
                action: { simulation in
                    try simulation.tap("rows")
                    try simulation.tap("rows")
                    try simulation.advance(by: 0.5)
                    try simulation.tap("rows")
                    try simulation.advance(by: 1.5)
                }),
        ]
    }
}
