// Models SwiftUI's `.contentShape(_:)`: the shape used for hit testing.
// Simplifies: viewsim has no hit testing (a script taps a view by name), so the
// modifier is a node with the shape's name and nothing else. Lesson: lesson3.

/// `.contentShape(_:)`.
nonisolated public struct _ContentShapeModifier: PrimitiveModifier {
    /// The shape's type name, such as `Rectangle`.
    public var shapeName: String
    package var _label: String { ".contentShape(\(shapeName)())" }
    package var _traceName: String { ".contentShape" }
    package var _attributes: [NodeAttribute] { [NodeAttribute("contentShape", .symbol(shapeName))] }
}

nonisolated extension View {
    /// Makes `shape` the area that responds to taps, so that the transparent parts
    /// of a stroked shape can be tapped too.
    ///
    /// ```swift
    /// ZStack { Heart().stroke(.red, lineWidth: 5) }
    ///     .contentShape(Rectangle())
    ///     .onTapGesture { isOn.toggle() }
    /// ```
    public func contentShape<S: Shape>(_ shape: S) -> ModifiedContent<Self, _ContentShapeModifier> {
        modifier(_ContentShapeModifier(shapeName: _typeName(S.self, qualified: false)))
    }
}
