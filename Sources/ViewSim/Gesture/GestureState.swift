// Models SwiftUI's `@GestureState`: state a gesture's `updating(_:body:)` writes
// while the gesture runs, which goes back to its initial value when the gesture
// ends, fails or is cancelled, under its reset transaction (viewsim's model: after the
// gesture's `onEnded` for the same sample, which still reads the last value; Apple does
// not document the order). Simplifies: its storage
// is `@State`'s (writes are traced alike, as `@GestureState`); writes from outside
// a gesture's `updating` are not possible (there is no setter), as in SwiftUI.
// Lesson: lesson16.
import Foundation

/// A property wrapper type that updates a property while the user performs a
/// gesture and resets the property back to its initial state when the gesture ends.
///
/// ```swift
/// @GestureState private var isDetectingLongPress = false
///
/// var longPress: some Gesture {
///     LongPressGesture(minimumDuration: 3)
///         .updating($isDetectingLongPress) { currentState, gestureState, transaction in
///             gestureState = currentState
///         }
/// }
/// ```
@propertyWrapper
nonisolated public struct GestureState<Value>: DynamicProperty {
    let initialValue: Value
    let reset: (Value, inout Transaction) -> Void
    let link: StateLink<Value>

    /// Creates a view state that's derived from a gesture.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, resetTransaction: Transaction())
    }

    /// Creates a view state that's derived from a gesture with an initial value.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// Creates a view state that's derived from a gesture with a wrapped state
    /// value and a transaction to reset it.
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: wrappedValue) { _, transaction in transaction = resetTransaction }
    }

    /// Creates a view state that's derived from a gesture with an initial state
    /// value and a transaction to reset it.
    public init(initialValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
    }

    /// Creates a view state that's derived from a gesture with a wrapped state
    /// value and a closure that provides a transaction to reset it.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        initialValue = wrappedValue
        self.reset = reset
        link = StateLink()
    }

    /// Creates a view state that's derived from a gesture with an initial state
    /// value and a closure that provides a transaction to reset it.
    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: initialValue, reset: reset)
    }

    /// The wrapped value referenced by the gesture state property.
    public var wrappedValue: Value { link.storage?.read(markingRead: true) ?? initialValue }

    /// A binding to the gesture state property, for `updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }

    /// Writes `value` in `transaction` (from `updating`'s body).
    func write(_ value: Value, in transaction: Transaction) {
        guard let storage = link.storage else { return }
        withTransaction(transaction) { storage.write(value) }
    }

    /// Puts the initial value back, in the reset transaction.
    func resetValue() {
        guard let storage = link.storage else { return }
        var transaction = Transaction()
        reset(storage.value, &transaction)
        withTransaction(transaction) { storage.write(initialValue) }
    }

    /// The property's name as the trace gives it: `$dragOffset`.
    var traceName: String {
        guard let label = link.storage?.label else { return "$gestureState" }
        return "$" + (label.hasPrefix("_") ? String(label.dropFirst()) : label)
    }
}

nonisolated extension GestureState where Value: ExpressibleByNilLiteral {
    /// Creates a view state that's derived from a gesture with a transaction to reset it.
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil, resetTransaction: resetTransaction)
    }

    /// Creates a view state that's derived from a gesture with a closure that
    /// provides a transaction to reset it.
    public init(reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: nil, reset: reset)
    }
}

nonisolated extension GestureState: DynamicPropertyLink {
    package func _link(node: ViewNode, label: String) {
        let initial = initialValue
        let (record, _) = node.propertyRecord(label, kind: .gestureState) {
            let storage = StateStorage(value: initial, owner: node, label: label)
            let record = PropertyRecord(label: label, kind: .gestureState) { ValueFormatter.describe(storage.value) }
            record.storage = storage
            return record
        }
        link.storage = record.storage as? StateStorage<Value>
    }

    package var _describedValue: String { ValueFormatter.describe(wrappedValue) }
    package var _kind: DynamicPropertyKind { .gestureState }
    package var _heldValue: Any? { link.storage?.value ?? initialValue }
}
