// A small binary min-heap, used for the dirty-node queue (ordered by depth, then
// node id, so parents update before children) and for timeline wake-ups.
// Simplifies: nothing about SwiftUI; it keeps each update O(what changed · log n).

struct PriorityQueue<Element> {
    private var heap: [Element] = []
    private let isOrdered: (Element, Element) -> Bool

    init(by isOrdered: @escaping (Element, Element) -> Bool) {
        self.isOrdered = isOrdered
    }

    var isEmpty: Bool { heap.isEmpty }
    var count: Int { heap.count }
    var first: Element? { heap.first }

    mutating func push(_ element: Element) {
        heap.append(element)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard isOrdered(heap[child], heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    mutating func pop() -> Element? {
        guard !heap.isEmpty else { return nil }
        heap.swapAt(0, heap.count - 1)
        let top = heap.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < heap.count, isOrdered(heap[left], heap[smallest]) { smallest = left }
            if right < heap.count, isOrdered(heap[right], heap[smallest]) { smallest = right }
            if smallest == parent { break }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
        return top
    }

    mutating func removeAll() { heap.removeAll() }
}
