// Models nothing of SwiftUI's: viewsim's engine keeps what a stack's arrangement of its
// items for one proposal used — each item's sizes for the proposals the arrangement asked,
// the order in which the items were given their shares, the shares — so that a stack
// measured again because some items changed is not arranged again when those items'
// sizes along its axis are the ones it used (see `ViewGraph+StackShortcut`).
// Simplifies: kept only for stacks without alignment guides or layout priorities, whose
// arrangement depends on nothing but the items' sizes, their kinds (a `Spacer` or not) and
// the stack's axis and spacing.
import Foundation

/// What a stack's arrangement of its items for one proposal used, and its result.
struct KeptStackArrangement {
    /// One item as the arrangement gave it its share: its index among the items, its layout
    /// priority (−∞ for a `Spacer`), its flexibility (its length along the axis for ∞ less its
    /// length for 0) and its minimum length (for 0).
    typealias Share = (index: Int, priority: Double, flexibility: CGFloat, minimum: CGFloat)

    /// The stack's (sanitized) proposal.
    let proposal: ProposedViewSize
    let axis: Axis
    let spacing: CGFloat?
    /// The items arranged, in order, by identity (a plain value: compared, never dereferenced;
    /// only while `itemsStamp` says the stack's items did not change, so no identity was reused).
    let items: [ObjectIdentifier]
    /// The stack's `NodeLayoutState.itemsChangedPass` when the arrangement was made: another
    /// value means its items may have changed since (an insertion, a removal, a move, the stack
    /// itself changed).
    let itemsStamp: Int
    /// Whether each item is a `Spacer` (its priority, and the gaps beside it).
    let isSpacer: [Bool]
    /// The items in the order they were given their shares (empty when the stack was proposed
    /// nil along its axis: each item is then proposed nil).
    let order: [Share]
    /// Each item's place in `order` (empty with `order`).
    let rank: [Int]
    /// The arrangement: the stack's size, each item's proposal, size and gap before it. The
    /// sizes across the axis (and the stack's size across it) are brought up to date when the
    /// arrangement is used again.
    var result: StackArrangement.Result
    /// The last layout pass in which the arrangement was made or checked: an item measured
    /// afresh in a later pass (`NodeLayoutState.recomputedPass`) is checked again.
    var checkedPass: Int
    /// `GraphLayoutState.droppedSizes` when the arrangement was first made: any other value means
    /// some node dropped a remembered size since, maybe one the arrangement used.
    let droppedSizes: Int
}
