// The list of lessons, and lookup by id with a "did you mean" suggestion.
import ViewSim

/// Every lesson viewsim ships, in order.
public enum LessonCatalog {
    /// All lessons, in teaching order.
    public static var all: [Lesson] {
        [Lesson1.lesson, Lesson2.lesson, Lesson3.lesson, Lesson4.lesson, Lesson5.lesson, Lesson6.lesson, Lesson7.lesson, Lesson8.lesson, Lesson9.lesson, Lesson11.lesson]
    }

    /// The lesson with this id (`lesson1`), ignoring case.
    public static func lesson(id: String) -> Lesson? {
        all.first { $0.id.lowercased() == id.lowercased() }
    }

    /// The id closest to `id` by edit distance, if any is close enough to suggest.
    public static func suggestion(for id: String) -> String? {
        let candidates = all.map(\.id)
        let scored = candidates.map { ($0, editDistance(id.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { ($0.1, $0.0) < ($1.1, $1.0) }) else { return nil }
        return best.1 <= max(2, id.count / 3) ? best.0 : nil
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
