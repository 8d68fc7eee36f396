// Models SwiftUI's `Ellipse`: the ellipse inscribed in its frame.
// Simplifies: nothing. Lesson: none yet.
import Foundation

/// An ellipse filling its frame.
nonisolated public struct Ellipse: InsettableShape, Equatable {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    public func inset(by amount: CGFloat) -> _InsetShape<Ellipse> { _InsetShape(base: self, amount: amount) }
}
