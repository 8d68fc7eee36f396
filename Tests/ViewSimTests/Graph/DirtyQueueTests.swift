// Tests the dirty queue's order: parents first (by depth), then node order (by
// id), whatever order the nodes were pushed in, with pushes between pops — the
// order a binary heap keyed by (depth, id) gives, checked against one.
import ViewSim
import XCTest

private final class QueuedNode: DirtyQueueElement {
    let depth: Int
    let id: Int
    init(depth: Int, id: Int) {
        self.depth = depth
        self.id = id
    }
}

final class DirtyQueueTests: XCTestCase {
    private func drain(_ queue: inout DirtyQueue<QueuedNode>) -> [Int] {
        var ids: [Int] = []
        while let node = queue.pop() { ids.append(node.id) }
        return ids
    }

    func testPopsShallowestFirstThenByID() {
        var queue = DirtyQueue<QueuedNode>()
        for (depth, id) in [(2, 9), (0, 1), (2, 4), (1, 3), (1, 2), (3, 7)] {
            queue.push(QueuedNode(depth: depth, id: id))
        }
        XCTAssertEqual(queue.count, 6)
        XCTAssertEqual(queue.ordered().map(\.id), [1, 2, 3, 4, 9, 7])
        XCTAssertEqual(drain(&queue), [1, 2, 3, 4, 9, 7])
        XCTAssertTrue(queue.isEmpty)
        XCTAssertNil(queue.pop())
    }

    func testPushesBetweenPopsKeepTheOrder() {
        var queue = DirtyQueue<QueuedNode>()
        queue.push(QueuedNode(depth: 1, id: 10))
        queue.push(QueuedNode(depth: 1, id: 12))
        XCTAssertEqual(queue.pop()?.id, 10)
        // A smaller id at the depth being popped, and a shallower node, come next.
        queue.push(QueuedNode(depth: 1, id: 11))
        queue.push(QueuedNode(depth: 0, id: 1))
        queue.push(QueuedNode(depth: 2, id: 5))
        XCTAssertEqual(drain(&queue), [1, 11, 12, 5])
    }

    func testARepeatedPushIsPoppedTwice() {
        // The graph skips a popped node that is no longer dirty; the queue keeps both.
        var queue = DirtyQueue<QueuedNode>()
        let node = QueuedNode(depth: 1, id: 3)
        queue.push(node)
        queue.push(node)
        XCTAssertEqual(drain(&queue), [3, 3])
    }

    func testAgreesWithAHeapOnRandomPushesAndPops() {
        var random = SeededRandomNumberGenerator(seed: 7)
        for _ in 0..<50 {
            var queue = DirtyQueue<QueuedNode>()
            var reference: [(depth: Int, id: Int)] = []
            var popped: [Int] = []
            var expected: [Int] = []
            for _ in 0..<200 {
                if Int.random(in: 0..<3, using: &random) > 0 {
                    let node = QueuedNode(
                        depth: Int.random(in: 0..<6, using: &random), id: Int.random(in: 0..<1_000, using: &random))
                    queue.push(node)
                    reference.append((node.depth, node.id))
                } else if let next = reference.min(by: { ($0.depth, $0.id) < ($1.depth, $1.id) }) {
                    reference.remove(at: reference.firstIndex { $0 == next }!)
                    expected.append(next.id)
                    popped.append(queue.pop()?.id ?? -1)
                }
            }
            XCTAssertEqual(popped, expected)
            XCTAssertEqual(queue.count, reference.count)
        }
    }
}
