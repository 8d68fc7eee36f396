// Models SwiftUI's `Menu`: a label that, when tapped, presents its content (the
// menu's buttons). Simplifies: viewsim's model: the open menu is a list drawn
// below the label in a rounded panel, taking space in layout (iOS floats it above
// the screen); whether it is open is a `@State` of `MenuBody` (traced); a button
// in the menu closes it after its action, as on iOS.

/// A control for presenting a menu of actions.
///
/// ```swift
/// Menu("Sort") {
///     Button("Name") { order = .name }.accessibilityIdentifier("byName")
///     Button("Date") { order = .date }
/// }
/// .accessibilityIdentifier("sort")
/// // sim.tap("sort") opens it; sim.tap("byName") runs the action and closes it
/// ```
nonisolated public struct Menu<Label: View, Content: View>: PrimitiveView {
    let label: Label
    let content: Content

    /// A menu with a custom label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    package func _children() -> [(ChildKey, any View)] { [(.single, MenuBody(label: label, content: content))] }
    package var _label: String { "Menu" }
}

extension Menu where Label == Text {
    /// A menu whose label is the text `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }

    /// A menu whose label is a formatted title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }
}

/// The label of a `Menu` and, while it is open, its content; `MenuBody` in the trace.
nonisolated struct MenuBody<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    @State private var isPresented = false
    @Environment(\.tintColor) private var tint

    nonisolated init(label: Label, content: Content) {
        self.label = label
        self.content = content
    }

    @MainActor var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            label.foregroundStyle(tint ?? Color.accentColor).onTapGesture { isPresented.toggle() }
            if isPresented {
                VStack(alignment: .leading, spacing: 11) { content }
                    .environment(\.dismissMenu, MenuDismissal { isPresented = false })
                    .padding(12)
                    .background(RoundedRectangle(cornerRadius: 12).fill(Color(uiColor: .secondarySystemBackground)))
            }
        }
    }
}

/// Closes the open menu a button is in.
struct MenuDismissal {
    let close: () -> Void
    func callAsFunction() { close() }
}

struct MenuDismissKey: EnvironmentKey {
    static var defaultValue: MenuDismissal? { nil }
}

extension EnvironmentValues {
    /// Closes the open `Menu` the views are in (nil outside a menu).
    var dismissMenu: MenuDismissal? {
        get { self[MenuDismissKey.self] }
        set { self[MenuDismissKey.self] = newValue }
    }
}
