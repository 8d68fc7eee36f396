// Solves the cubic Bézier curves behind `UnitCurve`, in the style of WebKit's
// `UnitBezier`: Newton's method first, bisection as the fallback, epsilon 2⁻²⁰,
// results rounded to a multiple of 2⁻²⁰. Simplifies: every loop has a fixed bound.
import Foundation

extension UnitCurve {
    /// A cubic Bézier from (0, 0) to (1, 1), as polynomials x(t) and y(t) in a parameter t ∈ [0, 1].
    struct CubicSolver {
        /// The solver's precision and the grid outputs are rounded to: 2⁻²⁰.
        static let epsilon = 1.0 / 1_048_576

        private let ax, bx, cx: Double
        private let ay, by, cy: Double

        init(startControlPoint: UnitPoint, endControlPoint: UnitPoint) {
            // x(t) = ((ax·t + bx)·t + cx)·t with cx = 3·p1x, bx = 3·(p2x − p1x) − cx, ax = 1 − cx − bx.
            cx = 3 * Double(startControlPoint.x)
            bx = 3 * (Double(endControlPoint.x) - Double(startControlPoint.x)) - cx
            ax = 1 - cx - bx
            cy = 3 * Double(startControlPoint.y)
            by = 3 * (Double(endControlPoint.y) - Double(startControlPoint.y)) - cy
            ay = 1 - cy - by
        }

        /// y at the parameter where x = `progress`, rounded to a multiple of 2⁻²⁰.
        func value(at progress: Double) -> Double {
            let t = parameter(forX: progress)
            return Self.rounded(((ay * t + by) * t + cy) * t)
        }

        /// dy/dx at the parameter where x = `progress`, rounded to a multiple of 2⁻²⁰.
        ///
        /// When both derivatives are equal (including both exactly 0) the slope is 1;
        /// when only dx/dt is 0 the slope is infinite.
        func velocity(at progress: Double) -> Double {
            let t = parameter(forX: progress)
            let dx = xDerivative(t)
            let dy = (3 * ay * t + 2 * by) * t + cy
            if dx == dy { return 1 }
            if dx == 0 { return dy < 0 ? -.infinity : .infinity }
            return Self.rounded(dy / dx)
        }

        private func x(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
        private func xDerivative(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

        /// The parameter t with x(t) = `target` (within epsilon).
        private func parameter(forX target: Double) -> Double {
            // Newton's method from t = target: at most 8 steps.
            var t = target
            for _ in 0..<8 {
                let error = x(t) - target
                if abs(error) < Self.epsilon { return t }
                let slope = xDerivative(t)
                if abs(slope) < 1e-6 { break }
                t -= error / slope
            }
            // Bisection on [0, 1]: x is monotonic because the control x's are in [0, 1].
            var low = 0.0
            var high = 1.0
            t = target
            if t <= low { return low }
            if t >= high { return high }
            for _ in 0..<64 {
                let value = x(t)
                if abs(value - target) < Self.epsilon { return t }
                if value < target { low = t } else { high = t }
                t = low + (high - low) / 2
            }
            return t
        }

        private static func rounded(_ value: Double) -> Double {
            (value / epsilon).rounded() * epsilon
        }
    }
}
