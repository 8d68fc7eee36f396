// Models SwiftUI's `.transformPreference(_:_:)`: the modified view's value for
// the key is its content's value (or the key's default) after the callback.
// Simplifies: nothing beyond `PreferenceKey`'s notes. Lesson: lesson17.
import Foundation

/// `.transformPreference(_:_:)`: changes the preference value of the view it modifies.
nonisolated public struct _PreferenceTransformModifier<Key: PreferenceKey>: PrimitiveModifier, PreferenceContributor {
    public var transform: (inout Key.Value) -> Void

    public init(key: Key.Type = Key.self, transform: @escaping (inout Key.Value) -> Void) {
        self.transform = transform
    }

    package var _label: String { ".transformPreference(\(_typeName(Key.self, qualified: false)).self)" }
    package var _traceName: String { ".transformPreference" }
    package var _preferenceKeyBox: PreferenceKeyBox { PreferenceKeyBox.of(Key.self) }
    package var _contributionVerb: String { "transformed" }
    package var _replacesContent: Bool { false }
    package func _preferenceValue(content: Any?, frame: CGRect) -> Any {
        var value = (content as? Key.Value) ?? Key.defaultValue
        transform(&value)
        return value
    }
}

nonisolated extension View {
    /// Applies a transformation to a preference value.
    ///
    /// ```swift
    /// VStack { rows }.transformPreference(HeightKey.self) { $0 += 16 }
    /// ```
    public func transformPreference<K: PreferenceKey>(
        _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
    ) -> ModifiedContent<Self, _PreferenceTransformModifier<K>> {
        modifier(_PreferenceTransformModifier<K>(key: key, transform: callback))
    }
}
