// Models SwiftUI's `LinearGradient`: a gradient along the line between two
// unit points of the shape's bounds.
// Simplifies: nothing beyond `Gradient`'s simplifications. Lesson: lesson5.
import Foundation

/// A linear gradient between two points of the filled shape's bounds.
///
/// ```swift
/// LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
/// ```
public struct LinearGradient: ShapeStyle, Hashable, Sendable, CustomStringConvertible {
    public var gradient: Gradient
    public var startPoint: UnitPoint
    public var endPoint: UnitPoint

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    /// The gradient's colours, in order.
    public var colors: [Color] { gradient.stops.map(\.color) }

    public var description: String { "LinearGradient(\(gradient))" }
}

extension ShapeStyle where Self == LinearGradient {
    /// `.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)`.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint)
        -> LinearGradient
    {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint)
        -> LinearGradient
    {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}
