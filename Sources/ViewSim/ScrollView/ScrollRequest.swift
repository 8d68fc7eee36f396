// Models a request to scroll a view into place (`ScrollViewProxy.scrollTo`, a
// `.scrollPosition(id:)` binding written, `sim.scroll(_:to:anchor:)`): SwiftUI
// resolves it against the laid-out frames, so viewsim keeps it until the frame's
// layout, then moves the offset with the transaction it was made in.
// Simplifies: resolved once, after the frame's first layout pass. Lesson: lesson 14.
import Foundation

/// A scroll to the view with an id, waiting for the frame's layout.
package struct ScrollRequest {
    /// Where to look for the id.
    enum Scope {
        /// This scroll view (a script verb, a `.scrollPosition` binding).
        case scrollView(ViewNode)
        /// The scroll views inside a `ScrollViewReader`, the first that has the id.
        case reader(ViewNode)
    }
    let scope: Scope
    let id: AnyHashable
    /// The unit point of the view to align with the same point of the viewport; nil scrolls the least.
    let anchor: UnitPoint?
    /// The transaction the request was made in: its animation moves the offset.
    let transaction: Transaction
    /// The event that made the request (the offset change's cause).
    let cause: EventID?
    /// Who asked, for diagnostics: `"ScrollViewProxy.scrollTo(_:anchor:)"`.
    let source: String
}

/// A container that can say where an item it has not created would be (a lazy stack,
/// whose rows exist only near the viewport), so that `scrollTo` can reach it.
package protocol ScrollTargetEstimating {
    /// The frame, in `node`'s coordinates, that the item with `id` has or would have, if
    /// the container holds an item with that id; nil otherwise.
    func _estimatedFrame(ofItem id: AnyHashable, in node: ViewNode, graph: ViewGraph) -> CGRect?
    /// The ids of the items the container holds (created or not), in order, for diagnostics.
    func _itemIDs(in node: ViewNode) -> [AnyHashable]
}
