// Models the graph's bookkeeping for `Canvas` views: every live canvas (for
// size changes), which must draw in this frame and why, and the warnings given.
// Simplifies: SwiftUI keeps a display list per canvas; viewsim keeps what the
// last run drew on the node (`ViewNode.canvasDisplayItems`). Lesson: lesson11.
import Foundation

/// The canvases of one graph: the live ones in node-id order, and the ones waiting to draw.
struct CanvasRegistry {
    /// One canvas node and what the canvas pass knows about it.
    final class Entry {
        let node: ViewNode
        /// The size it last drew at; nil before its first run.
        var drawnSize: CGSize?
        /// Why it must draw in this frame, in the order the reasons came (each once).
        var causes: [CanvasDrawCause] = []
        /// The events that made it draw (an insertion, a body or timeline content run).
        var causeEvents: [EventID] = []
        /// Warnings already given for this canvas, by text.
        var warned: Set<String> = []

        init(node: ViewNode) { self.node = node }

        var isPending: Bool { !causes.isEmpty }
    }

    /// Every canvas inserted and not yet seen removed, in node-id order (ids grow with insertion).
    private(set) var entries: [Entry] = []
    /// The entries by node id.
    private var byID: [Int: Entry] = [:]
    /// The entries waiting to draw, in the order they were marked.
    private(set) var pending: [Entry] = []

    /// Whether some canvas waits to draw.
    var hasPending: Bool { !pending.isEmpty }

    /// The entry of `node`, made when the node is first seen.
    mutating func entry(for node: ViewNode) -> Entry {
        if let known = byID[node.id] { return known }
        let entry = Entry(node: node)
        byID[node.id] = entry
        if let last = entries.last, last.node.id > node.id {
            let index = entries.firstIndex { $0.node.id > node.id } ?? entries.count
            entries.insert(entry, at: index)
        } else {
            entries.append(entry)
        }
        return entry
    }

    /// Marks `entry` as waiting to draw.
    mutating func markPending(_ entry: Entry) {
        if !entry.isPending { pending.append(entry) }
    }

    /// Takes the waiting entries, in node-id order, at most `limit` of them; the rest keep waiting.
    mutating func takePending(limit: Int) -> [Entry] {
        let sorted = pending.sorted { $0.node.id < $1.node.id }
        let taken = Array(sorted.prefix(limit))
        pending = Array(sorted.dropFirst(limit))
        return taken
    }

    /// Forgets canvases that left the tree.
    mutating func dropRemoved() {
        guard entries.contains(where: { $0.node.isRemoved }) else { return }
        for entry in entries where entry.node.isRemoved { byID[entry.node.id] = nil }
        entries.removeAll { $0.node.isRemoved }
        pending.removeAll { $0.node.isRemoved }
    }
}
