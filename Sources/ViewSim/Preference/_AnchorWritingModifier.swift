// Models SwiftUI's `.anchorPreference(key:value:transform:)` and
// `.transformAnchorPreference(key:value:transform:)`: a preference whose value
// is made from an anchor on the modified view's geometry.
// Simplifies: the anchor is taken from the view's layout frame in screen
// coordinates after layout (see `Anchor`). Lesson: lesson17.
import Foundation

/// `.anchorPreference(key:value:transform:)`: sets a preference from an anchor on the view.
nonisolated public struct _AnchorWritingModifier<AnchorValue, Key: PreferenceKey>: PrimitiveModifier,
    PreferenceContributor
{
    public var anchor: Anchor<AnchorValue>.Source
    public var transform: (Anchor<AnchorValue>) -> Key.Value

    public init(anchor: Anchor<AnchorValue>.Source, transform: @escaping (Anchor<AnchorValue>) -> Key.Value) {
        self.anchor = anchor
        self.transform = transform
    }

    package var _label: String { ".anchorPreference(key: \(_typeName(Key.self, qualified: false)).self)" }
    package var _traceName: String { ".anchorPreference" }
    package var _preferenceKeyBox: PreferenceKeyBox { PreferenceKeyBox.of(Key.self) }
    package var _contributionVerb: String { "anchored" }
    package var _readsGeometry: Bool { true }
    package func _preferenceValue(content: Any?, frame: CGRect) -> Any { transform(anchor.make(frame)) }
}

/// `.transformAnchorPreference(key:value:transform:)`: changes a preference with an anchor on the view.
nonisolated public struct _AnchorTransformModifier<AnchorValue, Key: PreferenceKey>: PrimitiveModifier,
    PreferenceContributor
{
    public var anchor: Anchor<AnchorValue>.Source
    public var transform: (inout Key.Value, Anchor<AnchorValue>) -> Void

    public init(anchor: Anchor<AnchorValue>.Source, transform: @escaping (inout Key.Value, Anchor<AnchorValue>) -> Void)
    {
        self.anchor = anchor
        self.transform = transform
    }

    package var _label: String { ".transformAnchorPreference(key: \(_typeName(Key.self, qualified: false)).self)" }
    package var _traceName: String { ".transformAnchorPreference" }
    package var _preferenceKeyBox: PreferenceKeyBox { PreferenceKeyBox.of(Key.self) }
    package var _contributionVerb: String { "anchored" }
    package var _readsGeometry: Bool { true }
    package var _replacesContent: Bool { false }
    package func _preferenceValue(content: Any?, frame: CGRect) -> Any {
        var value = (content as? Key.Value) ?? Key.defaultValue
        transform(&value, anchor.make(frame))
        return value
    }
}

nonisolated extension View {
    /// Sets a preference to a value made from an anchor on this view's geometry; readers convert
    /// it to their own coordinates with `GeometryProxy[anchor]`.
    ///
    /// ```swift
    /// Text("Title").anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
    /// ```
    public func anchorPreference<A, K: PreferenceKey>(
        key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
    ) -> ModifiedContent<Self, _AnchorWritingModifier<A, K>> {
        modifier(_AnchorWritingModifier<A, K>(anchor: value, transform: transform))
    }

    /// Changes a preference with an anchor on this view's geometry.
    ///
    /// ```swift
    /// row.transformAnchorPreference(key: BoundsListKey.self, value: .bounds) { $0.append($1) }
    /// ```
    public func transformAnchorPreference<A, K: PreferenceKey>(
        key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void
    ) -> ModifiedContent<Self, _AnchorTransformModifier<A, K>> {
        modifier(_AnchorTransformModifier<A, K>(anchor: value, transform: transform))
    }
}
