// Models SwiftUI's `TextField`: an editable text bound to a `String`, with a
// title (shown as the placeholder while empty), an optional prompt and an axis
// (`.vertical` wraps and grows). Simplifies: no formatters or `onEditingChanged`/
// `onCommit` forms; `sim.type(_:into:)` types and `sim.submit(_:)` submits.

/// A control that displays an editable text interface.
///
/// ```swift
/// @State private var city = ""
/// var body: some View {
///     TextField("City", text: $city)
///         .onSubmit { search(city) }   // sim.type("Oslo", into: "City"); sim.submit("City")
/// }
/// ```
nonisolated public struct TextField<Label: View>: View {
    @Binding private var text: String
    private let label: Label
    private let prompt: Text?
    private let axis: Axis

    /// A text field with a label view (used for accessibility on iOS) and a prompt.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, axis: .horizontal, label: label)
    }

    /// A text field that scrolls (`.horizontal`) or grows (`.vertical`) along `axis`.
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        _text = text
        self.label = label()
        self.prompt = prompt
        self.axis = axis
    }

    public var body: some View {
        TextInputField(text: $text, label: label, prompt: prompt, axis: axis, isSecure: false)
    }
}

nonisolated extension TextField where Label == Text {
    /// A text field titled `titleKey` (its placeholder while empty).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, prompt: nil, axis: .horizontal) { Text(titleKey) }
    }

    /// A text field titled `title` (its placeholder while empty).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: nil, axis: .horizontal) { Text(title) }
    }

    /// A text field titled `titleKey` whose placeholder is `prompt`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt, axis: .horizontal) { Text(titleKey) }
    }

    /// A text field titled `title` whose placeholder is `prompt`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt, axis: .horizontal) { Text(title) }
    }

    /// A text field titled `titleKey` that scrolls or grows along `axis`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil, axis: axis) { Text(titleKey) }
    }

    /// A text field titled `title` that scrolls or grows along `axis`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil, axis: axis) { Text(title) }
    }

    /// A text field titled `titleKey`, with a prompt, along `axis`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, axis: axis) { Text(titleKey) }
    }

    /// A text field titled `title`, with a prompt, along `axis`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, axis: axis) { Text(title) }
    }
}
