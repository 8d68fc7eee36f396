// Models SwiftUI's `onChange(of:initial:_:)` and its update-cycle detector.
// Simplifies: the value is compared with `==` each time the modifier receives a
// new value; at most two dispatches per frame run, later ones are suppressed and
// "onChange(of: T) action tried to update multiple times per frame." is recorded
// with the cycle that caused it, once per view identity as SwiftUI logs it.
// Lesson: lesson2 (QuipView), lesson4 (the loop).

/// `.onChange(of:initial:_:)`.
nonisolated public struct _ValueActionModifier<Value: Equatable>: PrimitiveModifier {
    public var value: Value
    public var initial: Bool
    public var action: (Value, Value) -> Void

    /// SwiftUI's name for this modifier in its runtime warning.
    var warningLabel: String { "onChange(of: \(_typeName(Value.self, qualified: false)))" }

    package var _label: String { ".onChange(of: \(_typeName(Value.self, qualified: false)))" }
    package var _attributes: [NodeAttribute] { [NodeAttribute("value", TraceValue(value))] }
    package var _recordsAttributeChanges: Bool { false }

    package func _didInsert(node: ViewNode) {
        guard initial else { return }
        dispatch(node: node, old: value, new: value, cause: node.graph.activeCause)
    }

    package func _didUpdate(node: ViewNode, from old: any PrimitiveModifier) {
        guard let old = old as? Self, old.value != value else { return }
        let graph = node.graph
        let changed = graph.record(
            .valueChanged(
                node: node.reference, label: warningLabel,
                old: TraceValue(old.value), new: TraceValue(value)),
            causes: graph.activeCause.map { [$0] } ?? [])
        dispatch(node: node, old: old.value, new: value, cause: changed)
    }

    private func dispatch(node: ViewNode, old: Value, new: Value, cause: EventID?) {
        let action = self.action
        node.graph.dispatchValueAction(from: node, label: warningLabel, cause: cause) { action(old, new) }
    }
}

nonisolated extension View {
    /// Adds an action to perform when `value` changes; the action receives the
    /// old and new values.
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> ModifiedContent<Self, _ValueActionModifier<V>> {
        modifier(_ValueActionModifier(value: value, initial: initial, action: action))
    }

    /// Adds an action to perform when `value` changes.
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping () -> Void
    ) -> ModifiedContent<Self, _ValueActionModifier<V>> {
        modifier(_ValueActionModifier(value: value, initial: initial, action: { _, _ in action() }))
    }

    /// Adds an action to perform when `value` changes; the action receives the new
    /// value. Deprecated in SwiftUI (iOS 17) but used by much existing code.
    public func onChange<V: Equatable>(
        of value: V, perform action: @escaping (_ newValue: V) -> Void
    ) -> ModifiedContent<Self, _ValueActionModifier<V>> {
        modifier(_ValueActionModifier(value: value, initial: false, action: { _, new in action(new) }))
    }
}
