// Models the transaction side of a node: the transaction of the change that
// invalidated it, the one a scoped `.animation(_:body:)` received from outside,
// and whether the node (or anything above it) can transform the transaction its
// subtree sees.
// Simplifies: whether an ancestor transforms transactions is known at insertion
// (ancestors never change), so most nodes never walk up the tree.

/// The transactions a node sees and passes down, kept on the node.
///
/// ```swift
/// node.transactions.pending        // the change's transaction, until the body runs
/// node.transactions.hasScopeAbove  // false: the pending transaction is final
/// ```
struct NodeTransactionState {
    /// The transaction of the change that invalidated this node, until it is evaluated.
    var pending: Transaction? {
        get { pendingBox?.transaction }
        set { pendingBox = newValue.map(TransactionBox.init) }
    }
    /// For scoped transaction views: the transaction from outside, for the placeholder.
    var incoming: Transaction? {
        get { cold?.incoming?.transaction }
        set { if newValue != nil || cold != nil { makeCold().incoming = newValue.map(TransactionBox.init) } }
    }
    /// Whether a change's transaction waits for the body (without copying it out).
    var hasPending: Bool { pendingBox != nil }
    // Stored out of line: a transaction is about 100 bytes, most nodes never hold
    // one, and every node would otherwise carry two (a tenth of a node's size,
    // touched by every update that walks the nodes).
    private var pendingBox: TransactionBox?
    /// Whether this node can change the transaction its subtree sees (a transaction
    /// or animation modifier, a scoped transaction or its placeholder).
    var transformsTransaction = false
    /// Whether any ancestor can: if none can, a dirty node's transaction is just the
    /// transaction of its change, with no walk up the tree (ancestors never change).
    var hasScopeAbove = false
    /// What few nodes hold (a scoped transaction's incoming one, a transaction modifier's
    /// frame, a velocity tracker), made the first time one is set to something other than
    /// its default (see `NodeTransactionExtras`); nil for most nodes. Kept out of the node
    /// so that what every update reads of it stays in fewer cache lines (docs/Benchmarks.md,
    /// ninth round).
    private var cold: NodeTransactionExtras?
    /// For a transaction modifier: the frame in which an animated transaction last flowed
    /// through it and came out without an animation (`.transaction { $0.animation = nil }`,
    /// `.animation(nil, value:)`); -1 when the last one kept its animation. The frames its
    /// subtree moves in that frame jump (`ViewGraph+GeometryAnimation`).
    var removedAnimationFrame: Int {
        get { cold?.removedAnimationFrame ?? -1 }
        set { if newValue != -1 || cold != nil { makeCold().removedAnimationFrame = newValue } }
    }
    /// The recent samples of the node's animatable value while transactions with
    /// `tracksVelocity` change it (nil for every value never changed in one, and again
    /// after a change in a transaction that does not track velocity).
    var velocity: (any VelocityTracking)? {
        get { cold?.velocity }
        set { if newValue != nil || cold != nil { makeCold().velocity = newValue } }
    }

    /// The cold part, made now if there is none, and copied first if another copy of this
    /// state shares it (so that a copy of the state never sees this one's changes).
    private mutating func makeCold() -> NodeTransactionExtras {
        // False for nil; a shared one is copied (only a copy of the state can share it).
        if isKnownUniquelyReferenced(&cold), let unique = cold { return unique }
        let made = cold?.copy() ?? NodeTransactionExtras()
        cold = made
        return made
    }
}

/// A transaction held by a node, out of line (see `NodeTransactionState`).
final class TransactionBox {
    let transaction: Transaction
    init(_ transaction: Transaction) { self.transaction = transaction }
}
