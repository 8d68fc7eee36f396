// Models SwiftUI's `.matchedGeometryEffect(id:in:properties:anchor:isSource:)`: views
// that share a namespace and an id form a group; a view that is not the group's source
// takes the source's frame, position or size, and a view inserted as another of its
// group is removed in an animated transaction moves from where that one was (the hero).
// Simplifies (viewsim's model, docs/ARCHITECTURE.md): see `ViewGraph+MatchedGeometry`.
import Foundation

/// The geometry a view takes from its matched geometry group's source.
///
/// ```swift
/// Circle().matchedGeometryEffect(id: "dot", in: ns, properties: .position, isSource: false)
/// ```
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The view's position, in window coordinates.
    public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
    /// The view's size, in local coordinates.
    public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
    /// Both the `position` and `size` properties.
    public static let frame: MatchedGeometryProperties = [.position, .size]

    /// `".frame"`, `".position"`, `".size"` or `"[]"`, for labels and the trace.
    var label: String {
        switch self {
        case .frame: return ".frame"
        case .position: return ".position"
        case .size: return ".size"
        default: return "[]"
        }
    }
}

/// The key of a matched geometry group: its namespace and id.
struct MatchedGeometryKey: Equatable {
    var namespace: Namespace.ID
    var id: AnyHashable

    /// `"hero" in Namespace.ID(id: 1)`, as the trace names the group.
    var description: String { "\(Self.describe(id)) in \(namespace)" }

    /// SwiftUI's name for the group in its warning:
    /// `Pair<String, ID>(first: "hero", second: SwiftUI.Namespace.ID(id: 1))`.
    var pairDescription: String {
        "Pair<\(type(of: id.base)), ID>(first: \(Self.describe(id)), second: SwiftUI.\(namespace))"
    }

    private static func describe(_ id: AnyHashable) -> String {
        String(reflecting: id.base)
    }
}

/// `.matchedGeometryEffect(id:in:properties:anchor:isSource:)`.
nonisolated public struct _MatchedGeometryEffect: PrimitiveModifier, Equatable {
    public var id: AnyHashable
    public var namespace: Namespace.ID
    public var properties: MatchedGeometryProperties
    public var anchor: UnitPoint
    public var isSource: Bool

    var key: MatchedGeometryKey { MatchedGeometryKey(namespace: namespace, id: id) }

    package var _label: String {
        ".matchedGeometryEffect(id: \(String(reflecting: id.base))\(isSource ? "" : ", isSource: false"))"
    }
    package var _traceName: String { ".matchedGeometryEffect" }
    package var _attributes: [NodeAttribute] {
        [
            NodeAttribute("id", .symbol(String(reflecting: id.base))),
            NodeAttribute("namespace", .symbol(namespace.description)),
            NodeAttribute("properties", .symbol(properties.label)),
            NodeAttribute("isSource", .bool(isSource)),
        ]
    }

    package func _didInsert(node: ViewNode) { node.graph.matchedGeometryInserted(node) }
    package func _didUpdate(node: ViewNode, from old: any PrimitiveModifier) {
        if (old as? _MatchedGeometryEffect) != self { node.graph.matchedGeometryChanged(node) }
    }
    package func _willRemove(node: ViewNode) { node.graph.matchedGeometryRemoved(node) }
}

nonisolated extension View {
    /// Defines a group of views with synchronized geometry using an identifier and
    /// namespace that you provide.
    ///
    /// Within one `(namespace, id)` the source is the view with `isSource: true`; the other
    /// views take its geometry: `properties` says which (`.frame`, `.position` or `.size`),
    /// `anchor` which point of the two frames is matched. When a view of the group is
    /// removed and another inserted in the same update of a transaction with an animation,
    /// the inserted view moves from the removed one's frame to its own, and the removed one
    /// towards it while it transitions out. Without an animation the new view is simply
    /// where it is laid out.
    ///
    /// ```swift
    /// @Namespace private var ns
    /// @State private var isExpanded = false
    ///
    /// var body: some View {
    ///     VStack {
    ///         if isExpanded {
    ///             Color.blue.frame(width: 300, height: 200).matchedGeometryEffect(id: "card", in: ns)
    ///         } else {
    ///             Color.blue.frame(width: 100, height: 60).matchedGeometryEffect(id: "card", in: ns)
    ///         }
    ///     }
    ///     .onTapGesture { withAnimation(.spring) { isExpanded.toggle() } }
    /// }
    /// ```
    ///
    /// Two sources in one group are an error SwiftUI logs ("Multiple inserted views in
    /// matched geometry group … have `isSource: true`, results are undefined."); viewsim
    /// records it as a diagnostic and uses the first.
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> ModifiedContent<Self, _MatchedGeometryEffect> {
        modifier(
            _MatchedGeometryEffect(
                id: AnyHashable(id), namespace: namespace, properties: properties, anchor: anchor, isSource: isSource))
    }
}
