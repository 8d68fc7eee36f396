// Models the value of a Graphviz attribute: quoted text, or an HTML-like label.
// Simplifies: Graphviz's other value forms (bare IDs, numerals) are written as
// quoted text, which means the same thing. Lesson: every diagram's labels.

/// The value of a DOT attribute.
///
/// ```swift
/// let plain: DOTValue = "Hello \"world\""            // written as "Hello \"world\""
/// let html = DOTValue.html("<B>ContentView</B> #1")   // written as <<B>ContentView</B> #1>
/// ```
package enum DOTValue: Equatable, Sendable, ExpressibleByStringLiteral {
    /// Text, quoted and escaped; each line break becomes `\n` (lines centred).
    case text(String)
    /// Text whose lines are left-aligned: each line ends with `\l`.
    case leftAlignedText(String)
    /// An HTML-like label, written between `<` and `>` as is. Escape the text in
    /// it with `DOTHTML.escape(_:)`.
    case html(String)

    package init(stringLiteral value: String) { self = .text(value) }
}
