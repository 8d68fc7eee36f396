// Models the link between one body evaluation and Observation's change
// callback: the callback may come on any thread and after the node re-ran, so
// it only fires when it still belongs to the node's latest evaluation.
// Simplifies: the handle only queues the change (`ViewGraph.observationChanged`),
// with the model's properties as they were before the write; the graph applies
// queued changes in node order.

/// Receives Observation's change callback for one body evaluation.
///
/// viewsim's engine: the reference to the node is not `weak` (a weak reference
/// gives every node a side table, which puts each retain and release of it on the
/// runtime's slow path). It is cleared instead whenever it stops being the node's
/// latest handle: when a newer evaluation replaces it, when it fires, when the
/// node is removed, and when the node is freed.
final class ObservationHandle: @unchecked Sendable {
    unowned(unsafe) var node: ViewNode?

    init(node: ViewNode) { self.node = node }

    /// Observation's willSet: a property the evaluation read is about to change.
    /// `changed` is its key path when Observation says (its root and value types
    /// name the model; see `ObservedObjectSnapshot`).
    func fire(changed: AnyKeyPath?) {
        guard let node else { return }
        self.node = nil
        guard node.evaluation.observation === self, !node.isRemoved else { return }
        // In the fuzzer's cross-check, Apple's tracking only checks viewsim's registrar.
        if node.graph.configuration.checksObservationAgainstApple {
            node.graph.appleTrackingFired(node, keyPath: changed)
            return
        }
        node.graph.observationChanged(node, keyPath: changed)
    }
}
