// Models what a SwiftUI scroll view keeps while its identity lives: its content
// offset, and what its last layout found (the viewport's size, the content's
// frame). Kept on the scroll view's node (`ViewNode.scroll`), not in its layout
// cache, so a full layout (the fuzzer's check) sees the same offset.
// Simplifies: one offset per scroll view, clamped to the content (no rubber-banding).
// Lesson: lesson 14.
import Foundation

/// A scroll view's offset and last layout.
package final class ScrollViewState {
    /// The offset laid out now: the point of the content at the viewport's top leading
    /// corner (an animation moves it frame by frame; see `targetOffset`).
    package var offset: CGPoint = .zero
    /// The offset the content was last placed at (frames read between a scroll and the next
    /// layout are at this offset, not at `offset`).
    package var laidOutOffset: CGPoint = .zero
    /// Where the offset is heading: `offset` unless an animation is moving it.
    package var targetOffset: CGPoint = .zero
    /// The viewport: the scroll view's size in its last layout.
    package var viewport: CGSize = .zero
    /// The content's frame in the scroll view's coordinates at offset zero (inside its margins).
    package var contentFrame: CGRect = .zero
    /// The scrollable extent: the content's size plus its margins.
    package var contentSize: CGSize = .zero
    /// The scrollable axes of the last layout.
    package var axes: Axis.Set = .vertical
    /// Views inside whose layout depends on the visible rect (lazy stacks): laid out again
    /// when the offset changes (`ViewGraph.dependOnViewport(_:)`).
    var dependents: [WeakNode] = []
    /// The id a `.scrollPosition(id:)` binding had when last looked at (or was written with).
    var positionID: AnyHashable?
    /// The transaction and cause of the update that last gave the `.scrollPosition` modifier a value.
    var positionTransaction: Transaction?
    var positionCause: EventID?
    /// The part of the screen's safe area its frame covered in the last layout: its content
    /// is inset by it (see `ViewGraph+SafeArea`).
    package var safeAreaInsets = EdgeInsets()
    /// Whether the scroll view was laid out once (`.defaultScrollAnchor` sets the first offset).
    var hasAppeared = false

    /// The largest offset on each axis: the content's extent less the viewport, never below zero.
    package var maximumOffset: CGPoint {
        CGPoint(
            x: axes.contains(.horizontal) ? max(0, contentSize.width - viewport.width) : 0,
            y: axes.contains(.vertical) ? max(0, contentSize.height - viewport.height) : 0)
    }

    /// `point` clamped to the scrollable range (0…content − viewport on each scrollable
    /// axis, 0 on the others); NaN becomes 0.
    package func clamped(_ point: CGPoint) -> CGPoint {
        let most = maximumOffset
        func clamp(_ value: CGFloat, _ upper: CGFloat) -> CGFloat { value.isNaN ? 0 : min(max(0, value), upper) }
        return CGPoint(x: clamp(point.x, most.x), y: clamp(point.y, most.y))
    }
}

extension ScrollViewState {
    /// What the view-graph diagram shows on a scroll view: its offset and viewport.
    package var attributes: [NodeAttribute] {
        [
            NodeAttribute("contentOffset", .pair(Double(offset.x), Double(offset.y))),
            NodeAttribute("viewport", .pair(Double(viewport.width), Double(viewport.height))),
        ]
    }
}
