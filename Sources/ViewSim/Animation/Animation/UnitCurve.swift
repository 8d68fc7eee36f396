// Models SwiftUI's `UnitCurve` (iOS 17): a curve from input progress [0, 1] to
// output progress, used by the timing-curve animations. Simplifies: nothing in
// the results (outputs are rounded to a multiple of 2⁻²⁰ as SwiftUI does); the
// solver is `UnitCurve+CubicSolver.swift`.
import Foundation

/// A function from input progress in [0, 1] to output progress, defined by a curve.
///
/// Bézier curves are solved like WebKit's `UnitBezier` and their output is rounded
/// to a multiple of 2⁻²⁰. Input progress is clamped to [0, 1].
///
/// ```swift
/// UnitCurve.easeInOut.value(at: 0.25)      // 0.1292…
/// UnitCurve.easeInOut.velocity(at: 0.5)    // 1.72…
/// UnitCurve.easeIn.inverse                 // the curve with x and y swapped
/// ```
public struct UnitCurve: Hashable, Sendable, CustomStringConvertible {
    enum Shape: Hashable, Sendable {
        case linear
        case bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint)
        case circularEaseIn
        case circularEaseOut
        case circularEaseInOut
        /// The inverse of `circularEaseInOut`: fast, slow in the middle, fast.
        case circularEaseOutIn
    }

    let shape: Shape

    init(shape: Shape) {
        self.shape = shape
    }

    /// A cubic Bézier curve from (0, 0) to (1, 1) with the given control points.
    ///
    /// The x coordinates of the control points are clamped to [0, 1] (so the curve
    /// is a function of x); y coordinates may leave [0, 1] to overshoot. NaN or
    /// infinite coordinates become 0.
    ///
    /// ```swift
    /// let curve = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.25, y: 0.1),
    ///                              endControlPoint: UnitPoint(x: 0.25, y: 1))
    /// ```
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        func x(_ value: CGFloat) -> CGFloat { value.isFinite ? min(max(value, 0), 1) : 0 }
        func y(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
        let start = UnitPoint(x: x(startControlPoint.x), y: y(startControlPoint.y))
        let end = UnitPoint(x: x(endControlPoint.x), y: y(endControlPoint.y))
        if start == UnitPoint(x: 0, y: 0), end == UnitPoint(x: 1, y: 1) { return .linear }
        return UnitCurve(shape: .bezier(startControlPoint: start, endControlPoint: end))
    }

    /// The straight line: output equals input, velocity 1.
    public static let linear = UnitCurve(shape: .linear)
    /// Slow start, fast end: control points (0.42, 0) and (1, 1).
    public static let easeIn = UnitCurve(
        shape: .bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1)))
    /// Fast start, slow end: control points (0, 0) and (0.58, 1).
    public static let easeOut = UnitCurve(
        shape: .bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1)))
    /// Slow start and end: control points (0.42, 0) and (0.58, 1).
    public static let easeInOut = UnitCurve(
        shape: .bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1)))
    /// A quarter circle, slow then fast: 1 − √(1 − x²).
    public static let circularEaseIn = UnitCurve(shape: .circularEaseIn)
    /// A quarter circle, fast then slow: √(1 − (1 − x)²).
    public static let circularEaseOut = UnitCurve(shape: .circularEaseOut)
    /// `circularEaseIn` on the first half, `circularEaseOut` on the second.
    public static let circularEaseInOut = UnitCurve(shape: .circularEaseInOut)

    /// The output progress at `progress` (clamped to [0, 1]).
    ///
    /// ```swift
    /// UnitCurve.easeIn.value(at: 0.5)   // 0.3154…
    /// UnitCurve.easeIn.value(at: 2)     // 1
    /// ```
    public func value(at progress: Double) -> Double {
        let x = Self.clampProgress(progress)
        switch shape {
        case .linear:
            return x
        case .bezier(let start, let end):
            return CubicSolver(startControlPoint: start, endControlPoint: end).value(at: x)
        case .circularEaseIn:
            return Self.circleIn(x)
        case .circularEaseOut:
            return Self.circleOut(x)
        case .circularEaseInOut:
            return x < 0.5 ? Self.circleIn(2 * x) / 2 : 0.5 + Self.circleOut(2 * x - 1) / 2
        case .circularEaseOutIn:
            return x < 0.5 ? Self.circleOut(2 * x) / 2 : 0.5 + Self.circleIn(2 * x - 1) / 2
        }
    }

    /// The rate of change of the output at `progress` (clamped to [0, 1]).
    ///
    /// Bézier velocities are rounded to a multiple of 2⁻²⁰. Where the slope is
    /// undefined because both derivatives are exactly 0 the velocity is 1; where the
    /// curve is vertical (circular curves at their steep ends) it is infinite.
    ///
    /// ```swift
    /// UnitCurve.easeInOut.velocity(at: 0.5)        // 1.72…
    /// UnitCurve.circularEaseIn.velocity(at: 1)     // +infinity
    /// ```
    public func velocity(at progress: Double) -> Double {
        let x = Self.clampProgress(progress)
        switch shape {
        case .linear:
            return 1
        case .bezier(let start, let end):
            return CubicSolver(startControlPoint: start, endControlPoint: end).velocity(at: x)
        case .circularEaseIn:
            return Self.circleInSlope(x)
        case .circularEaseOut:
            return Self.circleInSlope(1 - x)
        case .circularEaseInOut:
            return x < 0.5 ? Self.circleInSlope(2 * x) : Self.circleInSlope(2 - 2 * x)
        case .circularEaseOutIn:
            return x < 0.5 ? Self.circleInSlope(1 - 2 * x) : Self.circleInSlope(2 * x - 1)
        }
    }

    /// The same curve with x and y swapped: `inverse.value(at: y)` is the input
    /// progress at which this curve outputs `y`.
    ///
    /// ```swift
    /// UnitCurve.circularEaseIn.inverse == .circularEaseOut   // true
    /// ```
    public var inverse: UnitCurve {
        switch shape {
        case .linear:
            return .linear
        case .bezier(let start, let end):
            return .bezier(
                startControlPoint: UnitPoint(x: start.y, y: start.x),
                endControlPoint: UnitPoint(x: end.y, y: end.x)
            )
        case .circularEaseIn: return .circularEaseOut
        case .circularEaseOut: return .circularEaseIn
        case .circularEaseInOut: return UnitCurve(shape: .circularEaseOutIn)
        case .circularEaseOutIn: return .circularEaseInOut
        }
    }

    /// The curve's name as written in code, e.g. `easeInOut` or
    /// `bezier(startControlPoint: (0.25, 0.1), endControlPoint: (0.25, 1))`.
    public var description: String {
        switch shape {
        case .linear: return "linear"
        case .circularEaseIn: return "circularEaseIn"
        case .circularEaseOut: return "circularEaseOut"
        case .circularEaseInOut: return "circularEaseInOut"
        case .circularEaseOutIn: return "circularEaseInOut.inverse"
        case .bezier(let start, let end):
            if self == .easeIn { return "easeIn" }
            if self == .easeOut { return "easeOut" }
            if self == .easeInOut { return "easeInOut" }
            let n = { (value: CGFloat) in ValueFormatter.number(Double(value)) }
            return
                "bezier(startControlPoint: (\(n(start.x)), \(n(start.y))), endControlPoint: (\(n(end.x)), \(n(end.y))))"
        }
    }

    private static func clampProgress(_ progress: Double) -> Double {
        progress.isNaN ? 0 : min(max(progress, 0), 1)
    }

    private static func circleIn(_ x: Double) -> Double { 1 - (max(0, 1 - x * x)).squareRoot() }
    private static func circleOut(_ x: Double) -> Double { (max(0, 1 - (1 - x) * (1 - x))).squareRoot() }

    /// The slope of `circleIn` at `x`: x / √(1 − x²), infinite at x = 1.
    private static func circleInSlope(_ x: Double) -> Double {
        let radicand = 1 - x * x
        return radicand > 0 ? x / radicand.squareRoot() : .infinity
    }
}
