// Models the order in which SwiftUI's graph brings dirty views up to date:
// parents before children (by depth), and siblings and cousins at one depth in
// node order (by id, which counts up in creation order).
// Simplifies: nothing about SwiftUI; it is the engine's queue. A node's depth
// and id never change, so the queue files each node in a bucket per depth, in
// the order pushed, and sorts a bucket only if pushes came out of id order
// (changes are applied in node order, so they rarely do). A push and a pop cost
// O(1), plus O(log d) for the first node at each of the d distinct depths in
// the queue — where a binary heap of every node costs O(log n) per pop.

/// What the dirty queue orders by: a node's depth and id, which never change.
package protocol DirtyQueueElement: AnyObject {
    /// Levels below the root (the root is 0).
    var depth: Int { get }
    /// The node's id (ids count up in creation order).
    var id: Int { get }
}

extension ViewNode: DirtyQueueElement {}

/// Dirty nodes, popped parents first (by depth), then in node order (by id).
///
/// ```swift
/// var queue = DirtyQueue<ViewNode>()
/// queue.push(child)        // depth 2, id 7
/// queue.push(root)         // depth 0, id 1
/// queue.pop()              // root
/// queue.pop()              // child
/// ```
package struct DirtyQueue<Node: DirtyQueueElement> {
    /// The nodes waiting at one depth.
    private struct Bucket {
        /// The nodes, with their ids; those before `next` were popped already.
        var nodes: [(id: Int, node: Node)] = []
        /// The first node not popped yet.
        var next = 0
        /// Whether the nodes from `next` on are in id order.
        var isSorted = true

        var isEmpty: Bool { next == nodes.count }
    }

    /// The buckets, indexed by depth (grown to the deepest depth pushed).
    private var buckets: [Bucket] = []
    /// The depths whose bucket holds nodes, as a min-heap (each depth once).
    private var depths: [Int] = []
    /// How many nodes wait.
    package private(set) var count = 0

    package init() {}

    /// Whether no node waits.
    package var isEmpty: Bool { count == 0 }

    /// Adds `node` (the caller keeps a node from being pushed twice while it waits).
    package mutating func push(_ node: Node) {
        let depth = node.depth
        if depth >= buckets.count {
            buckets.append(contentsOf: repeatElement(Bucket(), count: depth - buckets.count + 1))
        }
        if buckets[depth].isEmpty {
            buckets[depth].nodes.removeAll(keepingCapacity: true)
            buckets[depth].next = 0
            buckets[depth].isSorted = true
            pushDepth(depth)
        } else if let last = buckets[depth].nodes.last, last.id > node.id {
            buckets[depth].isSorted = false
        }
        buckets[depth].nodes.append((node.id, node))
        count += 1
    }

    /// The shallowest waiting node with the smallest id, removed from the queue.
    package mutating func pop() -> Node? {
        guard let depth = depths.first else { return nil }
        if !buckets[depth].isSorted {
            let start = buckets[depth].next
            buckets[depth].nodes[start...].sort { $0.id < $1.id }
            buckets[depth].isSorted = true
        }
        let node = buckets[depth].nodes[buckets[depth].next].node
        buckets[depth].next += 1
        count -= 1
        if buckets[depth].isEmpty {
            // Let the popped nodes go; the storage stays for the next pass.
            buckets[depth].nodes.removeAll(keepingCapacity: true)
            buckets[depth].next = 0
            popDepth()
        }
        return node
    }

    /// The waiting nodes in the order `pop()` would return them (for messages).
    package func ordered() -> [Node] {
        depths.sorted().flatMap { depth in
            let bucket = buckets[depth]
            let waiting = bucket.nodes[bucket.next...]
            return (bucket.isSorted ? Array(waiting) : waiting.sorted { $0.id < $1.id }).map(\.node)
        }
    }

    // MARK: - The heap of depths

    private mutating func pushDepth(_ depth: Int) {
        depths.append(depth)
        var child = depths.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard depths[child] < depths[parent] else { break }
            depths.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func popDepth() {
        depths.swapAt(0, depths.count - 1)
        depths.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var smallest = parent
            if left < depths.count, depths[left] < depths[smallest] { smallest = left }
            if right < depths.count, depths[right] < depths[smallest] { smallest = right }
            if smallest == parent { break }
            depths.swapAt(parent, smallest)
            parent = smallest
        }
    }
}
