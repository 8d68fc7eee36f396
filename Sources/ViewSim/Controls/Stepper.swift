// Models SwiftUI's `Stepper`: increment and decrement buttons after a label,
// either changing a bound `Strideable` value by a step within optional bounds or
// running the closures given. Drawn as iOS's 94 × 32 pt stepper (viewsim's model
// of its look); a button at its bound is disabled. Simplifies: no press-and-hold
// repeat; `sim.increment(_:)`/`sim.decrement(_:)` tap the buttons.

/// A control that performs increment and decrement actions.
///
/// ```swift
/// @State private var count = 0
/// var body: some View {
///     Stepper("Count: \(count)", value: $count, in: 0...10)
///         .accessibilityIdentifier("count")   // sim.increment("count")
/// }
/// ```
nonisolated public struct Stepper<Label: View>: View {
    /// What the stepper shows of its value: the value, and which buttons work.
    struct Position: Equatable {
        var value: TraceValue?
        var canIncrement = true
        var canDecrement = true
    }

    private let label: Label
    @Binding private var position: Position
    private let onIncrement: (() -> Void)?
    private let onDecrement: (() -> Void)?
    private let onEditingChanged: (Bool) -> Void
    private let problem: String?

    /// A stepper that runs `onIncrement` and `onDecrement` when its buttons are tapped
    /// (a nil closure disables its button).
    public init(
        @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        _position = .constant(Position())
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
        self.onEditingChanged = onEditingChanged
        problem = nil
    }

    /// A stepper that changes `value` by `step`.
    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, bounds: nil, step: step, label: label(), onEditingChanged: onEditingChanged)
    }

    /// A stepper that changes `value` by `step`, within `bounds`.
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {
        self.init(value: value, bounds: bounds, step: step, label: label(), onEditingChanged: onEditingChanged)
    }

    init<V: Strideable>(
        value: Binding<V>, bounds: ClosedRange<V>?, step: V.Stride, label: Label,
        onEditingChanged: @escaping (Bool) -> Void
    ) {
        self.label = label
        // A step that is 0, NaN or infinite cannot move the value (viewsim refuses it).
        let usable = !(step == .zero) && (step > .zero || step < .zero) && !(step + step == step)
        problem =
            usable
            ? nil
            : "was given the step \(ValueFormatter.describe(step)), which cannot move its value; its buttons do nothing"
        _position = value.converted { current in
            Position(
                value: TraceValue(current),
                canIncrement: usable && bounds.map { current < $0.upperBound } ?? usable,
                canDecrement: usable && bounds.map { current > $0.lowerBound } ?? usable)
        }
        onIncrement = {
            guard usable else { return }
            let next = value.wrappedValue.advanced(by: step)
            value.wrappedValue = bounds.map { min(max(next, $0.lowerBound), $0.upperBound) } ?? next
        }
        onDecrement = {
            guard usable else { return }
            let next = value.wrappedValue.advanced(by: -step)
            value.wrappedValue = bounds.map { min(max(next, $0.lowerBound), $0.upperBound) } ?? next
        }
        self.onEditingChanged = onEditingChanged
    }

    public var body: some View {
        let position = position
        let increment = position.canIncrement ? onIncrement : nil
        let decrement = position.canDecrement ? onDecrement : nil
        var attributes: [NodeAttribute] = []
        if let value = position.value { attributes.append(NodeAttribute("value", value)) }
        return HStack {
            label
            Spacer()
            HStack(spacing: 0) {
                Text("−").foregroundStyle(decrement == nil ? ControlColors.placeholder : Color.primary)
                    .frame(width: 46.5, height: 32)
                Rectangle().fill(ControlColors.border).frame(width: 1, height: 18)
                Text("+").foregroundStyle(increment == nil ? ControlColors.placeholder : Color.primary)
                    .frame(width: 46.5, height: 32)
            }
            .background(RoundedRectangle(cornerRadius: 8).fill(ControlColors.fill))
        }
        .modifier(
            ControlModifier(
                kind: .stepper, title: controlTitle(of: label), attributes: attributes,
                actions: ControlActions(
                    increment: increment, decrement: decrement, editingChanged: onEditingChanged),
                problem: problem))
    }
}

nonisolated extension Stepper where Label == Text {
    /// A stepper titled `titleKey` that runs the closures given.
    public init(
        _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(
            label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement,
            onEditingChanged: onEditingChanged)
    }

    /// A stepper titled `title` that runs the closures given.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(
            label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement,
            onEditingChanged: onEditingChanged)
    }

    /// A stepper titled `titleKey` that changes `value` by `step`.
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, bounds: nil, step: step, label: Text(titleKey), onEditingChanged: onEditingChanged)
    }

    /// A stepper titled `title` that changes `value` by `step`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, bounds: nil, step: step, label: Text(title), onEditingChanged: onEditingChanged)
    }

    /// A stepper titled `titleKey` that changes `value` by `step`, within `bounds`.
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, bounds: bounds, step: step, label: Text(titleKey), onEditingChanged: onEditingChanged)
    }

    /// A stepper titled `title` that changes `value` by `step`, within `bounds`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, bounds: bounds, step: step, label: Text(title), onEditingChanged: onEditingChanged)
    }
}
