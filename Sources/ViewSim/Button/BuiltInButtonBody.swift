// Models how SwiftUI's built-in button styles draw a button on iOS: bordered,
// bordered prominent, borderless and plain. Simplifies: viewsim's model of the
// look (iOS documents no numbers): 12 × 7 pt of padding and an 8 pt corner
// radius for the bordered styles, the tint at 15 % behind a bordered label, the
// label at half opacity while pressed, grey when disabled.

/// A built-in button style, named as it is written (`.bordered`).
protocol BuiltInButtonStyle {
    var styleName: String { get }
}

/// The body of a button under a built-in style; `BuiltInButtonBody` in the trace.
struct BuiltInButtonBody: View {
    enum Look { case bordered, borderedProminent, borderless, plain }

    let look: Look
    let configuration: PrimitiveButtonStyleConfiguration
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.tintColor) private var tint
    @State private var isPressed = false

    /// The colour of the label and border: red for a destructive button, else the
    /// tint (the accent colour by default), grey when disabled.
    private var accent: Color {
        if !isEnabled { return Color(uiColor: .tertiaryLabel) }
        if configuration.role == .destructive { return Color.red }
        return tint ?? Color.accentColor
    }

    var body: some View {
        styled
            .opacity(isPressed ? 0.5 : 1)
            .onTapGesture { configuration.trigger() }
            .modifier(_ButtonPressModifier(isPressed: $isPressed))
    }

    @ViewBuilder private var styled: some View {
        switch look {
        case .plain:
            configuration.label
        case .borderless:
            configuration.label.foregroundStyle(accent)
        case .bordered:
            configuration.label
                .foregroundStyle(accent)
                .padding(.horizontal, 12)
                .padding(.vertical, 7)
                .background(RoundedRectangle(cornerRadius: 8).fill(accent.opacity(0.15)))
        case .borderedProminent:
            configuration.label
                .foregroundStyle(isEnabled ? Color.white : Color(uiColor: .tertiaryLabel))
                .padding(.horizontal, 12)
                .padding(.vertical, 7)
                .background(
                    RoundedRectangle(cornerRadius: 8).fill(isEnabled ? accent : Color(uiColor: .tertiarySystemFill)))
        }
    }
}
