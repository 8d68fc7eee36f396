// Models one node statement of a DOT graph: an ID and its attributes.
// Simplifies: ports and compass points are not modelled. Lesson: every diagram.

/// A node of a `DOTGraph`.
///
/// ```swift
/// DOTNode("n1", ["label": "ContentView #1", "shape": "box"])
/// ```
package struct DOTNode: Equatable, Sendable {
    /// The node's ID: any text; the encoder quotes it when needed.
    package var id: String
    package var attributes: DOTAttributes

    package init(_ id: String, _ attributes: DOTAttributes = [:]) {
        self.id = id
        self.attributes = attributes
    }
}
