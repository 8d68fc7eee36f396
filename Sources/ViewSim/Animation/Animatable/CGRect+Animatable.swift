// Models SwiftUI's `CGRect: Animatable` conformance: origin and size, each a pair,
// as a pair of pairs. Simplifies: nothing.
import Foundation

nonisolated extension CGRect: Animatable {
    /// The rectangle's origin and size, animated together.
    ///
    /// ```swift
    /// var rect = CGRect(x: 0, y: 0, width: 10, height: 10)
    /// rect.animatableData = AnimatablePair(AnimatablePair(5, 5), AnimatablePair(20, 20))
    /// ```
    public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(origin.animatableData, size.animatableData) }
        set {
            origin.animatableData = newValue.first
            size.animatableData = newValue.second
        }
    }
}
