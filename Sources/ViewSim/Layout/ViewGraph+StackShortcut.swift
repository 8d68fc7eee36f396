// Models nothing of SwiftUI's: viewsim's engine's exact shortcut for a stack measured again
// because some of its items changed. A stack's arrangement (SwiftUI's stack algorithm, in
// `ViewGraph+Measure`) depends on each item's kind (a `Spacer` or not), its lengths along
// the axis for ∞ and for 0 (its flexibility and minimum, which give the order) and for the
// share it is proposed, and on the stack's axis, spacing and proposal. When the items that
// changed since the arrangement was kept answer those proposals with the lengths it used,
// arranging again would give the same order, the same shares and the same proposals: the
// arrangement is used again with the changed items' new sizes, and the stack's size across
// its axis is the largest item's, worked out again. Otherwise the stack is arranged afresh.
//
// Where it is exact, and where it is off:
// - a `Spacer`, a flexible item (`.frame(maxWidth: .infinity)`, a shape), `.fixedSize`, a
//   `GeometryReader`: exact. They are items like any other: their kind and lengths are
//   checked when they changed, and a changed length along the axis turns the shortcut off
//   for that pass.
// - `.layoutPriority` (once one was inserted) and alignment guides (once an `.alignmentGuide`
//   or a stack with a custom guide was inserted): off. An item's place then depends on more
//   than its own sizes (its priority, its guide values).
// - `ForEach` inserting, removing or moving items, or the stack's own value changing (its
//   spacing, its alignment): off for that pass. The stack's `itemsChangedPass` moves, so the
//   kept arrangement is dropped; its items and spacing are compared too.
// - animated layout (geometry animations): exact; the arrangement is the same numbers.
//   Placement (`placeStack`) places every item while frames are kept to animate.
// - a node that dropped a remembered size (its 16 proposals full): off until the stack is
//   arranged afresh (`GraphLayoutState.droppedSizes`): an item that was not measured again
//   might then answer from a size computed anew, not from the one kept.
// Simplifies: an item counts as changed when it was measured afresh after the pass the
// arrangement was last checked in (`NodeLayoutState.recomputedPass`): the pass measures every
// changed node below a stack before the stack (deepest first), so an item measured afresh in
// the pass the arrangement was checked in was checked with its new sizes.
import Foundation

extension ViewGraph {
    /// The arrangement `node` kept for proposal `p`, brought up to date, when arranging `items`
    /// again would give it exactly: the same order, shares and proposals, and each item's size
    /// (see the file's header); nil otherwise (the kept arrangement for `p` is then dropped).
    ///
    /// The changed items are measured for the proposals the arrangement asked in the order the
    /// arrangement asks them (first ∞ and 0 for each in turn, then the shares in order), so that
    /// what measuring records (a bad number reported once, a geometry reader listed) comes in the
    /// order arranging afresh would record it; the unchanged items would answer from their
    /// remembered sizes, which record nothing.
    func reusedStackArrangement(
        of node: ViewNode, _ items: [ViewNode], axis: Axis, spacing: CGFloat?, proposal p: ProposedViewSize
    ) -> StackArrangement.Result? {
        guard let memo = node.layout.stackMemo, let index = memo.index(of: p) else { return nil }
        guard let result = refresh(&memo.arrangements[index], of: node, items, axis: axis, spacing: spacing) else {
            memo.arrangements.remove(at: index)
            return nil
        }
        return result
    }

    /// Checks `kept` against `items` as they are now and brings its sizes up to date (see
    /// `reusedStackArrangement`); nil when arranging again could give anything else.
    private func refresh(
        _ kept: inout KeptStackArrangement, of node: ViewNode, _ items: [ViewNode], axis: Axis, spacing: CGFloat?
    ) -> StackArrangement.Result? {
        guard kept.axis == axis, kept.spacing == spacing, kept.droppedSizes == layoutState.droppedSizes,
            kept.itemsStamp == node.layout.itemsChangedPass, kept.items.count == items.count
        else { return nil }
        let horizontal = axis == .horizontal
        func major(_ size: CGSize) -> CGFloat { horizontal ? size.width : size.height }
        func minor(_ size: CGSize) -> CGFloat { horizontal ? size.height : size.width }
        let minorProposal = horizontal ? kept.proposal.height : kept.proposal.width
        func proposal(_ length: CGFloat) -> ProposedViewSize {
            horizontal
                ? ProposedViewSize(width: length, height: minorProposal)
                : ProposedViewSize(width: minorProposal, height: length)
        }
        let checked = kept.checkedPass
        // The same items, and those measured afresh since the arrangement was checked, read
        // without a reference count each.
        var changed: [Int] = []
        let same = items.withUnsafeBufferPointer { nodes in
            kept.items.withUnsafeBufferPointer { keptItems in
                for index in nodes.indices {
                    guard keptItems[index] == ObjectIdentifier(nodes[index]) else { return false }
                    if nodes[index].layout.recomputedPass > checked { changed.append(index) }
                }
                return true
            }
        }
        guard same else { return nil }
        if changed.isEmpty {
            kept.checkedPass = layoutState.pass
            return kept.result
        }
        let shares = !kept.order.isEmpty
        // Their kinds, and their lengths for ∞ and 0 (the order), in the order the arrangement asks them.
        for index in changed {
            let item = items[index]
            guard isSpacerItem(item) == kept.isSpacer[index] else { return nil }
            if shares {
                let most = major(measure(item, proposal: proposal(.infinity)))
                let least = major(measure(item, proposal: proposal(0)))
                let flexible = most - least
                let share = kept.order[kept.rank[index]]
                guard share.flexibility == (flexible.isNaN ? .infinity : flexible), share.minimum == least else {
                    return nil
                }
            }
        }
        // Each one's length for its share (or for nil), in the order the shares were given.
        if shares, changed.count > 1 { changed.sort { kept.rank[$0] < kept.rank[$1] } }
        for index in changed {
            let size = measure(items[index], proposal: kept.result.proposals[index])
            guard major(size) == major(kept.result.sizes[index]) else { return nil }
            kept.result.sizes[index] = size
        }
        // Across the axis the stack is as wide as its widest item (as `arrangeStack` works it out).
        let breadth = kept.result.sizes.reduce(0) { max($0, minor($1)) }
        let length = major(kept.result.size)
        kept.result.size = horizontal ? CGSize(width: length, height: breadth) : CGSize(width: breadth, height: length)
        layoutState.stackArrangementsReused &+= 1
        kept.checkedPass = layoutState.pass
        return kept.result
    }

    /// Keeps `result`, the arrangement of `items` `node` just made for proposal `p`, with what it used.
    func keep(
        _ result: StackArrangement.Result, of node: ViewNode, _ items: [ViewNode], axis: Axis, spacing: CGFloat?,
        proposal p: ProposedViewSize, isSpacer: [Bool], order: [KeptStackArrangement.Share], droppedSizes: Int
    ) {
        guard !items.isEmpty else { return }
        var rank: [Int] = []
        if !order.isEmpty {
            rank = [Int](repeating: 0, count: items.count)
            for (position, share) in order.enumerated() { rank[share.index] = position }
        }
        let memo: StackArrangementMemo
        if let known = node.layout.stackMemo {
            memo = known
        } else {
            memo = StackArrangementMemo()
            node.layout.stackMemo = memo
        }
        memo.keep(
            KeptStackArrangement(
                proposal: p, axis: axis, spacing: spacing, items: items.map(ObjectIdentifier.init),
                itemsStamp: node.layout.itemsChangedPass, isSpacer: isSpacer, order: order, rank: rank,
                result: result, checkedPass: layoutState.pass, droppedSizes: droppedSizes))
    }
}
