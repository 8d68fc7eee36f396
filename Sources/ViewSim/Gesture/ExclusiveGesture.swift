// Models SwiftUI's `ExclusiveGesture`: of two gestures only one succeeds, the
// first one having precedence: the second may only win once the first has failed.
// Simplifies: both see every sample; while the first may still succeed, the
// second's callbacks are held back and dropped if the first wins (the same rule
// `GestureSession` applies between attached gestures). Lesson: lesson16.
import Foundation

/// A gesture that consists of two gestures where only one of them can succeed.
///
/// ```swift
/// TapGesture(count: 2).onEnded { zoom() }
///     .exclusively(before: TapGesture().onEnded { select() })
/// ```
nonisolated public struct ExclusiveGesture<First: Gesture, Second: Gesture>: PrimitiveGesture {
    /// The value of an exclusive gesture that indicates which of two gestures succeeded.
    public enum Value {
        /// The first of two gestures succeeded.
        case first(First.Value)
        /// The second of two gestures succeeded.
        case second(Second.Value)
    }

    /// The first of two gestures.
    public var first: First
    /// The second of two gestures.
    public var second: Second

    /// Creates a gesture from two gestures where only one of them succeeds.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    package func _makeRecognizer() -> GestureRecognizer {
        let a = makeRecognizer(first)
        let b = makeRecognizer(second)
        return ExclusiveRecognizer(
            name: "\(a.name).exclusively(before: \(b.name))", first: a, second: b,
            firstValue: { ($0 as? First.Value).map { Value.first($0) } },
            secondValue: { ($0 as? Second.Value).map { Value.second($0) } })
    }
}

nonisolated extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
nonisolated extension ExclusiveGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

nonisolated extension Gesture {
    /// Combines two gestures exclusively to create a new gesture where only one
    /// gesture succeeds, giving precedence to the first gesture.
    ///
    /// ```swift
    /// TapGesture(count: 2).exclusively(before: TapGesture())
    /// ```
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}

/// Recognises the first of two gestures, or else the second.
nonisolated final class ExclusiveRecognizer: GestureRecognizer {
    private let first: GestureRecognizer
    private let second: GestureRecognizer
    private let firstValue: (Any) -> Any?
    private let secondValue: (Any) -> Any?
    private var winner: Int?
    /// The second gesture's latest claim and callbacks while the first may still win.
    private var held: (output: RecognizerOutput, delivery: GestureDelivery)?

    init(
        name: String, first: GestureRecognizer, second: GestureRecognizer, firstValue: @escaping (Any) -> Any?,
        secondValue: @escaping (Any) -> Any?
    ) {
        self.first = first
        self.second = second
        self.firstValue = firstValue
        self.secondValue = secondValue
        super.init(name: name)
    }

    package override var waitsAfterTouchUp: Bool {
        switch winner {
        case 0: return first.waitsAfterTouchUp
        case 1: return second.waitsAfterTouchUp
        default: return first.waitsAfterTouchUp || second.waitsAfterTouchUp || held != nil
        }
    }

    package override func recognize(_ input: GestureInput, into delivery: inout GestureDelivery) -> RecognizerOutput {
        if winner == 0 { return first.update(input, into: &delivery).mapped(firstValue) }
        if winner == 1 { return second.update(input, into: &delivery).mapped(secondValue) }
        let a = first.update(input, into: &delivery)
        if a.claims {
            winner = 0
            held = nil
            var dropped = GestureDelivery()
            second.cancel(because: "\(first.name) had precedence", into: &dropped)
            delivery.resets += dropped.resets
            return a.mapped(firstValue)
        }
        var secondDelivery = GestureDelivery()
        let b = second.isFinished ? RecognizerOutput.possible : second.update(input, into: &secondDelivery)
        if b.claims {
            var pending = held?.delivery ?? GestureDelivery()
            pending.callbacks += secondDelivery.callbacks
            pending.resets += secondDelivery.resets
            held = (b, pending)
        } else {
            delivery.callbacks += secondDelivery.callbacks
            delivery.resets += secondDelivery.resets
        }
        if first.isFinished {
            // The first failed: the second's held claim goes through.
            if let (output, pending) = held {
                winner = 1
                held = nil
                delivery.callbacks += pending.callbacks
                delivery.resets += pending.resets
                return output.mapped(secondValue)
            }
            if second.isFinished { return .failed("both failed: \(first.failure ?? "") and \(second.failure ?? "")") }
            winner = 1
            return .possible
        }
        return a.isPressing ? a.mapped(firstValue) : .possible
    }

    package override func didCancel(into delivery: inout GestureDelivery) {
        first.cancel(because: failure ?? "cancelled", into: &delivery)
        second.cancel(because: failure ?? "cancelled", into: &delivery)
    }
}

/// `make(value)`, or a failure that says a gesture of your own declared a `Value` its `body`
/// does not produce (a value of one type cannot stand for another; SwiftUI would not compile it).
nonisolated func wrap(_ value: Any?, as make: (Any) -> RecognizerOutput) -> RecognizerOutput {
    guard let value else {
        return .failed("its value is not of the type the gesture declares (a gesture whose body has another Value)")
    }
    return make(value)
}

nonisolated extension RecognizerOutput {
    /// The output with its value transformed (`changed`, `pressing`, `ended`); a transform
    /// that gives nil (a value of another type) makes it a failure that says so (`wrap`).
    func mapped(_ transform: (Any) -> Any?) -> RecognizerOutput {
        switch self {
        case .changed(let value): return wrap(transform(value), as: RecognizerOutput.changed)
        case .pressing(let value): return wrap(transform(value), as: RecognizerOutput.pressing)
        case .ended(let value): return wrap(transform(value), as: RecognizerOutput.ended)
        case .possible, .failed: return self
        }
    }

    var isPressing: Bool {
        if case .pressing = self { return true }
        return false
    }
}
