// Helpers for the keyframe tests: numerical derivatives of a sampled timeline, so
// velocity and continuity claims are checked against the values themselves.
import Foundation
import ViewSim

/// Numerical checks shared by the keyframe tests.
enum KeyframeCheck {
    /// The slope of `f` at `t` from the left, (f(t) − f(t − h)) / h.
    static func leftSlope(_ f: (Double) -> Double, at t: Double, h: Double = 1e-6) -> Double {
        (f(t) - f(t - h)) / h
    }

    /// The slope of `f` at `t` from the right, (f(t + h) − f(t)) / h.
    static func rightSlope(_ f: (Double) -> Double, at t: Double, h: Double = 1e-6) -> Double {
        (f(t + h) - f(t)) / h
    }

    /// The central-difference slope of `f` at `t`.
    static func centralSlope(_ f: (Double) -> Double, at t: Double, h: Double = 1e-6) -> Double {
        (f(t + h) - f(t - h)) / (2 * h)
    }

    /// `3s² − 2s³`: a cubic keyframe from rest to rest at progress `s`.
    static func smoothstep(_ s: Double) -> Double { 3 * s * s - 2 * s * s * s }

    /// A velocity for the whole value of a `Double` timeline.
    static func wholeVelocity(_ velocity: Double) -> KeyframeVelocity<Double> {
        var result = KeyframeVelocity<Double>()
        result.set(velocity, at: \Double.self)
        return result
    }
}
