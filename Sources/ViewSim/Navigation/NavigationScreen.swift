// Models one screen of a navigation stack: its navigation bar and its content,
// with the environment a pushed view sees (`\.dismiss` pops it, `\.isPresented`).
// viewsim's model: a screen below the top stays in the graph but is off screen
// (not drawn, not tappable); the bar is 44 pt high, its title drawn inline.
// Simplifies: no large titles, no back-button menu, no toolbar drawing.
import Foundation

/// A screen of a stack: the bar, then the content filling the rest.
nonisolated struct NavigationScreen<Content: View>: View {
    let level: Int
    let isTop: Bool
    let context: NavigationStackContext
    let content: Content
    /// Whether `\.dismiss` pops the screen (false for a destination shown by
    /// `navigationDestination(isPresented:)`, which its binding dismisses).
    var popsOnDismiss = true
    @Environment(\.dismiss) private var outerDismiss
    @Environment(\.isPresented) private var outerIsPresented

    var body: some View {
        let context = self.context
        let level = self.level
        let dismiss =
            level == 0 || !popsOnDismiss
            ? outerDismiss
            : DismissAction(target: ScreenTarget(stack: ObjectIdentifier(context), level: level)) {
                context.pop(toLevel: level - 1)
            }
        VStack(spacing: 0) {
            NavigationBarMetrics.background.frame(height: NavigationBarMetrics.height)
                .overlay(_NavigationBarTitle(level: level))
            content.frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        .environment(\.dismiss, dismiss)
        .environment(\.isPresented, level == 0 ? outerIsPresented : true)
        .modifier(_NavigationScreenModifier(level: level, isOnScreen: isTop))
    }
}

/// What a pushed screen's `DismissAction` dismisses.
nonisolated struct ScreenTarget: Hashable {
    let stack: ObjectIdentifier
    let level: Int
}

/// viewsim's model of the navigation bar's sizes (iOS's Human Interface Guidelines: a 44-pt bar).
nonisolated enum NavigationBarMetrics {
    static let height: CGFloat = 44
    static let titleFont = Font.headline
    static let backFont = Font.body
    static let backInset: CGFloat = 8
    /// viewsim's model: the back button says "‹ Back" (iOS shows the previous title when it fits).
    static let backTitle = "‹ Back"
    /// The bar's background, iOS's opaque bar grey (viewsim's model).
    static let background = Color(white: 0.97)
}

/// Marks a stack's screen: whether it is the top one (on screen) or kept below it.
nonisolated public struct _NavigationScreenModifier: PrimitiveModifier, Equatable {
    public var level: Int
    public var isOnScreen: Bool
    package var _label: String { ".navigationScreen(\(level)\(isOnScreen ? "" : ", off screen"))" }
    package var _traceName: String { ".navigationScreen" }
    package var _attributes: [NodeAttribute] {
        [NodeAttribute("level", .number(Double(level))), NodeAttribute("onScreen", .bool(isOnScreen))]
    }
}

/// The title and back button of a screen's navigation bar, drawn from the screen's
/// `.navigationTitle` when the display list is made (it fills the bar).
nonisolated public struct _NavigationBarTitle: PrimitiveView, Equatable {
    public var level: Int
    package var _label: String { "NavigationBarTitle" }
}

extension ViewGraph {
    /// Whether `node` is a stack's screen below the top one (off screen with its subtree).
    package func isOffScreenNavigationScreen(_ node: ViewNode) -> Bool {
        guard node.traits.modifierIsNavigationScreen,
            let screen = node.traits.primitiveModifier(node.view) as? _NavigationScreenModifier
        else { return false }
        return !screen.isOnScreen
    }

    /// Whether `node` or a view around it is off screen: below the top of a stack.
    package func isInOffScreenNavigationScreen(_ node: ViewNode) -> Bool {
        var current: ViewNode? = node
        for _ in 0...(node.depth + 1) {
            guard let member = current else { return false }
            if isOffScreenNavigationScreen(member) { return true }
            current = member.parent
        }
        return false
    }

    /// The title a screen's bar shows (the first `.navigationTitle` in the screen, outside
    /// nested stacks and presentations) and whether it has a back button.
    package func navigationBarContent(of bar: ViewNode, level: Int) -> (title: String?, hasBack: Bool) {
        var screen = bar.parent
        for _ in 0...(bar.depth + 1) {
            guard let current = screen else { break }
            if current.traits.modifierIsNavigationScreen { break }
            screen = current.parent
        }
        guard let screen else { return (nil, level > 0) }
        var pending: [ViewNode] = Array(screen.children.reversed())
        var budget = nextNodeID + 1
        while let node = pending.popLast(), budget > 0 {
            budget -= 1
            if node.isRemoved || node.key == .secondary { continue }
            if let modifier = node.traits.primitiveModifier(node.view) {
                if let title = modifier as? _NavigationTitleModifier { return (title.title, level > 0) }
                if modifier is _NavigationScreenModifier { continue }
            }
            pending.append(contentsOf: node.children.reversed())
        }
        return (nil, level > 0)
    }
}
