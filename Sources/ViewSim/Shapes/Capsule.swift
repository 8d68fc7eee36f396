// Models SwiftUI's `Capsule`: a rectangle whose shorter sides are half circles.
// Simplifies: viewsim's model: `.continuous` is drawn circular, so the style is
// accepted and not stored (a capsule has no stored fields, and compares as a
// view with no inputs). Lesson: lesson5 (the metronome's weight).
import Foundation

/// A capsule: a rectangle with fully rounded ends (corner radius half the shorter side).
nonisolated public struct Capsule: InsettableShape, Equatable {
    public init(style: RoundedCornerStyle = .continuous) {}
    public func path(in rect: CGRect) -> Path {
        let r = rect.standardized
        return Path(roundedRect: r, cornerRadius: min(r.width, r.height) / 2, style: .circular)
    }
    public func inset(by amount: CGFloat) -> _InsetShape<Capsule> { _InsetShape(base: self, amount: amount) }
}
