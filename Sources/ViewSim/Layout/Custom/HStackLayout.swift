// Models SwiftUI's `HStackLayout`: `HStack`'s layout as a `Layout` value, for
// `AnyLayout` and for custom layouts that delegate to it.
// Simplifies: nothing: as a container it lays out exactly as `HStack` (the same
// `LayoutBehavior.stack`); called directly, it runs the same stack rules. Lesson: layout tests.
import Foundation

/// A horizontal stack as a layout value.
///
/// ```swift
/// let layout = isWide ? AnyLayout(HStackLayout(spacing: 4)) : AnyLayout(VStackLayout())
/// ```
public struct HStackLayout: Layout {
    /// The vertical alignment of the subviews.
    public var alignment: VerticalAlignment
    /// The distance between subviews, nil for the default.
    public var spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.context.graph?.stackLayoutSize(subviews, .horizontal, alignment.key, spacing, proposal) ?? .zero
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.context.graph?.placeStackLayout(subviews, .horizontal, alignment.key, spacing, bounds, proposal)
    }
}
