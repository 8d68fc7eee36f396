// Models SwiftUI's `RoundedRectangle`: a rectangle with rounded corners of a
// given radius or size, circular or continuous.
// Simplifies: viewsim's model: `.continuous` corners are drawn circular, so the
// style is accepted and not stored (the shape's one stored field is its corner
// size). Lesson: lesson5 (the metronome's rod).
import Foundation

/// A rectangle with rounded corners.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 8).fill(.blue)
/// ```
nonisolated public struct RoundedRectangle: InsettableShape, Equatable, InsetPathProvider {
    public var cornerSize: CGSize

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
    }

    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
    }

    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: .circular) }

    public func inset(by amount: CGFloat) -> _InsetShape<RoundedRectangle> { _InsetShape(base: self, amount: amount) }

    /// Inset, the corners shrink by the same amount (never below zero), so the outline stays parallel.
    package func insetPath(in rect: CGRect, by amount: CGFloat) -> Path {
        let size = CGSize(width: max(cornerSize.width - amount, 0), height: max(cornerSize.height - amount, 0))
        return Path(roundedRect: rect.insetBy(dx: amount, dy: amount), cornerSize: size, style: .circular)
    }
}
