// Models SwiftUI's `LinearKeyframe` (iOS 17): straight interpolation to a value,
// paced by a `UnitCurve`. Simplifies: a duration that is not a positive finite
// number makes the keyframe jump (see `KeyframeInputClamp`).
import Foundation

/// A keyframe that interpolates linearly to its value, with an optional timing curve.
///
/// The value at a time t into the keyframe is `from + (to − from)·curve(t / duration)`.
/// A cubic keyframe next to it matches its velocity at the shared end.
///
/// ```swift
/// KeyframeTimeline(initialValue: 0.0) {
///     LinearKeyframe(1.0, duration: 1, timingCurve: .easeIn)
/// }.value(time: 0.5)   // UnitCurve.easeIn.value(at: 0.5) = 0.3154…
/// ```
nonisolated public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    let keyframe: KeyframeSpec<Value>

    /// A keyframe that reaches `to` after `duration` seconds along `timingCurve`.
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        keyframe = KeyframeSpec(to: to, duration: duration, kind: .linear(timingCurve: timingCurve))
    }

    /// The keyframe itself (it resolves directly).
    public var body: Self { return self }

    public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) {
        resolved.append(keyframe)
    }
}
