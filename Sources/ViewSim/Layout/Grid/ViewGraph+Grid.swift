// Models how a `Grid` sizes and places its cells, per Apple's "Grid" article:
// columns as wide as their widest cell, rows as tall as their tallest, a view
// outside a `GridRow` a row across every column, the cell modifiers.
// Simplifies: viewsim's model: the columns divide a width proposal as a stack's
// children do (least flexible first), then the rows a height proposal; a cell that
// spans columns (or a row outside a `GridRow`) does not widen them; a span is
// clamped to 1…1,000 with a diagnostic. Lesson: layout tests.
import Foundation

/// Where a grid puts one cell.
struct GridCellPlacement {
    var origin: CGPoint
    var proposal: ProposedViewSize
}

extension ViewGraph {
    /// viewsim's model: the most columns one cell spans.
    static let gridSpanLimit = 1_000

    /// The grid's size for `p` and each item's origin (in the grid) and proposal.
    func arrangeGrid(_ items: [ViewNode], _ parameters: GridParameters, container: ViewNode?, _ p: ProposedViewSize)
        -> (size: CGSize, cells: [GridCellPlacement])
    {
        guard !items.isEmpty else { return (.zero, []) }
        struct Cell {
            var row = 0
            var column = 0
            var span = 1
            var spansAll = false
            var unsized: Axis.Set = []
            var anchor: UnitPoint?
            var columnAlignment: HorizontalAlignment?
        }
        var cells: [Cell] = []
        var rows: [(first: Int, count: Int, alignment: VerticalAlignment?, spansAll: Bool)] = []
        var lastRowNode: ViewNode?
        var columnCount = 0
        var nextColumn = 0
        for item in items {
            var cell = Cell()
            for node in itemChain(item) {
                let modifier = node.traits.primitiveModifier(node.view)
                if let columns = modifier as? _GridCellColumnsModifier {
                    cell.span = columns.count
                    if columns.count < 1 || columns.count > Self.gridSpanLimit {
                        cell.span = min(max(1, columns.count), Self.gridSpanLimit)
                        reportBadLayoutNumber(
                            node, what: "gridCellColumns", value: CGFloat(columns.count), using: "\(cell.span)")
                    }
                } else if let axes = modifier as? _GridCellUnsizedAxesModifier {
                    cell.unsized = axes.axes
                } else if let anchor = modifier as? _GridCellAnchorModifier {
                    cell.anchor = anchor.anchor
                } else if let alignment = modifier as? _GridColumnAlignmentModifier {
                    cell.columnAlignment = alignment.guide
                }
            }
            let rowNode = gridRow(of: item, in: container)
            if rowNode == nil || rowNode !== lastRowNode {
                nextColumn = 0
                let alignment = rowNode.flatMap {
                    ($0.traits.primitive($0.view) as? any GridRowProviding)?._rowAlignment
                }
                rows.append((cells.count, 0, alignment, rowNode == nil))
            }
            lastRowNode = rowNode
            rows[rows.count - 1].count += 1
            cell.row = rows.count - 1
            cell.spansAll = rowNode == nil
            cell.column = nextColumn
            if !cell.spansAll {
                nextColumn += cell.span
                columnCount = max(columnCount, nextColumn)
            }
            cells.append(cell)
        }
        columnCount = max(1, columnCount)
        for index in cells.indices where cells[index].spansAll { cells[index].span = columnCount }
        let hSpacing = gridSpacing(parameters.horizontalSpacing)
        let vSpacing = gridSpacing(parameters.verticalSpacing)

        // Columns: the cells of one column that ask for width.
        var members = [[Int]](repeating: [], count: columnCount)
        for (index, cell) in cells.enumerated()
        where cell.span == 1 && !cell.spansAll && !cell.unsized.contains(.horizontal) {
            members[cell.column].append(index)
        }
        let widths = distribute(
            count: columnCount, total: p.width, spacing: hSpacing,
            length: { column, proposed in
                members[column].reduce(0) {
                    max($0, self.measure(items[$1], proposal: ProposedViewSize(width: proposed, height: nil)).width)
                }
            })
        var columnStarts: [CGFloat] = []
        var x: CGFloat = 0
        for width in widths {
            columnStarts.append(x)
            x = usableLength(x + width + hSpacing)
        }
        func areaWidth(_ cell: Cell) -> CGFloat {
            let end = min(cell.column + cell.span, columnCount)
            guard cell.column < end else { return 0 }
            return usableLength(widths[cell.column..<end].reduce(0, +) + hSpacing * CGFloat(end - cell.column - 1))
        }

        // Rows: the cells of one row that ask for height, each proposed its area's width.
        let heights = distribute(
            count: rows.count, total: p.height, spacing: vSpacing,
            length: { row, proposed in
                let range = rows[row].first..<(rows[row].first + rows[row].count)
                return range.filter { !cells[$0].unsized.contains(.vertical) }.reduce(0) {
                    max(
                        $0,
                        self.measure(
                            items[$1], proposal: ProposedViewSize(width: areaWidth(cells[$1]), height: proposed)
                        )
                        .height)
                }
            })
        var rowStarts: [CGFloat] = []
        var y: CGFloat = 0
        for height in heights {
            rowStarts.append(y)
            y = usableLength(y + height + vSpacing)
        }

        // The alignment of each column: the first `.gridColumnAlignment` in it.
        var columnAlignments = [HorizontalAlignment?](repeating: nil, count: columnCount)
        for cell in cells where !cell.spansAll && cell.span == 1 && columnAlignments[cell.column] == nil {
            columnAlignments[cell.column] = cell.columnAlignment
        }
        var placements: [GridCellPlacement] = []
        for (index, cell) in cells.enumerated() {
            let area = CGSize(width: areaWidth(cell), height: heights[cell.row])
            let proposal = ProposedViewSize(area)
            let size = measure(items[index], proposal: proposal)
            // A column's alignment is for its own cells, not for one spanning several columns.
            let columnGuide = cell.spansAll || cell.span != 1 ? nil : columnAlignments[cell.column]
            let unitX = cell.anchor?.x ?? columnGuide?.key.unit ?? parameters.alignment.horizontal.key.unit ?? 0.5
            let unitY =
                cell.anchor?.y ?? rows[cell.row].alignment?.key.unit ?? parameters.alignment.vertical.key.unit ?? 0.5
            let start = cell.column < columnStarts.count ? columnStarts[cell.column] : 0
            let origin = CGPoint(
                x: start + finite((area.width - size.width) * unitX),
                y: rowStarts[cell.row] + finite((area.height - size.height) * unitY))
            placements.append(GridCellPlacement(origin: origin, proposal: proposal))
        }
        let width = usableLength(widths.reduce(0, +) + hSpacing * CGFloat(columnCount - 1))
        let height = usableLength(heights.reduce(0, +) + vSpacing * CGFloat(rows.count - 1))
        return (CGSize(width: width, height: height), placements)
    }

    /// viewsim's model: a grid's default spacing is 8; an unusable one (NaN, ∞) is 8 too.
    private func gridSpacing(_ spacing: CGFloat?) -> CGFloat {
        guard let spacing, spacing.isFinite else { return 8 }
        return spacing
    }

    /// The `GridRow` an item of a grid belongs to: the nearest one above it, below the grid.
    private func gridRow(of item: ViewNode, in container: ViewNode?) -> ViewNode? {
        var current = item.parent
        // Bounded by the item's depth.
        for _ in 0...(item.depth + 1) {
            guard let node = current, node !== container else { return nil }
            if node.typeName == "GridRow" { return node }
            current = node.parent
        }
        return nil
    }

    /// Lengths for `count` tracks (columns or rows): for an unspecified `total`, each
    /// track's ideal; else the space left shared as a stack shares it, least flexible first.
    private func distribute(
        count: Int, total: CGFloat?, spacing: CGFloat, length: (Int, CGFloat?) -> CGFloat
    ) -> [CGFloat] {
        guard let total else { return (0..<count).map { length($0, nil) } }
        let flexibility = (0..<count).map { length($0, .infinity) - length($0, 0) }
        let order = (0..<count).sorted {
            (flexibility[$0].isNaN ? .infinity : flexibility[$0], $0)
                < (flexibility[$1].isNaN ? .infinity : flexibility[$1], $1)
        }
        var lengths = [CGFloat](repeating: 0, count: count)
        var remaining = max(0, total - spacing * CGFloat(count - 1))
        var left = CGFloat(count)
        for track in order {
            let share = max(0, remaining / left)
            lengths[track] = length(track, share.isFinite ? share : 0)
            remaining -= lengths[track]
            left -= 1
        }
        return lengths
    }
}
