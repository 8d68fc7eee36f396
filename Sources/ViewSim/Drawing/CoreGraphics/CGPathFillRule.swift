// Models Core Graphics' `CGPathFillRule` (missing from Foundation on Linux): which points
// are inside a path a `CGContext` fills or clips to. Simplifies: nothing.
// Lesson: lesson11 (seed 003's clock hands are filled with the default, `.winding`).

/// The rule that decides which areas of a path are inside it.
public enum CGPathFillRule: Int, Hashable, Sendable {
    /// The non-zero winding rule.
    case winding
    /// The even-odd rule.
    case evenOdd
}
