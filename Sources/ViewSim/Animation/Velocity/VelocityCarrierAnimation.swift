// viewsim's stand-in for the motion a tracked value had when an animation starts on it: an
// "animation" that covers nothing (or what the running animation covers) and moves at the
// tracked velocity, which the new animation is asked to merge with, so a spring takes the
// velocity over as it would from a running one. Simplifies: never runs by itself; carriers
// compare by their running animation alone (it is private to `AnimatorState`).
import Foundation

/// The tracked motion of a value, as the previous animation a new one merges with.
///
/// On the delta model the presented value is `model − interval + offset`, so its rate of
/// change is the offset's: the carrier's offset is zero (the value is where it was shown), or
/// the running animation's when one runs under the tracked changes (a drag that grabbed a
/// running spring), and its velocity the tracked velocity of the presented value, unchanged in
/// sign (it already holds the running animation's motion: the samples are presented values).
/// An animation that merges (`FluidSpringAnimation`) takes both; one that does not starts at
/// rest (or runs along with the running animation, which keeps its own motion).
///
/// ```swift
/// // Inside AnimatorState(animation:interval:beginTime:initialVelocity:):
/// animation.shouldMerge(previous: Animation(VelocityCarrierAnimation(velocity: v)), value: interval, time: 0, context: &context)
/// ```
struct VelocityCarrierAnimation: CustomAnimation, @unchecked Sendable, CustomStringConvertible {
    /// The tracked velocity, of the animated value's `AnimatableData` type.
    /// (`@unchecked Sendable`: a value type's copy, read only by the animator that made it.)
    let velocity: Any
    /// The animation running under the tracked changes, whose offset the value shows; nil
    /// when none runs.
    var running: Animation? = nil

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard let running else { return .zero }
        return running.animate(value: value, time: time, context: &context)
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        velocity as? V
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.running == rhs.running }

    func hash(into hasher: inout Hasher) { hasher.combine(running) }

    var description: String { running.map { "\($0) with the tracked velocity" } ?? "the tracked velocity" }
}
