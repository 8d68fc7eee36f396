// Models an input edge of AttributeGraph: the attribute `to` reads `from`, so a change
// of `from` makes `to` dirty. Simplifies: the edges viewsim's model knows (value and
// properties into the body, the body's view list into each child's value, layout,
// drawing and preferences), not SwiftUI's private ones. Lesson: lesson 1.

/// An input of an attribute: `to` is computed from `from`.
///
/// ```swift
/// graph.edges.filter { $0.to == graph.id(ofView: 3, kind: .body) }   // value and properties → body
/// ```
public struct AttributeEdge: Hashable, Sendable {
    /// What the edge carries, which decides how a diagram draws it.
    public enum Role: String, Sendable, CaseIterable {
        /// A view's value or a dynamic property into its body.
        case input
        /// A body (or a built-in view's content) into its view list, and the list into a child's value.
        case child
        /// Sizes and positions: a child's size into its parent's, a parent's into a child's position.
        case layout
        /// Into what a view draws.
        case display
        /// A preference flowing up to its parent's, or to the view that reads it.
        case preference
    }

    /// The input.
    public let from: AttributeID
    /// The attribute that reads it.
    public let to: AttributeID
    public let role: Role

    /// An edge from `from` into `to`.
    public init(from: AttributeID, to: AttributeID, role: Role) {
        self.from = from
        self.to = to
        self.role = role
    }
}
