// Models SwiftUI's `Link`: a label that opens a URL when tapped, through the
// environment's `openURL` action. Simplifies: viewsim's model: nothing is opened;
// the tap records what SwiftUI would do (`OpenURLAction`); the label is drawn in
// the tint (the accent colour by default), as iOS draws a link.
import Foundation

/// A control for navigating to a URL.
///
/// ```swift
/// Link("Apple", destination: URL(string: "https://www.apple.com")!)
///     .accessibilityIdentifier("apple")
/// // sim.tap("apple") records: openURL https://www.apple.com: the system opens it
/// ```
nonisolated public struct Link<Label: View>: PrimitiveView, EnvironmentReadingPrimitive {
    let destination: URL
    let label: Label

    /// A link to `destination` with a custom label.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    package func _children() -> [(ChildKey, any View)] { _children(environment: EnvironmentValues()) }

    package func _children(environment: EnvironmentValues) -> [(ChildKey, any View)] {
        let open = environment.openURL
        let destination = destination
        let tinted = label.foregroundStyle(environment.tintColor ?? Color.accentColor)
        return [(.single, tinted.onTapGesture { open(destination) })]
    }

    package var _label: String { "Link" }
    package var _attributes: [NodeAttribute] { [NodeAttribute("destination", .text(destination.absoluteString))] }
}

extension Link where Label == Text {
    /// A link to `destination` whose label is the text `title`.
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }

    /// A link to `destination` whose label is a formatted title.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }
}
