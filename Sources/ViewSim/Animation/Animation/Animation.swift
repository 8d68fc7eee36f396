// Models SwiftUI's `Animation`: a type-erased, hashable box around a
// `CustomAnimation`. The built-in animations and modifiers live in their own files
// (`BezierAnimation.swift`, `FluidSpringAnimation.swift`, `DelayAnimation.swift`, …).
// Simplifies: no `Animation.Function` / Core Animation bridging.
import Foundation

/// How a change to an animatable value moves from the old value to the new one.
///
/// An `Animation` wraps a `CustomAnimation`. Two animations are equal when they
/// wrap equal values of the same type. The description is the wrapped animation's
/// description, written the way you would write it in code.
///
/// ```swift
/// withAnimation(.easeInOut(duration: 0.5)) { isExpanded.toggle() }
/// Animation.linear(duration: 2).delay(0.5).description   // "linear(duration: 2).delay(0.5)"
/// Animation(MyAnimation())                                // a custom animation
/// ```
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    /// The wrapped animation.
    package var base: any CustomAnimation

    /// Creates an animation from a custom animation.
    ///
    /// ```swift
    /// let animation = Animation(MyAnimation(duration: 1))
    /// ```
    public init<A: CustomAnimation>(_ base: A) {
        self.base = base
    }

    /// Whether both wrap equal values of the same `CustomAnimation` type.
    public static func == (lhs: Animation, rhs: Animation) -> Bool {
        lhs.base.isEqual(to: rhs.base)
    }

    /// Hashes the wrapped animation's type and value.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type(of: base)))
        base.hash(into: &hasher)
    }

    /// The wrapped animation's description, e.g. `"easeInOut(duration: 0.35)"`.
    public var description: String { String(describing: base) }

    /// The part of `value` covered at `time`, or `nil` when finished (forwards to the wrapped animation).
    public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        base.animate(value: value, time: time, context: &context)
    }

    /// The velocity at `time`, if known (forwards to the wrapped animation).
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        base.velocity(value: value, time: time, context: context)
    }

    /// Whether this animation merges with `previous` (forwards to the wrapped animation).
    public func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        base.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }
}

extension CustomAnimation {
    /// Whether `other` is a value of this type equal to this one.
    fileprivate func isEqual(to other: any CustomAnimation) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
