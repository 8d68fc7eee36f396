// Models the part of a node's transaction state that few views use: the transaction
// a scoped `.animation(_:body:)` received from outside, the frame in which a
// transaction modifier last removed an animation, and a velocity tracker.
// Simplifies: SwiftUI keeps such state in attributes of the views that need it;
// viewsim keeps it in one object per node, made the first time one of its fields
// is set to something other than its default.
// Lesson: none (a memory layout detail; docs/Benchmarks.md, ninth round).

/// The fields of `NodeTransactionState` that most nodes never set, out of line.
///
/// ```swift
/// node.transactions.velocity = tracker   // makes the extras, keeps the tracker in them
/// node.transactions.removedAnimationFrame // -1 while the node has none
/// ```
final class NodeTransactionExtras {
    /// See `NodeTransactionState.incoming`.
    var incoming: TransactionBox?
    /// See `NodeTransactionState.removedAnimationFrame`.
    var removedAnimationFrame = -1
    /// See `NodeTransactionState.velocity`.
    var velocity: (any VelocityTracking)?

    init() {}

    /// A copy with the same fields (the tracker and the box are shared, as the struct's fields were).
    func copy() -> NodeTransactionExtras {
        let copy = NodeTransactionExtras()
        copy.incoming = incoming
        copy.removedAnimationFrame = removedAnimationFrame
        copy.velocity = velocity
        return copy
    }
}
