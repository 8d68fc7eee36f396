// Models the full answer to one why question: every body run, skip or attribute
// change of the views asked about in the scope, answered one by one (runs of
// identical answers folded), plus what the question matched.
// Simplifies: at most `WhyReport.answerLimit` answers are kept; the rest are counted.

/// The answers to one why question (`Trace.why(_:attribute:in:)`).
///
/// ```swift
/// let report = sim.trace.why("SubView", in: .step(3))
/// report.answers.count   // 1: five runs with one explanation, frames 70–134
/// print(report.text())
/// ```
public struct WhyReport: Equatable, Sendable {
    /// How many answers a report keeps; the rest are counted in ``omitted``.
    public static let answerLimit = 40

    /// The question as asked: `"SubView"`, `"Heart attribute scale"`.
    public let question: String
    /// The scope asked about.
    public let scope: WhyScope
    /// The nodes the question matched, in id order.
    public let nodes: [NodeRef]
    /// The answers, in the order their events happened.
    public let answers: [WhyAnswer]
    /// How many more answers there were past ``answerLimit``.
    public let omitted: Int
    /// Lines that say what the question matched or could not match, before the answers.
    public let notes: [String]

    /// The report as text: its notes, then each answer separated by a blank line; lines
    /// wrapped to `width` columns when one is given.
    public func text(width: Int? = nil) -> String {
        var parts: [String] = []
        if !notes.isEmpty {
            let lines = notes.flatMap { note in
                width.map { LineWrapping.wrap(note, width: $0, rest: "  ", cutsLongWords: false) } ?? [note]
            }
            parts.append(lines.joined(separator: "\n") + "\n")
        }
        parts += answers.map { $0.text(width: width) }
        if omitted > 0 {
            parts.append(
                "… and \(omitted) more answer\(omitted == 1 ? "" : "s"); narrow the question with a step, a frame or a time.\n"
            )
        }
        return parts.joined(separator: "\n")
    }
}
