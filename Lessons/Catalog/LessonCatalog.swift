// The list of lessons, and lookup by id with a "did you mean" suggestion.
// A lesson is a Scenario with a narrative (where it comes from, an
// introduction, what each step shows) and claims; `viewsim` runs them through
// ViewSimCLI like any user's scenarios.
import ViewSim

/// Every lesson viewsim ships, in order.
///
/// ```swift
/// let lesson = LessonCatalog.lesson(id: "lesson1")!
/// let run = try lesson.run()
/// for result in run.claimResults { print(result.holds ? "✓" : "✗", result.claim.statement) }
/// ```
public enum LessonCatalog {
    /// All lessons, in teaching order.
    public static var all: [Scenario] {
        [
            Lesson1.lesson, Lesson2.lesson, Lesson3.lesson, Lesson4.lesson, Lesson5.lesson, Lesson6.lesson,
            Lesson7.lesson, Lesson8.lesson, Lesson9.lesson, Lesson10.lesson, Lesson11.lesson, Lesson12.lesson,
            Lesson13.lesson, Lesson14.lesson, Lesson15.lesson, Lesson16.lesson, Lesson17.lesson,
        ]
    }

    /// The lesson with this id (`lesson1`), ignoring case.
    public static func lesson(id: String) -> Scenario? {
        all.first { $0.name.lowercased() == id.lowercased() }
    }

    /// The id closest to `id` by edit distance, if any is close enough to suggest.
    public static func suggestion(for id: String) -> String? {
        ScenarioCatalog.suggestion(for: id, among: all.map(\.name))
    }
}
