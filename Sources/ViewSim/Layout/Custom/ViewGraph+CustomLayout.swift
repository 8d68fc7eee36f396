// Models how SwiftUI runs a custom `Layout` in a layout pass: the cache made
// once per container and updated when the layout or its subviews change, the
// size asked (possibly several times, with probes), then the subviews placed
// where `placeSubviews` put them — a subview it never placed at the container's
// centre with the container's proposal, as Apple documents.
// Simplifies: viewsim's model: numbers a layout returns are checked (NaN, ∞ for a
// finite proposal, negative → a finite size, with a diagnostic once per container).
// Lesson: layout tests.
import Foundation

/// What a custom layout container keeps between layout passes.
package final class CustomLayoutState {
    /// The layout's cache (`Layout.Cache`), made by `makeCache(subviews:)`.
    var cache: Any?
    /// Whether the layout or the subviews changed since the cache was made or updated.
    var needsCacheUpdate = false
    /// The problems already reported for this container (each once).
    var reported: Set<String> = []
}

extension ViewGraph {
    /// The proxies for `node`'s subviews, with the cache ready (made, or updated after a change).
    /// The caller closes the context when its call into the layout returns (`LayoutContext.close()`).
    private func customLayoutContext(_ layout: any ErasedLayout, _ node: ViewNode) -> (LayoutContext, CustomLayoutState)
    {
        let items = contentItems(of: node)
        let context = LayoutContext(graph: self, container: node, items: items, layoutName: layout.typeName)
        let state: CustomLayoutState
        if let known = node.layout.custom {
            state = known
        } else {
            state = CustomLayoutState()
            node.layout.custom = state
        }
        layout.prepareCache(&state.cache, subviews: context.subviews, update: state.needsCacheUpdate)
        state.needsCacheUpdate = false
        return (context, state)
    }

    /// The size a custom layout chooses for `proposal`, made finite.
    func customLayoutSize(_ layout: any ErasedLayout, _ node: ViewNode, proposal p: ProposedViewSize) -> CGSize {
        let (context, state) = customLayoutContext(layout, node)
        defer { context.close() }
        let size = layout.sizeThatFits(p, subviews: context.subviews, cache: &state.cache)
        func checked(_ value: CGFloat, _ proposed: CGFloat?, _ what: String) -> CGFloat {
            if value.isNaN || value < 0 || (value.isInfinite && proposed != .infinity) {
                let replacement =
                    value.isNaN || value.isInfinite ? (proposed.flatMap { $0.isFinite ? $0 : nil } ?? 0) : 0
                reportCustomLayout(
                    node, layout.typeName,
                    "returned a \(what) of \(ValueFormatter.number(Double(value))) from sizeThatFits for the proposal \(p); viewsim's model: layout uses \(ValueFormatter.number(Double(replacement)))",
                    key: "size")
                return replacement
            }
            return value
        }
        return CGSize(width: checked(size.width, p.width, "width"), height: checked(size.height, p.height, "height"))
    }

    /// Places a custom layout's subviews where its `placeSubviews` put them.
    func placeCustomLayout(_ layout: any ErasedLayout, _ node: ViewNode, size: CGSize, proposal p: ProposedViewSize) {
        let (context, state) = customLayoutContext(layout, node)
        defer { context.close() }
        context.isPlacing = true
        layout.placeSubviews(
            in: CGRect(origin: .zero, size: size), proposal: p, subviews: context.subviews, cache: &state.cache)
        context.isPlacing = false
        var unplaced: [Int] = []
        for (index, item) in context.items.enumerated() {
            guard let placement = context.placements[index] else {
                unplaced.append(index)
                // Apple: "the subview appears at the center of its layout container and uses
                // the layout container's size proposal".
                place(item, proposal: p)
                let child = item.layout.frame.size
                setOrigin(
                    of: item,
                    CGPoint(x: finite((size.width - child.width) / 2), y: finite((size.height - child.height) / 2)),
                    container: node, size: size)
                continue
            }
            place(item, proposal: placement.proposal.sanitized)
            let child = item.layout.frame.size
            var point = placement.position
            if !point.x.isFinite || !point.y.isFinite {
                reportCustomLayout(
                    node, layout.typeName,
                    "placed subview \(index + 1) at (\(ValueFormatter.number(Double(point.x))), \(ValueFormatter.number(Double(point.y)))); viewsim's model: a coordinate that is not finite is 0",
                    key: "position")
                point = CGPoint(x: finite(point.x), y: finite(point.y))
            }
            let anchor = UnitPoint(x: finite(placement.anchor.x), y: finite(placement.anchor.y))
            setOrigin(
                of: item, CGPoint(x: point.x - anchor.x * child.width, y: point.y - anchor.y * child.height),
                container: node, size: size)
        }
        if !unplaced.isEmpty {
            let names = unplaced.prefix(3).map { "\($0 + 1) (\(context.items[$0].reference))" }.joined(separator: ", ")
            reportCustomLayout(
                node, layout.typeName,
                "did not place subview\(unplaced.count == 1 ? "" : "s") \(names)\(unplaced.count > 3 ? "…" : "") of \(context.items.count) in placeSubviews(in:proposal:subviews:cache:); SwiftUI shows an unplaced subview at the centre of the container with the container's proposal, and so does viewsim",
                key: "unplaced")
        }
    }

    /// A custom layout's `explicitAlignment(of:in:proposal:subviews:cache:)` for `key` at `size`
    /// (asked with the proposal it was placed with); nil for none, or for a number that is not finite.
    func customExplicitAlignment(_ layout: any ErasedLayout, _ node: ViewNode, _ key: AlignmentKey, size: CGSize)
        -> CGFloat?
    {
        let (context, state) = customLayoutContext(layout, node)
        defer { context.close() }
        let proposal = node.layout.placedProposal ?? ProposedViewSize(size)
        let value = layout.explicitAlignment(
            of: key, in: CGRect(origin: .zero, size: size), proposal: proposal, subviews: context.subviews,
            cache: &state.cache)
        guard let value, !value.isFinite else { return value }
        reportCustomLayout(
            node, layout.typeName,
            "returned \(ValueFormatter.number(Double(value))) from explicitAlignment(of: .\(key.name)); viewsim's model: the guide's default is used",
            key: "alignment")
        return nil
    }

    /// Records a problem with a custom layout, once per container and kind of problem.
    func reportCustomLayout(_ node: ViewNode?, _ layoutName: String, _ problem: String, key: String = "other") {
        if let node {
            let state = node.layout.custom ?? CustomLayoutState()
            node.layout.custom = state
            guard state.reported.insert(key).inserted else { return }
        }
        record(
            .diagnostic(.customLayoutProblem(node: node?.reference, layout: layoutName, problem: problem)), cause: nil)
    }

    // MARK: - What a subview carries

    /// The views that stand for `item` in its container: the item and the single views
    /// under its draw-only modifiers (a name, an opacity, a `.layoutPriority`…).
    func itemChain(_ item: ViewNode) -> [ViewNode] {
        var chain = [item]
        var current = item
        // Down single-child pass-throughs: bounded by the tree's depth.
        for _ in 0...(deepestDepth + 1) {
            guard case .passthrough = layoutBehavior(of: current), current.children.count == 1 else { break }
            current = current.children[0]
            chain.append(current)
        }
        return chain
    }

    /// The layout priority of a stack's or layout's item: a `Spacer`'s is −∞, a
    /// `.layoutPriority(_:)` on the item (the outermost) gives its value, else 0.
    func layoutPriority(of item: ViewNode) -> Double {
        guard layoutState.usesLayoutPriority else { return isSpacerItem(item) ? -.infinity : 0 }
        let chain = itemChain(item)
        for node in chain {
            if let modifier = node.traits.primitiveModifier(node.view) as? _LayoutPriorityModifier {
                return modifier.value
            }
        }
        if let last = chain.last, case .spacer = layoutBehavior(of: last) { return -.infinity }
        return 0
    }

    /// The value `item` sets for `key` (the outermost `.layoutValue`), nil when none.
    func layoutValue<K: LayoutValueKey>(of item: ViewNode, key: K.Type) -> K.Value? {
        for node in itemChain(item) {
            if let modifier = node.traits.primitiveModifier(node.view) as? any AnyLayoutValueModifier,
                let value = modifier._value(for: key) as? K.Value
            {
                return value
            }
        }
        return nil
    }

    // MARK: - Built-in stack layouts called as `Layout` values

    /// `HStackLayout`/`VStackLayout.sizeThatFits`: the stack rules of `HStack`/`VStack`.
    func stackLayoutSize(
        _ subviews: LayoutSubviews, _ axis: Axis, _ guide: AlignmentKey, _ spacing: CGFloat?, _ p: ProposedViewSize
    ) -> CGSize {
        let explicit = layoutState.usesAlignmentGuides || guide.unit == nil ? guide : nil
        return arrangeStack(subviews.nodes, axis: axis, spacing: spacing, proposal: p.sanitized, guide: explicit).size
    }

    /// `HStackLayout`/`VStackLayout.placeSubviews`: each subview where `HStack`/`VStack` puts it.
    func placeStackLayout(
        _ subviews: LayoutSubviews, _ axis: Axis, _ guide: AlignmentKey, _ spacing: CGFloat?, _ bounds: CGRect,
        _ p: ProposedViewSize
    ) {
        let explicit = layoutState.usesAlignmentGuides || guide.unit == nil ? guide : nil
        let arrangement = arrangeStack(
            subviews.nodes, axis: axis, spacing: spacing, proposal: p.sanitized, guide: explicit)
        let unit = guide.unit ?? 0.5
        var position: CGFloat = 0
        for (index, subview) in subviews.enumerated() {
            position += arrangement.gaps[index]
            let child = arrangement.sizes[index]
            let point: CGPoint
            if axis == .horizontal {
                let y = arrangement.across?[index] ?? (bounds.height - child.height) * unit
                point = CGPoint(x: bounds.minX + position, y: bounds.minY + y)
                position += child.width
            } else {
                let x = arrangement.across?[index] ?? (bounds.width - child.width) * unit
                point = CGPoint(x: bounds.minX + x, y: bounds.minY + position)
                position += child.height
            }
            subview.place(at: point, proposal: arrangement.proposals[index])
        }
    }
}
