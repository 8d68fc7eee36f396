// Models SwiftUI's `SecureField`: a text field whose text is hidden, one "•" per
// character, in the trace as on screen. Simplifies: as `TextField`; a script
// types into it and submits it with the same verbs (it is a "text field").

/// A control into which people securely enter private text.
///
/// ```swift
/// SecureField("Password", text: $password)   // sim.type("hunter2", into: "Password")
/// ```
nonisolated public struct SecureField<Label: View>: View {
    @Binding private var text: String
    private let label: Label
    private let prompt: Text?

    /// A secure field with a label view (used for accessibility on iOS) and a prompt.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        _text = text
        self.label = label()
        self.prompt = prompt
    }

    public var body: some View {
        TextInputField(text: $text, label: label, prompt: prompt, axis: .horizontal, isSecure: true)
    }
}

nonisolated extension SecureField where Label == Text {
    /// A secure field titled `titleKey` (its placeholder while empty).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(titleKey) }
    }

    /// A secure field titled `title` (its placeholder while empty).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(title) }
    }

    /// A secure field titled `titleKey` whose placeholder is `prompt`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }

    /// A secure field titled `title` whose placeholder is `prompt`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }
}
