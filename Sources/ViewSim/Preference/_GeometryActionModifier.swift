// Models SwiftUI's `.onGeometryChange(for:of:action:)`: after each layout, the
// transform runs on the modified view's geometry proxy; when its result differs
// (`==`) from the last one, the action runs after the update. The first value
// runs it too (OpenSwiftUI's `GeometryActionModifier`).
// Simplifies: viewsim's model: at most two runs per frame, as for
// `onPreferenceChange` (OpenSwiftUI's pre-2024 guard, "Geometry action tried to
// update multiple times per frame."); the proxy has the view's size, screen frame
// and safe area insets. Lesson: lesson17.
import Foundation

/// `.onGeometryChange(for:of:action:)`.
nonisolated public struct _GeometryActionModifier<Value: Equatable>: PrimitiveModifier, PreferenceObserver {
    public var transform: (GeometryProxy) -> Value
    public var action: (Value, Value) -> Void

    public init(transform: @escaping (GeometryProxy) -> Value, action: @escaping (Value, Value) -> Void) {
        self.transform = transform
        self.action = action
    }

    package var _label: String { ".onGeometryChange(for: \(_typeName(Value.self, qualified: false)).self)" }
    package var _traceName: String { ".onGeometryChange" }
    package var _recordsAttributeChanges: Bool { false }
    package var _observedKey: PreferenceKeyBox? { nil }
    package var _observerLabel: String { "onGeometryChange(for: \(_observedValueName))" }
    package var _observedValueName: String { _typeName(Value.self, qualified: false) }
    package func _observedValue(collected: Any, proxy: GeometryProxy) -> Any {
        transform(proxy)
    }
    package func _isSame(_ a: Any, _ b: Any) -> Bool { (a as? Value) == (b as? Value) }
    package func _perform(old: Any?, new: Any) {
        guard let value = new as? Value else { return }
        let previous = (old as? Value) ?? value
        action(previous, value)
    }
    package func _didInsert(node: ViewNode) { node.graph.addPreferenceObserver(node) }
    package func _didUpdate(node: ViewNode, from old: any PrimitiveModifier) {
        node.graph.preferenceObserverChanged(node)
    }
    package func _willRemove(node: ViewNode) { node.graph.removePreferenceObserver(node) }
}

nonisolated extension View {
    /// Adds an action to be performed when a value, created from a geometry proxy, changes.
    ///
    /// ```swift
    /// Text(title).onGeometryChange(for: CGFloat.self) { $0.size.height } action: { height = $0 }
    /// ```
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ newValue: T) -> Void
    ) -> ModifiedContent<Self, _GeometryActionModifier<T>> {
        modifier(_GeometryActionModifier<T>(transform: transform, action: { _, new in action(new) }))
    }

    /// Adds an action to be performed when a value, created from a geometry proxy, changes; the
    /// action receives the old and the new value.
    ///
    /// ```swift
    /// content.onGeometryChange(for: CGSize.self) { $0.size } action: { old, new in … }
    /// ```
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
        action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> ModifiedContent<Self, _GeometryActionModifier<T>> {
        modifier(_GeometryActionModifier<T>(transform: transform, action: action))
    }
}
