// Models SwiftUI's `CustomAnimation` protocol (iOS 17): animate a delta over time,
// report velocity, decide whether to merge with the animation it interrupts.
// Simplifies: nothing in the protocol; see `AnimatorState` for how the graph uses it.
import Foundation

/// A type that defines how an animatable value changes over time.
///
/// An animation works on the *delta* between the old and the new value: `value`
/// is that delta, and `animate` returns how much of it is covered at `time`
/// seconds after the animation began, or `nil` once the animation is finished.
///
/// ```swift
/// struct Halfway: CustomAnimation {
///     var duration: TimeInterval
///     func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
///         time > duration ? nil : value.scaled(by: time < duration / 2 ? 0 : 1)
///     }
/// }
/// withAnimation(Animation(Halfway(duration: 1))) { isOn.toggle() }
/// ```
public protocol CustomAnimation: Hashable, Sendable {
    /// The part of `value` (the delta to animate) covered at `time`, or `nil` when
    /// the animation has finished.
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?

    /// The rate of change of `animate`'s result at `time`, or `nil` if unknown.
    ///
    /// When a later animation merges with this one, the system hands this velocity
    /// on, so the motion stays continuous.
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?

    /// Whether this animation, arriving while `previous` is running, takes over
    /// `previous`'s state and elapsed time (`true`) or runs alongside it, with the
    /// results combined (`false`, the default).
    ///
    /// `value` is `previous`'s delta and `time` the time since `previous` began.
    func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool
}

extension CustomAnimation {
    /// No velocity is known.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        nil
    }

    /// Never merge: both animations run and their results are combined.
    public func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        false
    }
}
