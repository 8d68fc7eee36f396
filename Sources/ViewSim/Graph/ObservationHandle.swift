// Models the link between one body evaluation and Observation's change
// callback: the callback may come on any thread and after the node re-ran, so
// it only fires when it still belongs to the node's latest evaluation.
// Simplifies: the handle only queues the change (`ViewGraph.observationChanged`);
// the graph applies queued changes in node order.

/// Receives Observation's change callback for one body evaluation.
final class ObservationHandle: @unchecked Sendable {
    weak var node: ViewNode?

    init(node: ViewNode) { self.node = node }

    func fire() {
        guard let node, node.evaluation.observation === self, !node.isRemoved else { return }
        node.graph.observationChanged(node)
    }
}
