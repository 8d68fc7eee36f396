// Models SwiftUI's `UnitPoint: Animatable` conformance (x and y as a pair).
// Simplifies: nothing.
import Foundation

nonisolated extension UnitPoint: Animatable {
    /// The point's x and y, animated together.
    ///
    /// ```swift
    /// var anchor = UnitPoint.topLeading
    /// anchor.animatableData = AnimatablePair(0.5, 0.5)   // anchor == .center
    /// ```
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}
