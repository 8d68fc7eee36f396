// Models reading one stored field of a view value from its address, as `Mirror`
// would hand it out, without reflection: the field's type is known from the
// value's layout, so the value is loaded as that type and boxed as `Any`.
// Simplifies: only fields stored as values are read (a `weak` or `unowned`
// reference is stored differently from its type; `ComparisonPlan` never reads one).

/// Reads a field of one type at an address, as `Any`.
package protocol FieldReader: Sendable {
    /// The field's value at `address` (the field's own address, not the view's).
    func value(at address: UnsafeRawPointer) -> Any
}

/// Reads a field of type `T`.
struct TypedFieldReader<T>: FieldReader {
    func value(at address: UnsafeRawPointer) -> Any {
        address.assumingMemoryBound(to: T.self).pointee
    }
}
