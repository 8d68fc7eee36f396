// Models SwiftUI's additive `interpolatingSpring` animations: a closed-form damped
// oscillator over the delta that never merges, so overlapping ones add up. Simplifies:
// it ends at `Spring.settlingDuration` (epsilon 0.001) for its initial velocity, not at
// OpenSwiftUI's suspicious duration formula.
import Foundation

/// A spring evaluated in closed form: `value · x(t)` where x is the unit step of the
/// spring (mass, stiffness, damping; overdamping allowed) with `initialVelocity` in
/// deltas per second. It ends (`nil`) when t reaches the settling duration for epsilon
/// 0.001 and is logically complete at 2π/√stiffness. It never merges.
package struct SpringAnimation: BuiltInAnimation {
    package let spring: Spring
    package let initialVelocity: Double
    /// When the unit step stays within 0.001 of 1 (∞ for an undamped spring).
    package let endTime: TimeInterval

    package init(spring: Spring, initialVelocity: Double) {
        self.spring = spring
        self.initialVelocity = AnimationInputClamp.velocity(initialVelocity)
        endTime = spring.settlingDuration(target: 1.0, initialVelocity: self.initialVelocity, epsilon: 0.001)
    }

    /// The time after which the animation reports logical completion: 2π/√stiffness.
    package var logicalDuration: TimeInterval {
        spring.stiffness.isFinite ? 2 * .pi / spring.stiffness.squareRoot() : 0
    }

    package func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        let time = AnimationInputClamp.time(time)
        guard time < endTime - AnimationInputClamp.timeTolerance else { return nil }
        if time >= logicalDuration - AnimationInputClamp.timeTolerance { context.isLogicallyComplete = true }
        return value.scaled(by: spring.value(target: 1.0, initialVelocity: initialVelocity, time: time))
    }

    package func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        let time = AnimationInputClamp.time(time)
        guard time < endTime - AnimationInputClamp.timeTolerance else { return nil }
        return value.scaled(by: spring.velocity(target: 1.0, initialVelocity: initialVelocity, time: time))
    }

    package var canFinish: Bool { endTime.isFinite }

    package var description: String {
        let n = ValueFormatter.number
        var text =
            "interpolatingSpring(mass: \(n(spring.mass)), stiffness: \(n(spring.stiffness)), damping: \(n(spring.damping))"
        if initialVelocity != 0 { text += ", initialVelocity: \(n(initialVelocity))" }
        return text + ")"
    }
}

extension Animation {
    /// An additive spring: overlapping ones add their effects instead of merging.
    /// `initialVelocity` is in deltas per second (1 = the whole change in one second).
    /// Overdamping is allowed. Bad input follows `Spring`'s clamps; a stiffness that is
    /// not positive and finite finishes at once.
    ///
    /// ```swift
    /// withAnimation(.interpolatingSpring(stiffness: 170, damping: 15)) { offset = 100 }
    /// ```
    public static func interpolatingSpring(
        mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0
    ) -> Animation {
        let spring = Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true)
        return Animation(SpringAnimation(spring: spring, initialVelocity: initialVelocity))
    }

    /// An additive spring with a perceptual duration and bounce.
    ///
    /// ```swift
    /// withAnimation(.interpolatingSpring(duration: 0.4, bounce: 0.3)) { offset = 100 }
    /// ```
    public static func interpolatingSpring(
        duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0
    ) -> Animation {
        interpolatingSpring(Spring(duration: duration, bounce: bounce), initialVelocity: initialVelocity)
    }

    /// An additive spring with the motion of `spring`.
    ///
    /// ```swift
    /// withAnimation(.interpolatingSpring(.bouncy)) { offset = 100 }
    /// ```
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0) -> Animation {
        Animation(SpringAnimation(spring: spring, initialVelocity: initialVelocity))
    }

    /// `interpolatingSpring()`: duration 0.5, bounce 0.
    public static var interpolatingSpring: Animation { interpolatingSpring() }
}
