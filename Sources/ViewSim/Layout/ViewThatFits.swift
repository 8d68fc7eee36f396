// Models SwiftUI's `ViewThatFits`: of its children, in order, the first whose
// ideal size fits the proposal on the constrained axes is shown (Apple's
// "ViewThatFits"); when none fits, the last (viewsim's model: Apple does not say).
// Simplifies: every child is a node of the graph whose body runs, as in SwiftUI
// (each candidate must be measured); only the chosen one is placed and drawn.
// Lesson: layout tests.
import Foundation

/// A view that shows the first of its children that fits the space it is offered.
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///     Text("Tap here to continue")   // when it fits on one line
///     Text("Continue")               // otherwise
/// }
/// ```
nonisolated public struct ViewThatFits<Content: View>: PrimitiveView {
    public let axes: Axis.Set
    public let content: Content

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    package func _children() -> [(ChildKey, any View)] { [(.single, content)] }
    package var _label: String { "ViewThatFits" }
}

nonisolated extension ViewThatFits: LayoutBehaving {
    package var _layoutBehavior: LayoutBehavior { .viewThatFits(axes) }
}

extension ViewGraph {
    /// The child `ViewThatFits` shows for `p`: the first whose ideal size (unspecified on
    /// the constrained axes) fits `p` on those axes; the last when none does; with no
    /// constrained axis, the first (Apple: an empty set picks the first child).
    func viewThatFitsChoice(_ items: [ViewNode], axes: Axis.Set, proposal p: ProposedViewSize) -> ViewNode? {
        let horizontal = axes.contains(.horizontal)
        let vertical = axes.contains(.vertical)
        for item in items {
            let ideal = measure(
                item, proposal: ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height))
            let fitsWidth = !horizontal || p.width.map { ideal.width <= $0 } ?? true
            let fitsHeight = !vertical || p.height.map { ideal.height <= $0 } ?? true
            if fitsWidth && fitsHeight { return item }
        }
        return items.last
    }

    /// Clears the frames and placements of a candidate `ViewThatFits` did not choose, and of
    /// everything in it, as a first layout (which places none of it) leaves them; their sizes stay.
    /// A candidate chosen in an earlier pass otherwise kept its views' frames, and a view in it
    /// invalidated later (a scroll view's safe area) was placed again at its old proposal.
    ///
    /// The lists and custom views between the candidate and `container` (the `ViewThatFits`) lose
    /// the bounds they took while it was chosen, as flattening the container's content afresh
    /// clears them; placing the chosen candidate afterwards gives those it shares with it (a
    /// `ForEach`) their bounds again. Without this, a `ViewThatFits` placed again for a new
    /// proposal with the items it kept (a sibling changed size, not its content) left the custom
    /// view around the candidate it no longer chose at its old bounds (fuzz seed 44's case 1917).
    func forgetPlacement(of candidate: ViewNode, in container: ViewNode) {
        setFrame(of: candidate, .zero)
        candidate.layout.listFramesSize = nil
        guard candidate.layout.placedProposal != nil else { return }
        forgetListFrames(above: candidate, upTo: container)
        // Each node of the candidate once: bounded by its subtree.
        for node in candidate.subtree() {
            setFrame(of: node, .zero)
            node.layout.placedProposal = nil
            node.layout.needsPlacement = true
            node.layout.listFramesSize = nil
        }
    }

    /// Clears the frames of the lists and custom views between `item` and `container` (every
    /// node between an item and the container its content flattens into is one), noting each
    /// frame first when frames are kept to animate, as `setOrigin` does before giving them bounds.
    private func forgetListFrames(above item: ViewNode, upTo container: ViewNode) {
        // Unretained: the tree holds every node. Bounded by the depth between them.
        unowned(unsafe) var current: ViewNode? = item.parent
        for _ in 0..<(item.depth + 1) {
            guard let between = current, between !== container else { return }
            layoutState.listLevelsWalked &+= 1
            if layoutState.tracksGeometry { noteFrame(of: between, inheriting: false) }
            setFrame(of: between, .zero)
            between.layoutSize = .zero
            current = between.parent
        }
    }

    /// Whether `node` is in a child a `ViewThatFits` did not choose (not on screen, not tappable).
    package func isInUnchosenCandidate(_ node: ViewNode) -> Bool {
        guard layoutState.usesViewThatFits else { return false }
        // Bounded by the node's depth. Unretained: the tree holds every node.
        unowned(unsafe) var current: ViewNode? = node
        for _ in 0...(node.depth + 1) {
            guard let member = current else { return false }
            if member.layout.isNotShown { return true }
            current = member.parent
        }
        return false
    }
}
