// Models SwiftUI's `LazyHGrid`: items fill the rows (`GridItem`s) of a column
// from top to bottom, columns grow to the trailing side, and a column's cells
// are created only when it comes near the visible part of the screen.
// Simplifies: as `LazyVGrid`, along the other axis.
import Foundation

/// A container view that arranges its child views in a grid that grows horizontally, creating items only as needed.
///
/// ```swift
/// ScrollView(.horizontal) {
///     LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(30))]) {
///         ForEach(0..<300) { _ in Color.red.frame(width: 30) }
///     }
/// }
/// ```
nonisolated public struct LazyHGrid<Content: View>: PrimitiveView {
    public let rows: [GridItem]
    public let alignment: VerticalAlignment
    public let spacing: CGFloat?
    public let pinnedViews: PinnedScrollableViews
    public let content: Content

    /// Creates a grid that grows horizontally.
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    package var _label: String { "LazyHGrid" }
    package var _attributes: [NodeAttribute] {
        [NodeAttribute("rows", .integer(rows.count))] + lazyAttributes(spacing: spacing)
    }
}

nonisolated extension LazyHGrid: LazyContainerView, LayoutBehaving {
    package var _lazyContent: any View { content }
    package var _lazyLayout: LazyLayout {
        LazyLayout(
            axis: .horizontal, alignment: alignment.unit, spacing: spacing, tracks: rows,
            pinsViews: !pinnedViews.isEmpty)
    }
    package var _layoutBehavior: LayoutBehavior { .lazy(_lazyLayout) }
}
