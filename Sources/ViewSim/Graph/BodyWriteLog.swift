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
    /// or the longest chain when there is none. Deterministic: edges are
    /// followed in the order they were first seen.
    func cycle() -> [NodeRef] {
        guard let first = edges.first else { return [] }
        for start in edges.map(\.writer) {
            var path = [start]
            var current = start
            var visited: Set<Int> = [start.id]
            while let next = edges.first(where: { $0.writer.id == current.id })?.reader {
                path.append(next)
                if next.id == start.id { return path }
                if visited.contains(next.id) { break }
                visited.insert(next.id)
                current = next
            }
        }
        return [first.writer, first.reader]
    }
}
