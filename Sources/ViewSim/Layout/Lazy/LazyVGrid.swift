// Models SwiftUI's `LazyVGrid`: items fill the columns (`GridItem`s) of a row
// from leading to trailing, rows grow downwards, and a row's cells are created
// only when the row comes near the visible part of the screen (or scroll view).
// Simplifies: column widths follow Apple's documented `GridItem.Size` rules
// (`ViewGraph+LazyLayout.swift`); pinned views are not modelled.
import Foundation

/// A container view that arranges its child views in a grid that grows vertically, creating items only as needed.
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 12) {
///     ForEach(0..<1_000) { Text("\($0)") }
/// }
/// ```
nonisolated public struct LazyVGrid<Content: View>: PrimitiveView {
    public let columns: [GridItem]
    public let alignment: HorizontalAlignment
    public let spacing: CGFloat?
    public let pinnedViews: PinnedScrollableViews
    public let content: Content

    /// Creates a grid that grows vertically.
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    package var _label: String { "LazyVGrid" }
    package var _attributes: [NodeAttribute] {
        [NodeAttribute("columns", .integer(columns.count))] + lazyAttributes(spacing: spacing)
    }
}

nonisolated extension LazyVGrid: LazyContainerView, LayoutBehaving {
    package var _lazyContent: any View { content }
    package var _lazyLayout: LazyLayout {
        LazyLayout(
            axis: .vertical, alignment: alignment.unit, spacing: spacing, tracks: columns,
            pinsViews: !pinnedViews.isEmpty)
    }
    package var _layoutBehavior: LayoutBehavior { .lazy(_lazyLayout) }
}
