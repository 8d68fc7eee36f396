// Models SwiftUI's `SpringKeyframe` (iOS 17): a spring pulling towards a value for
// a duration (nil: the spring's settling duration), then the next keyframe takes
// over from wherever it got to. Simplifies: uses viewsim's closed-form `Spring`.
import Foundation

/// A keyframe that animates towards its value with a spring.
///
/// The spring starts from the value and velocity the previous keyframe left (or
/// `startVelocity`) and runs for `duration` seconds, or for `spring.settlingDuration`
/// when `duration` is nil. If it is cut short, the next keyframe starts from where
/// the spring is, at the spring's velocity.
///
/// ```swift
/// KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(1.0, spring: .smooth) }
///     .value(time: 0.1)   // Spring.smooth.value(target: 1.0, time: 0.1) = 0.358
/// ```
nonisolated public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    let keyframe: KeyframeSpec<Value>

    /// A keyframe that springs towards `to` for `duration` seconds (nil: until settled).
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        keyframe = KeyframeSpec(
            to: to, duration: duration, kind: .spring(spring, startVelocity: startVelocity?.animatableData))
    }

    /// The keyframe itself (it resolves directly).
    public var body: Self { return self }

    public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) {
        resolved.append(keyframe)
    }
}
