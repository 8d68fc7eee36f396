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
        return context.withGraph { $0.dimensions(of: node, size: size) } ?? ViewDimensions(size: size)
    }

    /// Places the subview: its `anchor` at `position` in the container, sized for `proposal`.
    /// The last call wins; a subview never placed appears at the container's centre,
    /// with the container's proposal (SwiftUI's documented rule).
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        context.place(self.position, at: position, anchor: anchor, proposal: proposal)
    }

    /// The subview's layout priority (`.layoutPriority(_:)`; 0 by default).
    public var priority: Double { context.withGraph { $0.layoutPriority(of: node) } ?? 0 }

    /// The subview's spacing preferences.
    public var spacing: ViewSpacing {
        (context.withGraph { $0.isSpacerItem(node) } ?? false) ? .zero : ViewSpacing()
    }

    /// The value the subview sets for `key` with `.layoutValue(key:value:)`, else the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        (context.withGraph { $0.layoutValue(of: node, key: key) } ?? nil) ?? K.defaultValue
    }

    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool {
        a.context === b.context && a.position == b.position
    }
}

/// What the proxies of one container share: the graph, the items, and where
/// `placeSubviews` asked them to go.
///
/// viewsim's engine: a layout measures its subviews many times per call (a probe per
/// proposal, each subview again in `placeSubviews`), so `measure` holds nothing it must
/// count: while the graph's call into the layout runs (`isOpen`), the graph, the container
/// and the items are read unretained. The graph made the context for that call and outlives
/// it: it runs the call, and its tree owns the container and the items. A proxy the layout
/// kept past the call (in its cache) reaches the graph through a weak reference, as before,
/// and measures zero once the graph is gone. (A weak load per measurement, and releasing
/// what it returned through the graph's side table, were two thirds of the CPU time of a
/// layout measuring its subviews 10,000 times a call; seed 34's case 6574.)
package final class LayoutContext {
    /// The graph while the call runs; see `isOpen`.
    private let openGraph: Unmanaged<ViewGraph>
    /// The graph for a proxy kept past the call.
    private weak var keptGraph: ViewGraph?
    /// Whether the graph's call into the layout that made this context still runs.
    private(set) var isOpen = true
    /// The container whose subviews these are (owned by the graph's tree).
    private unowned(unsafe) let containerNode: ViewNode
    let items: [ViewNode]
    /// `items`, unretained, for `measure` (`items` owns them).
    private let unretainedItems: [Unmanaged<ViewNode>]
    let layoutName: String
    /// The placements asked for while `placeSubviews` runs (the last call per subview wins).
    var placements: [(position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize)?]
    var isPlacing = false
    /// How many times the layout measured its subviews in this call.
    @exclusivity(unchecked) private var measurements = 0

    /// viewsim's model: a layout may measure its subviews this many times per call of
    /// one of its methods (a loop that never ends gets zero sizes, with a diagnostic).
    static let measurementLimit = 10_000

    init(graph: ViewGraph, container: ViewNode, items: [ViewNode], layoutName: String) {
        openGraph = .passUnretained(graph)
        keptGraph = graph
        containerNode = container
        self.items = items
        unretainedItems = items.map { .passUnretained($0) }
        self.layoutName = layoutName
        placements = Array(repeating: nil, count: items.count)
    }

    /// The graph, if it still exists (while the call runs, it does).
    var graph: ViewGraph? { isOpen ? openGraph.takeUnretainedValue() : keptGraph }

    /// `body` on the graph, if it still exists: unretained while the call runs.
    func withGraph<T>(_ body: (ViewGraph) -> T) -> T? {
        guard isOpen else { return keptGraph.map(body) }
        return openGraph._withUnsafeGuaranteedRef(body)
    }

    /// The container, while the call runs.
    var container: ViewNode? { isOpen ? containerNode : nil }

    /// Ends the call that made the context: its proxies reach the graph weakly from now on.
    func close() { isOpen = false }

    var subviews: LayoutSubviews { LayoutSubviews(context: self, positions: Array(items.indices)) }

    func measure(_ position: Int, _ proposal: ProposedViewSize) -> CGSize {
        measurements += 1
        guard measurements <= Self.measurementLimit else {
            if measurements == Self.measurementLimit + 1 {
                graph?.reportCustomLayout(
                    items[position].parent, layoutName,
                    "measured its subviews more than \(Self.measurementLimit) times in one call; viewsim's model: later measurements give a zero size"
                )
            }
            return .zero
        }
        // A proxy kept past its call: the slow way, as long as the graph exists.
        guard isOpen else {
            guard let graph = keptGraph else { return .zero }
            graph.layoutState.subviewMeasurements &+= 1
            return graph.measure(items[position], proposal: proposal)
        }
        // No closure of its own in between: a capture would retain the graph and the node.
        let item = unretainedItems[position]
        return openGraph._withUnsafeGuaranteedRef { graph in
            graph.layoutState.subviewMeasurements &+= 1
            return item._withUnsafeGuaranteedRef { graph.measure($0, proposal: proposal) }
        }
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
