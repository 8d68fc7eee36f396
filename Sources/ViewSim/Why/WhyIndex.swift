// Models what a why question needs to know about a run's views that no single
// event says: every node the trace names, its parent (from the insertions), and
// whether the graph runs its body. Built once per question from the trace.
// Simplifies: a node inserted in a frame the recording did not keep has no
// parent here; answers that would need it say "unknown".

import Foundation

/// The views a trace names, with their parents, for `Trace.why(_:attribute:in:)`.
struct WhyIndex {
    /// Every node the trace names, by id (the latest label wins).
    private(set) var nodes: [Int: NodeRef] = [:]
    /// Each inserted node's parent id.
    private(set) var parents: [Int: Int] = [:]
    /// Whether each inserted node runs a body (a view's code), as its insertion said.
    private(set) var hasBody: [Int: Bool] = [:]
    /// The frame each node was (last) inserted in.
    private(set) var insertedIn: [Int: Int] = [:]
    /// Each node's children, in id order.
    private(set) var children: [Int: [Int]] = [:]
    /// Each kept frame's position in `trace.frames`, by frame index.
    private(set) var framePositions: [Int: Int] = [:]
    /// The loop diagnostics (`Diagnostic.isLoop`), by the frame they were reported in.
    private(set) var loops: [Int: [Diagnostic]] = [:]

    init(trace: Trace) {
        for (position, frame) in trace.frames.enumerated() {
            framePositions[frame.index] = position
            frame.forEachDiagnostic { diagnostic in
                if diagnostic.isLoop { loops[frame.index, default: []].append(diagnostic) }
            }
        }
        for frame in trace.frames {
            for event in frame.events {
                if let node = event.node, node.id != 0 { nodes[node.id] = node }
                if case .inserted(let node, let parent, _, let body) = event.kind {
                    if let parent { parents[node.id] = parent.id }
                    hasBody[node.id] = body
                    insertedIn[node.id] = frame.index
                }
            }
        }
        for (child, parent) in parents { children[parent, default: []].append(child) }
        for key in children.keys { children[key]?.sort() }
    }

    /// The nodes in id order.
    var sortedNodes: [NodeRef] { nodes.keys.sorted().compactMap { nodes[$0] } }

    /// The nodes `name` names: `"SubView"` (every node with that label, or a type name
    /// ending in it: `"Lesson1.SubView"`), `"SubView #6"`, or `"#6"`.
    func nodes(named name: String) -> [NodeRef] {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        if let hash = trimmed.lastIndex(of: "#"), let id = Int(trimmed[trimmed.index(after: hash)...]) {
            guard let node = nodes[id] else { return [] }
            let label = trimmed[..<hash].trimmingCharacters(in: .whitespaces)
            return label.isEmpty || Self.labelMatches(node.label, label) ? [node] : []
        }
        return sortedNodes.filter { Self.labelMatches($0.label, trimmed) }
    }

    /// Whether a node's label is `name`, or a qualified type name ending in `.name`, or
    /// its type without generic arguments (`ForEach` for `ForEach<Range<Int>, Int, Text>`).
    static func labelMatches(_ label: String, _ name: String) -> Bool {
        if label == name { return true }
        if label.hasSuffix("." + name), !name.hasPrefix(".") { return true }
        if let angle = label.firstIndex(of: "<"), label[..<angle] == name { return true }
        return false
    }

    /// Labels close to `name`, to suggest when nothing matched: those that contain it or
    /// that it contains, case-insensitively; else every label of a view with a body.
    func suggestions(for name: String) -> [String] {
        let lowered = name.lowercased()
        let labels = Set(nodes.values.filter { !$0.isInternal }.map(\.label))
        let close = labels.filter {
            let label = $0.lowercased()
            return label.contains(lowered) || (!label.isEmpty && lowered.contains(label))
        }
        if !close.isEmpty { return close.sorted() }
        return Set(nodes.values.filter { hasBody[$0.id] == true && !$0.isInternal }.map(\.label)).sorted()
    }

    /// The node's nearest ancestor that runs a body.
    func bodyAncestor(of id: Int) -> NodeRef? {
        var current = parents[id]
        var steps = 0
        while let node = current, steps < 100_000 {
            if hasBody[node] == true { return nodes[node] }
            current = parents[node]
            steps += 1
        }
        return nil
    }

    /// The node's ancestors, nearest first (bounded; a cycle cannot occur in a tree, but a
    /// trace that reuses ids after a removal could make one).
    func ancestors(of id: Int) -> [Int] {
        var result: [Int] = []
        var seen: Set<Int> = [id]
        var current = parents[id]
        while let node = current, seen.insert(node).inserted, result.count < 100_000 {
            result.append(node)
            current = parents[node]
        }
        return result
    }

    /// The node and the nodes below it up to (not into) the next view that runs a body:
    /// a view's own modifiers and primitives, where its attributes live.
    func ownNodes(of id: Int) -> Set<Int> {
        var result: Set<Int> = [id]
        var stack = children[id] ?? []
        while let next = stack.popLast() {
            guard hasBody[next] != true, result.insert(next).inserted else { continue }
            stack += children[next] ?? []
        }
        return result
    }
}
