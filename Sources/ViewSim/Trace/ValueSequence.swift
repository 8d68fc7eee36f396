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

    /// Whether numbers run away: at least four, moving one way, each step at least 1.5 times the
    /// one before (a size that feeds its own padding doubles each round). A sequence that moves
    /// on by equal or smaller steps may still stop, so it is not called a runaway.
    static func runsAway(_ values: [TraceValue]) -> Bool {
        let numbers = values.compactMap { value -> Double? in
            switch value {
            case .number(let number): return number
            case .integer(let integer): return Double(integer)
            default: return nil
            }
        }
        guard numbers.count >= 4, numbers.count == values.count else { return false }
        let steps = zip(numbers, numbers.dropFirst()).map { $1 - $0 }
        guard steps.allSatisfy({ $0 > 0 }) || steps.allSatisfy({ $0 < 0 }) else { return false }
        return zip(steps, steps.dropFirst()).allSatisfy { abs($1) >= 1.5 * abs($0) }
    }

    /// Whether a loop's values show it will not settle: they came back to one they had, or run away.
    static func showsNoEnd(_ values: [TraceValue]) -> Bool { repeats(values) || runsAway(values) }

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
