// Models SwiftUI's `Angle: Animatable` conformance: an angle animates its radians × 128,
// SwiftUI's unit scale (OpenSwiftUI's compatibility tests check it against SwiftUI itself).
// Simplifies: nothing; the scale changes when a spring on a rotation counts as settled.
import Foundation

nonisolated extension Angle: Animatable {
    /// The unit scale SwiftUI applies to an angle's animatable data.
    private static let animatableDataScale: Double = 128

    /// The angle's radians × 128, as in SwiftUI, so `rotationEffect(.degrees(0))` →
    /// `.degrees(90)` animates through every angle in between, and a spring's absolute
    /// settling thresholds apply to the scaled value (a rotation settles later than it would
    /// in plain radians).
    ///
    /// ```swift
    /// var angle = Angle.degrees(0)
    /// angle.animatableData = 64 * .pi   // angle.degrees == 90
    /// Angle.radians(1).animatableData   // 128
    /// ```
    public var animatableData: Double {
        get { radians * Self.animatableDataScale }
        set { radians = newValue / Self.animatableDataScale }
    }
}
