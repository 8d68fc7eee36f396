// Models SwiftUI's `Gesture` protocol: a value that describes how touches are
// recognised, composed from the built-in gestures with `onChanged`, `onEnded`,
// `updating`, `map`, `sequenced`, `simultaneously` and `exclusively`.
// Simplifies: a gesture is turned into a tree of recognizers (`GestureRecognizer`)
// when a touch begins (`GestureSession`); a gesture of your own recognises as its
// `body` does. Lesson: lesson16.
import Foundation

/// An instance that matches a sequence of events to a gesture, and returns a
/// stream of values for each of its states.
///
/// ```swift
/// var drag: some Gesture {
///     DragGesture()
///         .onChanged { value in offset = value.translation }
///         .onEnded { value in withAnimation(.spring) { offset = .zero } }
/// }
/// ```
@MainActor @preconcurrency
public protocol Gesture<Value> {
    /// The type representing the gesture's value.
    associatedtype Value
    /// The type of gesture representing the body of `Self`.
    associatedtype Body: Gesture
    /// The content and behavior of the gesture.
    var body: Body { get }
}

extension Never: Gesture {
    public typealias Value = Never
}

/// A gesture viewsim recognises itself: a built-in one, or a combination of gestures.
nonisolated package protocol PrimitiveGesture: Gesture where Body == Never {
    /// A new recognizer for one touch sequence.
    func _makeRecognizer() -> GestureRecognizer
}

nonisolated extension PrimitiveGesture {
    public var body: Never { fatalError("\(Self.self) is a primitive gesture; it has no body") }
}

/// How deep gestures of your own may nest (`body` of `body` of …) before viewsim gives up.
package let maximumGestureBodyDepth = 64

/// The recognizer for any gesture: a built-in one makes its own; one of your own
/// recognises as its `body` (followed at most `maximumGestureBodyDepth` levels deep).
nonisolated package func makeRecognizer<G: Gesture>(_ gesture: G) -> GestureRecognizer {
    var current: any Gesture = gesture
    for _ in 0..<maximumGestureBodyDepth {
        if let primitive = current as? any PrimitiveGesture { return primitive._makeRecognizer() }
        current = bodyOf(current)
    }
    return NeverRecognizer(
        name: _typeName(G.self, qualified: false),
        reason: "its body nests more than \(maximumGestureBodyDepth) gestures of your own deep")
}

nonisolated private func bodyOf<G: Gesture>(_ gesture: G) -> any Gesture {
    SimulatedMainActor.run(gesture) { $0.body }
}

/// The name the trace gives a gesture type: `DragGesture`, `TapGesture`.
nonisolated package func gestureTypeName<G>(_ type: G.Type) -> String {
    let name = _typeName(type, qualified: false)
    return name.split(separator: "<").first.map(String.init) ?? name
}
