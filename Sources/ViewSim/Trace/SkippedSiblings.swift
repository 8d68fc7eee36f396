// Models a run of skipped siblings as the trace stores it: when a parent's body
// runs again, each unchanged child is offered its new value and skipped, so a
// list of 1,000 rows gives 999 skip events that differ only in their node and id.
// The run stores them once — first id, pass, reason, causes and the nodes — and
// expands back to exactly those events when read.
// Simplifies: only consecutive skips with consecutive ids and the same pass,
// reason and causes form a run; anything else is stored as it was recorded.

/// Consecutive `bodySkipped` events of one frame that share pass, reason and causes.
package struct SkippedSiblings: Sendable {
    /// The id of the first skip; the others follow one by one.
    package let firstID: EventID
    package let pass: Int
    package let reason: SkipReason
    package let causes: [EventID]
    /// The skipped nodes, in recording order.
    package private(set) var nodes: [NodeRef]

    /// A run of one skip, `firstID`, of `node`.
    init(firstID: EventID, pass: Int, reason: SkipReason, causes: [EventID], node: NodeRef) {
        self.firstID = firstID
        self.pass = pass
        self.reason = reason
        self.causes = causes
        nodes = [node]
    }

    /// The id of the last skip in the run.
    package var lastID: EventID { firstID + nodes.count - 1 }

    /// Adds skip `id` of `node` (with at most one cause) to the run when it is the next
    /// skip of the same kind.
    mutating func extend(id: EventID, pass: Int, reason: SkipReason, cause: EventID?, node: NodeRef) -> Bool {
        guard id == lastID + 1, pass == self.pass, causes.count == (cause == nil ? 0 : 1),
            cause.map({ causes[0] == $0 }) ?? true, reason == self.reason
        else { return false }
        nodes.append(node)
        return true
    }

    /// Adds skip `id` of `node` to the run when it is the next skip of the same kind.
    mutating func extend(id: EventID, pass: Int, reason: SkipReason, causes: [EventID], node: NodeRef) -> Bool {
        guard id == lastID + 1, pass == self.pass, causes == self.causes, reason == self.reason else { return false }
        nodes.append(node)
        return true
    }

    /// Drops the spare capacity the run grew while it was appended to.
    mutating func trim() {
        if nodes.capacity > nodes.count + nodes.count / 8 + 2 {
            nodes = nodes.withUnsafeBufferPointer { Array($0) }
        }
    }

    /// The skip at `offset` in the run, as it was recorded in frame `frame`.
    package func event(at offset: Int, frame: Int) -> TraceEvent {
        TraceEvent(
            id: firstID + offset, frame: frame, pass: pass, kind: .bodySkipped(node: nodes[offset], reason: reason),
            causes: causes)
    }
}
