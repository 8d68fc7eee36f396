// Lays out prose and code for the terminal: narrative wrapped to the width
// (80 columns unless the terminal or --width says otherwise; paragraphs and
// list items kept, a list item's lines hanging under its text), code indented
// and wrapped at token boundaries with `↪` (CodeWrapping), trees indented (a
// step's trace is folded to fit by StepSummary, not cut here).
// Text is laid out as the terminal will show it (Console.shown: control
// characters as their pictures), so it is measured as it prints.
import ViewSim

/// Plain-text layout helpers.
enum TextLayout {
    /// The width prose is wrapped to when nothing else says.
    static let width = 80

    /// Wraps `text` to `width` columns (nil: one line per paragraph), each line
    /// starting with `indent`.
    ///
    /// Blank lines separate paragraphs; a line that starts with a list marker
    /// (`-`, `•`, `*`, `1.`) or with spaces starts a new line, anything else is
    /// joined to the line before it. A list item's later lines hang under its text.
    static func wrap(_ text: String, width: Int? = width, indent: String = "") -> [String] {
        let text = Console.shown(text)
        var output: [String] = []
        var paragraph: [String] = []
        func flush() {
            guard !paragraph.isEmpty else { return }
            output += fill(paragraph.joined(separator: " "), width: width, indent: indent)
            paragraph = []
        }
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(rawLine)
            let trimmed = line.trimmingSpaces()
            if trimmed.isEmpty {
                flush()
                if output.last != "" && !output.isEmpty { output.append("") }
                continue
            }
            if startsNewLine(line) { flush() }
            paragraph.append(trimmed)
        }
        flush()
        while output.last == "" { output.removeLast() }
        return output
    }

    /// Indents every line of `text`, leaving blank lines empty.
    static func indent(_ text: String, by indent: String) -> [String] {
        Console.shown(text).split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : indent + $0 }
            .reversed().drop { $0.isEmpty }.reversed()
    }

    /// Indents every line of the code `text` by `indent` and wraps it to `width`
    /// columns (nil: not wrapped) at token boundaries, each continued line
    /// marked `↪` at its line's indentation (``CodeWrapping``).
    ///
    /// ```text
    ///     .overlay(MetronomePendulum(bpm: bpm, date: timeline.date)
    ///     ↪ .accessibilityIdentifier("pendulum"))
    /// ```
    static func code(_ text: String, width: Int?, indent: String) -> [String] {
        guard let width else { return self.indent(text, by: indent) }
        let room = width - LineWrapping.columns(of: indent)
        return self.indent(text, by: "").flatMap { line -> [String] in
            line.isEmpty ? [""] : CodeWrapping.wrap(line, width: room).map { indent + $0 }
        }
    }

    /// Text already laid out by someone else (ArgumentParser's help and
    /// errors) with each line wider than `width` wrapped: a usage line
    /// (`USAGE: `, `Usage: `) continues under its command, never inside a
    /// `[--option <value>]` or `<value>`; any other line continues two columns
    /// past its own indentation.
    static func fitted(_ text: String, width: Int) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines.flatMap { line -> [String] in
            guard LineWrapping.columns(of: line) > width else { return [line] }
            let indentation = String(line.prefix { $0 == " " })
            let body = String(line.dropFirst(indentation.count))
            guard body.hasPrefix("USAGE: ") || body.hasPrefix("Usage: ") else {
                return LineWrapping.wrap(body, width: width, first: indentation, rest: indentation + "  ")
            }
            // Spaces inside brackets hold their group together while wrapping.
            var depth = 0
            let held = String(
                body.map { character -> Character in
                    if character == "[" || character == "<" { depth += 1 }
                    if character == "]" || character == ">" { depth = max(0, depth - 1) }
                    return character == " " && depth > 0 ? "\u{00A0}" : character
                })
            return LineWrapping.wrap(held, width: width, first: indentation, rest: indentation + "       ")
                .map { String($0.map { $0 == "\u{00A0}" ? " " : $0 }) }
        }
    }

    private static func startsNewLine(_ line: String) -> Bool {
        if line.first == " " || line.first == "\t" { return true }
        if line.hasPrefix("- ") || line.hasPrefix("• ") || line.hasPrefix("* ") { return true }
        let digits = line.prefix { $0.isNumber }
        return !digits.isEmpty && line.dropFirst(digits.count).hasPrefix(". ")
    }

    /// Greedy word wrap of one paragraph; a list item's later lines start under
    /// its text, and a word longer than the width is cut (every line fits).
    private static func fill(_ text: String, width: Int?, indent: String) -> [String] {
        guard let width else { return [indent + text] }
        let rest = indent + String(repeating: " ", count: markerWidth(text))
        return LineWrapping.wrap(text, width: width, first: indent, rest: rest)
    }

    /// The columns of a list marker and its space at the start of `text`: 2 for
    /// "- ", 3 for "1. ", 0 when it does not start with one.
    private static func markerWidth(_ text: String) -> Int {
        if text.hasPrefix("- ") || text.hasPrefix("• ") || text.hasPrefix("* ") { return 2 }
        let digits = text.prefix { $0.isNumber }
        return !digits.isEmpty && text.dropFirst(digits.count).hasPrefix(". ") ? digits.count + 2 : 0
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    func trimmingSpaces() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
