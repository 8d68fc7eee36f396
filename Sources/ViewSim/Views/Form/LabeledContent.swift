// Models SwiftUI's `LabeledContent`: a label and a value on one row.
// Simplifies: viewsim's model of iOS's form row: the label leading, the value
// trailing in the secondary label colour (an `HStack` with a `Spacer`).

/// A container for attaching a label to a value-bearing view.
///
/// ```swift
/// LabeledContent("Version", value: "1.2")
/// LabeledContent("Volume") { Text("80 %") }
/// ```
nonisolated public struct LabeledContent<Label: View, Content: View>: PrimitiveView {
    let label: Label
    let content: Content

    /// A row with a custom label and value.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    package func _children() -> [(ChildKey, any View)] {
        [
            (
                .single,
                HStack {
                    label
                    Spacer()
                    content.foregroundStyle(Color(uiColor: .secondaryLabel))
                }
            )
        ]
    }

    package var _label: String { "LabeledContent" }
}

extension LabeledContent where Label == Text {
    /// A row whose label is the text `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }

    /// A row whose label is a formatted title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A row whose label is `title` and whose value is the text `value`.
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }

    /// A row whose label is a formatted title and whose value is the text `value`.
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }
}
