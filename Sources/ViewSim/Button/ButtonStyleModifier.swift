// Models SwiftUI's `.buttonStyle(_:)`: sets the style of the buttons below it,
// through the environment. Simplifies: a `Button` reads the style when it gets a
// value (viewsim's model: a style changed above an unchanged button applies at
// the button's next update). Lesson: none yet.

/// The button style in the environment, erased: it makes the view a button's
/// label and action become under it.
package struct AnyButtonStyleBox {
    /// The style's type name, for labels.
    let name: String
    let makeBody: (_ label: any View, _ action: @escaping () -> Void, _ role: ButtonRole?) -> any View
}

struct ButtonStyleKey: EnvironmentKey {
    static var defaultValue: AnyButtonStyleBox? { nil }
}

extension EnvironmentValues {
    /// The style of the buttons in this environment (nil: SwiftUI's automatic style).
    var buttonStyleBox: AnyButtonStyleBox? {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

/// `.buttonStyle(_:)`.
nonisolated public struct _ButtonStyleModifier: PrimitiveModifier {
    let box: AnyButtonStyleBox?
    let name: String
    package var _label: String { ".buttonStyle(\(name))" }
    package var _traceName: String { ".buttonStyle" }
    package var _attributes: [NodeAttribute] { [NodeAttribute("buttonStyle", .symbol(name))] }
    package var _writesEnvironment: Bool { true }
    package func _transformEnvironment(_ environment: inout EnvironmentValues) {
        environment.buttonStyleBox = box
    }
}

nonisolated extension View {
    /// Sets the style for buttons within this view to a button style with a custom appearance.
    ///
    /// ```swift
    /// Button("Save") { save() }.buttonStyle(Pill())
    /// ```
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> ModifiedContent<Self, _ButtonStyleModifier> {
        let name = _typeName(S.self, qualified: false)
        let box = AnyButtonStyleBox(name: name) { label, action, role in
            StyledButton(
                style: style, label: ButtonStyleConfiguration.Label(content: label), action: action, role: role)
        }
        return modifier(_ButtonStyleModifier(box: box, name: name))
    }

    /// Sets the style for buttons within this view to a button style with custom interaction behaviour.
    ///
    /// ```swift
    /// VStack { Button("Save") { save() } }.buttonStyle(.borderedProminent)
    /// ```
    ///
    /// `.automatic` is the look of a button without a style (viewsim draws its label as is).
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> ModifiedContent<Self, _ButtonStyleModifier> {
        if style is DefaultButtonStyle { return modifier(_ButtonStyleModifier(box: nil, name: ".automatic")) }
        let name = (style as? any BuiltInButtonStyle)?.styleName ?? _typeName(S.self, qualified: false)
        let box = AnyButtonStyleBox(name: name) { label, action, role in
            PrimitiveStyledButton(
                style: style, label: PrimitiveButtonStyleConfiguration.Label(content: label), action: action,
                role: role)
        }
        return modifier(_ButtonStyleModifier(box: box, name: name))
    }
}
