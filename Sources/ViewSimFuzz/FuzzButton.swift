// Models a fuzz case's button: a `Button` whose label shows a source and whose
// action adds 1 to it, under the style a `FuzzButtonLook` names, with a role and
// a tint, disabled or not, so taps and presses reach every kind of styled button.
import ViewSim

/// `.button`: a styled button over a source.
nonisolated struct FuzzButton: View {
    let look: FuzzButtonLook
    let target: FuzzSource
    let disabled: Bool
    let name: String
    let scope: FuzzScope
    let parent: Int

    var body: some View {
        let scope = self.scope
        let target = self.target
        let parent = self.parent
        let value = scope.read(target, parent: parent)
        let button = Button("\(value)", role: value % 3 == 0 ? .destructive : nil) {
            scope.write(target, scope.read(target, parent: parent) &+ 1)
        }
        styled(button).tint(value % 2 == 0 ? .green : nil).disabled(disabled).accessibilityIdentifier(name)
    }

    @ViewBuilder private func styled(_ button: Button<Text>) -> some View {
        switch look {
        case .none: button
        case .custom: button.buttonStyle(FuzzPressStyle())
        case .primitive: button.buttonStyle(FuzzTriggerStyle())
        case .bordered: button.buttonStyle(BorderedButtonStyle())
        case .borderedProminent: button.buttonStyle(BorderedProminentButtonStyle())
        case .borderless: button.buttonStyle(BorderlessButtonStyle())
        case .plain: button.buttonStyle(PlainButtonStyle())
        }
    }
}

/// A `ButtonStyle` that shrinks and dims its label while pressed.
nonisolated struct FuzzPressStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .scaleEffect(configuration.isPressed ? 0.9 : 1)
            .opacity(configuration.role == .destructive ? 0.8 : 1)
    }
}

/// A `PrimitiveButtonStyle` that triggers on a tap, padded.
nonisolated struct FuzzTriggerStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(4).onTapGesture { configuration.trigger() }
    }
}
