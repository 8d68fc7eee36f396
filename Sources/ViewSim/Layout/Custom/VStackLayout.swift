// Models SwiftUI's `VStackLayout`: `VStack`'s layout as a `Layout` value, for
// `AnyLayout` and for custom layouts that delegate to it.
// Simplifies: nothing: as a container it lays out exactly as `VStack` (the same
// `LayoutBehavior.stack`); called directly, it runs the same stack rules. Lesson: layout tests.
import Foundation

/// A vertical stack as a layout value.
///
/// ```swift
/// let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout(spacing: 4))
/// ```
public struct VStackLayout: Layout {
    /// The horizontal alignment of the subviews.
    public var alignment: HorizontalAlignment
    /// The distance between subviews, nil for the default.
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.context.graph?.stackLayoutSize(subviews, .vertical, alignment.key, spacing, proposal) ?? .zero
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.context.graph?.placeStackLayout(subviews, .vertical, alignment.key, spacing, bounds, proposal)
    }
}
