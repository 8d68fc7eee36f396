// viewsim's stand-in for the motion a tracked value had when an animation starts on it: an
// "animation" that covers nothing and moves at the tracked velocity, which the new animation
// is asked to merge with, so a spring takes the velocity over as it would from a running one.
// Simplifies: never runs by itself; all carriers are equal (it is private to `AnimatorState`).
import Foundation

/// The tracked motion of a value, as the previous animation a new one merges with.
///
/// On the delta model the presented value is `model − interval + offset`, so its rate of
/// change is the offset's: the carrier's offset is zero (the value is where it was shown) and
/// its velocity the tracked velocity of the presented value, unchanged in sign. An animation
/// that merges (`FluidSpringAnimation`) takes both; one that does not starts at rest.
///
/// ```swift
/// // Inside AnimatorState(animation:interval:beginTime:initialVelocity:):
/// animation.shouldMerge(previous: Animation(VelocityCarrierAnimation(velocity: v)), value: interval, time: 0, context: &context)
/// ```
struct VelocityCarrierAnimation: CustomAnimation, @unchecked Sendable, CustomStringConvertible {
    /// The tracked velocity, of the animated value's `AnimatableData` type.
    /// (`@unchecked Sendable`: a value type's copy, read only by the animator that made it.)
    let velocity: Any

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        .zero
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        velocity as? V
    }

    static func == (lhs: Self, rhs: Self) -> Bool { true }

    func hash(into hasher: inout Hasher) {}

    var description: String { "the tracked velocity" }
}
