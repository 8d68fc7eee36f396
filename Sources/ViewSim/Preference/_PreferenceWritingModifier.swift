// Models SwiftUI's `.preference(key:value:)`: the modified view's value for the
// key is the given one; what its subviews set for that key is replaced.
// Simplifies: nothing beyond `PreferenceKey`'s notes. Lesson: lesson17.
import Foundation

/// `.preference(key:value:)`: sets the value of a preference for the view it modifies.
nonisolated public struct _PreferenceWritingModifier<Key: PreferenceKey>: PrimitiveModifier, PreferenceContributor {
    public var value: Key.Value

    public init(key: Key.Type = Key.self, value: Key.Value) {
        self.value = value
    }

    package var _label: String { ".preference(key: \(_typeName(Key.self, qualified: false)).self)" }
    package var _traceName: String { ".preference" }
    package var _attributes: [NodeAttribute] { [NodeAttribute("value", TraceValue(value))] }
    package var _preferenceKeyBox: PreferenceKeyBox { PreferenceKeyBox.of(Key.self) }
    package var _contributionVerb: String { "set" }
    package func _preferenceValue(content: Any?, frame: CGRect) -> Any { value }
}

nonisolated extension View {
    /// Sets a value for the given preference.
    ///
    /// ```swift
    /// Text("Row").preference(key: HeightKey.self, value: 44)
    /// ```
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> ModifiedContent<
        Self, _PreferenceWritingModifier<K>
    > {
        modifier(_PreferenceWritingModifier<K>(key: key, value: value))
    }
}
