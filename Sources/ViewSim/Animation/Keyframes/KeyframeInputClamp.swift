// Collects viewsim's rules for bad keyframe input (zero, negative, NaN or infinite
// durations, NaN or infinite velocities, springs that never settle) so that no
// keyframe timeline hangs or crashes. Simplifies: SwiftUI documents none of this;
// each rule is viewsim's choice, in the spirit of `AnimationInputClamp`.
import Foundation

/// The clamps applied to keyframes when a `KeyframeTimeline` resolves them.
///
/// - A keyframe duration that is zero, negative, NaN or infinite becomes 0, and a
///   keyframe with duration 0 (of any kind) jumps to its value at its start, exactly
///   like `MoveKeyframe`; the velocity after it is zero.
/// - A `SpringKeyframe` with `duration: nil` lasts the spring's `settlingDuration`.
///   A spring that never settles (bounce 1, undamped) lasts its perceptual
///   `duration` (one period) instead; an infinitely stiff spring settles at once, so
///   its keyframe jumps.
/// - A start or end velocity, given or derived (a timing curve that is vertical at an
///   end), that is NaN or infinite in any component becomes zero.
/// - Keyframe start times add up saturating at the largest finite `Double`, so a
///   timeline's `duration` is always finite.
/// - A sample time that is NaN or negative is 0; a progress that is NaN is 0.
/// - Values are not clamped: a NaN keyframe value gives NaN while it is interpolated.
///
/// ```swift
/// KeyframeTimeline(initialValue: 0.0) { LinearKeyframe(1.0, duration: -2) }.duration   // 0
/// ```
package enum KeyframeInputClamp {
    /// The duration a keyframe lasts: the declared one, clamped (nil only for springs).
    package static func duration(_ value: TimeInterval) -> TimeInterval {
        AnimationInputClamp.duration(value)
    }

    /// How long a spring keyframe with `duration: nil` lasts.
    package static func settlingDuration(of spring: Spring) -> TimeInterval {
        let settling = spring.settlingDuration
        if settling.isFinite { return duration(settling) }
        return duration(spring.duration)
    }

    /// The velocity, or zero if any component is NaN or infinite (or so large that its
    /// squared magnitude overflows).
    package static func velocity<V: VectorArithmetic>(_ value: V) -> V {
        value.magnitudeSquared.isFinite ? value : .zero
    }

    /// The velocity if there is one, zero if any component is NaN or infinite.
    package static func velocity<V: VectorArithmetic>(_ value: V?) -> V? {
        value.map { $0.magnitudeSquared.isFinite ? $0 : .zero }
    }

    /// `start + duration`, saturating at the largest finite `Double`.
    package static func endTime(start: TimeInterval, duration: TimeInterval) -> TimeInterval {
        min(start + duration, .greatestFiniteMagnitude)
    }

    /// How close to a keyframe boundary a time counts as on it (1 ns), so that a
    /// frame time like 0.3 − 0.1 does not miss a `MoveKeyframe` by a rounding error.
    package static var timeTolerance: TimeInterval { AnimationInputClamp.timeTolerance }
}
