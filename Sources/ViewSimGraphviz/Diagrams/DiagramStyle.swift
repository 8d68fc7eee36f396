// The colours, fonts and text helpers both diagrams share, so that "amber means
// the body ran" holds in every picture viewsim draws.
// Simplifies: one fixed palette; colour is never the only signal, as shapes, line
// styles and symbols (●, ○, +, −, △, ▷) repeat it. Lesson: every diagram.

import ViewSim

/// The shared look of viewsim's diagrams.
enum DiagramStyle {
    /// DejaVu Sans first: the font node labels are measured in (`DOTLabelFit`), and the one Graphviz finds here.
    static let fontName = "DejaVu Sans,Helvetica,Arial,sans-serif"

    // Activity
    static let evaluatedFill = "#FFE599", evaluatedPen = "#BF9000", evaluatedText = "#7F6000"
    static let skippedFill = "#DDEBF7", skippedPen = "#3D85C6", skippedText = "#1C4587"
    static let changedFill = "#E4DAF2", changedPen = "#8E7CC3", changedText = "#5B3A8E"
    static let actionFill = "#C9EDE7", actionPen = "#45818E", actionText = "#0B5345"
    static let stateFill = "#F4CCCC", statePen = "#A61C00", stateText = "#85200C"
    static let insertedFill = "#D9EAD3", insertedPen = "#38761D", insertedText = "#274E13"
    static let removedFill = "#F3F3F3", removedPen = "#999999", removedText = "#777777"
    static let inputFill = "#C9DAF8", inputPen = "#3C78D8", inputText = "#1C4587"
    static let transactionFill = "#EDE7F6"
    static let transactionPen = "#5E35B1"
    static let transactionText = "#4527A0"
    static let animationFill = "#FFF3E0"
    static let animationPen = "#EF6C00"
    static let animationText = "#E65100"
    static let diagnosticFill = "#FCE8E6", diagnosticPen = "#CC0000", diagnosticText = "#990000"
    static let taskFill = "#E0F2F1", taskPen = "#00796B", taskText = "#004D40"
    static let loopColor = "#CC0000"
    static let objectFill = "#FCE5CD", objectPen = "#B45F06", objectText = "#783F04"
    static let timelinePen = "#674EA7"

    // Structure
    static let idleFill = "#FFFFFF", viewPen = "#333333", lightPen = "#AAAAAA", lightText = "#555555"
    static let treeEdge = "#999999", mutedText = "#666666"

    /// `text` cut to `limit` characters, with `…` when cut.
    static func truncate(_ text: String, _ limit: Int) -> String {
        text.count <= limit ? text : String(text.prefix(max(1, limit - 1))) + "…"
    }

    /// `text` broken into lines of at most `width` characters, at spaces where it can.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
                var word = Substring(word)
                while word.count > width {
                    if !line.isEmpty {
                        lines.append(line)
                        line = ""
                    }
                    lines.append(String(word.prefix(width)))
                    word = word.dropFirst(width)
                }
                if line.isEmpty {
                    line = String(word)
                } else if line.count + 1 + word.count <= width {
                    line += " " + word
                } else {
                    lines.append(line)
                    line = String(word)
                }
            }
            lines.append(line)
        }
        return lines
    }

    /// A chain of values, `a → b → c`, with repeats of the last value removed
    /// and the middle elided when long.
    static func chain(_ values: [String], limit: Int = 5) -> String {
        var distinct: [String] = []
        for value in values where distinct.last != value { distinct.append(value) }
        if distinct.count > limit {
            distinct = Array(distinct.prefix(limit - 2)) + ["…", distinct[distinct.count - 1]]
        }
        return distinct.joined(separator: " → ")
    }

    /// A clock for timeline entries. The trace's ⏱ (U+23F1) is missing from DejaVu
    /// Sans, the font Graphviz falls back to on most Linux systems; ◷ is not.
    static let clock = "◷"

    /// `text` with symbols that common fonts lack replaced by ones they have.
    static func printable(_ text: String) -> String {
        let timeline = Character(TraceGlyph.timelineEntry.symbol)
        return text.contains(timeline)
            ? text.split(separator: timeline, omittingEmptySubsequences: false).joined(separator: clock) : text
    }

    /// One changed field of a view value, short enough for a node: on one line when
    /// it fits; else one value a line ("@self schedule:", "  .periodic(from: t=2s, by: 2)",
    /// "  → .periodic(from: t=2.001s, by: 2)"), so a change that restarts a timeline is
    /// seen in the diagram; only a value longer than a line points to the text trace.
    static func fieldChange(path: String, values: [String], uncomparable: String?) -> [String] {
        if uncomparable != nil { return ["@self \(path): cannot be compared, so counts as changed"] }
        let full = "@self \(path): \(chain(values, limit: 4))"
        if full.count <= 60 { return [full] }
        let parts = chain(values, limit: 4).components(separatedBy: " → ")
        guard parts.allSatisfy({ $0.count <= 58 }) else {
            return ["@self \(path): changed (long value; see the text trace)"]
        }
        return ["@self \(path):"] + parts.enumerated().map { index, value in (index == 0 ? "  " : "  → ") + value }
    }

    /// `" ×n"` when `count` is more than one.
    static func times(_ count: Int) -> String { count > 1 ? " ×\(count)" : "" }
}
