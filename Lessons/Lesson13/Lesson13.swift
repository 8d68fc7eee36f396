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
                    "Apple's documentation of task(priority:_:), task(id:priority:_:), Task.sleep(for:) and DispatchQueue.asyncAfter(deadline:execute:); not in a seed",
                introduction: """
                    Apps load, wait and debounce with Swift concurrency, and that work lands later: between \
                    frames, after the update that started it, sometimes after its view is gone. SwiftUI's \
                    `.task` modifier starts an async task before its view appears, and Apple's documentation \
                    says: "If the task doesn't finish before SwiftUI removes the view or the view changes \
                    identity, SwiftUI cancels the task." `.task(id:)` compares the id with == and "If the id \
                    value changes, SwiftUI cancels and restarts the task." Cancellation is cooperative: the \
                    task sees `Task.isCancelled`, and a \
                    `Task.sleep` throws `CancellationError`. In a simulation every task runs on the \
                    simulation's main actor in simulated time, and the trace follows each one: ↗ starts (and \
                    why), ⋯ sleeps until a time, ↘ wakes, ⊗ is cancelled (and why), ∎ ends. Three examples: a \
                    search field whose `.task(id: query)` waits 300 ms before it searches, a detail view whose \
                    load is cancelled when the user goes back, and the same one-second delay written three \
                    ways: `DispatchQueue.main.asyncAfter`, `Task.sleep` in a `.task`, and a \
                    `TimelineView(.explicit(_:))` entry.
                    """),
            steps: steps,
            claims: claims,
            makeSimulation: { Simulation(ContentView(), configuration: $0) })
    }

    static var steps: [ScenarioStep] {
        [
            ScenarioStep(
                title: "A search screen appears",
                narrative: """
                    A query, three keys (viewsim has no TextField: a tap on "p" appends a "p") and a list of \
                    results, hidden while it is empty. The list's `.task(id: query)` waits 300 ms, asks the \
                    store (an actor whose `search` waits 500 ms more for the "network"), and sets the results \
                    inside `withAnimation`. Frame 0: the view appears, so task 1 starts ("the view appeared"); \
                    the query is empty, so it returns at once and ends in the same frame.
                    """,
                code: LessonCode.lesson13Search),
            ScenarioStep(
                title: "Typing \"pea\" fast: 0.1 s between keys",
                narrative: """
                    Three keys 0.1 s apart, faster than the 300 ms debounce. Each keystroke changes the query, \
                    so `.task(id:)` compares the new id with the old one and, unequal, cancels the running \
                    task and starts another: "p" starts task 2 (frame 1); "e" cancels it and starts task 3 \
                    (frame 7); "a" cancels task 3 and starts task 4 (frame 13). A cancelled task is asleep in \
                    `Task.sleep`, which throws `CancellationError`; the closure catches it and returns, so \
                    tasks 2 and 3 end in the frame that cancelled them, without searching. Task 4 wakes at \
                    0.5167 s, 300 ms after the last key, calls `search("pea")` and sleeps 500 ms in the actor \
                    (the same task: its cancellation would reach that sleep too), and at 1.0167 s writes \
                    ["peach", "pear"]. That write is caused by task 4's wake-up, not by any keystroke. The \
                    results fade in because of the `withAnimation` after the `await`: a transaction lasts one \
                    update, and the keystroke's is long gone when the task resumes, so the animation is asked \
                    for where the write happens. viewsim's model: a sleep wakes at the first frame at or \
                    after its due time; a task's work runs once that frame's update has settled; the old task \
                    is cancelled and the new one started in the update that changed the id (SwiftUI does it \
                    in an onChange action, in the same frame).
                    """,
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
                narrative: """
                    A list of two fruit; a tap on "pear" shows its detail view, and the view's `.task` starts \
                    because it appeared ("Loading…" meanwhile). The store answers after 1 s, 60 frames later, \
                    and the task writes the details: the write and the body that shows them are caused by the \
                    task's wake-up. Then "back": the detail view disappears, but its task has already \
                    finished, so there is nothing to cancel.
                    """,
                code: [LessonCode.lesson13Browser, LessonCode.lesson13Detail].joined(separator: "\n\n"),
                action: { simulation in
                    try simulation.tap("next")
                    try simulation.tap("pear")
                    try simulation.advance(by: 1.5)
                    try simulation.tap("back")
                }),
            ScenarioStep(
                title: "Open plum and go back after 0.4 s",
                narrative: """
                    This time the user goes back 0.4 s into the load. Removing the detail view cancels its \
                    task ("the view disappeared"), as SwiftUI documents. The task is asleep inside \
                    `store.details(of:)`; the sleep throws `CancellationError`, the `try await` throws, \
                    and `details = …` never runs: the task ends in the frame of the tap, and 1 s after the \
                    tap nothing happens at all. Without the cancellation (a `Task { }` started from \
                    `onAppear`) the load would run to its end and write to a view that is gone.
                    """,
                action: { simulation in
                    try simulation.tap("plum")
                    try simulation.advance(by: 0.4)
                    try simulation.tap("back")
                    try simulation.advance(by: 1.5)
                }),
            ScenarioStep(
                title: "One second, three ways",
                narrative: """
                    "next" shows three rows, each waiting one second from its appearance. `asyncAfter` \
                    schedules a closure on the main queue; `Task.sleep` suspends the row's `.task`; the \
                    TimelineView has one explicit date, one second after the rows appeared. All three land \
                    in the same frame, 60 frames later: the TimelineView reaches its entry in the update \
                    (its content reads `context.date`, the entry's date exactly, not a moment after), then \
                    the main queue runs the asyncAfter closure, then the task wakes (viewsim's model: \
                    main-queue work, then task jobs, once the update settles), so the log reads \
                    "asyncAfter, Task.sleep". What differs is what each can do. The TimelineView only \
                    redraws: its content is a view and writes nothing. The closure and the task can change \
                    state; only the task can be cancelled, and only the task can await more work after it.
                    """,
                code: [LessonCode.lesson13AsyncAfter, LessonCode.lesson13TaskSleep, LessonCode.lesson13Timeline]
                    .joined(separator: "\n\n"),
                action: { simulation in
                    try simulation.tap("next")
                    try simulation.advance(by: 1.5)
                }),
            ScenarioStep(
                title: "Leave after half a second",
                narrative: """
                    Hide the rows, show them again (fresh rows, fresh delays) and hide them after half a \
                    second. SwiftUI cancels the `.task` (the view disappeared): its sleep throws and \
                    "Task.sleep" never reaches the log. The TimelineView is gone with its schedule, so its \
                    entry never comes. But the asyncAfter closure is not tied to the view: one second after \
                    the rows appeared it runs anyway and writes "asyncAfter" to the parent's log through \
                    the binding it captured. In an app you would keep a `DispatchWorkItem` and cancel it in \
                    `onDisappear` (viewsim does not simulate work items yet); a `.task` does it for you.
                    """,
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
