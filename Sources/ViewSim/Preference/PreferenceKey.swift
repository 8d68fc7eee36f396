// Models SwiftUI's `PreferenceKey`: a named value that flows up the view tree,
// from the views that set it to the views that read it, combined in tree order
// by the key's `reduce`.
// Simplifies: viewsim's model combines only the subtrees that set a value (a
// subtree that sets none gives nothing to `reduce`; a reader of none sees
// `defaultValue`), as OpenSwiftUI's combiner does; a well-behaved `reduce`
// (`reduce(value: &x, nextValue: { defaultValue })` leaves `x` alone, as Apple
// asks) gives the same result either way. Values are collected after layout.
// Lesson: lesson17 (loops of every kind).
import Foundation

/// A named value produced by a view; views above it read the values of their subviews,
/// combined with `reduce`.
///
/// ```swift
/// struct HeightKey: PreferenceKey {
///     static let defaultValue: CGFloat = 0
///     static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
///         value = max(value, nextValue())
///     }
/// }
///
/// Text("Hello").preference(key: HeightKey.self, value: 20)
/// ```
public protocol PreferenceKey {
    /// The type of value the key carries.
    associatedtype Value
    /// The value of a view that sets none.
    static var defaultValue: Value { get }
    /// Combines `value`, the values so far in view-tree order, with the next subtree's value.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

/// What the graph knows about one preference key type, with its operations type-erased.
///
/// One instance per key type for the process (`PreferenceKeyBox.of(_:)`), so a modifier
/// rebuilt by every body run does not allocate one.
package final class PreferenceKeyBox: @unchecked Sendable {
    /// The key's type, which identifies it.
    package let id: ObjectIdentifier
    /// The key's name as the trace shows it: `HeightKey`.
    package let name: String
    /// `defaultValue`, read when needed (it may be computed).
    package let defaultValue: () -> Any
    /// `reduce(value: &value, nextValue: { next })`.
    package let reduce: (inout Any, Any) -> Void
    /// `==` when the value is `Equatable`.
    package let isEqual: ((Any, Any) -> Bool)?

    private init<K: PreferenceKey>(_ key: K.Type) {
        id = ObjectIdentifier(key)
        name = _typeName(key, qualified: false)
        defaultValue = { K.defaultValue }
        reduce = { value, next in
            guard var typed = value as? K.Value, let nextTyped = next as? K.Value else { return }
            K.reduce(value: &typed, nextValue: { nextTyped })
            value = typed
        }
        isEqual = Self.equality(of: K.Value.self)
    }

    private static func equality<V>(of type: V.Type) -> ((Any, Any) -> Bool)? {
        guard let equatable = type as? any Equatable.Type else { return nil }
        func open<E: Equatable>(_ type: E.Type) -> (Any, Any) -> Bool {
            { ($0 as? E) == ($1 as? E) }
        }
        return open(equatable)
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var boxes: [ObjectIdentifier: PreferenceKeyBox] = [:]

    /// The box of key `K`, made the first time it is asked for.
    package static func of<K: PreferenceKey>(_ key: K.Type) -> PreferenceKeyBox {
        lock.lock()
        defer { lock.unlock() }
        if let box = boxes[ObjectIdentifier(key)] { return box }
        let box = PreferenceKeyBox(key)
        boxes[ObjectIdentifier(key)] = box
        return box
    }

    /// Whether two values are the same; values that are not `Equatable` never are.
    package func same(_ a: Any, _ b: Any) -> Bool { isEqual?(a, b) ?? false }
}
