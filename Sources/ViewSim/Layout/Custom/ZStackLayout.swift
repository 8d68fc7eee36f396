// Models SwiftUI's `ZStackLayout`: `ZStack`'s layout as a `Layout` value, for
// `AnyLayout` and for custom layouts that delegate to it.
// Simplifies: nothing: as a container it lays out exactly as `ZStack`. Lesson: layout tests.
import Foundation

/// An overlaying stack as a layout value.
///
/// ```swift
/// let layout = isStacked ? AnyLayout(ZStackLayout()) : AnyLayout(HStackLayout())
/// ```
public struct ZStackLayout: Layout {
    /// The alignment of the subviews in both axes.
    public var alignment: Alignment

    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.context.graph?.zStackSize(subviews.nodes, proposal: proposal) ?? .zero
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            let dimensions = subview.dimensions(in: proposal)
            let container = ViewDimensions(size: bounds.size)
            let x = container.value(of: alignment.horizontal.key) - dimensions.value(of: alignment.horizontal.key)
            let y = container.value(of: alignment.vertical.key) - dimensions.value(of: alignment.vertical.key)
            subview.place(at: CGPoint(x: bounds.minX + x, y: bounds.minY + y), proposal: proposal)
        }
    }
}
