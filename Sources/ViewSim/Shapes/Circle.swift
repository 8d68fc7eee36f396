// Models SwiftUI's `Circle`: the largest circle that fits its frame, centred.
// Simplifies: nothing. Lesson: lesson3 (the heart's outline is trimmed).
import Foundation

/// A circle whose diameter is the shorter side of its frame, centred in it.
///
/// ```swift
/// Circle().path(in: CGRect(x: 0, y: 0, width: 100, height: 50))   // radius 25 around (50, 25)
/// ```
nonisolated public struct Circle: InsettableShape, Equatable {
    public init() {}
    public func path(in rect: CGRect) -> Path {
        let r = rect.standardized
        let side = min(r.width, r.height)
        return Path(ellipseIn: CGRect(x: r.midX - side / 2, y: r.midY - side / 2, width: side, height: side))
    }
    public func inset(by amount: CGFloat) -> _InsetShape<Circle> { _InsetShape(base: self, amount: amount) }
}
