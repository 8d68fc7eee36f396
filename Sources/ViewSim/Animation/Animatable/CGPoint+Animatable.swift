// Models SwiftUI's `CGPoint: Animatable` conformance (x and y as a pair).
// Simplifies: nothing.
import Foundation

nonisolated extension CGPoint: Animatable {
    /// The point's x and y, animated together.
    ///
    /// ```swift
    /// var point = CGPoint(x: 0, y: 0)
    /// point.animatableData = AnimatablePair(3, 4)   // point == (3, 4)
    /// ```
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}
