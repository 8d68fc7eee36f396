// Models SwiftUI's `.toolbar(content:)` with `ToolbarItem`, `ToolbarItemGroup`
// and `ToolbarItemPlacement`, or with plain views.
// viewsim's model: the items are in the graph as children of the view that
// declares them (so the environment flows into them and they can be tapped), laid
// out in the navigation bar of the screen they are in: leading placements at its
// leading edge, principal in the centre, the others (automatic, trailing,
// primary…) at its trailing edge, 8 pt in from each side. Outside a navigation
// stack there is no bar and the items are not shown, as on iOS.
// Simplifies: bottom-bar and keyboard placements are shown at the bar's trailing edge.
import Foundation

/// Where a toolbar item goes.
public struct ToolbarItemPlacement: Hashable, Sendable {
    enum Side: Hashable, Sendable { case leading, principal, trailing }
    let name: String
    let side: Side

    /// The platform's default (the trailing edge of the bar on iOS).
    public static let automatic = ToolbarItemPlacement(name: "automatic", side: .trailing)
    /// The leading edge of the top bar.
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading", side: .leading)
    /// The trailing edge of the top bar.
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing", side: .trailing)
    /// The leading edge of the navigation bar (deprecated name of `topBarLeading`).
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading", side: .leading)
    /// The trailing edge of the navigation bar (deprecated name of `topBarTrailing`).
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing", side: .trailing)
    /// The centre of the bar.
    public static let principal = ToolbarItemPlacement(name: "principal", side: .principal)
    /// The primary action (trailing on iOS).
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction", side: .trailing)
    /// A confirming action in a modal (trailing on iOS).
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction", side: .trailing)
    /// A cancelling action in a modal (leading on iOS).
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction", side: .leading)
    /// A destructive action in a modal (trailing on iOS).
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction", side: .trailing)
    /// The bottom toolbar (viewsim's model: shown at the bar's trailing edge).
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar", side: .trailing)
}

/// Conforming types represent items that can be placed in various locations in a toolbar.
public protocol ToolbarContent {
    /// The items, each with its placement (viewsim's representation).
    var _toolbarItems: [(placement: ToolbarItemPlacement, view: AnyView)] { get }
}

/// A model that represents an item which can be placed in the toolbar or navigation bar.
///
/// ```swift
/// .toolbar {
///     ToolbarItem(placement: .topBarTrailing) { Button("Edit") { editing = true } }
/// }
/// ```
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content
    public var _toolbarItems: [(placement: ToolbarItemPlacement, view: AnyView)] { [(placement, AnyView(content))] }
}

extension ToolbarItem where ID == () {
    /// An item at `placement` showing `content`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// A model that represents a group of `ToolbarItem`s which can be placed in the toolbar or navigation bar.
///
/// ```swift
/// ToolbarItemGroup(placement: .topBarTrailing) { Button("Add") { add() }; Button("Share") { share() } }
/// ```
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    /// A group at `placement` showing the views of `content` side by side.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    public var _toolbarItems: [(placement: ToolbarItemPlacement, view: AnyView)] { [(placement, AnyView(content))] }
}

/// The toolbar items of a block, in order.
public struct _ToolbarItems: ToolbarContent {
    public let _toolbarItems: [(placement: ToolbarItemPlacement, view: AnyView)]
}

/// Constructs a toolbar item set from multi-expression closures.
@resultBuilder
public enum ToolbarContentBuilder {
    public static func buildExpression<C: ToolbarContent>(_ content: C) -> _ToolbarItems {
        _ToolbarItems(_toolbarItems: content._toolbarItems)
    }
    public static func buildBlock(_ components: _ToolbarItems...) -> _ToolbarItems {
        _ToolbarItems(_toolbarItems: components.flatMap(\._toolbarItems))
    }
    public static func buildOptional(_ component: _ToolbarItems?) -> _ToolbarItems {
        component ?? _ToolbarItems(_toolbarItems: [])
    }
    public static func buildEither(first component: _ToolbarItems) -> _ToolbarItems { component }
    public static func buildEither(second component: _ToolbarItems) -> _ToolbarItems { component }
}

/// A view's toolbar items, laid out in the navigation bar of its screen.
nonisolated public struct _ToolbarModifier: PrimitiveModifier {
    let items: [(placement: ToolbarItemPlacement, view: AnyView)]
    package var _label: String { ".toolbar(\(items.count) item\(items.count == 1 ? "" : "s"))" }
    package var _traceName: String { ".toolbar" }

    package func _children(content: any View) -> [(ChildKey, any View)] {
        guard !items.isEmpty else { return [(.single, content)] }
        return [(.single, content), (.secondary, ToolbarBar(items: items))]
    }

    package func _didInsert(node: ViewNode) {
        node.graph.layoutState.presentationHosts.append(node)
        reportBottomBar(node)
    }

    package func _didUpdate(node: ViewNode, from old: any PrimitiveModifier) { reportBottomBar(node) }

    private func reportBottomBar(_ node: ViewNode) {
        guard items.contains(where: { $0.placement == .bottomBar }) else { return }
        node.graph.reportNotModelled(.bottomBarPlacement, node: node.reference)
    }
}

/// The items of one `.toolbar`, side by side in a bar: leading, principal, trailing.
nonisolated struct ToolbarBar: View {
    let items: [(placement: ToolbarItemPlacement, view: AnyView)]
    @Environment(\._navigationStack) private var stack

    var body: some View {
        if stack != nil { bar }
    }

    @ViewBuilder private var bar: some View {
        let leading = items.enumerated().filter { $0.element.placement.side == .leading }
        let principal = items.enumerated().filter { $0.element.placement.side == .principal }
        let trailing = items.enumerated().filter { $0.element.placement.side == .trailing }
        HStack(spacing: NavigationBarMetrics.backInset) {
            ForEach(leading, id: \.offset) { $0.element.view }
            Spacer()
            ForEach(principal, id: \.offset) { $0.element.view }
            Spacer()
            ForEach(trailing, id: \.offset) { $0.element.view }
        }
        .padding(.horizontal, NavigationBarMetrics.backInset)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

// SwiftUI declares both `toolbar(content:)`s, told apart by the content's type.
// swift-format-ignore: AmbiguousTrailingClosureOverload
nonisolated extension View {
    /// Populates the navigation bar of the screen with the specified items.
    ///
    /// ```swift
    /// .toolbar {
    ///     ToolbarItem(placement: .topBarTrailing) { Button("Settings") { showSettings = true } }
    /// }
    /// ```
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        modifier(_ToolbarModifier(items: content()._toolbarItems))
    }

    /// Populates the navigation bar with views, at the platform's default (trailing) placement.
    ///
    /// ```swift
    /// .toolbar { Button("Add") { add() } }
    /// ```
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(_ToolbarModifier(items: [(.automatic, AnyView(content()))]))
    }
}
