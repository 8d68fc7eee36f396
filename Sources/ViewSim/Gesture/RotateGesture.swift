// Models SwiftUI's `RotateGesture` (iOS 17) and the older `RotationGesture`: two
// fingers turning around each other. The rotation is the angle of the line between
// them now minus when they went down, followed continuously past ±180°; it begins
// once it reaches `minimumAngleDelta`. Simplifies: viewsim's least-squares velocity.
// Lesson: lesson16.
import Foundation

/// A gesture that recognizes a rotation motion and tracks the angle of the rotation.
///
/// ```swift
/// @State private var angle = Angle.zero
/// Rectangle().rotationEffect(angle)
///     .gesture(RotateGesture().onChanged { value in angle = value.rotation })
/// ```
nonisolated public struct RotateGesture: PrimitiveGesture, Sendable {
    /// The type representing the gesture's value.
    public struct Value: Equatable, @unchecked Sendable {
        /// The time associated with the gesture's current event.
        public var time: Date
        /// The relative amount that the gesture has rotated by.
        public var rotation: Angle
        /// The current rotation velocity, per second.
        public var velocity: Angle
        /// The initial anchor point of the gesture in the modified view's coordinate space.
        public var startAnchor: UnitPoint
        /// The initial center of the gesture in the modified view's coordinate space.
        public var startLocation: CGPoint
    }

    /// The minimum delta required before the gesture succeeds.
    public var minimumAngleDelta: Angle

    /// Creates a rotation gesture with a minimum delta for the gesture to start.
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

    package func _makeRecognizer() -> GestureRecognizer {
        TwoFingerRecognizer(name: "RotateGesture", kind: .rotate(minimumAngleDelta.radians)) { sample in
            Value(
                time: sample.date, rotation: .radians(Double(sample.amount)),
                velocity: .radians(Double(sample.velocity)), startAnchor: sample.startAnchor,
                startLocation: sample.startLocation)
        }
    }
}

/// The deprecated form of `RotateGesture`, whose value is the angle alone.
///
/// ```swift
/// Rectangle().gesture(RotationGesture().onChanged { angle = $0 })
/// ```
nonisolated public struct RotationGesture: PrimitiveGesture, Sendable {
    public typealias Value = Angle
    /// The minimum delta required before the gesture succeeds.
    public var minimumAngleDelta: Angle

    /// Creates a rotation gesture with a minimum delta for the gesture to start.
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

    package func _makeRecognizer() -> GestureRecognizer {
        TwoFingerRecognizer(name: "RotationGesture", kind: .rotate(minimumAngleDelta.radians)) {
            Angle.radians(Double($0.amount))
        }
    }
}
