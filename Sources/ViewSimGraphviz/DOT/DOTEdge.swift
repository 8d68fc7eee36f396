// Models one edge statement of a DOT graph, `from -> to [attributes]`.
// Simplifies: one edge per statement (no `a -> b -> c` chains), no ports.
// Lesson: every diagram (tree edges, causes, loop edges).

/// An edge of a `DOTGraph` between two node IDs.
///
/// ```swift
/// DOTEdge("n1", "n2", ["label": "[0]"])
/// ```
package struct DOTEdge: Equatable, Sendable {
    package var from: String
    package var to: String
    package var attributes: DOTAttributes

    package init(_ from: String, _ to: String, _ attributes: DOTAttributes = [:]) {
        self.from = from
        self.to = to
        self.attributes = attributes
    }
}
