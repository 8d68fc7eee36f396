// Models SwiftUI's `LayoutValueKey` and `.layoutValue(key:value:)`: a value a
// subview carries for its container's `Layout` to read (`subview[MyKey.self]`).
// Simplifies: read from the subview and the draw-only modifiers on it (the
// outermost value wins). Lesson: layout tests.
import Foundation

/// A key for a custom layout value that a subview gives its `Layout`.
///
/// ```swift
/// struct Rank: LayoutValueKey { static let defaultValue = 0 }
/// Text("first").layoutValue(key: Rank.self, value: 1)
/// // in the layout: subview[Rank.self] == 1
/// ```
public protocol LayoutValueKey {
    /// The type of the value.
    associatedtype Value
    /// The value of a subview that sets none.
    static var defaultValue: Self.Value { get }
}

/// `.layoutValue(key:value:)`.
nonisolated public struct _LayoutValueModifier<K: LayoutValueKey>: PrimitiveModifier {
    let value: K.Value
    package var _label: String { ".layoutValue(key: \(K.self), value: \(value))" }
    package var _traceName: String { ".layoutValue" }
    /// A new value lays the container out again.
    package func _didUpdate(node: ViewNode, from old: any PrimitiveModifier) { node.graph.invalidateLayout(node) }
}

/// Reads a layout value without knowing its key's type.
package protocol AnyLayoutValueModifier {
    /// The value if the modifier's key is `key`.
    func _value(for key: Any.Type) -> Any?
}

extension _LayoutValueModifier: AnyLayoutValueModifier {
    package func _value(for key: Any.Type) -> Any? { key == K.self ? value : nil }
}

nonisolated extension View {
    /// Associates `value` with `key` on this view, for a custom `Layout` to read.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(_LayoutValueModifier<K>(value: value))
    }
}
