// Models how a diagnostic names the values a loop goes through: "the value went
// 0 → 52 → 104 → 156", or "the value alternates between 52 and 104".
// Lesson: lesson17.

/// Words for the values a loop went through, oldest first.
enum ValueSequence {
    /// `the value alternates between 52 and 104` when the last values repeat with a period of
    /// two, else `the value went 0 → 52 → 104`.
    /// Whether a value came back to one it had before (it alternates or goes round a cycle).
    static func repeats(_ values: [TraceValue]) -> Bool {
        let texts = values.map(\.description)
        return Set(texts).count < texts.count
    }

    static func text(_ values: [TraceValue]) -> String {
        guard !values.isEmpty else { return "no value was read" }
        let texts = values.map(\.description)
        if texts.count >= 3 {
            let tail = Array(texts.suffix(4))
            let alternates = tail.indices.dropFirst(2).allSatisfy { tail[$0] == tail[$0 - 2] } && tail[0] != tail[1]
            if alternates { return "the value alternates between \(tail[tail.count - 2]) and \(tail[tail.count - 1])" }
        }
        return "the value went " + texts.joined(separator: " → ")
    }
}
