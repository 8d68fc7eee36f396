// Helpers for Graphviz's HTML-like labels: escaping text and building the small
// tables the diagrams use for multi-line, multi-colour node labels.
// Simplifies: only the tags the diagrams need (TABLE, TR, TD, FONT, B, I, BR).
// Lesson: every diagram's node labels.
import ViewSim

/// Builds pieces of HTML-like labels.
///
/// ```swift
/// let label = DOTValue.html(DOTHTML.table([DOTHTML.row(DOTHTML.bold("Heart") + " #2")]))
/// ```
package enum DOTHTML {
    /// `text` with `&`, `<`, `>` and `"` escaped, line breaks as `<BR/>`, a tab as a
    /// space and any other control character as its picture (`␀`, `<U+009B>`:
    /// ControlPictures, its `<` escaped like any other).
    package static func escape(_ text: String) -> String {
        var result = ""
        var previousWasCarriageReturn = false
        for scalar in ControlPictures.shown(text, keeping: ["\r", "\n", "\t"]).unicodeScalars {
            defer { previousWasCarriageReturn = scalar == "\r" }
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\r": result += "<BR/>"
            case "\n": if !previousWasCarriageReturn { result += "<BR/>" }
            case "\t": result += " "
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A borderless table whose rows are `rows`, one row per line of DOT text
    /// (Graphviz ignores the line breaks between rows; diffs of goldens read better).
    package static func table(_ rows: [String], cellPadding: Int = 1, cellSpacing: Int = 0) -> String {
        "<TABLE BORDER=\"0\" CELLBORDER=\"0\" CELLSPACING=\"\(cellSpacing)\" CELLPADDING=\"\(cellPadding)\">"
            + rows.map { "\n" + $0 }.joined() + "\n</TABLE>"
    }

    /// One row with one cell holding `content` (already escaped HTML).
    package static func row(_ content: String, align: String = "CENTER", background: String? = nil) -> String {
        let color = background.map { " BGCOLOR=\"\($0)\"" } ?? ""
        return "<TR><TD ALIGN=\"\(align)\"\(color)>" + content + "</TD></TR>"
    }

    /// `content` in a font of this size and colour.
    package static func font(_ content: String, size: Double? = nil, color: String? = nil) -> String {
        var attributes = ""
        if let size { attributes += " POINT-SIZE=\"\(number(size))\"" }
        if let color { attributes += " COLOR=\"\(color)\"" }
        return attributes.isEmpty ? content : "<FONT\(attributes)>" + content + "</FONT>"
    }

    package static func bold(_ content: String) -> String { "<B>" + content + "</B>" }
    package static func italic(_ content: String) -> String { "<I>" + content + "</I>" }

    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
