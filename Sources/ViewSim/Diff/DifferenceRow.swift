// Models one line of an update difference: what is counted (body runs, a
// reason, a skip reason, an animation, a diagnostic, a step's frames) and its
// count on each side.
// Simplifies: every compared quantity is a count; nil means the side has no
// such step (a count of zero is 0).

/// One count that differs between two summaries.
///
/// ```swift
/// DifferenceRow(what: "reason @self", a: 0, b: 5).description  // "reason @self: 0 → 5"
/// ```
package struct DifferenceRow: Equatable, Sendable, CustomStringConvertible {
    /// What is counted: `body runs`, `reason @self`, `skipped: …`, `animation …`, `frames of step 1`.
    package let what: String
    /// The count in A; nil when A has no such step.
    package let a: Int?
    /// The count in B; nil when B has no such step.
    package let b: Int?

    package init(what: String, a: Int?, b: Int?) {
        self.what = what
        self.a = a
        self.b = b
    }

    package var description: String { "\(what): \(Self.text(a)) → \(Self.text(b))" }

    /// A count as the difference prints it: `—` for none.
    static func text(_ count: Int?) -> String { count.map(String.init) ?? "—" }
}
