// Models SwiftUI's `.safeAreaInset(edge:alignment:spacing:content:)` on a top or
// bottom edge: the inset view sits at that edge, full width, and the safe area
// of the modified view shrinks by its height plus the spacing. A scroll view (the
// modified view itself, under modifiers) keeps its whole frame and insets its
// content instead, so rows scroll under the bar; any other view is laid out in
// what is left; over a scroll view the bar stays clear of the screen's safe area.
// Simplifies: vertical edges only (`HorizontalEdge` does not compile); the
// default spacing is 0 (viewsim's model). Lesson: lesson 14.
import Foundation

/// An edge on the vertical axis.
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
    case top, bottom
}

/// `.safeAreaInset(edge:alignment:spacing:content:)`.
nonisolated public struct _SafeAreaInsetModifier<Inset: View>: PrimitiveModifier {
    let inset: Inset
    let edge: VerticalEdge
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    package var _label: String { ".safeAreaInset(edge: .\(edge == .top ? "top" : "bottom"))" }
    package var _traceName: String { ".safeAreaInset" }
    package func _children(content: any View) -> [(ChildKey, any View)] { [(.single, content), (.secondary, inset)] }
}

nonisolated extension _SafeAreaInsetModifier: LayoutBehaving {
    package var _layoutBehavior: LayoutBehavior {
        let unit: CGFloat = alignment == .leading ? 0 : alignment == .trailing ? 1 : 0.5
        return .safeAreaInset(top: edge == .top, alignment: unit, spacing: spacing ?? 0)
    }
}

nonisolated extension View {
    /// Shows `content` at `edge` of this view, and insets this view's safe area by its height
    /// (plus `spacing`): a scroll view's content scrolls under it, another view is laid out in
    /// the space left.
    ///
    /// ```swift
    /// ScrollView { messages }.safeAreaInset(edge: .bottom) { ComposeBar() }
    /// ```
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> ModifiedContent<Self, _SafeAreaInsetModifier<V>> {
        modifier(_SafeAreaInsetModifier(inset: content(), edge: edge, alignment: alignment, spacing: spacing))
    }
}

extension ViewGraph {
    /// The scroll view `item` is, under single-content modifiers, if any.
    func scrollView(at item: ViewNode) -> ViewNode? {
        var current = item
        for _ in 0..<64 {
            if current.scroll != nil { return current }
            let content = contentChildren(of: current)
            guard content.count == 1, current.traits.hasPrimitiveModifier || current.kind == .composite else {
                return nil
            }
            current = content[0]
        }
        return nil
    }

    /// The bar's size and the content's proposal and whether the content is a scroll view.
    private func safeAreaInsetParts(_ node: ViewNode, spacing: CGFloat, proposal p: ProposedViewSize)
        -> (bar: CGSize, content: ProposedViewSize, scrolls: Bool)
    {
        let bars = layoutItems(of: node.children.filter { $0.key == .secondary }, clearingListFrames: false)
        var bar = CGSize.zero
        for item in bars {
            let size = measure(item, proposal: ProposedViewSize(width: p.width, height: nil))
            bar = CGSize(width: max(bar.width, size.width), height: bar.height + size.height)
        }
        let items = contentItems(of: node)
        let scrolls = items.count == 1 && scrollView(at: items[0]) != nil
        let gap = finite(spacing)
        let content =
            scrolls ? p : ProposedViewSize(width: p.width, height: p.height.map { max(0, $0 - bar.height - gap) })
        return (bar, content, scrolls)
    }

    /// A `.safeAreaInset`'s size: a scroll view's own; otherwise the content's plus the bar's and the spacing.
    func safeAreaInsetSize(_ node: ViewNode, spacing: CGFloat, proposal p: ProposedViewSize) -> CGSize {
        let parts = safeAreaInsetParts(node, spacing: spacing, proposal: p)
        let content = measureContent(node, proposal: parts.content)
        if parts.scrolls { return content }
        let gap = parts.bar.height > 0 ? finite(spacing) : 0
        return CGSize(width: max(content.width, parts.bar.width), height: content.height + gap + parts.bar.height)
    }

    /// Places the content (a scroll view with its content inset by the bar) and the bar at its edge.
    func placeSafeAreaInset(
        _ node: ViewNode, top: Bool, alignment: CGFloat, spacing: CGFloat, size: CGSize, proposal p: ProposedViewSize
    ) {
        let parts = safeAreaInsetParts(node, spacing: spacing, proposal: p)
        let gap = parts.bar.height > 0 ? finite(spacing) : 0
        let items = contentItems(of: node)
        if parts.scrolls, let item = items.first, let scrollView = scrollView(at: item), let state = scrollView.scroll {
            var insets = EdgeInsets()
            if top { insets.top = parts.bar.height + gap } else { insets.bottom = parts.bar.height + gap }
            if insets != state.barInsets {
                state.barInsets = insets
                // Placed again with the new insets, down the chain from the item to the scroll view.
                var current: ViewNode? = scrollView
                while let member = current {
                    member.layout.needsPlacement = true
                    if member === item { break }
                    current = member.parent
                }
            }
            place(item, proposal: parts.content)
            setOrigin(of: item, .zero, container: node, size: size)
        } else {
            for item in items {
                place(item, proposal: parts.content)
                let child = item.layout.frame.size
                let y = top ? parts.bar.height + gap : 0
                setOrigin(
                    of: item, CGPoint(x: finite((size.width - child.width) / 2), y: y), container: node, size: size)
            }
        }
        // Over a scroll view the bar stays clear of the screen's bars (the safe area it covers).
        var safe = EdgeInsets()
        if parts.scrolls, let item = items.first, let state = scrollView(at: item)?.scroll {
            safe = state.safeAreaInsets
        }
        var y = top ? safe.top : size.height - safe.bottom - parts.bar.height
        for bar in layoutItems(of: node.children.filter { $0.key == .secondary }) {
            place(bar, proposal: ProposedViewSize(width: p.width, height: nil))
            let child = bar.layout.frame.size
            setOrigin(
                of: bar, CGPoint(x: finite((size.width - child.width) * alignment), y: finite(y)), container: node,
                size: size)
            y += child.height
        }
    }
}
