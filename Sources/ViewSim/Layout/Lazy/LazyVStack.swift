// Models SwiftUI's `LazyVStack`: a vertical stack that creates a row's view only
// when the row comes near the visible part of the screen (or scroll view).
// Simplifies: the rows, their creation and their layout are the graph's
// (`ViewGraph+Lazy.swift`, `ViewGraph+LazyLayout.swift`); pinned views are not
// modelled. See docs/ARCHITECTURE.md, "Lazy stacks and grids".
import Foundation

/// A view that arranges its children in a line that grows vertically, creating items only as needed.
///
/// ```swift
/// ScrollView {
///     LazyVStack(alignment: .leading, spacing: 4) {
///         ForEach(0..<100_000) { Text("Row \($0)") }
///     }
/// }
/// ```
nonisolated public struct LazyVStack<Content: View>: PrimitiveView {
    public let alignment: HorizontalAlignment
    public let spacing: CGFloat?
    public let pinnedViews: PinnedScrollableViews
    public let content: Content

    /// Creates a lazy vertical stack with the given spacing, alignment, pinning behaviour and content.
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    package var _label: String { "LazyVStack" }
    package var _attributes: [NodeAttribute] { lazyAttributes(spacing: spacing) }
}

nonisolated extension LazyVStack: LazyContainerView, LayoutBehaving {
    package var _lazyContent: any View { content }
    package var _lazyLayout: LazyLayout {
        LazyLayout(
            axis: .vertical, alignment: alignment.unit, spacing: spacing, tracks: nil, pinsViews: !pinnedViews.isEmpty)
    }
    package var _layoutBehavior: LayoutBehavior { .lazy(_lazyLayout) }
}

extension HorizontalAlignment {
    /// The unit position across a vertical line (0 leading, 0.5 centre, 1 trailing).
    var unit: CGFloat { self == .leading ? 0 : self == .trailing ? 1 : 0.5 }
}

extension VerticalAlignment {
    /// The unit position across a horizontal line (0 top, 0.5 centre, 1 bottom; baselines as centre).
    var unit: CGFloat { self == .top ? 0 : self == .bottom ? 1 : 0.5 }
}

/// The attributes diagrams show on a lazy container.
func lazyAttributes(spacing: CGFloat?) -> [NodeAttribute] {
    guard let spacing else { return [] }
    return [NodeAttribute("spacing", .number(Double(spacing)))]
}
