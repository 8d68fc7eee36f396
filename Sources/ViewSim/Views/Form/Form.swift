// Models SwiftUI's `Form`: a container of grouped rows for data entry (settings).
// Simplifies: viewsim's model of iOS's grouped look: the form fills its space
// with `UIColor.systemGroupedBackground`, its content stacked from the top with
// 16 pt margins and 20 pt between sections; each `Section` a white rounded card.
// No scrolling (a tall form is laid out past the screen), no row separators.

/// A container for grouping controls used for data entry, such as in settings.
///
/// ```swift
/// Form {
///     Section("Account") { LabeledContent("Name", value: "Ada") }
///     Section { Button("Sign Out", role: .destructive) { signOut() } }
/// }
/// ```
nonisolated public struct Form<Content: View>: PrimitiveView {
    let content: Content

    /// A form with the given content.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    package func _children() -> [(ChildKey, any View)] {
        let stacked = VStack(alignment: .leading, spacing: 20) { content }
            .environment(\.isInForm, true)
            .padding(.horizontal, 16)
            .padding(.vertical, 20)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
            .background(Color(uiColor: .systemGroupedBackground))
        return [(.single, stacked)]
    }

    package var _label: String { "Form" }
}

struct IsInFormKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether the views are in a `Form` (its sections then draw as cards).
    var isInForm: Bool {
        get { self[IsInFormKey.self] }
        set { self[IsInFormKey.self] = newValue }
    }
}
