// Models SwiftUI's `.navigationTitle(_:)` and `.navigationBarTitleDisplayMode(_:)`:
// the title the navigation bar of the screen shows.
// viewsim's model: the bar of the screen the modifier is in draws the first title
// found in the screen, inline, in the headline font; the display mode is recorded only.

/// The title of the screen, drawn in its navigation bar.
nonisolated public struct _NavigationTitleModifier: PrimitiveModifier, Equatable {
    public var title: String
    package var _label: String { ".navigationTitle(\(ValueFormatter.quoted(title, limit: 32)))" }
    package var _traceName: String { ".navigationTitle" }
    package var _attributes: [NodeAttribute] { [NodeAttribute("title", .text(title))] }
}

/// The display mode of the screen's title, recorded (viewsim draws titles inline).
nonisolated public struct _NavigationTitleDisplayModeModifier: PrimitiveModifier, Equatable {
    public var displayMode: NavigationBarItem.TitleDisplayMode
    package var _label: String { ".navigationBarTitleDisplayMode(.\(displayMode))" }
    package var _traceName: String { ".navigationBarTitleDisplayMode" }
    package var _attributes: [NodeAttribute] { [NodeAttribute("titleDisplayMode", .text("\(displayMode)"))] }

    package func _didInsert(node: ViewNode) { reportLarge(node) }
    package func _didUpdate(node: ViewNode, from old: any PrimitiveModifier) { reportLarge(node) }

    private func reportLarge(_ node: ViewNode) {
        guard displayMode == .large else { return }
        node.graph.reportNotModelled(.largeTitle, node: node.reference, detail: ".large")
    }
}

/// Navigation bar items (here: the title's display modes).
public struct NavigationBarItem: Sendable {
    /// A style for the title of a navigation bar.
    public enum TitleDisplayMode: Hashable, Sendable {
        /// Inherits the mode of the previous navigation item.
        case automatic
        /// A small title in the bar's centre.
        case inline
        /// A large title below the bar.
        case large
    }
}

nonisolated extension View {
    /// Sets the title of the screen, shown in the navigation bar.
    ///
    /// ```swift
    /// List(parks) { … }.navigationTitle("Parks")
    /// ```
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        modifier(_NavigationTitleModifier(title: titleKey.key))
    }

    /// Sets the title of the screen from a string.
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        modifier(_NavigationTitleModifier(title: String(title)))
    }

    /// Sets the title of the screen from a text view (its string).
    public func navigationTitle(_ title: Text) -> some View {
        modifier(_NavigationTitleModifier(title: title.content))
    }

    /// Sets the display mode of the screen's title (recorded; viewsim draws titles inline).
    ///
    /// ```swift
    /// ParkDetails(park: park).navigationBarTitleDisplayMode(.inline)
    /// ```
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(_NavigationTitleDisplayModeModifier(displayMode: displayMode))
    }
}
