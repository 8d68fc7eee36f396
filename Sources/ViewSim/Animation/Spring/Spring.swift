// Models SwiftUI's `Spring` (iOS 17): a damped harmonic oscillator described by
// duration and bounce, response and damping ratio, or mass, stiffness and damping,
// evaluated in closed form. Simplifies: stored as mass, natural frequency and
// damping ratio; `settlingDuration` is computed to 1e-9 s rather than on a grid.
import Foundation

/// A representation of a spring's motion, usable on its own or to drive an animation.
///
/// A spring with mass *m*, stiffness *k* and damping *c* pulls a value towards its
/// target. Its perceptual `duration` (also `response`) is 2π·√(m/k); its `bounce` is
/// 1 − ζ for a damping ratio ζ ≤ 1 (0 is critically damped, 1 undamped) and
/// 1/ζ − 1 when overdamped (negative).
///
/// ```swift
/// let spring = Spring(duration: 0.5, bounce: 0.3)
/// spring.stiffness                                   // 157.9
/// spring.damping                                     // 17.6
/// spring.value(target: 1.0, time: 0.1)               // position after 0.1 s
/// Spring(mass: 1, stiffness: 100, damping: 10).bounce // 0.5
/// ```
///
/// Bad input is clamped: a duration, response or settling duration that is not a
/// positive finite number gives an infinitely stiff spring (it is at its target at
/// once); a stiffness that is not positive and finite does the same; a mass that is not
/// positive and finite becomes 1; a damping ratio that is NaN becomes 1, below 0
/// becomes 0 and above 1000 becomes 1000; a NaN or infinite damping becomes critical.
public struct Spring: Hashable, Sendable, CustomStringConvertible {
    /// The mass of the object attached to the spring.
    public let mass: Double

    /// The amount of drag as a fraction of critical damping: 1 is critically damped,
    /// below 1 bounces, above 1 is overdamped.
    public let dampingRatio: Double

    /// The undamped angular frequency ω₀ = √(k / m), in radians per second; +∞ for an
    /// infinitely stiff spring.
    let angularFrequency: Double

    init(mass: Double, angularFrequency: Double, dampingRatio: Double) {
        self.mass = AnimationInputClamp.mass(mass)
        self.angularFrequency = angularFrequency.isNaN || angularFrequency <= 0 ? .infinity : angularFrequency
        self.dampingRatio = AnimationInputClamp.dampingFraction(dampingRatio)
    }

    /// A spring with a perceptual `duration` and a `bounce` in [−1, 1].
    ///
    /// ```swift
    /// Spring(duration: 0.5, bounce: 0.3)   // mass 1, stiffness 157.9, damping 17.6
    /// ```
    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
        self.init(response: duration, dampingRatio: springDampingFraction(bounce: bounce))
    }

    /// A spring from its physical parameters. Unless `allowOverDamping` is `true`,
    /// damping above critical is reduced to critical.
    ///
    /// ```swift
    /// Spring(mass: 1, stiffness: 100, damping: 10)   // duration 0.63, bounce 0.5
    /// ```
    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let mass = AnimationInputClamp.mass(mass)
        guard stiffness.isFinite, stiffness > 0 else {
            self.init(mass: mass, angularFrequency: .infinity, dampingRatio: 1)
            return
        }
        let critical = 2 * (mass * stiffness).squareRoot()
        var ratio = damping.isFinite ? max(damping, 0) / critical : 1
        if !allowOverDamping { ratio = min(ratio, 1) }
        self.init(mass: mass, angularFrequency: (stiffness / mass).squareRoot(), dampingRatio: ratio)
    }

    /// A spring (mass 1) whose period is `response` seconds, with the given damping ratio.
    ///
    /// ```swift
    /// Spring(response: 0.5, dampingRatio: 0.7)   // the same as Spring(duration: 0.5, bounce: 0.3)
    /// ```
    public init(response: Double, dampingRatio: Double) {
        let response = AnimationInputClamp.duration(response)
        self.init(mass: 1, angularFrequency: response > 0 ? 2 * .pi / response : .infinity, dampingRatio: dampingRatio)
    }

    /// A spring (mass 1) that settles, from a unit step, to within `epsilon` of its
    /// target after `settlingDuration` seconds. An undamped spring never settles; it
    /// then gets `settlingDuration` as its response. A NaN or non-positive epsilon is 0.001.
    ///
    /// ```swift
    /// Spring(settlingDuration: 1, dampingRatio: 1).settlingDuration   // 1
    /// ```
    public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
        let unit = Spring(response: 1, dampingRatio: dampingRatio)
        let unitSettling = unit.settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: epsilon)
        let duration = AnimationInputClamp.duration(settlingDuration)
        let response = unitSettling.isFinite && unitSettling > 0 ? duration / unitSettling : duration
        self.init(response: response, dampingRatio: unit.dampingRatio)
    }

    /// Whether the spring is infinitely stiff: it reaches its target at once.
    var isInfinitelyStiff: Bool { angularFrequency.isInfinite }

    /// The perceptual duration: 2π·√(m / k). 0 for an infinitely stiff spring.
    public var duration: TimeInterval { isInfinitelyStiff ? 0 : 2 * .pi / angularFrequency }

    /// The same as `duration`: the spring's period if it were undamped.
    public var response: Double { duration }

    /// How bouncy the spring is: 1 − ζ when ζ ≤ 1, 1/ζ − 1 (negative) when overdamped.
    public var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }

    /// The spring stiffness k = m·ω₀² (+∞ for an infinitely stiff spring).
    public var stiffness: Double { isInfinitelyStiff ? .infinity : mass * angularFrequency * angularFrequency }

    /// The damping coefficient c = 2·ζ·m·ω₀.
    public var damping: Double {
        guard dampingRatio > 0 else { return 0 }
        return isInfinitelyStiff ? .infinity : 2 * dampingRatio * mass * angularFrequency
    }

    /// The time for a unit step (target 1, initial velocity 0) to stay within 0.001
    /// of its target: ∞ for an undamped spring, 0 for an infinitely stiff one.
    ///
    /// ```swift
    /// Spring.smooth.settlingDuration   // 0.735
    /// ```
    public var settlingDuration: TimeInterval {
        settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: 0.001)
    }

    /// `Spring(duration: 0.5, bounce: 0.3)`: the duration-and-bounce form.
    public var description: String {
        "Spring(duration: \(ValueFormatter.number(duration)), bounce: \(ValueFormatter.number(bounce)))"
    }
}

extension Spring {
    /// A smooth spring with no bounce: duration 0.5, bounce 0.
    public static var smooth: Spring { smooth() }

    /// A smooth spring: `Spring(duration: duration, bounce: extraBounce)`.
    ///
    /// ```swift
    /// Spring.smooth(duration: 0.3)
    /// ```
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }

    /// A snappy spring with a little bounce: duration 0.5, bounce 0.15.
    public static var snappy: Spring { snappy() }

    /// A snappy spring: `Spring(duration: duration, bounce: 0.15 + extraBounce)`.
    ///
    /// ```swift
    /// Spring.snappy(extraBounce: 0.05)
    /// ```
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A bouncy spring: duration 0.5, bounce 0.3.
    public static var bouncy: Spring { bouncy() }

    /// A bouncy spring: `Spring(duration: duration, bounce: 0.3 + extraBounce)`.
    ///
    /// ```swift
    /// Spring.bouncy(duration: 0.8)
    /// ```
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}
