// Models SwiftUI's `Grid`: rows (`GridRow`) of cells in shared columns; each
// column as wide as its widest cell, each row as tall as its tallest, a view
// outside a `GridRow` a row of its own across every column (Apple's "Grid").
// Simplifies: viewsim's model: the columns share a width proposal as a stack's
// children do (least flexible first); a cell spanning several columns, or a row
// outside a `GridRow`, takes the width of its columns without widening them; the
// default spacing is 8. Lesson: layout tests.
import Foundation

/// A container view that arranges other views in a two dimensional layout.
///
/// ```swift
/// Grid(alignment: .leading) {
///     GridRow { Text("Name"); Text("Ada") }
///     Divider()                                  // a row of its own, across both columns
///     GridRow { Text("Born"); Text("1815") }
/// }
/// ```
nonisolated public struct Grid<Content: View>: PrimitiveView {
    public let alignment: Alignment
    public let horizontalSpacing: CGFloat?
    public let verticalSpacing: CGFloat?
    public let content: Content

    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    package func _children() -> [(ChildKey, any View)] { [(.single, content)] }
    package var _label: String { "Grid" }
}

nonisolated extension Grid: LayoutBehaving {
    package var _layoutBehavior: LayoutBehavior {
        .grid(
            GridParameters(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        )
    }
}

/// A grid's parameters, as `LayoutBehavior.grid` carries them.
package struct GridParameters: Equatable {
    var alignment: Alignment
    var horizontalSpacing: CGFloat?
    var verticalSpacing: CGFloat?
}
