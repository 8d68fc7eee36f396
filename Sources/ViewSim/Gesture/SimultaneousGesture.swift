// Models SwiftUI's `SimultaneousGesture`: two gestures recognised at the same time
// from the same touches; its value holds whichever of the two have values.
// Simplifies: it is active while either is, and ends when both are done with at
// least one recognised. Lesson: lesson16.
import Foundation

/// A gesture containing two gestures that can happen at the same time with
/// neither of them preceding the other.
///
/// ```swift
/// MagnifyGesture().simultaneously(with: RotateGesture())
///     .onChanged { value in scale = value.first?.magnification ?? 1 }
/// ```
nonisolated public struct SimultaneousGesture<First: Gesture, Second: Gesture>: PrimitiveGesture {
    /// The value of a simultaneous gesture that indicates which of its two gestures receives events.
    public struct Value {
        /// The value of the first gesture.
        public var first: First.Value?
        /// The value of the second gesture.
        public var second: Second.Value?
    }

    /// The first of two gestures that can happen simultaneously.
    public var first: First
    /// The second of two gestures that can happen simultaneously.
    public var second: Second

    /// Creates a gesture with two gestures that can receive updates or succeed
    /// independently of each other.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    package func _makeRecognizer() -> GestureRecognizer {
        let a = makeRecognizer(first)
        let b = makeRecognizer(second)
        return PairRecognizer(name: "\(a.name).simultaneously(with: \(b.name))", first: a, second: b) {
            Value(first: $0 as? First.Value, second: $1 as? Second.Value)
        }
    }
}

nonisolated extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
nonisolated extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

nonisolated extension Gesture {
    /// Combines a gesture with another gesture to create a new gesture that
    /// recognizes both gestures at the same time.
    ///
    /// ```swift
    /// MagnifyGesture().simultaneously(with: RotateGesture())
    /// ```
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }
}

/// Recognises two gestures from the same touches at once.
nonisolated final class PairRecognizer: GestureRecognizer {
    private let first: GestureRecognizer
    private let second: GestureRecognizer
    private let combine: (Any?, Any?) -> Any
    private var values: (Any?, Any?) = (nil, nil)

    init(name: String, first: GestureRecognizer, second: GestureRecognizer, combine: @escaping (Any?, Any?) -> Any) {
        self.first = first
        self.second = second
        self.combine = combine
        super.init(name: name)
    }

    package override var waitsAfterTouchUp: Bool { first.waitsAfterTouchUp || second.waitsAfterTouchUp }

    package override func recognize(_ input: GestureInput, into delivery: inout GestureDelivery) -> RecognizerOutput {
        let a = first.update(input, into: &delivery)
        let b = second.update(input, into: &delivery)
        var changed = false
        var pressing = false
        for (index, output) in [a, b].enumerated() {
            switch output {
            case .changed(let value), .ended(let value):
                if index == 0 { values.0 = value } else { values.1 = value }
                changed = true
            case .pressing(let value):
                if index == 0 { values.0 = value } else { values.1 = value }
                pressing = true
            case .possible, .failed:
                break
            }
        }
        if first.isFinished, second.isFinished {
            if first.didEnd || second.didEnd { return .ended(combine(values.0, values.1)) }
            return .failed("both failed: \(first.failure ?? "") and \(second.failure ?? "")")
        }
        if changed { return .changed(combine(values.0, values.1)) }
        return pressing ? .pressing(combine(values.0, values.1)) : .possible
    }

    package override func didCancel(into delivery: inout GestureDelivery) {
        first.cancel(because: failure ?? "cancelled", into: &delivery)
        second.cancel(because: failure ?? "cancelled", into: &delivery)
    }
}
