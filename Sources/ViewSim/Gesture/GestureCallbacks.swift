// Models SwiftUI's gesture callbacks: `onChanged`, `onEnded`, `updating` (with
// `@GestureState`) and `map`. Each wraps a gesture and adds its work to the
// sample's delivery, inner callbacks first, as the modifiers are written.
// Simplifies: `onChanged` runs when the value differs from the last one it saw
// (SwiftUI requires `Equatable` for that reason). Lesson: lesson16.
import Foundation

/// A gesture that runs an action as its value changes: `gesture.onChanged { … }`.
nonisolated public struct _ChangedGesture<Content: Gesture>: PrimitiveGesture where Content.Value: Equatable {
    public typealias Value = Content.Value
    var content: Content
    var action: (Content.Value) -> Void

    package func _makeRecognizer() -> GestureRecognizer {
        let action = self.action
        let base = makeRecognizer(content)
        var last: Content.Value?
        return CallbackRecognizer(base: base) { output, delivery in
            let value: Any
            switch output {
            case .changed(let changed), .pressing(let changed): value = changed
            default: return
            }
            guard let typed = value as? Content.Value, typed != last else { return }
            last = typed
            delivery.callbacks.append(("\(base.name).onChanged", { action(typed) }))
        }
    }
}

/// A gesture that runs an action when it ends: `gesture.onEnded { … }`.
nonisolated public struct _EndedGesture<Content: Gesture>: PrimitiveGesture {
    public typealias Value = Content.Value
    var content: Content
    var action: (Content.Value) -> Void

    package func _makeRecognizer() -> GestureRecognizer {
        let action = self.action
        let base = makeRecognizer(content)
        return CallbackRecognizer(base: base) { output, delivery in
            guard case .ended(let value) = output, let typed = value as? Content.Value else { return }
            delivery.callbacks.append(("\(base.name).onEnded", { action(typed) }))
        }
    }
}

/// A gesture whose value is transformed: `gesture.map { … }`.
nonisolated public struct _MapGesture<Content: Gesture, Value>: PrimitiveGesture {
    var content: Content
    var transform: (Content.Value) -> Value

    package func _makeRecognizer() -> GestureRecognizer {
        MapRecognizer(base: makeRecognizer(content)) { value in
            guard let typed = value as? Content.Value else { return value }
            return self.transform(typed)
        }
    }
}

/// A gesture that updates a `@GestureState` as it changes: `gesture.updating($state) { … }`.
nonisolated public struct GestureStateGesture<Base: Gesture, State>: PrimitiveGesture {
    public typealias Value = Base.Value
    /// The originating gesture.
    public var base: Base
    /// A value that changes as the user performs the gesture.
    public var state: GestureState<State>
    /// The updating gesture containing the originating gesture's value, the
    /// updated state of the gesture, and a transaction.
    public var body: (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void

    /// Creates a new gesture that's the result of an ongoing gesture.
    public init(
        base: Base, state: GestureState<State>,
        body: @escaping (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void
    ) {
        self.base = base
        self.state = state
        self.body = body
    }

    package func _makeRecognizer() -> GestureRecognizer {
        let state = self.state
        let update = self.body
        let inner = makeRecognizer(base)
        let label = "\(inner.name).updating(\(state.traceName))"
        var wrote = false
        let recognizer = CallbackRecognizer(base: inner) { output, delivery in
            switch output {
            case .changed(let value), .pressing(let value):
                guard let typed = value as? Base.Value else { return }
                delivery.callbacks.append(
                    (
                        label,
                        {
                            var current = state.wrappedValue
                            var transaction = Transaction.current ?? Transaction()
                            update(typed, &current, &transaction)
                            state.write(current, in: transaction)
                            wrote = true
                        }
                    ))
            case .ended, .failed:
                delivery.resets.append(("reset \(state.traceName)", { if wrote { state.resetValue() } }))
            case .possible:
                break
            }
        }
        recognizer.onCancel = { delivery in
            delivery.resets.append(("reset \(state.traceName)", { if wrote { state.resetValue() } }))
        }
        return recognizer
    }
}

nonisolated extension Gesture where Value: Equatable {
    /// Adds an action to perform when the gesture's value changes.
    ///
    /// ```swift
    /// DragGesture().onChanged { value in offset = value.translation }
    /// ```
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(content: self, action: action)
    }
}

nonisolated extension Gesture {
    /// Adds an action to perform when the gesture ends.
    ///
    /// ```swift
    /// DragGesture().onEnded { value in withAnimation(.spring) { offset = .zero } }
    /// ```
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }

    /// Returns a gesture that's the result of mapping the given closure over the gesture.
    ///
    /// ```swift
    /// DragGesture().map { $0.translation.width }.onChanged { dx = $0 }
    /// ```
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self, transform: body)
    }

    /// Updates the provided gesture state property as the gesture's value changes.
    ///
    /// ```swift
    /// DragGesture().updating($dragOffset) { value, state, _ in state = value.translation }
    /// ```
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}

/// Passes its base's output through, adding callbacks for it.
nonisolated final class CallbackRecognizer: GestureRecognizer {
    private let base: GestureRecognizer
    private let deliver: (RecognizerOutput, inout GestureDelivery) -> Void
    var onCancel: ((inout GestureDelivery) -> Void)?

    init(base: GestureRecognizer, deliver: @escaping (RecognizerOutput, inout GestureDelivery) -> Void) {
        self.base = base
        self.deliver = deliver
        super.init(name: base.name)
    }

    package override var waitsAfterTouchUp: Bool { base.waitsAfterTouchUp }

    package override func recognize(_ input: GestureInput, into delivery: inout GestureDelivery) -> RecognizerOutput {
        let output = base.update(input, into: &delivery)
        deliver(output, &delivery)
        return output
    }

    package override func didCancel(into delivery: inout GestureDelivery) {
        base.cancel(because: failure ?? "cancelled", into: &delivery)
        onCancel?(&delivery)
    }
}

/// Passes its base's output through with the value transformed.
nonisolated final class MapRecognizer: GestureRecognizer {
    private let base: GestureRecognizer
    private let transform: (Any) -> Any

    init(base: GestureRecognizer, transform: @escaping (Any) -> Any) {
        self.base = base
        self.transform = transform
        super.init(name: base.name)
    }

    package override var waitsAfterTouchUp: Bool { base.waitsAfterTouchUp }

    package override func recognize(_ input: GestureInput, into delivery: inout GestureDelivery) -> RecognizerOutput {
        base.update(input, into: &delivery).mapped(transform)
    }

    package override func didCancel(into delivery: inout GestureDelivery) {
        base.cancel(because: failure ?? "cancelled", into: &delivery)
    }
}
