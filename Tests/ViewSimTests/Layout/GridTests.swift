// Tests `Grid`, `GridRow`, `GridLayout` and the grid cell modifiers against Apple's "Grid"
// article: "the grid sizes each column to fit the widest cell in the column, and each row to
// fit the tallest cell in the row"; a view outside a `GridRow` spans every column
// ("a view that isn't in a grid row … expands to occupy the full width of the grid");
// `.gridCellColumns(_:)`, `.gridColumnAlignment(_:)` (for every cell of the column),
// `.gridCellAnchor(_:)` and `.gridCellUnsizedAxes(_:)` as documented on each modifier.
// Numbers: the screen is 393 × 852 and the grid is centred in it.
import ViewSim
import XCTest

@MainActor
final class GridTests: XCTestCase {
    private func box(_ width: CGFloat, _ height: CGFloat, _ name: String) -> some View {
        Color.red.frame(width: width, height: height).accessibilityIdentifier(name)
    }

    /// Columns 40 (max 30, 40) and 50 (max 50, 10) with 4 between: 94 wide; rows 20, 30 and the
    /// full-width row 5, 2 between: 59 high; at (149.5, 396.5). Cells centred in their areas.
    func testColumnsFitTheirWidestCellAndRowsTheirTallest() async throws {
        let grid = Grid(horizontalSpacing: 4, verticalSpacing: 2) {
            GridRow {
                box(30, 10, "a")
                box(50, 20, "b")
            }
            GridRow {
                box(40, 30, "c")
                box(10, 10, "d")
            }
            box(20, 5, "e")
        }
        let sim = Simulation(grid.accessibilityIdentifier("grid"))
        XCTAssertEqual(sim.frame(of: "grid"), CGRect(x: 149.5, y: 396.5, width: 94, height: 59))
        XCTAssertEqual(sim.frame(of: "a"), CGRect(x: 154.5, y: 401.5, width: 30, height: 10))
        XCTAssertEqual(sim.frame(of: "b"), CGRect(x: 193.5, y: 396.5, width: 50, height: 20))
        XCTAssertEqual(sim.frame(of: "c"), CGRect(x: 149.5, y: 418.5, width: 40, height: 30))
        XCTAssertEqual(sim.frame(of: "d"), CGRect(x: 213.5, y: 428.5, width: 10, height: 10))
        XCTAssertEqual(sim.frame(of: "e"), CGRect(x: 186.5, y: 450.5, width: 20, height: 5), "across both columns")
        // Drawn where laid out: five rectangles, the first at the grid's origin plus 5.
        let list = sim.displayList()
        XCTAssertEqual(list.items.count, 5)
        XCTAssertEqual(list.items.first?.transform.tx, 154.5)
        // GridLayout lays out as Grid.
        let layout = Simulation(
            GridLayout(horizontalSpacing: 4, verticalSpacing: 2) {
                GridRow {
                    box(30, 10, "a")
                    box(50, 20, "b")
                }
                box(20, 5, "e")
            })
        let plain = Simulation(
            Grid(horizontalSpacing: 4, verticalSpacing: 2) {
                GridRow {
                    box(30, 10, "a")
                    box(50, 20, "b")
                }
                box(20, 5, "e")
            })
        XCTAssertEqual(["a", "b", "e"].map { layout.frame(of: $0) }, ["a", "b", "e"].map { plain.frame(of: $0) })
    }

    /// Top-leading grid, no spacing, columns 20 and 30: a cell over both columns; column 0
    /// trailing-aligned; a cell anchored at its area's bottom trailing corner; a flexible cell
    /// unsized horizontally takes its column's 20 instead of widening it; a rule outside a row.
    func testCellModifiers() async throws {
        let grid = Grid(alignment: .topLeading, horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                box(20, 10, "a")
                box(30, 10, "b")
            }
            GridRow { box(10, 10, "wide").gridCellColumns(2) }
            GridRow {
                box(10, 10, "t").gridColumnAlignment(.trailing)
                box(10, 6, "anchored").gridCellAnchor(.bottomTrailing)
            }
            GridRow {
                Color.yellow.frame(height: 4).gridCellUnsizedAxes(.horizontal).accessibilityIdentifier("u")
                box(5, 4, "v")
            }
            Color.gray.frame(height: 2).accessibilityIdentifier("rule")
        }
        let sim = Simulation(grid.accessibilityIdentifier("grid"))
        XCTAssertEqual(sim.frame(of: "grid"), CGRect(x: 171.5, y: 408, width: 50, height: 36))
        XCTAssertEqual(sim.frame(of: "a"), CGRect(x: 171.5, y: 408, width: 20, height: 10))
        XCTAssertEqual(sim.frame(of: "b"), CGRect(x: 191.5, y: 408, width: 30, height: 10))
        XCTAssertEqual(sim.frame(of: "wide"), CGRect(x: 171.5, y: 418, width: 10, height: 10))
        XCTAssertEqual(sim.frame(of: "t"), CGRect(x: 181.5, y: 428, width: 10, height: 10))
        XCTAssertEqual(sim.frame(of: "anchored"), CGRect(x: 211.5, y: 432, width: 10, height: 6))
        XCTAssertEqual(sim.frame(of: "u"), CGRect(x: 171.5, y: 438, width: 20, height: 4))
        XCTAssertEqual(sim.frame(of: "v"), CGRect(x: 191.5, y: 438, width: 5, height: 4))
        XCTAssertEqual(sim.frame(of: "rule"), CGRect(x: 171.5, y: 442, width: 50, height: 2))
    }

    /// Ragged rows, a span beyond the column count (more, empty columns), a span of 0 and an
    /// enormous one: diagnostics and a finite layout; an empty grid is empty.
    func testBadSpansAndRaggedRowsGiveAFiniteLayout() async throws {
        let sim = Simulation(
            Grid(horizontalSpacing: 0) {
                GridRow { box(10, 10, "x").gridCellColumns(5) }
                GridRow {
                    box(10, 10, "y")
                    box(10, 10, "zero").gridCellColumns(0)
                }
                GridRow { box(10, 10, "huge").gridCellColumns(Int.max) }
            }
            .accessibilityIdentifier("grid"))
        let grid = try XCTUnwrap(sim.frame(of: "grid"))
        XCTAssertTrue(grid.width.isFinite && grid.height.isFinite)
        XCTAssertEqual(grid.width, 20, "columns 0 and 1 are 10 wide, the other 998 empty, no spacing")
        let messages = sim.trace.diagnostics().filter { $0.kind == .invalidLayout }.map(\.message)
        XCTAssertEqual(messages.count, 2, messages.joined(separator: "\n"))
        XCTAssertTrue(messages.contains { $0.contains("gridCellColumns 0") }, messages.joined(separator: "\n"))
        let empty = Simulation(Grid {}.accessibilityIdentifier("grid"))
        XCTAssertEqual(empty.frame(of: "grid")?.size, .zero)
    }
}
