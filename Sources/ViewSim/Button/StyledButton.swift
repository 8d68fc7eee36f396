// Models the view SwiftUI makes of a button under a style: the style's
// `makeBody(configuration:)` run as a body, with the button's label, role and
// (for a `ButtonStyle`) whether it is pressed. Simplifies: viewsim's model: the
// pressed state is a `@State` of this view, written by `sim.press` (traced as a
// state write); a tap or a release runs the action (`.onTapGesture`).

/// A `Button` under a `ButtonStyle`: `StyledButton<Style>` in the trace.
nonisolated struct StyledButton<Style: ButtonStyle>: View {
    let style: Style
    let label: ButtonStyleConfiguration.Label
    let action: () -> Void
    let role: ButtonRole?
    @State private var isPressed = false

    nonisolated init(
        style: Style, label: ButtonStyleConfiguration.Label, action: @escaping () -> Void, role: ButtonRole?
    ) {
        self.style = style
        self.label = label
        self.action = action
        self.role = role
    }

    @MainActor var body: some View {
        style.makeBody(configuration: ButtonStyleConfiguration(label: label, isPressed: isPressed, role: role))
            .onTapGesture(perform: action)
            .modifier(_ButtonPressModifier(isPressed: $isPressed))
    }
}

/// A `Button` under a `PrimitiveButtonStyle`: `PrimitiveStyledButton<Style>` in the trace.
nonisolated struct PrimitiveStyledButton<Style: PrimitiveButtonStyle>: View {
    let style: Style
    let label: PrimitiveButtonStyleConfiguration.Label
    let action: () -> Void
    let role: ButtonRole?

    nonisolated init(
        style: Style, label: PrimitiveButtonStyleConfiguration.Label, action: @escaping () -> Void, role: ButtonRole?
    ) {
        self.style = style
        self.label = label
        self.action = action
        self.role = role
    }

    @MainActor var body: some View {
        style.makeBody(configuration: PrimitiveButtonStyleConfiguration(label: label, role: role, action: action))
    }
}

/// Marks a pressable button: `sim.press` sets `isPressed` while it holds the button down.
nonisolated public struct _ButtonPressModifier: PrimitiveModifier {
    let isPressed: Binding<Bool>
    package var _label: String { ".pressable" }
}
