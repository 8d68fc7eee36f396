// Models SwiftUI's `.overlayPreferenceValue(_:alignment:_:)` and
// `.backgroundPreferenceValue(_:alignment:_:)`: a view in front of or behind the
// modified view, made from the value of a key collected from the modified view.
// Simplifies: viewsim's model: the reader is a view whose body calls the
// transform with the value collected after the last layout; the first run (before
// any layout) sees the key's default value, and the reader runs again in the same
// frame once layout has produced the value ("@self changed: HeightKey 0 → 52").
// Lesson: lesson17.
import Foundation

/// The view `overlayPreferenceValue` and `backgroundPreferenceValue` put in front of or
/// behind the view they modify: its body is `transform(value)`.
nonisolated public struct _PreferenceReadingView<Key: PreferenceKey, Content: View>: View {
    public var transform: (Key.Value) -> Content

    public init(transform: @escaping (Key.Value) -> Content) {
        self.transform = transform
    }

    public var body: Content {
        let value = SimulationContext.current?.evaluation?.node.preference?.delivered as? Key.Value
        return transform(value ?? Key.defaultValue)
    }
}

extension _PreferenceReadingView: TraceNamedView {
    nonisolated static var traceTypeName: String { "PreferenceValue(\(_typeName(Key.self, qualified: false)))" }
}

nonisolated extension View {
    /// Reads the value of a preference key from this view and puts the view it makes in front
    /// of this one.
    ///
    /// ```swift
    /// content.overlayPreferenceValue(BoundsKey.self) { anchor in … }
    /// ```
    public func overlayPreferenceValue<Key: PreferenceKey, T: View>(
        _ key: Key.Type = Key.self, @ViewBuilder _ transform: @escaping (Key.Value) -> T
    ) -> ModifiedContent<Self, _SecondaryContentModifier<_PreferenceReadingView<Key, T>>> {
        overlay(_PreferenceReadingView<Key, T>(transform: transform), alignment: .center)
    }

    /// Reads the value of a preference key from this view and puts the view it makes in front
    /// of this one, aligned.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> ModifiedContent<Self, _SecondaryContentModifier<_PreferenceReadingView<K, V>>> {
        overlay(_PreferenceReadingView<K, V>(transform: transform), alignment: alignment)
    }

    /// Reads the value of a preference key from this view and puts the view it makes behind
    /// this one.
    ///
    /// ```swift
    /// content.backgroundPreferenceValue(BoundsKey.self) { anchor in … }
    /// ```
    public func backgroundPreferenceValue<Key: PreferenceKey, T: View>(
        _ key: Key.Type = Key.self, @ViewBuilder _ transform: @escaping (Key.Value) -> T
    ) -> ModifiedContent<Self, _SecondaryContentModifier<_PreferenceReadingView<Key, T>>> {
        background(_PreferenceReadingView<Key, T>(transform: transform), alignment: .center)
    }

    /// Reads the value of a preference key from this view and puts the view it makes behind
    /// this one, aligned.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> ModifiedContent<Self, _SecondaryContentModifier<_PreferenceReadingView<K, V>>> {
        background(_PreferenceReadingView<K, V>(transform: transform), alignment: alignment)
    }
}

/// The graph's view of any `_PreferenceReadingView`: the key it reads.
package protocol PreferenceReadingView {
    static var _readKey: PreferenceKeyBox { get }
}

extension _PreferenceReadingView: PreferenceReadingView {
    package static var _readKey: PreferenceKeyBox { PreferenceKeyBox.of(Key.self) }
}
