// Text put into the HTML report: escaped for an element's content or an
// attribute's value, so that whatever a view or a trace says (`</script>`, `&`,
// quotes) reads as text and never as markup.
// Simplifies: only the five characters HTML gives meaning to are replaced;
// everything else, emoji included, is written as UTF-8.

/// Escaping for the HTML report.
enum HTMLText {
    /// `text` with `&`, `<`, `>`, `"` and `'` written as character references:
    /// safe in element content and in a quoted attribute value.
    ///
    /// ```swift
    /// HTMLText.escape("</script>")  // "&lt;/script&gt;"
    /// ```
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
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
