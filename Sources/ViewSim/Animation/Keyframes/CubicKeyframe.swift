// Models SwiftUI's `CubicKeyframe` (iOS 17): a cubic (Hermite) curve to a value;
// adjacent cubic keyframes form a Catmull-Rom spline. Simplifies: the velocity
// rules next to other kinds of keyframe are documented on `KeyframeTrackPath`.
import Foundation

/// A keyframe that uses a cubic curve to interpolate smoothly to its value.
///
/// - A nil `startVelocity` is the velocity the previous keyframe ended with (at rest
///   for the first keyframe of a new timeline).
/// - A nil `endVelocity` is the velocity the next keyframe starts with. Between two
///   cubic keyframes that is the Catmull-Rom velocity (pₖ₊₂ − pₖ) / (dₖ + dₖ₊₁), so the
///   motion is smooth (C¹) through the keyframe. The last keyframe ends at rest.
///
/// ```swift
/// KeyframeTimeline(initialValue: 0.0) {
///     CubicKeyframe(1, duration: 1)
///     CubicKeyframe(0, duration: 1)
/// }.value(time: 1)   // 1, passing through the keyframe at velocity 0
/// ```
nonisolated public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    let keyframe: KeyframeSpec<Value>

    /// A keyframe that reaches `to` after `duration` seconds, optionally with the given
    /// velocities (per second) at its start and end.
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        keyframe = KeyframeSpec(
            to: to, duration: duration,
            kind: .cubic(startVelocity: startVelocity?.animatableData, endVelocity: endVelocity?.animatableData))
    }

    /// The keyframe itself (it resolves directly).
    public var body: Self { return self }

    public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) {
        resolved.append(keyframe)
    }
}
