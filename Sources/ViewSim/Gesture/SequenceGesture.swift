// Models SwiftUI's `SequenceGesture`: the second gesture only starts once the first
// has ended, from the same touch (a long press, then a drag). Simplifies: the
// second gesture receives the touch as going down where the first ended
// (viewsim's model). Lesson: lesson16.
import Foundation

/// A gesture that's a sequence of two gestures.
///
/// ```swift
/// LongPressGesture().sequenced(before: DragGesture())
///     .onEnded { value in … }
/// ```
nonisolated public struct SequenceGesture<First: Gesture, Second: Gesture>: PrimitiveGesture {
    /// The value of a sequence gesture that helps to detect whether the first
    /// gesture succeeded, so the second gesture can start.
    public enum Value {
        /// The first gesture hasn't ended.
        case first(First.Value)
        /// The first gesture has ended.
        case second(First.Value, Second.Value?)
    }

    /// The first gesture in a sequence of two gestures.
    public var first: First
    /// The second gesture in a sequence of two gestures.
    public var second: Second

    /// Creates a sequence gesture with two gestures.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    package func _makeRecognizer() -> GestureRecognizer {
        let a = makeRecognizer(first)
        let b = makeRecognizer(second)
        return SequenceRecognizer(
            name: "\(a.name).sequenced(before: \(b.name))", first: a, second: b,
            firstValue: { ($0 as? First.Value).map { Value.first($0) } },
            secondValue: { first, second in (first as? First.Value).map { Value.second($0, second as? Second.Value) } })
    }
}

nonisolated extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
nonisolated extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

nonisolated extension Gesture {
    /// Sequences a gesture with another one to create a new gesture, which
    /// results in the second gesture only receiving events after the first
    /// gesture succeeds.
    ///
    /// ```swift
    /// LongPressGesture().sequenced(before: DragGesture())
    /// ```
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }
}

/// Recognises one gesture, then another.
nonisolated final class SequenceRecognizer: GestureRecognizer {
    private let first: GestureRecognizer
    private let second: GestureRecognizer
    private let firstValue: (Any) -> Any?
    private let secondValue: (Any, Any?) -> Any?
    private var firstEnd: Any?

    init(
        name: String, first: GestureRecognizer, second: GestureRecognizer, firstValue: @escaping (Any) -> Any?,
        secondValue: @escaping (Any, Any?) -> Any?
    ) {
        self.first = first
        self.second = second
        self.firstValue = firstValue
        self.secondValue = secondValue
        super.init(name: name)
    }

    package override var waitsAfterTouchUp: Bool {
        firstEnd == nil ? first.waitsAfterTouchUp : second.waitsAfterTouchUp
    }

    package override func recognize(_ input: GestureInput, into delivery: inout GestureDelivery) -> RecognizerOutput {
        guard let ended = firstEnd else {
            switch first.update(input, into: &delivery) {
            case .changed(let value): return wrap(firstValue(value), as: RecognizerOutput.changed)
            case .pressing(let value): return wrap(firstValue(value), as: RecognizerOutput.pressing)
            case .ended(let value):
                firstEnd = value
                // The second gesture starts from here: the finger, if still down, goes down for it.
                if !input.points.isEmpty {
                    var down = input
                    down.phase = .down
                    _ = second.update(down, into: &delivery)
                }
                return wrap(secondValue(value, nil), as: RecognizerOutput.changed)
            case .failed(let reason): return .failed("\(first.name) failed: \(reason)")
            case .possible: return .possible
            }
        }
        switch second.update(input, into: &delivery) {
        case .changed(let value), .pressing(let value):
            return wrap(secondValue(ended, value), as: RecognizerOutput.changed)
        case .ended(let value): return wrap(secondValue(ended, value), as: RecognizerOutput.ended)
        case .failed(let reason): return .failed("\(second.name) failed: \(reason)")
        case .possible: return .possible
        }
    }

    package override func didCancel(into delivery: inout GestureDelivery) {
        first.cancel(because: failure ?? "cancelled", into: &delivery)
        second.cancel(because: failure ?? "cancelled", into: &delivery)
    }
}
