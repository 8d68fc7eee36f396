// Models SwiftUI's `CGSize: Animatable` conformance (width and height as a pair).
// Simplifies: nothing.
import Foundation

nonisolated extension CGSize: Animatable {
    /// The size's width and height, animated together.
    ///
    /// ```swift
    /// var size = CGSize(width: 10, height: 10)
    /// size.animatableData = AnimatablePair(20, 40)   // size == (20, 40)
    /// ```
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(width, height) }
        set { (width, height) = (newValue.first, newValue.second) }
    }
}
