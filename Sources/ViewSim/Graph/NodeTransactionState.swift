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
    var pending: Transaction?
    /// For scoped transaction views: the transaction from outside, for the placeholder.
    var incoming: Transaction?
    /// Whether this node can change the transaction its subtree sees (a transaction
    /// or animation modifier, a scoped transaction or its placeholder).
    var transformsTransaction = false
    /// Whether any ancestor can: if none can, a dirty node's transaction is just the
    /// transaction of its change, with no walk up the tree (ancestors never change).
    var hasScopeAbove = false
}
