// Models the edges of an update loop made of bodies: view A's body writes
// something (an @Observable property, a @Published one) that view B's body
// reads, so B updates, and so on.
// Simplifies: SwiftUI has no such log; it is viewsim's way to name the views of
// a loop when a frame does not settle. Kept for one frame and bounded.

/// Who wrote, inside a body, what another body reads, in one frame.
struct BodyWriteLog {
    /// The most edges kept per frame; a loop shows within the first few.
    static let capacity = 64

    /// Writer → reader edges in the order first seen, as node references.
    private(set) var edges: [(writer: NodeRef, reader: NodeRef)] = []

    mutating func reset() {
        if !edges.isEmpty { edges = [] }
    }

    mutating func note(writer: ViewNode, reader: ViewNode) {
        guard edges.count < Self.capacity,
            !edges.contains(where: { $0.writer.id == writer.id && $0.reader.id == reader.id })
        else { return }
        edges.append((writer.reference, reader.reference))
    }

    /// A cycle through the edges, first node repeated at the end (`A → B → A`),
    /// or the first edge when there is none. For each writer in the order first
    /// seen, the shortest way back to it (breadth first, edges in the order they
    /// were first seen), so a writer whose first edge leads out of the loop (to a
    /// parent that reads what it writes) still shows the loop it is in.
    func cycle() -> [NodeRef] {
        guard let first = edges.first else { return [] }
        var seenStarts: Set<Int> = []
        for start in edges.map(\.writer) where seenStarts.insert(start.id).inserted {
            var previous: [Int: NodeRef] = [:]
            var queue = [start]
            var index = 0
            while index < queue.count {
                let current = queue[index]
                index += 1
                for edge in edges where edge.writer.id == current.id {
                    if edge.reader.id == start.id {
                        // Back at the start: the path is start → … → current → start.
                        var path = [edge.reader, current]
                        var cursor = current
                        while let before = previous[cursor.id] {
                            path.append(before)
                            cursor = before
                        }
                        return path.reversed()
                    }
                    guard previous[edge.reader.id] == nil, edge.reader.id != start.id else { continue }
                    previous[edge.reader.id] = current
                    queue.append(edge.reader)
                }
            }
        }
        return [first.writer, first.reader]
    }
}
