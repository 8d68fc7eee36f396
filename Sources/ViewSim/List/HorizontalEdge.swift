// Models SwiftUI's `HorizontalEdge` and the option sets `HorizontalEdge.Set` and
// `VerticalEdge.Set` (`VerticalEdge` itself is in SafeAreaInset.swift): the edges
// a swipe action or a row separator is on. Simplifies: nothing; plain values.

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

extension VerticalEdge {
    /// An efficient set of vertical edges.
    ///
    /// ```swift
    /// Text("Row").listRowSeparator(.hidden, edges: .bottom)
    /// ```
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: VerticalEdge) { self.init(rawValue: 1 << edge.rawValue) }
        public static let top = Set(.top)
        public static let bottom = Set(.bottom)
        public static let all: Set = [.top, .bottom]
    }
}
