// Models SwiftUI's grid cell modifiers: `.gridCellColumns(_:)` (a cell across
// several columns), `.gridColumnAlignment(_:)` (the alignment of a whole column),
// `.gridCellAnchor(_:)` (where a cell sits in its area) and
// `.gridCellUnsizedAxes(_:)` (a cell that takes the size the others give it).
// Simplifies: read from the cell and the draw-only modifiers on it; outside a
// grid they do nothing, as in SwiftUI. Lesson: layout tests.
import Foundation

/// `.gridCellColumns(_:)`.
nonisolated public struct _GridCellColumnsModifier: PrimitiveModifier, Equatable {
    let count: Int
    package var _label: String { ".gridCellColumns(\(count))" }
    package var _traceName: String { ".gridCellColumns" }
    package func _didUpdate(node: ViewNode, from old: any PrimitiveModifier) { node.graph.invalidateLayout(node) }
}

/// `.gridColumnAlignment(_:)`.
nonisolated public struct _GridColumnAlignmentModifier: PrimitiveModifier, Equatable {
    let guide: HorizontalAlignment
    package var _label: String { ".gridColumnAlignment(.\(guide))" }
    package var _traceName: String { ".gridColumnAlignment" }
    package func _didUpdate(node: ViewNode, from old: any PrimitiveModifier) { node.graph.invalidateLayout(node) }
}

/// `.gridCellAnchor(_:)`.
nonisolated public struct _GridCellAnchorModifier: PrimitiveModifier, Equatable {
    let anchor: UnitPoint
    package var _label: String { ".gridCellAnchor" }
    package var _traceName: String { ".gridCellAnchor" }
    package func _didUpdate(node: ViewNode, from old: any PrimitiveModifier) { node.graph.invalidateLayout(node) }
}

/// `.gridCellUnsizedAxes(_:)`.
nonisolated public struct _GridCellUnsizedAxesModifier: PrimitiveModifier, Equatable {
    let axes: Axis.Set
    package var _label: String { ".gridCellUnsizedAxes" }
    package var _traceName: String { ".gridCellUnsizedAxes" }
    package func _didUpdate(node: ViewNode, from old: any PrimitiveModifier) { node.graph.invalidateLayout(node) }
}

nonisolated extension View {
    /// Makes this cell span `count` columns of its grid row.
    ///
    /// ```swift
    /// GridRow { Text("Wide").gridCellColumns(2); Text("c") }
    /// ```
    public func gridCellColumns(_ count: Int) -> some View {
        modifier(_GridCellColumnsModifier(count: count))
    }

    /// Aligns every cell of this cell's column horizontally by `guide`.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        modifier(_GridColumnAlignmentModifier(guide: guide))
    }

    /// Places this cell at `anchor` of its area in the grid (overriding the row's and column's alignment).
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        modifier(_GridCellAnchorModifier(anchor: anchor))
    }

    /// Keeps this cell from asking for space along `axes`: it takes the size the other cells give.
    ///
    /// ```swift
    /// Color.gray.frame(height: 1).gridCellUnsizedAxes(.horizontal)   // a rule as wide as the grid
    /// ```
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        modifier(_GridCellUnsizedAxesModifier(axes: axes))
    }
}
