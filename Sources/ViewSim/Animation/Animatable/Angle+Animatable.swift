// Models SwiftUI's `Angle: Animatable` conformance: an angle animates its radians.
// Simplifies: nothing.
import Foundation

nonisolated extension Angle: Animatable {
    /// The angle's radians, so `rotationEffect(.degrees(0))` → `.degrees(90)` animates
    /// through every angle in between.
    ///
    /// ```swift
    /// var angle = Angle.degrees(0)
    /// angle.animatableData = .pi / 2   // angle.degrees == 90
    /// ```
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }
}
