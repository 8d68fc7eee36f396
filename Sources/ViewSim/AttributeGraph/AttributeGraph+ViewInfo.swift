// Models one view of the attribute graph: the cluster its attributes are drawn in.
// Simplifies: the view is named as the trace names it (`SubView #11`). Lesson: lesson 1.

extension AttributeGraph {
    /// One view of the graph and its attributes.
    ///
    /// ```swift
    /// graph.views.first?.title   // "ContentView #1"
    /// ```
    public struct ViewInfo: Sendable, Equatable {
        /// Its id (`GraphSnapshot.Node.id`).
        public let id: Int
        /// Its parent in the graph, nil for the graph's root.
        public let parentID: Int?
        /// The name the trace uses: `SubView`, `Text`, `.opacity`.
        public let label: String
        /// Its accessibility identifier, if it has one.
        public let name: String?
        /// Its depth below the graph's root (0 for the root).
        public let depth: Int
        /// Its attributes, in number order.
        public let attributeIDs: [AttributeID]
        /// Whether it has a body (a view, a custom modifier, a `TimelineView`'s content).
        public let hasBody: Bool

        /// `SubView #11`.
        public var title: String { "\(label) #\(id)" }
    }
}
