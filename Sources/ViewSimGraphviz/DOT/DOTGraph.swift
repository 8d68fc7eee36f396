// Models a Graphviz graph as data: graph/node/edge default attributes and an
// ordered list of nodes, edges and subgraphs (clusters), encoded by `DOTEncoder`.
// Simplifies: only what viewsim's diagrams draw (no ports, no strict graphs).
// Lesson: every diagram (`viewsim graph`, `viewsim causes`).

/// A DOT graph or subgraph, with its statements in order.
///
/// ```swift
/// var graph = DOTGraph(name: "G")
/// graph.nodeAttributes["shape"] = "box"
/// graph.append(DOTNode("a", ["label": "ContentView #1"]))
/// graph.append(DOTNode("b"))
/// graph.append(DOTEdge("a", "b"))
/// print(DOTEncoder.encode(graph))
/// ```
package struct DOTGraph: Equatable, Sendable {
    /// The graph's ID; a subgraph named `cluster…` is drawn as a box.
    package var name: String
    /// `digraph` (edges `->`) or `graph` (edges `--`). Subgraphs follow their root.
    package var directed: Bool
    /// `graph [...]`: attributes of the graph itself (label, rankdir…).
    package var graphAttributes: DOTAttributes
    /// `node [...]`: defaults for the nodes that follow.
    package var nodeAttributes: DOTAttributes
    /// `edge [...]`: defaults for the edges that follow.
    package var edgeAttributes: DOTAttributes
    package var statements: [DOTStatement]

    package init(
        name: String, directed: Bool = true, graphAttributes: DOTAttributes = [:],
        nodeAttributes: DOTAttributes = [:], edgeAttributes: DOTAttributes = [:], statements: [DOTStatement] = []
    ) {
        self.name = name
        self.directed = directed
        self.graphAttributes = graphAttributes
        self.nodeAttributes = nodeAttributes
        self.edgeAttributes = edgeAttributes
        self.statements = statements
    }

    package mutating func append(_ node: DOTNode) { statements.append(.node(node)) }
    package mutating func append(_ edge: DOTEdge) { statements.append(.edge(edge)) }
    package mutating func append(_ subgraph: DOTGraph) { statements.append(.subgraph(subgraph)) }

    /// The nodes of this graph and of its subgraphs, in order.
    package var allNodes: [DOTNode] {
        statements.flatMap { statement -> [DOTNode] in
            switch statement {
            case .node(let node): return [node]
            case .edge: return []
            case .subgraph(let graph): return graph.allNodes
            }
        }
    }

    /// The edges of this graph and of its subgraphs, in order.
    package var allEdges: [DOTEdge] {
        statements.flatMap { statement -> [DOTEdge] in
            switch statement {
            case .node: return []
            case .edge(let edge): return [edge]
            case .subgraph(let graph): return graph.allEdges
            }
        }
    }
}
