// Models SwiftUI's `FillStyle`: the even-odd rule and antialiasing of a fill.
// Simplifies: `isAntialiased` is kept but the renderer always antialiases.
// Lesson: lesson11 (the timer's hands are filled then stroked).

/// How a path is filled.
public struct FillStyle: Hashable, Sendable {
    /// Whether to use the even-odd rule (otherwise non-zero winding).
    public var isEOFilled: Bool
    public var isAntialiased: Bool

    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}
