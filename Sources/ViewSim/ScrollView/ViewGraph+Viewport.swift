// Models what a view inside a scroll view can know about what is visible: the
// nearest enclosing scroll view's viewport in the view's own coordinates (or the
// screen when no scroll view is around it), and the hook that lays a view out
// again when the offset that decides it changes. Lazy stacks read it to decide
// which rows exist. Simplifies: only the nearest scroll view counts (an outer
// one's viewport does not narrow it); the rect is read from the frames as last
// placed. Lesson: lesson 14.
import Foundation

extension ViewGraph {
    /// The nearest scroll view around `node` (an ancestor; `node` itself does not count).
    package func enclosingScrollView(of node: ViewNode) -> ViewNode? {
        unowned(unsafe) var current = node.parent
        while let ancestor = current {
            if ancestor.scroll != nil { return ancestor }
            current = ancestor.parent
        }
        return nil
    }

    /// The visible area of the nearest enclosing scroll view — its viewport — in
    /// `node`'s own coordinates (its top leading corner is (0, 0)); the screen's
    /// rectangle when no scroll view is around `node`.
    ///
    /// Lazy containers call it to decide which items exist: an item whose frame (in
    /// the container's coordinates) intersects the rect is visible. It reads the
    /// origins as last placed, so call it while placing `node`'s children (its
    /// scroll view, and everything between, have been placed by then: a parent sets
    /// a child's origin before or right after placing it; the scroll view sets its
    /// content's before nothing else reads it) or after the layout pass.
    ///
    /// ```swift
    /// // A LazyVStack 40 pt below the top of its scroll view's content, scrolled by 600:
    /// graph.visibleRect(of: lazyStack)   // (0, 560, 393, 852)
    /// ```
    package func visibleRect(of node: ViewNode) -> CGRect {
        var origin = CGPoint.zero
        unowned(unsafe) var current: ViewNode? = node
        // Up the tree to the scroll view (or the root), adding origins: bounded by the depth.
        while let member = current {
            if member !== node, let state = member.scroll {
                return CGRect(x: -origin.x, y: -origin.y, width: state.viewport.width, height: state.viewport.height)
            }
            origin.x = saturated(origin.x + member.layout.frame.origin.x)
            origin.y = saturated(origin.y + member.layout.frame.origin.y)
            current = member.parent
        }
        let screen = configuration.screenSize
        return CGRect(x: -origin.x, y: -origin.y, width: screen.width, height: screen.height)
    }

    /// Asks that `node` be laid out again (measured and placed afresh, `invalidateLayout`)
    /// whenever the offset of its nearest enclosing scroll view changes: a lazy stack
    /// calls it when it lays out, so that scrolling creates the rows that come into view
    /// in the same frame. Calling it again is harmless.
    package func dependOnViewport(_ node: ViewNode) {
        guard let scrollView = enclosingScrollView(of: node), let state = scrollView.scroll else { return }
        state.dependents.removeAll { $0.node == nil || $0.node?.isRemoved == true }
        if !state.dependents.contains(where: { $0.node === node }) { state.dependents.append(WeakNode(node)) }
    }

    /// The offset of `scrollView` changed (a scroll, or a frame of its animation): its
    /// content is placed again at the new offset — without measuring it again: the
    /// scroll view's own sizes answer from their caches — and every view that depends on
    /// its viewport is laid out again, in this frame's layout pass.
    package func scrollOffsetDidChange(_ scrollView: ViewNode) {
        invalidateLayout(scrollView)
        guard let state = scrollView.scroll else { return }
        for dependent in state.dependents {
            if let node = dependent.node, !node.isRemoved { invalidateLayout(node) }
        }
    }
}
