// Models SwiftUI's `VectorArithmetic`: a vector space an animation can scale and
// interpolate, with conformances for `Double`, `Float` and `CGFloat`.
// Simplifies: nothing; the protocol and its helpers match SwiftUI's signatures.
import Foundation

/// A type with a value that can be scaled and added, so that an animation can
/// interpolate it: the delta between an old and a new value is scaled by the
/// animation's progress.
///
/// ```swift
/// var width = 10.0
/// width.interpolate(towards: 20, amount: 0.25)   // 12.5
/// (3.0).magnitudeSquared                          // 9
/// ```
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies each component of this value by `rhs`.
    mutating func scale(by rhs: Double)

    /// The dot product of this value with itself.
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// This value with each component multiplied by `rhs`.
    ///
    /// ```swift
    /// AnimatablePair(1.0, 2.0).scaled(by: 3)   // (3, 6)
    /// ```
    public func scaled(by rhs: Double) -> Self {
        var copy = self
        copy.scale(by: rhs)
        return copy
    }

    /// Moves this value `amount` of the way towards `other` (0 keeps it, 1 reaches `other`).
    ///
    /// ```swift
    /// var x = 0.0
    /// x.interpolate(towards: 8, amount: 0.5)   // x == 4
    /// ```
    public mutating func interpolate(towards other: Self, amount: Double) {
        var step = other - self
        step.scale(by: amount)
        self += step
    }

    /// The value `amount` of the way from this value towards `other`.
    ///
    /// ```swift
    /// (0.0).interpolated(towards: 8, amount: 0.25)   // 2
    /// ```
    public func interpolated(towards other: Self, amount: Double) -> Self {
        var copy = self
        copy.interpolate(towards: other, amount: amount)
        return copy
    }
}

extension Double: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= rhs }
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}
