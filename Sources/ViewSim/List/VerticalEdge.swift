// Models SwiftUI's `VerticalEdge` and `HorizontalEdge` (and their option sets):
// the edges a row separator, a swipe action or a safe-area inset is on.
// Simplifies: nothing; plain values.

/// An edge on the vertical axis.
///
/// ```swift
/// Text("Row").listRowSeparator(.hidden, edges: .bottom)
/// ```
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
    case top
    case bottom

    /// An efficient set of vertical edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: VerticalEdge) { self.init(rawValue: 1 << edge.rawValue) }
        public static let top = Set(.top)
        public static let bottom = Set(.bottom)
        public static let all: Set = [.top, .bottom]
    }
}

/// An edge on the horizontal axis.
///
/// ```swift
/// Text("Row").swipeActions(edge: .leading) { Button("Pin") { pin() } }
/// ```
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
    case leading
    case trailing

    /// An efficient set of horizontal edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: HorizontalEdge) { self.init(rawValue: 1 << edge.rawValue) }
        public static let leading = Set(.leading)
        public static let trailing = Set(.trailing)
        public static let all: Set = [.leading, .trailing]
    }
}
