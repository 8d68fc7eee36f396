// Models SwiftUI's `Shape` protocol and the leaf a shape becomes in the graph.
// Simplifies: the graph shows the shape's kind and fields; what it draws is
// `path(in:)` in the frame layout gives it. The built-in shapes are in
// `Shapes/`, one file each. Lesson: lesson3 (heart stroke), lesson5 (trapezoid).
import Foundation

/// A 2D shape that can be filled, stroked and trimmed.
///
/// ```swift
/// struct Triangle: Shape {
///     func path(in rect: CGRect) -> Path {
///         Path { p in p.addLines([CGPoint(x: rect.midX, y: rect.minY),
///                                 CGPoint(x: rect.maxX, y: rect.maxY),
///                                 CGPoint(x: rect.minX, y: rect.maxY)]); p.closeSubpath() }
///     }
/// }
/// ```
public protocol Shape: View {
    /// Describes this shape as a path within a rectangle.
    func path(in rect: CGRect) -> Path
}

nonisolated extension Shape {
    public var body: ShapeView<Self> { ShapeView(shape: self) }
}

/// The leaf a shape becomes in the graph.
nonisolated public struct ShapeView<S: Shape>: PrimitiveView {
    public let shape: S
    package var _label: String {
        if let named = shape as? any ShapeLabel { return named.shapeLabel }
        return _typeName(S.self, qualified: false) + "()"
    }
    package var _attributes: [NodeAttribute] {
        if let named = shape as? any ShapeLabel { return named.shapeAttributes }
        return Mirror(reflecting: shape).children.isEmpty ? [] : [NodeAttribute("shape", .fields(of: shape))]
    }
}

/// A shape that names itself in diagrams (an inset shape: `Circle().inset(by: 2)`).
package protocol ShapeLabel {
    var shapeLabel: String { get }
    var shapeAttributes: [NodeAttribute] { get }
}

/// A flexible space that expands along the major axis of its stack.
nonisolated public struct Spacer: PrimitiveView, Equatable {
    public var minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    package var _label: String { "Spacer" }
}
