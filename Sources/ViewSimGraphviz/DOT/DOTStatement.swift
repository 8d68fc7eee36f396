// Models the statements of a DOT graph body in the order they are written,
// which Graphviz's `dot` layout uses to order nodes within a rank.
// Simplifies: attribute statements live on `DOTGraph` itself. Lesson: every diagram.

/// One statement in the body of a `DOTGraph`.
package indirect enum DOTStatement: Equatable, Sendable {
    case node(DOTNode)
    case edge(DOTEdge)
    /// A nested graph; name it `cluster…` to have Graphviz draw a box around it.
    case subgraph(DOTGraph)
}
