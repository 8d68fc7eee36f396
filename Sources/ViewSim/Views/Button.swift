// Models SwiftUI's `Button`: a label that runs an action when tapped.
// Simplifies: no styles, roles or pressed state; the label is wrapped in an
// `onTapGesture`, so `sim.tap(name)` on the button runs its action.
// Lesson: lesson10 (the counter's play/pause and direction buttons).

/// A control that performs an action when tapped.
///
/// ```swift
/// Button(isCounting ? "⏸" : "▶️") { isCounting.toggle() }
///     .accessibilityIdentifier("play")
/// ```
nonisolated public struct Button<Label: View>: PrimitiveView {
    /// What the button shows.
    public let label: Label
    /// What a tap runs.
    public let action: () -> Void

    /// A button that shows `label` and runs `action` when tapped.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.action = action
    }

    package func _children() -> [(ChildKey, any View)] { [(.single, label.onTapGesture(perform: action))] }
    package var _label: String { "Button" }
    package var _traceName: String { "Button" }
}

extension Button where Label == Text {
    /// A button whose label is the text `title`.
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }
}
