// Models SwiftUI's `Section`: rows with an optional header and footer.
// Simplifies: viewsim's model of iOS's look: in a `Form` the rows sit in a white
// card (corner radius 10, 16 × 11 pt insets, 22 pt between rows, no separators),
// the header and footer in footnote type, secondary colour, above and below it
// (the header is not upper-cased); outside a form, a plain leading `VStack`.

/// A container view that you can use to add hierarchy within certain views.
///
/// ```swift
/// Section {
///     Toggle("Wi-Fi", isOn: $wifi)
/// } header: {
///     Text("Network")
/// } footer: {
///     Text("Networks nearby appear here.")
/// }
/// ```
nonisolated public struct Section<Parent: View, Content: View, Footer: View>: PrimitiveView,
    EnvironmentReadingPrimitive
{
    let header: Parent
    let content: Content
    let footer: Footer

    /// A section with a header and a footer.
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
    ) {
        self.content = content()
        self.header = header()
        self.footer = footer()
    }

    /// A section with a header and a footer (deprecated in SwiftUI; kept for porting).
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { footer })
    }

    package func _children() -> [(ChildKey, any View)] { _children(environment: EnvironmentValues()) }

    package func _children(environment: EnvironmentValues) -> [(ChildKey, any View)] {
        guard environment.isInForm else {
            return [
                (
                    .single,
                    VStack(alignment: .leading) {
                        header
                        content
                        footer
                    }
                )
            ]
        }
        let secondary = Color(uiColor: .secondaryLabel)
        let card = VStack(alignment: .leading, spacing: 22) { content }
            .padding(.horizontal, 16)
            .padding(.vertical, 11)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(RoundedRectangle(cornerRadius: 10).fill(Color(uiColor: .secondarySystemGroupedBackground)))
        // An absent header or footer (`EmptyView`) takes no room and no spacing.
        let hasHeader = !(header is EmptyView)
        let hasFooter = !(footer is EmptyView)
        let grouped = VStack(alignment: .leading, spacing: 7) {
            if hasHeader { header.font(.footnote).foregroundStyle(secondary).padding(.horizontal, 16) }
            card
            if hasFooter { footer.font(.footnote).foregroundStyle(secondary).padding(.horizontal, 16) }
        }
        return [(.single, grouped)]
    }

    package var _label: String { "Section" }
}

extension Section where Footer == EmptyView {
    /// A section with a header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// A section with a header (deprecated in SwiftUI; kept for porting).
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    /// A section with a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section without a header or footer.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section whose header is the text `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }

    /// A section whose header is a formatted title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }
}
