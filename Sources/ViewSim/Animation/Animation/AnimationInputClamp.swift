// Collects viewsim's rules for bad animation input (negative, NaN or infinite
// durations, speeds, counts, spring parameters), so that no input hangs or crashes.
// Simplifies: SwiftUI documents none of this; each rule is viewsim's choice.
import Foundation

/// The clamps applied to animation parameters when an animation is created.
///
/// - A duration (timing curves, spring responses) that is negative, zero, NaN or
///   infinite becomes 0: the animation finishes at once and the value jumps. For a
///   spring, 0 means "infinitely stiff", as Apple documents for `response: 0`.
/// - A delay that is negative, NaN or infinite becomes 0 (no delay).
/// - A speed that is not a positive, finite number becomes 1.
/// - A repeat count below 1 becomes 1.
/// - A damping fraction that is NaN becomes 1 (critical); below 0 becomes 0
///   (undamped: never settles); above 1000 becomes 1000.
/// - A mass that is not positive and finite becomes 1.
/// - A stiffness that is not positive and finite means infinitely stiff (finishes at once).
/// - A damping coefficient that is NaN or infinite becomes critical damping; below 0 becomes 0.
/// - An initial velocity that is NaN or infinite becomes 0.
/// - A logical-completion time that is negative or NaN becomes 0; +∞ means never.
/// - An animation time that is NaN or negative is treated as 0.
/// - Times within `timeTolerance` (1 ns) of a boundary — the end of a curve, a
///   logical-completion time — count as on it, so that frame times like 0.3 − 0.1
///   (0.19999999999999998) do not move an event one frame later.
package enum AnimationInputClamp {
    /// How close to a boundary a time counts as on it: 1 ns.
    package static let timeTolerance = 1e-9

    /// The largest damping fraction kept; larger ones are clamped to it.
    package static let maximumDampingFraction = 1000.0

    package static func duration(_ value: Double) -> Double {
        value.isFinite && value > 0 ? value : 0
    }

    package static func delay(_ value: Double) -> Double {
        value.isFinite && value > 0 ? value : 0
    }

    package static func speed(_ value: Double) -> Double {
        value.isFinite && value > 0 ? value : 1
    }

    package static func repeatCount(_ value: Int) -> Int {
        max(1, value)
    }

    package static func dampingFraction(_ value: Double) -> Double {
        if value.isNaN { return 1 }
        return min(max(value, 0), maximumDampingFraction)
    }

    package static func mass(_ value: Double) -> Double {
        value.isFinite && value > 0 ? value : 1
    }

    package static func velocity(_ value: Double) -> Double {
        value.isFinite ? value : 0
    }

    package static func logicalDuration(_ value: Double) -> Double {
        value.isNaN || value < 0 ? 0 : value
    }

    package static func time(_ value: Double) -> Double {
        value.isNaN || value < 0 ? 0 : value
    }
}
