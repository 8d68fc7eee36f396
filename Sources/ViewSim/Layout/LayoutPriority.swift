// Models SwiftUI's `.layoutPriority(_:)`: in a stack, the views of higher priority
// are sized first, offered what is left after the lower ones' minimum lengths
// (see `ViewGraph.arrangeStack`); a custom `Layout` reads it as `subview.priority`.
// Simplifies: read from the stack's item and the draw-only modifiers on it. Lesson: layout tests.
import Foundation

/// `.layoutPriority(_:)`.
nonisolated public struct _LayoutPriorityModifier: PrimitiveModifier, Equatable {
    let value: Double
    package var _label: String { ".layoutPriority(\(ValueFormatter.number(value)))" }
    package var _traceName: String { ".layoutPriority" }
    package var _attributes: [NodeAttribute] { [NodeAttribute("layoutPriority", .number(value))] }
    package func _didInsert(node: ViewNode) { node.graph.layoutState.usesLayoutPriority = true }
    /// A new priority lays the stack out again.
    package func _didUpdate(node: ViewNode, from old: any PrimitiveModifier) { node.graph.invalidateLayout(node) }
}

nonisolated extension View {
    /// Sets the priority by which a parent layout apportions space to this view (0 by default).
    ///
    /// ```swift
    /// HStack {
    ///     Text("A long title that wins the space").layoutPriority(1)
    ///     Text("A subtitle that truncates first")
    /// }
    /// ```
    public func layoutPriority(_ value: Double) -> some View {
        modifier(_LayoutPriorityModifier(value: value.isNaN ? 0 : value))
    }
}
