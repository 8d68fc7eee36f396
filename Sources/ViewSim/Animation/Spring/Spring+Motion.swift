// Models the `Spring` (iOS 17) methods that evaluate its motion: value, velocity,
// force, update, settling duration. Simplifies: everything is closed form (under-,
// critically and overdamped); the settling search is bounded (at most 65 537 samples
// and two bisections of 64 steps).
import Foundation

extension Spring {
    /// The motion from rest at 0 towards a target T with initial velocity v, as
    /// x(t) = T·(1 − a) + v·b and x′(t) = −T·a′ + v·b′.
    struct Motion {
        var a: Double
        var b: Double
        var aRate: Double
        var bRate: Double
    }

    /// A damping ratio this close to 1 is treated as exactly critical (avoids cancellation).
    private static let criticalTolerance = 1e-6

    func motion(at time: TimeInterval) -> Motion {
        if isInfinitelyStiff { return Motion(a: 0, b: 0, aRate: 0, bRate: 0) }
        let t = AnimationInputClamp.time(time)
        if t == .infinity { return Motion(a: 0, b: 0, aRate: 0, bRate: 0) }
        let w0 = angularFrequency
        let decay = dampingRatio * w0
        if abs(dampingRatio - 1) < Self.criticalTolerance {
            let e = exp(-w0 * t)
            return Motion(a: e * (1 + w0 * t), b: e * t, aRate: -w0 * w0 * t * e, bRate: e * (1 - w0 * t))
        }
        if dampingRatio < 1 {
            let wd = w0 * (1 - dampingRatio * dampingRatio).squareRoot()
            let e = exp(-decay * t)
            let (s, c) = (sin(wd * t), cos(wd * t))
            return Motion(
                a: e * (c + decay / wd * s),
                b: e * s / wd,
                aRate: -e * s * w0 * w0 / wd,
                bRate: e * (c - decay / wd * s)
            )
        }
        let q = w0 * (dampingRatio * dampingRatio - 1).squareRoot()
        let slow = -w0 * w0 / (decay + q)  // −λ + q, computed without cancellation
        let fast = -decay - q
        let gap = slow - fast
        let (e1, e2) = (exp(slow * t), exp(fast * t))
        return Motion(
            a: (-fast * e1 + slow * e2) / gap,
            b: (e1 - e2) / gap,
            aRate: slow * fast * (e2 - e1) / gap,
            bRate: (slow * e1 - fast * e2) / gap
        )
    }

    /// Monotone upper bounds for |a| and |b| from `time` on (used to bound the settling search).
    private func envelope(at time: TimeInterval) -> (a: Double, b: Double) {
        let w0 = angularFrequency
        let decay = dampingRatio * w0
        if abs(dampingRatio - 1) < Self.criticalTolerance {
            let e = exp(-w0 * time)
            let b = time >= 1 / w0 ? time * e : 1 / (w0 * exp(1))
            return (e * (1 + w0 * time), b)
        }
        if dampingRatio < 1 {
            let wd = w0 * (1 - dampingRatio * dampingRatio).squareRoot()
            let e = exp(-decay * time)
            return (e * w0 / wd, e / wd)
        }
        let q = w0 * (dampingRatio * dampingRatio - 1).squareRoot()
        let slow = -w0 * w0 / (decay + q)
        let fast = -decay - q
        let e1 = exp(slow * time) / (slow - fast)
        return (e1 * (abs(slow) + abs(fast)), e1)
    }

    /// The position, starting at 0 with `initialVelocity`, `time` seconds into the
    /// spring's pull towards `target`.
    ///
    /// ```swift
    /// Spring.smooth.value(target: 1.0, time: 0.1)   // 0.358
    /// ```
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let m = motion(at: time)
        return target.scaled(by: 1 - m.a) + initialVelocity.scaled(by: m.b)
    }

    /// The velocity `time` seconds into the pull from 0 towards `target`.
    ///
    /// ```swift
    /// Spring.smooth.velocity(target: 1.0, time: 0)   // 0
    /// ```
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let m = motion(at: time)
        return initialVelocity.scaled(by: m.bRate) - target.scaled(by: m.aRate)
    }

    /// The value `time` seconds into the motion from `fromValue` to `toValue`.
    ///
    /// ```swift
    /// Spring.bouncy.value(fromValue: 10.0, toValue: 20.0, initialVelocity: 0.0, time: 0.2)
    /// ```
    public func value<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        var result = fromValue
        result.animatableData =
            fromValue.animatableData
            + value(
                target: toValue.animatableData - fromValue.animatableData,
                initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    /// The velocity `time` seconds into the motion from `fromValue` to `toValue`.
    ///
    /// ```swift
    /// Spring.bouncy.velocity(fromValue: 10.0, toValue: 20.0, initialVelocity: 0.0, time: 0.2)
    /// ```
    public func velocity<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        var result = fromValue
        result.animatableData = velocity(
            target: toValue.animatableData - fromValue.animatableData,
            initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    /// The force on a value at `position` moving at `velocity`:
    /// stiffness·(target − position) − damping·velocity. An infinitely stiff spring
    /// reports zero force (its value is always at the target).
    ///
    /// ```swift
    /// Spring(mass: 1, stiffness: 100, damping: 10).force(target: 1.0, position: 0.0, velocity: 0.0)   // 100
    /// ```
    public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
        guard !isInfinitelyStiff else { return .zero }
        return (target - position).scaled(by: stiffness) - velocity.scaled(by: damping)
    }

    /// The force on a value at `position` moving at `velocity`, on its way from
    /// `fromValue` to `toValue`: `force(target:position:velocity:)` on the values'
    /// animatable data, towards `toValue`, in units of the value per second squared.
    ///
    /// ```swift
    /// Spring(mass: 1, stiffness: 100, damping: 10).force(fromValue: 0.0, toValue: 1.0, position: 0.5, velocity: 2.0)   // 30
    /// ```
    public func force<V: Animatable>(fromValue: V, toValue: V, position: V, velocity: V) -> V {
        var result = fromValue
        result.animatableData = force(
            target: toValue.animatableData, position: position.animatableData, velocity: velocity.animatableData)
        return result
    }

    /// Advances `value` and `velocity` by `deltaTime` seconds of the pull towards
    /// `target` (exactly, in closed form). A negative or NaN `deltaTime` changes nothing.
    ///
    /// ```swift
    /// var (x, v) = (0.0, 0.0)
    /// Spring.snappy.update(value: &x, velocity: &v, target: 1, deltaTime: 1.0 / 60)
    /// ```
    public func update<V: VectorArithmetic>(value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval) {
        let delta = target - value
        let start = velocity
        value += self.value(target: delta, initialVelocity: start, time: deltaTime)
        velocity = self.velocity(target: delta, initialVelocity: start, time: deltaTime)
    }

    /// The time after which the motion from 0 towards `target` stays within `epsilon`
    /// of it: 0 if it always does (or the spring is infinitely stiff), ∞ if it never
    /// does (an undamped spring). A NaN or non-positive `epsilon` is 0.001.
    ///
    /// ```swift
    /// Spring.smooth.settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: 0.001)   // 0.735
    /// ```
    public func settlingDuration<V: VectorArithmetic>(
        target: V, initialVelocity: V = .zero, epsilon: Double
    ) -> TimeInterval {
        let epsilon = epsilon.isFinite && epsilon > 0 ? epsilon : 0.001
        if isInfinitelyStiff { return 0 }
        let targetSquared = target.magnitudeSquared
        let velocitySquared = initialVelocity.magnitudeSquared
        let cross = (target + initialVelocity).magnitudeSquared - targetSquared - velocitySquared
        guard targetSquared.isFinite, velocitySquared.isFinite, cross.isFinite else { return 0 }
        if targetSquared == 0, velocitySquared == 0 { return 0 }
        if dampingRatio == 0 { return .infinity }

        // |x(t) − target|² for the motion; it must stay below epsilon².
        func errorSquared(_ t: Double) -> Double {
            let m = motion(at: t)
            return m.a * m.a * targetSquared + m.b * m.b * velocitySquared - m.a * m.b * cross
        }
        let (targetLength, velocityLength) = (targetSquared.squareRoot(), velocitySquared.squareRoot())
        func bound(_ t: Double) -> Double {
            let e = envelope(at: t)
            return e.a * targetLength + e.b * velocityLength
        }

        // 1. A time after which the (monotone) bound, hence the error, stays below epsilon.
        var upper = 1 / (dampingRatio * angularFrequency)
        var doublings = 0
        while bound(upper) >= epsilon, doublings < 200 {
            upper *= 2
            doublings += 1
        }
        guard bound(upper) < epsilon else { return .infinity }
        var lower = 0.0
        for _ in 0..<64 {
            let middle = (lower + upper) / 2
            if bound(middle) < epsilon { upper = middle } else { lower = middle }
        }

        // 2. The last sample at which the error is still too large, scanning back from there.
        let limit = epsilon * epsilon
        var samples = 1024
        if dampingRatio < 1 {
            let period = 2 * .pi / (angularFrequency * (1 - dampingRatio * dampingRatio).squareRoot())
            samples = min(max(samples, Int((upper / period * 32).rounded(.up))), 65_536)
        }
        let step = upper / Double(samples)
        guard
            let last = stride(from: samples, through: 0, by: -1).first(where: {
                errorSquared(Double($0) * step) >= limit
            })
        else { return 0 }
        if last == samples { return upper }

        // 3. The crossing between that sample and the next.
        var inside = Double(last + 1) * step
        var outside = Double(last) * step
        for _ in 0..<64 {
            let middle = (inside + outside) / 2
            if errorSquared(middle) >= limit { outside = middle } else { inside = middle }
        }
        return inside
    }
}
