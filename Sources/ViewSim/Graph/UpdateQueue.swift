// Models what waits for the next update pass: SwiftUI's dirty attributes, the
// views deferred because a body invalidated them after they ran in this pass,
// and the `@State` writes queued until their transaction is flushed.
// Simplifies: one queue of whole views ordered by depth, then id (parents
// first), rather than a graph of dirty attributes pulled on demand.
// See docs/ARCHITECTURE.md, "One frame", steps 2, 3 and 5.

/// The views and writes waiting for an update pass.
///
/// ```swift
/// queue.markDirty(node)            // sets node.evaluation.isDirty; runs in this pass
/// queue.deferToNextPass(writer)    // ran in this pass already: next pass
/// while let node = queue.popDirty() { … }
/// queue.requeueDeferred()          // after the pass
/// ```
struct UpdateQueue {
    /// Dirty views in order of depth, then id: parents first.
    private var dirty = DirtyQueue<ViewNode>()
    /// Views invalidated from inside a body after they ran in this pass (the
    /// writer included); they run in the next pass.
    private var deferred: [ViewNode] = []
    /// State writes not yet applied, in order, each with its transaction's flush id.
    private(set) var pendingWrites: [(flushID: FlushID?, apply: () -> Void)] = []

    /// Whether no view is dirty.
    var isEmpty: Bool { dirty.isEmpty }
    /// Whether no state write waits for its transaction.
    var hasNoWrites: Bool { pendingWrites.isEmpty }

    /// Queues `node` for this pass unless it is already dirty.
    mutating func markDirty(_ node: ViewNode) {
        guard !node.evaluation.isDirty else { return }
        node.evaluation.isDirty = true
        dirty.push(node)
    }

    /// The next dirty view, parents first.
    mutating func popDirty() -> ViewNode? {
        dirty.pop()
    }

    /// Keeps `node` (whose reasons wait in its `evaluation`) for the next pass.
    mutating func deferToNextPass(_ node: ViewNode) {
        if !deferred.contains(where: { $0 === node }) { deferred.append(node) }
    }

    /// Adds `node` to the deferred views without checking for a repeat (it was
    /// just taken off the dirty queue).
    mutating func appendDeferred(_ node: ViewNode) {
        deferred.append(node)
    }

    /// After a pass: the deferred views that still have reasons become dirty.
    mutating func requeueDeferred() {
        for node in deferred
        where !node.evaluation.isDirty && !node.isRemoved && node.evaluation.hasPendingReasons {
            node.evaluation.isDirty = true
            dirty.push(node)
        }
        deferred = []
    }

    /// The ids of the views invalidated, in the order they run (parents first):
    /// what a pass that starts now will evaluate first.
    func pendingNodeIDs() -> [Int] {
        guard !dirty.isEmpty else { return [] }
        return dirty.ordered().lazy.filter { $0.evaluation.isDirty && !$0.isRemoved }.map(\.id)
    }

    /// The first few views still invalidated, for messages: "A #4, B #6" or "nothing".
    func pendingNodeNames() -> String {
        let names = dirty.ordered().lazy.filter { $0.evaluation.isDirty && !$0.isRemoved }.prefix(3).map(
            \.reference.description)
        return names.isEmpty ? "nothing" : names.joined(separator: ", ")
    }

    /// Queues a state write's effect on the graph until its transaction is flushed.
    mutating func enqueueWrite(flushID: FlushID?, _ apply: @escaping () -> Void) {
        pendingWrites.append((flushID, apply))
    }

    /// Takes the oldest run of writes made in one transaction (empty when none).
    mutating func takeNextWriteBatch() -> [() -> Void] {
        guard let first = pendingWrites.first else { return [] }
        let count = pendingWrites.prefix { $0.flushID === first.flushID }.count
        let batch = pendingWrites.prefix(count).map(\.apply)
        pendingWrites.removeFirst(count)
        return batch
    }
}
