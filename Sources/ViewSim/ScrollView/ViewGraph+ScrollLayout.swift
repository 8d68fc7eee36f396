// Models how a SwiftUI scroll view lays out: it is as large as it is proposed
// (its content's size plus margins where the proposal is unspecified); its
// content is proposed nil along the scrollable axes and the viewport less the
// margins across them; the content sits at the viewport's top leading corner
// along the scrollable axes (centred across the others), shifted by minus the
// offset, which is clamped to the content here. Simplifies: several content views
// lay out as an implicit stack along the scroll axis (viewsim's model).
// Lesson: lesson 14.
import Foundation

extension ViewGraph {
    /// The insets around a scroll view's content inside its viewport: its content margins
    /// plus the part of the screen's safe area it covers.
    func scrollContentInsets(_ node: ViewNode) -> EdgeInsets {
        let margins = node.environment.scrollContentMargins
        guard let state = node.scroll else { return margins }
        let safe = state.safeAreaInsets
        let bar = state.barInsets
        return EdgeInsets(
            top: margins.top + safe.top + bar.top, leading: margins.leading + safe.leading + bar.leading,
            bottom: margins.bottom + safe.bottom + bar.bottom, trailing: margins.trailing + safe.trailing + bar.trailing
        )
    }

    /// What a scroll view proposes its content: nil along its scrollable axes, its own
    /// proposal less the insets across them.
    func scrollContentProposal(_ p: ProposedViewSize, axes: Axis.Set, insets: EdgeInsets) -> ProposedViewSize {
        ProposedViewSize(
            width: axes.contains(.horizontal) ? nil : p.width.map { max(0, $0 - insets.leading - insets.trailing) },
            height: axes.contains(.vertical) ? nil : p.height.map { max(0, $0 - insets.top - insets.bottom) })
    }

    /// viewsim's model: several content views stack along the scroll axis (vertical when
    /// the view scrolls both ways or neither).
    func scrollStackAxis(_ axes: Axis.Set) -> Axis {
        axes == .horizontal ? .horizontal : .vertical
    }

    /// A scroll view's size for `p`: the proposal, with the content's size (plus the
    /// content margins) where it is unspecified.
    ///
    /// viewsim's model: the safe area insets the content but never changes the scroll view's
    /// size (it depends on where the view is, and a size that depended on it could move the
    /// view again, without end).
    func scrollViewSize(_ node: ViewNode, axes: Axis.Set, proposal p: ProposedViewSize) -> CGSize {
        let insets = node.environment.scrollContentMargins
        if p.width != nil, p.height != nil { return p.replacingUnspecifiedDimensions() }
        let proposal = scrollContentProposal(p, axes: axes, insets: insets)
        let items = contentItems(of: node)
        let content: CGSize
        switch items.count {
        case 0: content = .zero
        case 1: content = measure(items[0], proposal: proposal)
        default: content = arrangeStack(items, axis: scrollStackAxis(axes), spacing: nil, proposal: proposal).size
        }
        return CGSize(
            width: p.width ?? content.width + insets.leading + insets.trailing,
            height: p.height ?? content.height + insets.top + insets.bottom)
    }

    /// Places a scroll view's content at its offset and records the viewport and the
    /// content's frame in the node's `ScrollViewState` (the offset is clamped to them).
    func placeScrollContent(_ node: ViewNode, axes: Axis.Set, size: CGSize, proposal p: ProposedViewSize) {
        let state = scrollState(of: node)
        let insets = scrollContentInsets(node)
        let proposal = scrollContentProposal(p, axes: axes, insets: insets)
        let items = contentItems(of: node)
        var arrangement:
            (size: CGSize, proposals: [ProposedViewSize], sizes: [CGSize], gaps: [CGFloat], across: [CGFloat]?)?
        let content: CGSize
        switch items.count {
        case 0:
            content = .zero
        case 1:
            place(items[0], proposal: proposal)
            content = items[0].layout.frame.size
        default:
            let stacked = arrangeStack(items, axis: scrollStackAxis(axes), spacing: nil, proposal: proposal)
            arrangement = stacked
            content = stacked.size
        }
        let inner = CGSize(
            width: size.width - insets.leading - insets.trailing, height: size.height - insets.top - insets.bottom)
        let origin = CGPoint(
            x: insets.leading + (axes.contains(.horizontal) ? 0 : finite((inner.width - content.width) / 2)),
            y: insets.top + (axes.contains(.vertical) ? 0 : finite((inner.height - content.height) / 2)))
        state.axes = axes
        state.viewport = size
        state.contentFrame = CGRect(origin: origin, size: content)
        state.contentSize = CGSize(
            width: usableLength(content.width + insets.leading + insets.trailing),
            height: usableLength(content.height + insets.top + insets.bottom))
        if layoutState.listedScrollViews.insert(node.id).inserted {
            layoutState.scrollViews.append(node)
            layoutState.safeAreasAreStale = true
        }
        if !state.hasAppeared {
            // `.defaultScrollAnchor`: the first offset lines the anchor up in the content and the viewport.
            state.hasAppeared = true
            if let anchor = node.environment.defaultScrollAnchor {
                let most = state.maximumOffset
                state.offset = CGPoint(x: most.x * anchor.x, y: most.y * anchor.y)
                state.targetOffset = state.offset
            }
        }
        // Content that shrank (or a viewport that grew) pulls the offset back into range.
        let animating = state.offset != state.targetOffset
        state.offset = state.clamped(state.offset)
        state.targetOffset = animating ? state.clamped(state.targetOffset) : state.offset
        state.laidOutOffset = state.offset
        let shifted = CGPoint(x: origin.x - state.offset.x, y: origin.y - state.offset.y)
        if let arrangement {
            placeStack(
                items, arrangement: arrangement, axis: scrollStackAxis(axes), alignment: 0.5, in: node,
                size: arrangement.size, offset: shifted)
        } else if let item = items.first {
            setOrigin(of: item, shifted, container: node, size: size)
        }
    }

    /// The scroll state of a scroll view's node (made when it is first asked for).
    func scrollState(of node: ViewNode) -> ScrollViewState {
        if let known = node.scroll { return known }
        let state = ScrollViewState()
        node.scroll = state
        return state
    }
}
