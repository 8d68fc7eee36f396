// Models what carries a layout change's transaction to the frames it moves: the
// transaction of the update that invalidated a view's layout, as SwiftUI animates a
// view's frame with the transaction of the change that moved it.
// Simplifies: one cause per changed view per frame (an animated one is kept over one
// without animation); see docs/ARCHITECTURE.md, "Animated layout".
import Foundation

/// Why a view's layout changed in this frame: the transaction of the change, for the
/// frames that change with it (the view's subtree, and the siblings its parent's new
/// arrangement moves).
///
/// ```swift
/// // withAnimation(.spring) { isGrid.toggle() } re-runs a body whose VStack's alignment changes:
/// node.layout.geometryCause?.transaction.animation   // .spring
/// ```
final class LayoutChangeCause {
    /// The transaction the changed view saw (its animation nil: the frames jump).
    let transaction: Transaction
    /// The event that changed the view (the body run, the insertion), for the trace.
    let event: EventID?
    /// Whether the change is an animation frame of an animated layout value (`.frame`'s
    /// width): the frames follow that animation and jump, silently.
    let followsAnimation: Bool
    /// The modifier whose transaction transform removed the animation on the way down
    /// (`.transaction { $0.animation = nil }`, `.animation(nil, value:)`).
    let removedBy: NodeRef?

    init(transaction: Transaction, event: EventID?, followsAnimation: Bool = false, removedBy: NodeRef? = nil) {
        self.transaction = transaction
        self.event = event
        self.followsAnimation = followsAnimation
        self.removedBy = removedBy
    }

    /// Whether the frames it moves animate.
    var animates: Bool { !followsAnimation && transaction.animation != nil }
}
