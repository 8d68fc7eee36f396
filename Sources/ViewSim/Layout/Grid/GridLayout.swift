// Models SwiftUI's `GridLayout`: `Grid`'s layout as a `Layout` value, for `AnyLayout`.
// Simplifies: nothing: as a container it lays out exactly as `Grid` (the same
// `LayoutBehavior.grid`); called directly, it runs the same grid rules. Lesson: layout tests.
import Foundation

/// A grid as a layout value.
///
/// ```swift
/// let layout = isGrid ? AnyLayout(GridLayout(horizontalSpacing: 4)) : AnyLayout(VStackLayout())
/// layout { GridRow { Text("a"); Text("b") } }
/// ```
public struct GridLayout: Layout {
    /// The alignment of the cells in their areas.
    public var alignment: Alignment
    /// The distance between columns, nil for the default.
    public var horizontalSpacing: CGFloat?
    /// The distance between rows, nil for the default.
    public var verticalSpacing: CGFloat?

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    var parameters: GridParameters {
        GridParameters(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let graph = subviews.context.graph else { return .zero }
        return graph.arrangeGrid(subviews.nodes, parameters, container: subviews.context.container, proposal.sanitized)
            .size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let graph = subviews.context.graph else { return }
        let arrangement = graph.arrangeGrid(
            subviews.nodes, parameters, container: subviews.context.container, proposal.sanitized)
        for (index, subview) in subviews.enumerated() {
            let cell = arrangement.cells[index]
            subview.place(
                at: CGPoint(x: bounds.minX + cell.origin.x, y: bounds.minY + cell.origin.y), proposal: cell.proposal)
        }
    }
}
