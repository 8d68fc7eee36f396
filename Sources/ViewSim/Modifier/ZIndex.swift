// Models SwiftUI's `.zIndex(_:)`: the drawing order of overlapping views in a
// stack — higher in front, equal values in their order. Simplifies: read from the
// view the stack holds or the chain of single views below it; layout unchanged.

/// `.zIndex(_:)`.
nonisolated public struct _ZIndexModifier: PrimitiveModifier, Equatable {
    let value: Double
    package var _label: String { ".zIndex(\(ValueFormatter.number(value)))" }
    package var _traceName: String { ".zIndex" }
    package var _attributes: [NodeAttribute] { [NodeAttribute("zIndex", .number(value))] }
    package func _didInsert(node: ViewNode) { node.graph.layoutState.usesZIndex = true }
}

nonisolated extension View {
    /// Controls the display order of overlapping views (NaN counts as 0).
    ///
    /// ```swift
    /// ZStack { Circle().zIndex(1); Rectangle() }   // the circle in front
    /// ```
    public func zIndex(_ value: Double) -> ModifiedContent<Self, _ZIndexModifier> {
        modifier(_ZIndexModifier(value: value.isNaN ? 0 : value))
    }
}
