// Models SwiftUI's `TextFieldStyle` and `.textFieldStyle(_:)`: how the text
// fields below draw. `.automatic` and `.plain` draw the text alone (iOS's
// default); `.roundedBorder` adds padding and a rounded border. Simplifies: the
// protocol has no requirements viewsim users can implement (SwiftUI's are
// private); the padding and border are viewsim's model of `UITextField.BorderStyle.roundedRect`.

/// The appearance of the text fields in a view hierarchy.
///
/// ```swift
/// TextField("Name", text: $name).textFieldStyle(.roundedBorder)
/// ```
@MainActor @preconcurrency
public protocol TextFieldStyle {}

/// The default text field style: plain, on iOS.
nonisolated public struct DefaultTextFieldStyle: TextFieldStyle {
    public init() {}
}

/// A text field drawn as its text alone.
nonisolated public struct PlainTextFieldStyle: TextFieldStyle {
    public init() {}
}

/// A text field drawn with a rounded border.
nonisolated public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}
}

nonisolated extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The default text field style.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

nonisolated extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// A text field with no decoration.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

nonisolated extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A text field with a rounded border.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

/// Whether the text fields in an environment draw a rounded border.
struct TextFieldBorderKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether text fields draw a rounded border (`.textFieldStyle(.roundedBorder)`).
    var textFieldHasRoundedBorder: Bool {
        get { self[TextFieldBorderKey.self] }
        set { self[TextFieldBorderKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of the text fields in this view.
    ///
    /// ```swift
    /// Form { TextField("Name", text: $name) }.textFieldStyle(.roundedBorder)
    /// ```
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        environment(\.textFieldHasRoundedBorder, style is RoundedBorderTextFieldStyle)
    }
}
