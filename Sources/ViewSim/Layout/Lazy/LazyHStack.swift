// Models SwiftUI's `LazyHStack`: a horizontal stack that creates a column's view
// only when it comes near the visible part of the screen (or scroll view).
// Simplifies: as `LazyVStack` (the same graph code, along the other axis).
import Foundation

/// A view that arranges its children in a line that grows horizontally, creating items only as needed.
///
/// ```swift
/// ScrollView(.horizontal) {
///     LazyHStack(spacing: 10) {
///         ForEach(0..<1_000) { Text("\($0)") }
///     }
/// }
/// ```
nonisolated public struct LazyHStack<Content: View>: PrimitiveView {
    public let alignment: VerticalAlignment
    public let spacing: CGFloat?
    public let pinnedViews: PinnedScrollableViews
    public let content: Content

    /// Creates a lazy horizontal stack with the given spacing, alignment, pinning behaviour and content.
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    package var _label: String { "LazyHStack" }
    package var _attributes: [NodeAttribute] { lazyAttributes(spacing: spacing) }
}

nonisolated extension LazyHStack: LazyContainerView, LayoutBehaving {
    package var _lazyContent: any View { content }
    package var _lazyLayout: LazyLayout {
        LazyLayout(
            axis: .horizontal, alignment: alignment.unit, spacing: spacing, tracks: nil,
            pinsViews: !pinnedViews.isEmpty)
    }
    package var _layoutBehavior: LayoutBehavior { .lazy(_lazyLayout) }
}
