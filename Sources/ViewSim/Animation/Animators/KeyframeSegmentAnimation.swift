// Models, for the trace, the keyframes a KeyframeAnimator's value runs through
// from one moment: the active keyframe of each track. The trace records it as
// the `Animation` of a start, so queries read keyframe starts like any other.
// Simplifies: it only describes; the keyframe timeline computes the values, so
// `animate` is never called (it finishes at once if it were).
import Foundation

/// The keyframes that begin running (one per track), as the animation of a
/// keyframe start in the trace.
///
/// ```swift
/// sim.trace.animationsAdded(attribute: "keyframes").first?.animation
/// // "\Stroke.trim: CubicKeyframe(1, duration: 2)"
/// ```
package struct KeyframeSegmentAnimation: CustomAnimation, CustomStringConvertible {
    /// Each track's key path and its keyframe as written in code.
    package let keyframes: [Keyframe]

    /// One track's active keyframe.
    package struct Keyframe: Hashable, Sendable {
        package let track: String
        package let keyframe: String
    }

    package init(_ active: [ActiveKeyframe]) {
        keyframes = active.map { Keyframe(track: $0.track, keyframe: $0.keyframe) }
    }

    /// `"\Stroke.trim: CubicKeyframe(1, duration: 2); \Stroke.scale: …"`, or `"no keyframes"`.
    package var description: String {
        keyframes.isEmpty ? "no keyframes" : keyframes.map { "\($0.track): \($0.keyframe)" }.joined(separator: "; ")
    }

    /// Never used to animate (the timeline computes keyframe values): finished at once.
    package func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        nil
    }

    package func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool { false }
}
