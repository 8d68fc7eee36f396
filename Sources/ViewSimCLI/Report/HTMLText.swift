// Text put into the HTML report: escaped for an element's content or an
// attribute's value, so that whatever a view or a trace says (`</script>`, `&`,
// quotes) reads as text and never as markup, and control characters (NUL, ESC…)
// are seen as their pictures (␀, ␛, <U+009B>: ControlPictures) instead of reaching the page raw.
// Simplifies: only the five characters HTML gives meaning to are replaced, and
// tab, line feed and carriage return stay (HTML's own white space); everything
// else, emoji included, is written as UTF-8.
import ViewSim

/// Escaping for the HTML report.
enum HTMLText {
    /// `text` with `&`, `<`, `>`, `"` and `'` written as character references and
    /// control characters other than tab, line feed and carriage return as their
    /// pictures: safe in element content and in a quoted attribute value.
    ///
    /// ```swift
    /// HTMLText.escape("</script>")  // "&lt;/script&gt;"
    /// HTMLText.escape("a\u{0}b")    // "a␀b"
    /// ```
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in ControlPictures.shown(text, keeping: ["\t", "\n", "\r"]).unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }
}
