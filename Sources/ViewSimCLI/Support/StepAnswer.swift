// What an answer typed at `viewsim run`'s prompt between steps means: Enter for
// the next step, `q` to quit, a step number to jump to, anything else a hint.
// Simplified: the answer is one line; surrounding spaces and case are ignored.

import Foundation

/// One answer at the prompt after a step, read against that step and the last one.
enum StepAnswer: Equatable {
    /// Show the next step (Enter, or the next step's number).
    case next
    /// Stop here without checking the claims (`q` or `quit`).
    case quit
    /// Run silently up to this step and show it (a later step's number).
    case jump(Int)
    /// Not understood: this one-line hint says what to type instead.
    case notUnderstood(String)

    /// Reads `text` typed after step `current` of a scenario whose steps end at `last`.
    init(_ text: String, current: Int, last: Int) {
        let answer = text.trimmingCharacters(in: .whitespaces).lowercased()
        if answer.isEmpty {
            self = .next
        } else if answer == "q" || answer == "quit" {
            self = .quit
        } else if let step = Int(answer) {
            if step == current + 1, step <= last {
                self = .next
            } else if step > current, step <= last {
                self = .jump(step)
            } else if step >= 0, step <= current {
                self = .notUnderstood(
                    "Step \(step) has already run; \(StepAnswer.choices(current: current, last: last)).")
            } else {
                self = .notUnderstood(
                    "There is no step \(step): the steps go from 0 to \(last); \(StepAnswer.choices(current: current, last: last))."
                )
            }
        } else {
            self = .notUnderstood(
                "'\(text.trimmingCharacters(in: .whitespaces))' is not an answer here: \(StepAnswer.choices(current: current, last: last))."
            )
        }
    }

    /// What can be typed after step `current`, as a clause.
    static func choices(current: Int, last: Int) -> String {
        if current >= last { return "press Enter for the claims, or q and Enter to quit" }
        if current + 1 == last { return "press Enter for step \(last), or q and Enter to quit" }
        return
            "press Enter for step \(current + 1), a step number from \(current + 2) to \(last) to jump there, or q and Enter to quit"
    }
}
