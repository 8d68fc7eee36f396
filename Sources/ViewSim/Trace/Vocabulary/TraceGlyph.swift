// Models the glyphs the text trace starts its lines with, and the words the keys
// give each (the CLI's key, the README's, the report's), part of the one
// vocabulary (`TraceEventKind`).
// Simplifies: a glyph may serve several kinds (✎ for every write); the key names it once.

/// A glyph the text trace starts an event's line with, and what it means.
///
/// ```swift
/// TraceGlyph.bodySkipped.symbol   // "○"
/// TraceGlyph.bodySkipped.phrase   // "body skipped"
/// TraceGlyph.key(width: 80)       // the key, one line per row, each within 80 columns
/// ```
public enum TraceGlyph: String, CaseIterable, Sendable {
    case script = "▶"
    case action = "▷"
    case write = "✎"
    case writeDropped = "✗"
    case bodyRuns = "●"
    case bodySkipped = "○"
    case inserted = "+"
    case removed = "−"
    case changed = "△"
    case timelineEntry = "⏱"
    case suppressed = "⊘"
    case diagnostic = "⚠"
    case printChanges = "»"
    case transaction = "⇣"
    case animationStarted = "◔"
    case animationFrame = "~"
    case logicallyComplete = "◕"
    case finished = "◉"
    case completion = "✓"
    case taskStarted = "↗"
    case taskSuspended = "⋯"
    case taskResumed = "↘"
    case taskCancelled = "⊗"
    case taskEnded = "∎"
    case transition = "⇆"
    case gesture = "☞"
    case preference = "⇡"

    /// The character the line starts with.
    public var symbol: String { rawValue }

    /// What the glyph means, in the key's words.
    public var phrase: String {
        switch self {
        case .script: return "script event"
        case .action: return "action runs (or a Canvas draws)"
        case .write: return "state change"
        case .writeDropped: return "write dropped"
        case .bodyRuns: return "body runs"
        case .bodySkipped: return "body skipped"
        case .inserted: return "inserted"
        case .removed: return "removed"
        case .changed: return "attribute changes"
        case .timelineEntry: return "timeline entry"
        case .suppressed: return "action suppressed"
        case .diagnostic: return "diagnostic"
        case .printChanges: return "_printChanges line"
        case .transaction: return "a modifier changed the transaction (the animation below it)"
        case .animationStarted: return "an animation starts, merges or combines"
        case .animationFrame: return "a value shown this frame"
        case .logicallyComplete: return "an animation is logically complete"
        case .finished: return "it finished"
        case .completion: return "completion due"
        case .taskStarted: return "a task starts"
        case .taskSuspended: return "a task sleeps"
        case .taskResumed: return "a task wakes"
        case .taskCancelled: return "a task is cancelled"
        case .taskEnded: return "a task ends"
        case .transition: return "a view transitions in or out"
        case .gesture: return "a gesture begins, ends, fails or loses the touch"
        case .preference: return "a preference or geometry value reaches the view that reads it"
        }
    }

    /// The kinds whose lines can start with the glyph, in the vocabulary's order.
    public var kinds: [TraceEventKind] { TraceEventKind.allCases.filter { $0.glyphs.contains(self) } }

    /// The key to every glyph, `symbol phrase` entries laid out in columns of 19
    /// characters (an entry takes as many columns as it needs), each line at most
    /// `width` characters, in the vocabulary's order.
    ///
    /// ```text
    /// ▶ script event     ▷ action runs (or a Canvas draws)      ✎ state change
    /// ```
    public static func key(width: Int = 80) -> [String] {
        let column = 19
        let columns = max(1, width / column)
        var lines: [String] = []
        var line = ""
        var used = 0
        for glyph in allCases {
            let entry = glyph.symbol + " " + glyph.phrase
            let span = min(columns, (entry.count + 2 + column - 1) / column)
            if used + span > columns, !line.isEmpty {
                lines.append(line.trimmingTrailingSpaces())
                line = ""
                used = 0
            }
            if entry.count > width {
                // Longer than a line: its own lines, broken at spaces, the rest indented under its words.
                lines += wrapped(entry, width: width)
                continue
            }
            line += entry + String(repeating: " ", count: max(1, span * column - entry.count))
            used += span
        }
        if !line.isEmpty { lines.append(line.trimmingTrailingSpaces()) }
        return lines
    }

    /// `entry` broken at spaces into lines of at most `width` characters (a word
    /// longer than a line is cut), the lines after the first indented two columns.
    private static func wrapped(_ entry: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in entry.split(separator: " ") {
            var word = word
            // Each turn either places the word or closes a line, so this ends.
            while !word.isEmpty {
                let limit = max(1, width - (lines.isEmpty ? 0 : 2))
                let candidate = current.isEmpty ? String(word) : current + " " + word
                if candidate.count <= limit {
                    current = candidate
                    word = ""
                } else if !current.isEmpty {
                    lines.append(current)
                    current = ""
                } else {
                    lines.append(String(word.prefix(limit)))
                    word = word.dropFirst(limit)
                }
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines.enumerated().map { $0.offset == 0 ? $0.element : "  " + $0.element }
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }
}
