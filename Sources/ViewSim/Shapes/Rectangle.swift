// Models SwiftUI's `Rectangle`: a shape that fills its frame.
// Simplifies: nothing. Lesson: lesson5 (the metronome's base).
import Foundation

/// A rectangle filling its frame.
nonisolated public struct Rectangle: InsettableShape, Equatable {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public func inset(by amount: CGFloat) -> _InsetShape<Rectangle> { _InsetShape(base: self, amount: amount) }
}
