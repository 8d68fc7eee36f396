// Models an attribute's number, the way AttributeGraph's own messages name attributes
// ("cycle detected through attribute 41"). Simplifies: viewsim's numbers are its own,
// deterministic (view id order, then kind order), unlike SwiftUI's. Lesson: lesson 1.

/// The number of an attribute: the same in every process and run for the same graph.
///
/// Attributes are numbered from ``AttributeGraph/firstID`` in view-id order, then in
/// ``AttributeKind`` order within a view, over the whole graph (so narrowing a diagram
/// to one view keeps the numbers).
///
/// ```swift
/// let graph = try sim.attributeGraph()
/// let id = graph.id(ofView: 3, kind: .body)   // AttributeID(7)
/// print(id.map(String.init(describing:)) ?? "none")  // "#7"
/// ```
public struct AttributeID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The number itself.
    public let rawValue: Int

    /// The attribute numbered `rawValue`.
    public init(_ rawValue: Int) { self.rawValue = rawValue }

    public static func < (lhs: AttributeID, rhs: AttributeID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `#41`.
    public var description: String { "#\(rawValue)" }
}
