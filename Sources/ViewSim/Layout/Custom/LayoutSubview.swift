// Models SwiftUI's `LayoutSubview`: a proxy for one subview of a `Layout`, which
// the layout measures (`sizeThatFits`, `dimensions(in:)`), reads (`priority`,
// `spacing`, layout values) and places (`place(at:anchor:proposal:)`).
// Simplifies: the priority, guides and values are read from the subview and the
// chain of draw-only modifiers on it. Lesson: layout tests.
import Foundation

/// A proxy that represents one subview of a layout.
///
/// ```swift
/// let size = subview.sizeThatFits(.unspecified)
/// subview.place(at: CGPoint(x: bounds.midX, y: bounds.minY), anchor: .top, proposal: .unspecified)
/// ```
public struct LayoutSubview: Equatable {
    let context: LayoutContext
    let position: Int

    var node: ViewNode { context.items[position] }

    /// The subview's size for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        context.measure(position, proposal)
    }

    /// The subview's size and alignment guides for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = context.measure(position, proposal)
        return context.graph?.dimensions(of: node, size: size) ?? ViewDimensions(size: size)
    }

    /// Places the subview: its `anchor` at `position` in the container, sized for `proposal`.
    /// The last call wins; a subview never placed appears at the container's centre,
    /// with the container's proposal (SwiftUI's documented rule).
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        context.place(self.position, at: position, anchor: anchor, proposal: proposal)
    }

    /// The subview's layout priority (`.layoutPriority(_:)`; 0 by default).
    public var priority: Double { context.graph?.layoutPriority(of: node) ?? 0 }

    /// The subview's spacing preferences.
    public var spacing: ViewSpacing {
        (context.graph?.isSpacerItem(node) ?? false) ? .zero : ViewSpacing()
    }

    /// The value the subview sets for `key` with `.layoutValue(key:value:)`, else the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        context.graph?.layoutValue(of: node, key: key) ?? K.defaultValue
    }

    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool {
        a.context === b.context && a.position == b.position
    }
}

/// What the proxies of one container share: the graph, the items, and where
/// `placeSubviews` asked them to go.
package final class LayoutContext {
    weak var graph: ViewGraph?
    /// The container whose subviews these are.
    weak var container: ViewNode?
    let items: [ViewNode]
    let layoutName: String
    /// The placements asked for while `placeSubviews` runs (the last call per subview wins).
    var placements: [(position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize)?]
    var isPlacing = false
    /// How many times the layout measured its subviews in this call.
    private var measurements = 0

    /// viewsim's model: a layout may measure its subviews this many times per call of
    /// one of its methods (a loop that never ends gets zero sizes, with a diagnostic).
    static let measurementLimit = 10_000

    init(graph: ViewGraph, container: ViewNode, items: [ViewNode], layoutName: String) {
        self.graph = graph
        self.container = container
        self.items = items
        self.layoutName = layoutName
        placements = Array(repeating: nil, count: items.count)
    }

    var subviews: LayoutSubviews { LayoutSubviews(context: self, positions: Array(items.indices)) }

    func measure(_ position: Int, _ proposal: ProposedViewSize) -> CGSize {
        guard let graph else { return .zero }
        measurements += 1
        guard measurements <= Self.measurementLimit else {
            if measurements == Self.measurementLimit + 1 {
                graph.reportCustomLayout(
                    items[position].parent, layoutName,
                    "measured its subviews more than \(Self.measurementLimit) times in one call; viewsim's model: later measurements give a zero size"
                )
            }
            return .zero
        }
        return graph.measure(items[position], proposal: proposal)
    }

    func place(_ position: Int, at point: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        guard isPlacing else {
            graph?.reportCustomLayout(
                nil, layoutName,
                "placed a subview outside placeSubviews(in:proposal:subviews:cache:); viewsim ignores that placement")
            return
        }
        placements[position] = (point, anchor, proposal)
    }
}
