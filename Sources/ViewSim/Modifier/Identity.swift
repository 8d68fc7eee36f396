// Models SwiftUI's explicit identity `.id(_:)` and `.accessibilityIdentifier(_:)`.
// Simplifies: the accessibility identifier is how scripts and tests name a view;
// it does nothing else. Lesson: every lesson names the views it taps or checks.

/// A view whose identity is an explicit id: changing the id replaces the view.
nonisolated public struct IDView<Content: View, ID: Hashable>: PrimitiveView {
    public var content: Content
    public var id: ID
    package func _children() -> [(ChildKey, any View)] { [(.explicit(AnyHashable(id)), content)] }
    package var _label: String { ".id(\(ValueFormatter.describe(id)))" }
    package var _traceName: String { ".id" }
    package var _attributes: [NodeAttribute] { [NodeAttribute("id", TraceValue(id))] }
}

/// `.accessibilityIdentifier(_:)`: names a view for scripts and tests.
nonisolated public struct _IdentifierModifier: PrimitiveModifier, Equatable {
    public var identifier: String
    package var _label: String { ".accessibilityIdentifier(\"\(identifier)\")" }

    package func _didInsert(node: ViewNode) { node.name = identifier }
    package func _didUpdate(node: ViewNode, from old: any PrimitiveModifier) { node.name = identifier }
}

nonisolated extension View {
    /// Binds this view's identity to `id`: when `id` changes the view is replaced
    /// and its state starts over.
    public func id<ID: Hashable>(_ id: ID) -> IDView<Self, ID> {
        IDView(content: self, id: id)
    }

    /// Names this view so that scripts (`sim.tap("heart")`) and tests can find it.
    public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, _IdentifierModifier> {
        modifier(_IdentifierModifier(identifier: identifier))
    }
}
