// Models the spring conversion helpers SwiftUI inlines into apps (`springStiffness`,
// `springDamping`, `springDampingFraction`), whose bodies are public in its
// interface. Simplifies: `springDampingFraction` uses the refined (2025 SDK) form
// that also handles bounce ≤ −1, 0 and > 1, and NaN bounce means 0.
import Foundation

/// The stiffness (mass 1) of a spring whose period is `response` seconds: (2π / response)².
/// A response that is zero, negative or NaN is infinitely stiff (+∞).
///
/// ```swift
/// springStiffness(response: 0.5)   // 157.91…
/// ```
package func springStiffness(response: Double) -> Double {
    guard response > 0 else { return .infinity }
    let frequency = 2 * Double.pi / response
    return frequency * frequency
}

/// The damping coefficient (mass 1) for a damping fraction: 2 · √stiffness · fraction.
///
/// ```swift
/// springDamping(fraction: 1, stiffness: springStiffness(response: 0.5))   // 25.13…
/// ```
package func springDamping(fraction: Double, stiffness: Double) -> Double {
    guard fraction != 0 else { return 0 }
    return 2 * stiffness.squareRoot() * fraction
}

/// The damping fraction for a bounce: 1 − bounce for bounce ≥ 0 (bounce above 1 counts
/// as 1: undamped), 1 / (1 + bounce) for −1 < bounce < 0 (overdamped), +∞ for bounce ≤ −1.
/// A NaN bounce counts as 0 (critical damping).
///
/// ```swift
/// springDampingFraction(bounce: 0.3)    // 0.7
/// springDampingFraction(bounce: -0.5)   // 2
/// ```
package func springDampingFraction(bounce: Double) -> Double {
    if bounce.isNaN || bounce == 0 { return 1 }
    if bounce <= -1 { return .infinity }
    if bounce < 0 { return 1 / (1 + bounce) }
    return 1 - min(bounce, 1)
}
