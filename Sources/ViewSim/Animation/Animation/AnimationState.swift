// Models SwiftUI's `AnimationState` and `AnimationStateKey`: per-animation storage
// that survives from frame to frame. Simplifies: the storage is a dictionary keyed
// by key type; it is only ever read by key, never iterated, so no output depends
// on hash order.
import Foundation

/// A key for a value an animation keeps in its `AnimationState`.
///
/// ```swift
/// struct BounceCount: AnimationStateKey { static var defaultValue: Int { 0 } }
/// context.state[BounceCount.self] += 1
/// ```
public protocol AnimationStateKey {
    /// The type of the stored value.
    associatedtype Value
    /// The value before anything was stored.
    static var defaultValue: Value { get }
}

/// The state an animation keeps between frames, keyed by `AnimationStateKey` types.
///
/// ```swift
/// var state = AnimationState<Double>()
/// state[BounceCount.self] = 2
/// ```
public struct AnimationState<Value: VectorArithmetic> {
    private var storage: [ObjectIdentifier: Any] = [:]

    /// Creates an empty state: every key reads its default value.
    public init() {}

    /// The value stored for `key`, or its default value.
    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get { (storage[ObjectIdentifier(key)] as? K.Value) ?? K.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }
}
