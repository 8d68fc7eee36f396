// Models SwiftUI's built-in shapes and the `Shape` protocol.
// Simplifies: a shape is drawn by nobody; `path(in:)` is kept so custom shapes
// port, and the graph shows the shape's kind. Lesson: lesson3 (heart stroke).
import Foundation

/// A 2D shape that can be filled, stroked and trimmed.
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
    package var _label: String { _typeName(S.self, qualified: false) + "()" }
    package var _attributes: [NodeAttribute] {
        Mirror(reflecting: shape).children.isEmpty ? [] : [NodeAttribute("shape", .fields(of: shape))]
    }
}

/// A rectangle.
nonisolated public struct Rectangle: Shape, Equatable {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A circle centred in its frame.
nonisolated public struct Circle: Shape, Equatable {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// A capsule: a rectangle with fully rounded ends.
nonisolated public struct Capsule: Shape, Equatable {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2) }
}

/// A rectangle with rounded corners.
nonisolated public struct RoundedRectangle: Shape, Equatable {
    public var cornerRadius: CGFloat
    public init(cornerRadius: CGFloat) { self.cornerRadius = cornerRadius }
    public init(cornerSize: CGSize) { self.cornerRadius = cornerSize.width }
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: cornerRadius) }
}

/// An ellipse.
nonisolated public struct Ellipse: Shape, Equatable {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// A flexible space that expands along the major axis of its stack.
nonisolated public struct Spacer: PrimitiveView, Equatable {
    public var minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    package var _label: String { "Spacer" }
}
