// Models what `TextField` and `SecureField` share: a text bound to a `String`
// drawn on one line (or wrapping, for a vertical axis), its prompt in the
// placeholder colour while empty, in the style from the environment; the
// `text` attribute a script's typing changes. Simplifies: no cursor or
// selection; a secure field shows one "•" per character and records them so.

/// The drawing and the control node of a text field or secure field.
nonisolated struct TextInputField<Label: View>: View {
    @Binding var text: String
    let label: Label
    let prompt: Text?
    let axis: Axis
    let isSecure: Bool
    @Environment(\.textFieldHasRoundedBorder) private var hasRoundedBorder

    /// The text on one line that scrolls (clipped), or wrapping for a vertical axis.
    @ViewBuilder private func line(_ content: Text) -> some View {
        if axis == .vertical {
            content.frame(maxWidth: .infinity, alignment: .leading)
        } else {
            content.fixedSize(horizontal: true, vertical: false)
                .frame(maxWidth: .infinity, alignment: .leading)
                .clipped()
        }
    }

    var body: some View {
        let binding = $text
        let current = text
        let shown = isSecure ? String(repeating: "•", count: current.count) : current
        let placeholder = prompt?.content ?? controlTitle(of: label) ?? ""
        let content = current.isEmpty ? Text(placeholder).foregroundStyle(ControlColors.placeholder) : Text(shown)
        var attributes = [NodeAttribute("text", .string(shown))]
        if axis == .vertical { attributes.append(NodeAttribute("axis", .symbol("vertical"))) }
        return Group {
            if hasRoundedBorder {
                line(content)
                    .padding(.horizontal, 7)
                    .padding(.vertical, 6)
                    .overlay(RoundedRectangle(cornerRadius: 5).stroke(ControlColors.border))
            } else {
                line(content)
            }
        }
        .modifier(
            ControlModifier(
                kind: .textField, title: controlTitle(of: label), attributes: attributes,
                actions: ControlActions(appendText: { binding.wrappedValue += $0 })))
    }
}
