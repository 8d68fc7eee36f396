// Models how the trace prints a change of a value: `name: old → new`, or only the
// parts that changed (`ValueDifference`) when the values are long or printed with
// parts left out. Simplifies: two values that each print whole in 40 characters
// print whole. Lesson: every trace line with a change in it.

extension TraceValue {
    /// A change as the trace prints it: `name: old → new`, or, for values that
    /// differ part by part and do not print whole in a few words, only the parts that
    /// changed (``ValueDifference``): `landmark.isFavorite: false → true`. An empty
    /// `name` prints `old → new`.
    ///
    /// ```swift
    /// TraceValue.change(from: TraceValue(1), to: TraceValue(2), name: "count")   // "count: 1 → 2"
    /// TraceValue.change(from: TraceValue([String]()), to: TraceValue(["a"]), name: "log")  // "log: [] → [\"a\"]"
    /// ```
    package static func change(from old: TraceValue, to new: TraceValue, name: String, separator: String = ": ")
        -> String
    {
        if let difference = ValueDifference(old, new), !printsWholeInShort(old, new) {
            return difference.text(name: name, separator: separator)
        }
        return name.isEmpty ? "\(old) → \(new)" : "\(name)\(separator)\(old) → \(new)"
    }

    /// The longest a value may print and still be shown whole beside its old value
    /// when it differs part by part: `[] → ["first"]` reads better than its parts.
    static let shortValue = 40

    /// Whether both values print whole (nothing left out) in at most ``shortValue`` characters.
    private static func printsWholeInShort(_ old: TraceValue, _ new: TraceValue) -> Bool {
        let a = old.description
        let b = new.description
        return a.count <= shortValue && b.count <= shortValue && !a.contains("…") && !b.contains("…")
    }
}
