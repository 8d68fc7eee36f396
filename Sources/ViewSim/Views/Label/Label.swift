// Models SwiftUI's `Label`: a title with an icon, drawn by the label style in its
// environment. Simplifies: viewsim's model of iOS's `.automatic` look: the icon,
// then the title, in an `HStack` 8 pt apart; `.titleOnly`/`.iconOnly` show one
// of them. Custom `LabelStyle`s are not modelled (they do not compile).

/// A standard label for user interface items, consisting of an icon with a title.
///
/// ```swift
/// Label("Favourites", systemImage: "star.fill")
/// Label { Text("Ridge") } icon: { Image("ridge") }
/// ```
nonisolated public struct Label<Title: View, Icon: View>: PrimitiveView, EnvironmentReadingPrimitive {
    let title: Title
    let icon: Icon

    /// A label with a custom title and icon.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    package func _children() -> [(ChildKey, any View)] { _children(environment: EnvironmentValues()) }

    package func _children(environment: EnvironmentValues) -> [(ChildKey, any View)] {
        switch environment.labelStyleKind {
        case .titleOnly: return [(.single, title)]
        case .iconOnly: return [(.single, icon)]
        case .automatic, .titleAndIcon:
            return [
                (
                    .single,
                    HStack(spacing: 8) {
                        icon
                        title
                    }
                )
            ]
        }
    }

    package var _label: String { "Label" }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a title and a system image (an SF Symbol).
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// A label with a title and an image from the asset catalogue.
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }

    /// A label with a formatted title (`"\(count, specifier: "%d") items"`) and a system image.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// A label with a formatted title and an image from the asset catalogue.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }
}
