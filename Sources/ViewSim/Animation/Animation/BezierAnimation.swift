// Models SwiftUI's timing-curve animations: `linear`, `easeIn`, `easeOut`,
// `easeInOut` (default duration 0.35 s) and `timingCurve`. Simplifies: nothing; a
// timing curve covers `curve(clamp(t / duration))` of the delta and never merges.
import Foundation

/// A timing-curve animation: `value.scaled(by: curve.value(at: time / duration))`,
/// finished (`nil`) once `time > duration`. A duration that is negative, zero, NaN
/// or infinite is clamped to 0, so the animation finishes at once.
///
/// It never merges: interrupted by another animation, the two are combined
/// (see `DefaultCombiningAnimation`). It is logically complete only when it ends.
package struct BezierAnimation: BuiltInAnimation {
    package let curve: UnitCurve
    package let duration: TimeInterval

    package init(curve: UnitCurve, duration: TimeInterval) {
        self.curve = curve
        self.duration = AnimationInputClamp.duration(duration)
    }

    /// The curve's output at `time`, or `nil` when `duration <= 0` or `time > duration`.
    package func fraction(at time: TimeInterval) -> Double? {
        let time = AnimationInputClamp.time(time)
        guard duration > 0, time <= duration + AnimationInputClamp.timeTolerance else { return nil }
        return curve.value(at: time / duration)
    }

    package func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        fraction(at: time).map { value.scaled(by: $0) }
    }

    package func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        let time = AnimationInputClamp.time(time)
        guard duration > 0, time <= duration + AnimationInputClamp.timeTolerance else { return nil }
        return value.scaled(by: curve.velocity(at: time / duration) / duration)
    }

    package var canFinish: Bool { true }

    package var description: String {
        let seconds = ValueFormatter.number(duration)
        if [UnitCurve.linear, .easeIn, .easeOut, .easeInOut].contains(curve) {
            return "\(curve)(duration: \(seconds))"
        }
        if case .bezier(let start, let end) = curve.shape {
            let points = [start.x, start.y, end.x, end.y].map { ValueFormatter.number(Double($0)) }
            return "timingCurve(\(points.joined(separator: ", ")), duration: \(seconds))"
        }
        return "timingCurve(.\(curve), duration: \(seconds))"
    }
}

extension Animation {
    /// Constant speed, 0.35 s.
    ///
    /// ```swift
    /// withAnimation(.linear) { offset = 100 }
    /// ```
    public static var linear: Animation { linear(duration: 0.35) }

    /// Constant speed over `duration` seconds (negative, NaN or infinite: finishes at once).
    ///
    /// ```swift
    /// withAnimation(.linear(duration: 2)) { offset = 100 }
    /// ```
    public static func linear(duration: TimeInterval) -> Animation {
        Animation(BezierAnimation(curve: .linear, duration: duration))
    }

    /// Slow start, 0.35 s: control points (0.42, 0), (1, 1).
    ///
    /// ```swift
    /// withAnimation(.easeIn) { opacity = 0 }
    /// ```
    public static var easeIn: Animation { easeIn(duration: 0.35) }

    /// Slow start over `duration` seconds (negative, NaN or infinite: finishes at once).
    ///
    /// ```swift
    /// withAnimation(.easeIn(duration: 1)) { opacity = 0 }
    /// ```
    public static func easeIn(duration: TimeInterval) -> Animation {
        Animation(BezierAnimation(curve: .easeIn, duration: duration))
    }

    /// Slow end, 0.35 s: control points (0, 0), (0.58, 1).
    ///
    /// ```swift
    /// withAnimation(.easeOut) { opacity = 1 }
    /// ```
    public static var easeOut: Animation { easeOut(duration: 0.35) }

    /// Slow end over `duration` seconds (negative, NaN or infinite: finishes at once).
    ///
    /// ```swift
    /// withAnimation(.easeOut(duration: 1)) { opacity = 1 }
    /// ```
    public static func easeOut(duration: TimeInterval) -> Animation {
        Animation(BezierAnimation(curve: .easeOut, duration: duration))
    }

    /// Slow start and end, 0.35 s: control points (0.42, 0), (0.58, 1). This was
    /// `Animation.default` before the 2023 SDKs.
    ///
    /// ```swift
    /// withAnimation(.easeInOut) { scale = 2 }
    /// ```
    public static var easeInOut: Animation { easeInOut(duration: 0.35) }

    /// Slow start and end over `duration` seconds (negative, NaN or infinite: finishes at once).
    ///
    /// ```swift
    /// withAnimation(.easeInOut(duration: 0.5)) { scale = 2 }
    /// ```
    public static func easeInOut(duration: TimeInterval) -> Animation {
        Animation(BezierAnimation(curve: .easeInOut, duration: duration))
    }

    /// A cubic Bézier timing curve with control points (p1x, p1y) and (p2x, p2y).
    /// The x coordinates are clamped to [0, 1].
    ///
    /// ```swift
    /// withAnimation(.timingCurve(0.25, 0.1, 0.25, 1, duration: 0.5)) { offset = 50 }
    /// ```
    public static func timingCurve(
        _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35
    ) -> Animation {
        timingCurve(UnitPoint(x: p1x, y: p1y), UnitPoint(x: p2x, y: p2y), duration: duration)
    }

    /// A cubic Bézier timing curve with the given control points.
    ///
    /// ```swift
    /// withAnimation(.timingCurve(UnitPoint(x: 0.25, y: 0.1), UnitPoint(x: 0.25, y: 1))) { offset = 50 }
    /// ```
    public static func timingCurve(_ p1: UnitPoint, _ p2: UnitPoint, duration: TimeInterval = 0.35) -> Animation {
        timingCurve(.bezier(startControlPoint: p1, endControlPoint: p2), duration: duration)
    }

    /// An animation that follows `curve` over `duration` seconds.
    ///
    /// ```swift
    /// withAnimation(.timingCurve(.circularEaseIn, duration: 0.5)) { offset = 50 }
    /// ```
    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
        Animation(BezierAnimation(curve: curve, duration: duration))
    }
}
