// A small binary min-heap, used for the dirty-node queue (ordered by depth, then
// node id, so parents update before children) and for timeline wake-ups.
// Simplifies: nothing about SwiftUI; it keeps each update O(what changed · log n).
// Each element's key is computed once, when it is pushed, and stored beside it,
// so the heap compares two integers instead of calling a closure on two objects.

struct PriorityQueue<Element> {
    /// Two integers, compared in order: (depth, node id), (frame, node id).
    typealias Key = (Int, Int)

    private var heap: [(key: Key, element: Element)] = []
    private let key: (Element) -> Key

    /// A queue that pops the element with the smallest `key` first. An element's
    /// key must not change while it is queued.
    init(by key: @escaping (Element) -> Key) {
        self.key = key
    }

    var isEmpty: Bool { heap.isEmpty }
    var count: Int { heap.count }
    var first: Element? { heap.first?.element }

    mutating func push(_ element: Element) {
        heap.append((key(element), element))
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].key < heap[parent].key else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    mutating func pop() -> Element? {
        guard !heap.isEmpty else { return nil }
        heap.swapAt(0, heap.count - 1)
        let top = heap.removeLast().element
        var parent = 0
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var smallest = parent
            if left < heap.count, heap[left].key < heap[smallest].key { smallest = left }
            if right < heap.count, heap[right].key < heap[smallest].key { smallest = right }
            if smallest == parent { break }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
        return top
    }

    mutating func removeAll() { heap.removeAll() }
}
