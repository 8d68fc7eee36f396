// Models nothing of SwiftUI: the "did you mean …?" of viewsim's messages (a scenario's name,
// a `scrollTo` id, a test's view or attribute name, a benchmark's flag) measured one way.
// Simplifies: Levenshtein distance by characters, on at most the first 64 of each string, so a
// long description cannot make a message cost quadratic time.

extension String {
    /// The number of single-character insertions, deletions and substitutions that turn this
    /// string into `other` (Levenshtein), counted on at most the first 64 characters of each.
    ///
    /// ```swift
    /// "--compre".editDistance(to: "--compare")   // 1
    /// "lesson3".editDistance(to: "lesson13")     // 1
    /// ```
    package func editDistance(to other: String) -> Int {
        let a = Array(prefix(64))
        let b = Array(other.prefix(64))
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            current.reserveCapacity(b.count + 1)
            for (j, y) in b.enumerated() {
                current.append(Swift.min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
