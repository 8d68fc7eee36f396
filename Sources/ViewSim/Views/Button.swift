// Models SwiftUI's `Button`: a label that runs an action when tapped, with an
// optional role, drawn by the button style in its environment.
// Simplifies: without a style the label is wrapped in an `onTapGesture`, so
// `sim.tap(name)` on the button runs its action (viewsim's model: the label is not
// tinted); under `.buttonStyle(_:)` the style's body draws it (`StyledButton`);
// `sim.press(name, for:)` holds it down. Lesson: lesson10 (play/pause buttons).

/// A control that performs an action when tapped.
///
/// ```swift
/// Button(isCounting ? "⏸" : "▶️") { isCounting.toggle() }
///     .accessibilityIdentifier("play")
/// Button("Delete", role: .destructive) { items.removeAll() }
/// ```
nonisolated public struct Button<Label: View>: PrimitiveView, EnvironmentReadingPrimitive {
    /// What the button shows.
    public let label: Label
    /// What a tap runs.
    public let action: () -> Void
    /// The button's semantic role, passed to its style.
    let role: ButtonRole?

    /// A button that shows `label` and runs `action` when tapped.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.action = action
        self.role = nil
    }

    /// A button with a role (`.destructive`, `.cancel`) that shows `label`.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.action = action
        self.role = role
    }

    package func _children() -> [(ChildKey, any View)] { [(.single, label.onTapGesture(perform: action))] }

    package func _children(environment: EnvironmentValues) -> [(ChildKey, any View)] {
        var action = self.action
        if let dismiss = environment.dismissMenu {
            // A button in an open `Menu` closes it after its action, as on iOS.
            let run = self.action
            action = {
                run()
                dismiss()
            }
        }
        guard let style = environment.buttonStyleBox else { return [(.single, label.onTapGesture(perform: action))] }
        return [(.single, style.makeBody(label, action, role))]
    }

    package var _label: String { "Button" }
    package var _traceName: String { "Button" }
    package var _attributes: [NodeAttribute] {
        role.map { [NodeAttribute("role", .symbol($0.description))] } ?? []
    }
}

extension Button where Label == Text {
    /// A button whose label is the text `title`.
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// A button with a role whose label is the text `title`.
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }

    /// A button whose label is a formatted title (`"\(count, specifier: "%d") left"`).
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    /// A button with a role whose label is a formatted title.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }
}
