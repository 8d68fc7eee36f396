// Models SwiftUI's `.onPreferenceChange(_:perform:)`: after each update, the
// value of the key collected from the modified view's subtree is compared with
// `==` to the last one, and the action runs after the update when it differs.
// The first value also runs the action (apps linked with 2024 SDKs and later, per
// OpenSwiftUI). At most two runs per frame: the third is suppressed with "Bound
// preference Key tried to update multiple times per frame." (once per identity).
// Simplifies: viewsim's model: a suppressed change is delivered in the next frame,
// so a loop that never settles goes on at two runs a frame and is named across
// frames. Lesson: lesson17.
import Foundation

/// `.onPreferenceChange(_:perform:)`.
nonisolated public struct _PreferenceActionModifier<Key: PreferenceKey>: PrimitiveModifier, PreferenceObserver
where Key.Value: Equatable {
    public var action: (Key.Value) -> Void

    public init(action: @escaping (Key.Value) -> Void) {
        self.action = action
    }

    package var _label: String { ".onPreferenceChange(\(_typeName(Key.self, qualified: false)).self)" }
    package var _traceName: String { ".onPreferenceChange" }
    package var _recordsAttributeChanges: Bool { false }
    package var _observedKey: PreferenceKeyBox? { PreferenceKeyBox.of(Key.self) }
    package var _observerLabel: String { "onPreferenceChange(\(_observedValueName))" }
    package var _observedValueName: String { _typeName(Key.self, qualified: false) }
    package func _observedValue(collected: Any, proxy: GeometryProxy) -> Any { collected }
    package func _isSame(_ a: Any, _ b: Any) -> Bool { (a as? Key.Value) == (b as? Key.Value) }
    package func _perform(old: Any?, new: Any) {
        guard let value = new as? Key.Value else { return }
        action(value)
    }
    package func _didInsert(node: ViewNode) { node.graph.addPreferenceObserver(node) }
    package func _didUpdate(node: ViewNode, from old: any PrimitiveModifier) {
        node.graph.preferenceObserverChanged(node)
    }
    package func _willRemove(node: ViewNode) { node.graph.removePreferenceObserver(node) }
}

nonisolated extension View {
    /// Adds an action to perform when the specified preference key's value changes.
    ///
    /// ```swift
    /// content.onPreferenceChange(HeightKey.self) { height = $0 }
    /// ```
    public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
    ) -> ModifiedContent<Self, _PreferenceActionModifier<K>> where K.Value: Equatable {
        modifier(_PreferenceActionModifier<K>(action: action))
    }
}
