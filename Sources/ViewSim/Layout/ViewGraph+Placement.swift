// Models the second half of SwiftUI's layout: once a view knows its size, it
// places its children — each proposed what it was measured with, at an origin
// given by the container's rule (stack order and alignment, frame alignment,
// padding insets, position, overlay alignment).
// Simplifies: frames are kept per node in its parent node's coordinates; a list
// or custom view that flattens into a container takes the container's bounds
// (origin zero), so the frames of the views it holds are exact and their global
// frames add up. Lesson: layout tests, `sim.frame(of:)`.
import Foundation

extension ViewGraph {
    /// Sizes `node` for `proposal` and places its children (when it changed or its
    /// proposal did); its origin is set by its parent.
    func place(_ node: ViewNode, proposal: ProposedViewSize) {
        guard layoutState.tracksGeometry else { return placeNode(node, proposal: proposal) }
        // Keeps the frame before placing it and the cause its subtree's frames inherit.
        let saved = layoutState.placingCause
        noteFrame(of: node)
        placeNode(node, proposal: proposal)
        layoutState.placingCause = saved
    }

    private func placeNode(_ node: ViewNode, proposal: ProposedViewSize) {
        let proposal = proposal.sanitized
        // The behaviour's case, read without copying the behaviour (a text's holds its string).
        if layoutKind(of: node) == .passthrough {
            placePassthrough(node, proposal: proposal)
            return
        }
        let size = measure(node, proposal: proposal)
        setFrameSize(of: node, size)
        node.layoutSize = size
        if !node.layout.needsPlacement, node.layout.placedProposal == proposal { return }
        node.layout.placedProposal = proposal
        node.layout.needsPlacement = false
        layoutState.placedInLastPass += 1
        layoutState.laidOutInAllPasses &+= 1
        descending { placeChildren(of: node, size: size, proposal: proposal) }
    }

    /// A draw-only modifier keeps no sizes (see `measure`): its content is placed
    /// first and gives it its size, so that a chain of them is walked once, not
    /// once per level.
    private func placePassthrough(_ node: ViewNode, proposal: ProposedViewSize) {
        if !node.layout.needsPlacement, node.layout.placedProposal == proposal { return }
        node.layout.placedProposal = proposal
        node.layout.needsPlacement = false
        layoutState.placedInLastPass += 1
        layoutState.laidOutInAllPasses &+= 1
        let items = contentItems(of: node)
        guard items.count == 1 else {
            let size = measureContent(node, proposal: proposal)
            setFrameSize(of: node, size)
            node.layoutSize = size
            descending { placeContent(of: node, proposal: proposal, size: size, alignment: .center) }
            return
        }
        descending { place(items[0], proposal: proposal) }
        let size = items[0].layout.frame.size
        setFrameSize(of: node, size)
        node.layoutSize = size
        setOrigin(of: items[0], .zero, container: node, size: size)
    }

    private func placeChildren(of node: ViewNode, size: CGSize, proposal p: ProposedViewSize) {
        // A text or a spacer has nothing to place: known without copying its behaviour.
        switch layoutKind(of: node) {
        case .text, .spacer: return
        case .passthrough, .list, .other: break
        }
        switch layoutBehavior(of: node) {
        case .empty, .text, .image, .fillsProposal, .spacer, .divider:
            return
        case .stack(let axis, let alignment, let spacing):
            // A stack measured again in this incremental pass was arranged with its items
            // (`lastStackArrangement`): while its items are known, they are the nodes
            // `contentItems` would list again (nothing changes the tree during layout), so that
            // list is used rather than made again (100 retains, an allocation, 100 releases).
            let items: [ViewNode]
            if let last = layoutState.lastStackArrangement, last.node === node, node.layout.items != nil {
                items = last.items
            } else {
                items = contentItems(of: node)
            }
            let arrangement = arrangeStack(of: node, items, axis: axis, spacing: spacing, proposal: p)
            // The sizes in the arrangement are what the items answer for its proposals while no
            // node dropped a remembered size since it was made or checked: an item whose placement
            // would change nothing can then be left where it is (see `placeStack`).
            placeStack(
                items, arrangement: arrangement, axis: axis, alignment: alignment, in: node, size: size,
                keepsListFrames: true, sizesAreRemembered: layoutState.arrangedDroppedSizes == layoutState.droppedSizes)
        case .zStack(let alignment):
            let items = contentItems(of: node)
            guard layoutState.usesAlignmentGuides else {
                for item in items {
                    placeAligned(item, proposal: p, alignment: alignment.unitPoint, in: size, container: node)
                }
                return
            }
            // By the guides: every child's guide on one line, at the largest guide value.
            for item in items { place(item, proposal: p) }
            let guides = items.map { dimensions(of: $0, size: $0.layout.frame.size) }
            let xs = guides.map { $0.value(of: alignment.horizontal.key) }
            let ys = guides.map { $0.value(of: alignment.vertical.key) }
            let (lineX, lineY) = (xs.max() ?? 0, ys.max() ?? 0)
            for (index, item) in items.enumerated() {
                setOrigin(
                    of: item, CGPoint(x: finite(lineX - xs[index]), y: finite(lineY - ys[index])), container: node,
                    size: size)
            }
        case .custom(let layout):
            placeCustomLayout(layout, node, size: size, proposal: p)
        case .viewThatFits(let axes):
            layoutState.usesViewThatFits = true
            let items = contentItems(of: node)
            let chosen = viewThatFitsChoice(items, axes: axes, proposal: p)
            for item in items where item !== chosen {
                item.layout.isNotShown = true
                forgetPlacement(of: item, in: node)
            }
            if let chosen {
                chosen.layout.isNotShown = false
                placeAligned(chosen, proposal: p, alignment: .center, in: size, container: node)
            }
        case .grid(let parameters):
            let items = contentItems(of: node)
            let cells = arrangeGrid(items, parameters, container: node, p).cells
            for (item, cell) in zip(items, cells) {
                place(item, proposal: cell.proposal)
                setOrigin(of: item, cell.origin, container: node, size: size)
            }
        case .passthrough, .list, .secondary:
            placeContent(of: node, proposal: p, size: size, alignment: .center)
            if case .secondary(let alignment, _) = layoutBehavior(of: node) {
                let secondary = layoutItems(of: node.children.filter { $0.key == .secondary })
                for item in secondary {
                    placeAligned(
                        item, proposal: ProposedViewSize(size), alignment: alignment.unitPoint, in: size,
                        container: node)
                }
            }
        case .frame(let width, let height, let alignment):
            let (w, h) = (checkedDimension(width, node, "frame width"), checkedDimension(height, node, "frame height"))
            placeContent(
                of: node, proposal: ProposedViewSize(width: w ?? p.width, height: h ?? p.height), size: size,
                alignment: alignment.unitPoint, guides: layoutState.usesAlignmentGuides ? alignment : nil)
        case .flexibleFrame(let frame):
            placeContent(
                of: node, proposal: flexibleChildProposal(flexibleBounds(frame, node), proposal: p), size: size,
                alignment: frame.alignment.unitPoint,
                guides: layoutState.usesAlignmentGuides ? frame.alignment : nil)
        case .padding(let top, let leading, let bottom, let trailing):
            let insets = paddingInsets(top, leading, bottom, trailing, node)
            let inner = CGSize(
                width: max(0, size.width - insets.leading - insets.trailing),
                height: max(0, size.height - insets.top - insets.bottom))
            placeContent(
                of: node, proposal: paddedProposal(p, insets), size: inner, alignment: .center,
                offset: CGPoint(x: insets.leading, y: insets.top))
        case .position(let point):
            let x = point.x.isFinite ? point.x : 0
            let y = point.y.isFinite ? point.y : 0
            if !point.x.isFinite || !point.y.isFinite {
                reportBadLayoutNumber(node, what: "position", value: point.x.isFinite ? point.y : point.x, using: "0")
            }
            for item in contentItems(of: node) {
                place(item, proposal: p)
                let child = item.layout.frame.size
                setOrigin(
                    of: item, CGPoint(x: x - child.width / 2, y: y - child.height / 2), container: node, size: size)
            }
        case .aspectRatio(let ratio, let mode):
            placeContent(
                of: node, proposal: aspectProposal(ratio, mode, node, proposal: p), size: size, alignment: .center)
        case .fixedSize(let horizontal, let vertical):
            placeContent(
                of: node,
                proposal: ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height),
                size: size, alignment: .center)
        case .scrollView(let axes):
            placeScrollContent(node, axes: axes, size: size, proposal: p)
        case .safeAreaInset(let top, let alignment, let spacing):
            placeSafeAreaInset(node, top: top, alignment: alignment, spacing: spacing, size: size, proposal: p)
        case .geometryReader:
            for item in contentItems(of: node) {
                place(item, proposal: ProposedViewSize(size))
                setOrigin(of: item, .zero, container: node, size: size)
            }
        case .lazy(let layout):
            placeLazy(node, layout, size: size, proposal: p)
        }
    }

    /// Places a modifier's content in `size`: one view aligned, several as an implicit `VStack`.
    private func placeContent(
        of node: ViewNode, proposal: ProposedViewSize, size: CGSize, alignment: UnitPoint,
        offset: CGPoint = .zero, guides: Alignment? = nil
    ) {
        let items = contentItems(of: node)
        if items.count == 1 {
            placeAligned(
                items[0], proposal: proposal, alignment: alignment, in: size, container: node, offset: offset,
                guides: guides)
        } else if items.count > 1 {
            let arrangement = arrangeStack(items, axis: .vertical, spacing: nil, proposal: proposal)
            let stackOrigin = CGPoint(
                x: offset.x + (size.width - arrangement.size.width) * alignment.x,
                y: offset.y + (size.height - arrangement.size.height) * alignment.y)
            placeStack(
                items, arrangement: arrangement, axis: .vertical, alignment: 0.5, in: node, size: arrangement.size,
                offset: stackOrigin)
        }
    }

    /// Places `item` for `proposal` at `alignment` within a container of `size`; with
    /// `guides`, the item's guides (explicit or default) meet the container's.
    private func placeAligned(
        _ item: ViewNode, proposal: ProposedViewSize, alignment: UnitPoint, in size: CGSize,
        container: ViewNode, offset: CGPoint = .zero, guides: Alignment? = nil
    ) {
        place(item, proposal: proposal)
        let child = item.layout.frame.size
        var origin = CGPoint(
            x: offset.x + finite((size.width - child.width) * alignment.x),
            y: offset.y + finite((size.height - child.height) * alignment.y))
        if let guides {
            let own = dimensions(of: item, size: child)
            let outer = ViewDimensions(size: size)
            origin.x = offset.x + finite(outer.value(of: guides.horizontal.key) - own.value(of: guides.horizontal.key))
            origin.y = offset.y + finite(outer.value(of: guides.vertical.key) - own.value(of: guides.vertical.key))
        }
        setOrigin(of: item, origin, container: container, size: size)
    }

    /// Places a stack's items one after the other along `axis`, aligned across it.
    func placeStack(
        _ items: [ViewNode],
        arrangement: (
            size: CGSize, proposals: [ProposedViewSize], sizes: [CGSize], gaps: [CGFloat], across: [CGFloat]?
        ),
        axis: Axis, alignment: CGFloat, in container: ViewNode, size: CGSize, offset: CGPoint = .zero,
        keepsListFrames: Bool = false, sizesAreRemembered: Bool = false
    ) {
        // With `keepsListFrames` (a stack's own items, every one placed): when the lists and custom
        // views between the items and the stack already have the stack's bounds (see
        // `NodeLayoutState.listFramesSize`), placing an item sets only its origin, without
        // walking the levels between (a chain thousands deep, every pass).
        let listsInPlace =
            keepsListFrames && !layoutState.tracksGeometry
            && container.layout.listFramesSize == container.layout.frame.size
        // With `sizesAreRemembered` (each item answers the arrangement's proposal with the
        // arrangement's size, from its remembered sizes), an item placed with that proposal, not
        // waiting to be placed again, whose frame and layout size are that size, is not placed:
        // `place` would set its size to what it is and return. Only while frames are not kept
        // to animate (`place` then notes each frame). Its origin is worked out as ever, so
        // an item behind one that grew moves. A stack whose items changed across its axis only
        // (its size kept) so places the changed ones, and leaves the others where they are.
        let leavesPlacedItems = sizesAreRemembered && !layoutState.tracksGeometry
        var position: CGFloat = 0
        for (index, item) in items.enumerated() {
            position += arrangement.gaps[index]
            let answered = arrangement.sizes[index]
            if leavesPlacedItems, !item.layout.needsPlacement, item.layout.frame.size == answered,
                item.layoutSize == answered,
                item.layout.placedProposal == arrangement.proposals[index]
            {
                layoutState.stackItemsLeftInPlace &+= 1
            } else {
                place(item, proposal: arrangement.proposals[index])
            }
            let child = item.layout.frame.size
            let origin: CGPoint
            if axis == .horizontal {
                let y = arrangement.across?[index] ?? (size.height - child.height) * alignment
                origin = CGPoint(x: offset.x + finite(position), y: offset.y + finite(y))
                position += child.width
            } else {
                let x = arrangement.across?[index] ?? (size.width - child.width) * alignment
                origin = CGPoint(x: offset.x + finite(x), y: offset.y + finite(position))
                position += child.height
            }
            if listsInPlace {
                setFrameOrigin(of: item, CGPoint(x: saturated(origin.x), y: saturated(origin.y)))
            } else {
                setOrigin(of: item, origin, container: container, size: size)
            }
        }
        if keepsListFrames { container.layout.listFramesSize = container.layout.frame.size }
    }

    /// Sets `item`'s origin in `container`'s coordinates; the lists and custom
    /// views between them take the container's bounds (origin zero).
    func setOrigin(of item: ViewNode, _ origin: CGPoint, container: ViewNode, size: CGSize) {
        setFrameOrigin(of: item, CGPoint(x: saturated(origin.x), y: saturated(origin.y)))
        var current = item.parent
        // Bounded by the depth between the item and its container.
        for _ in 0..<(item.depth + 1) {
            guard let between = current, between !== container else { return }
            layoutState.listLevelsWalked &+= 1
            if layoutState.tracksGeometry { noteFrame(of: between, inheriting: false) }
            setFrame(of: between, CGRect(origin: .zero, size: container.layout.frame.size))
            between.layoutSize = container.layout.frame.size
            current = between.parent
        }
    }
}
