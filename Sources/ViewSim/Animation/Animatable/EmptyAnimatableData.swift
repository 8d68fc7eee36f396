// Models SwiftUI's `EmptyAnimatableData`: the animatable data of a type with
// nothing to animate. Simplifies: nothing.
import Foundation

/// An empty vector: the default `animatableData` of an `Animatable` type, meaning
/// that nothing about the type animates.
///
/// ```swift
/// struct Label: Animatable { var text: String }   // animatableData is EmptyAnimatableData
/// ```
public struct EmptyAnimatableData: VectorArithmetic, Hashable, Sendable {
    /// Creates the (only) empty value.
    public init() {}

    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    public static func += (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) {}
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    public static func -= (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) {}
    public mutating func scale(by rhs: Double) {}
    public var magnitudeSquared: Double { 0 }
}
