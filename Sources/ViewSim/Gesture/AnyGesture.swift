// Models SwiftUI's `AnyGesture`: a type-erased gesture.
// Simplifies: nothing; it recognises as the gesture it wraps. Lesson: lesson16.
import Foundation

/// A type-erased gesture.
///
/// ```swift
/// let gesture: AnyGesture<Void> = isEditing ? AnyGesture(TapGesture()) : AnyGesture(TapGesture(count: 2))
/// ```
nonisolated public struct AnyGesture<Value>: PrimitiveGesture {
    private let make: () -> GestureRecognizer

    /// Creates an instance from another gesture.
    public init<T: Gesture>(_ gesture: T) where Value == T.Value {
        make = { makeRecognizer(gesture) }
    }

    package func _makeRecognizer() -> GestureRecognizer { make() }
}
