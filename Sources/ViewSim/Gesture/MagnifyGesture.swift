// Models SwiftUI's `MagnifyGesture` (iOS 17) and the older `MagnificationGesture`:
// two fingers whose distance grows or shrinks. The magnification is the distance
// now over the distance when they went down; it begins once that differs from 1 by
// `minimumScaleDelta`. Simplifies: the velocity is viewsim's least-squares model
// (`TouchVelocity`), in magnification per second. Lesson: lesson16.
import Foundation

/// A gesture that recognizes a magnification motion and tracks the amount of magnification.
///
/// ```swift
/// @GestureState private var magnifyBy = 1.0
/// Circle().scaleEffect(magnifyBy)
///     .gesture(MagnifyGesture().updating($magnifyBy) { value, state, _ in state = value.magnification })
/// ```
nonisolated public struct MagnifyGesture: PrimitiveGesture, Sendable {
    /// The type representing the gesture's value.
    public struct Value: Equatable, @unchecked Sendable {
        /// The time associated with the gesture's current event.
        public var time: Date
        /// The relative amount that the gesture has magnified by (2: twice the size).
        public var magnification: CGFloat
        /// The current magnification velocity, per second.
        public var velocity: CGFloat
        /// The initial anchor point of the gesture in the modified view's coordinate space.
        public var startAnchor: UnitPoint
        /// The initial center of the gesture in the modified view's coordinate space.
        public var startLocation: CGPoint
    }

    /// The minimum required delta before the gesture starts.
    public var minimumScaleDelta: CGFloat

    /// Creates a magnify gesture with a given minimum delta for the gesture to start.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

    package func _makeRecognizer() -> GestureRecognizer {
        TwoFingerRecognizer(name: "MagnifyGesture", kind: .magnify(minimumScaleDelta)) { sample in
            Value(
                time: sample.date, magnification: sample.amount, velocity: sample.velocity,
                startAnchor: sample.startAnchor, startLocation: sample.startLocation)
        }
    }
}

/// The deprecated form of `MagnifyGesture`, whose value is the magnification alone.
///
/// ```swift
/// Circle().gesture(MagnificationGesture().onChanged { scale = $0 })
/// ```
nonisolated public struct MagnificationGesture: PrimitiveGesture, Sendable {
    public typealias Value = CGFloat
    /// The minimum required delta before the gesture starts.
    public var minimumScaleDelta: CGFloat

    /// Creates a magnification gesture with a given minimum delta for the gesture to start.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

    package func _makeRecognizer() -> GestureRecognizer {
        TwoFingerRecognizer(name: "MagnificationGesture", kind: .magnify(minimumScaleDelta)) { $0.amount }
    }
}
