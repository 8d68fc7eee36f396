// Tests that layout runs only where something changed: a one-leaf change
// measures the views on its path up the tree (a handful per level), not the
// tree; a change of the same size stops at the leaf; draw-only changes
// (opacity) measure nothing; insertions and removals lay out their container;
// two leaves that change in one frame are both measured before their stack; a
// list emptied keeps no old frame.
import Observation
import ViewSim
import XCTest

@Observable
private final class Grid {
    var labels: [[String]]
    var dimmed = 1.0
    init(rows: Int, columns: Int) {
        labels = (0..<rows).map { _ in (0..<columns).map { _ in "0" } }
    }
}

private struct GridView: View {
    let grid: Grid
    var body: some View {
        VStack {
            ForEach(0..<grid.labels.count, id: \.self) { row in
                HStack {
                    ForEach(0..<grid.labels[row].count, id: \.self) { column in
                        Text(grid.labels[row][column]).accessibilityIdentifier("r\(row)c\(column)")
                    }
                }
            }
        }
        .opacity(grid.dimmed)
    }
}

@Observable
private final class TwoLabels {
    var first = "a"
    var second = "b"
}

private struct SecondLabel: View {
    let labels: TwoLabels
    var body: some View { Text(labels.second) }
}

private struct TwoLabelsView: View {
    let labels: TwoLabels
    var body: some View {
        VStack {
            Text(labels.first).accessibilityIdentifier("first")
            SecondLabel(labels: labels)
        }
        .accessibilityIdentifier("stack")
    }
}

@Observable
private final class Rows {
    var items = [1, 2, 3]
}

private struct RowList: View {
    let rows: Rows
    var body: some View { ForEach(rows.items, id: \.self) { Text("row \($0)") } }
}

private struct RowsScreen: View {
    let rows: Rows
    var body: some View {
        VStack {
            RowList(rows: rows)
            Text("footer")
        }
    }
}

@MainActor
final class IncrementalLayoutTests: XCTestCase {
    /// A text's layout behaviour is held inline, not in a box allocated at each change of its
    /// string: the enum is no larger for it (57 bytes: its largest other payload, 56, and a tag,
    /// as with the text out of line).
    func testTextLayoutBehaviorIsInlineWithoutGrowingTheEnum() async {
        XCTAssertLessThanOrEqual(MemoryLayout<Text>.size, 24, "a Text is three words")
        XCTAssertLessThanOrEqual(MemoryLayout<LayoutBehavior>.size, 57)
    }

    func testFirstLayoutMeasuresEveryView() async {
        let grid = Grid(rows: 20, columns: 20)
        let sim = Simulation(GridView(grid: grid))
        // 400 texts, each asked for its size at least once.
        XCTAssertGreaterThan(sim.layoutWork.measured, 400)
    }

    func testSameWidthLeafChangeMeasuresOnlyTheLeaf() async {
        let grid = Grid(rows: 20, columns: 20)
        let sim = Simulation(GridView(grid: grid))
        let before = sim.frame(of: "r5c5")
        sim.perform("same width") { grid.labels[5][5] = "7" }
        // Every digit of DejaVu Sans is 1303 units wide: the text is measured again under the proposals it
        // had (its stack's minimum, maximum and final ones, for each proposal its row had: at most 8), finds
        // the same sizes, and its stack is not measured again.
        XCTAssertLessThanOrEqual(sim.layoutWork.measured, 8)
        XCTAssertEqual(sim.frame(of: "r5c5"), before)
        XCTAssertEqual(
            sim.displayList().items.first { $0.viewID == nodeID(sim, "r5c5") }.map { item -> String in
                if case .text(let run) = item.content { return run.string } else { return "" }
            }, "7")
    }

    func testWidthChangingLeafChangeMeasuresItsPathNotTheTree() async {
        let grid = Grid(rows: 20, columns: 20)
        let sim = Simulation(GridView(grid: grid))
        let neighbour = sim.frame(of: "r5c6")
        let otherRow = sim.frame(of: "r9c6")
        sim.perform("wider") { grid.labels[5][5] = "000" }
        // The text, its row's HStack, the VStack and the views between them and the root, each under a few
        // proposals: far fewer than the 400 texts.
        let measured = sim.layoutWork.measured
        XCTAssertGreaterThan(measured, 4)
        XCTAssertLessThan(measured, 60)
        // Two digits wider: the row is 2 × 1303 / 2048 × 17 = 21.63 wider, so the row (centred) starts 10.8
        // further left and r5c6 is 21.63 − 10.8 = 10.8 further right; other rows do not move.
        let shift = 2 * 1303.0 / 2048 * 17
        XCTAssertEqual(Double((sim.frame(of: "r5c6")?.minX ?? 0) - (neighbour?.minX ?? 0)), shift / 2, accuracy: 1e-6)
        XCTAssertEqual(sim.frame(of: "r9c6"), otherRow)
    }

    func testDrawOnlyChangeMeasuresNothing() async {
        let grid = Grid(rows: 10, columns: 10)
        let sim = Simulation(GridView(grid: grid))
        sim.perform("dim") { grid.dimmed = 0.5 }
        XCTAssertEqual(sim.layoutWork.measured, 0)
        XCTAssertEqual(sim.layoutWork.placed, 0)
        XCTAssertEqual(sim.displayList().items.first?.opacity, 0.5)
    }

    func testInsertingARowLaysOutTheStack() async {
        let grid = Grid(rows: 2, columns: 2)
        let sim = Simulation(GridView(grid: grid))
        let first = sim.frame(of: "r0c0")
        sim.perform("add a row") { grid.labels.append(["1", "2"]) }
        XCTAssertNotNil(sim.frame(of: "r2c1"))
        // Three rows of one line, 8 apart: the first row moves up by half a row and a spacing.
        let lineHeight = 2384.0 / 2048 * 17
        XCTAssertEqual(
            Double((first?.minY ?? 0) - (sim.frame(of: "r0c0")?.minY ?? 0)), (lineHeight + 8) / 2, accuracy: 1e-6)
        sim.perform("remove it") { grid.labels.removeLast() }
        XCTAssertNil(sim.frame(of: "r2c1"))
        XCTAssertEqual(sim.frame(of: "r0c0"), first)
    }

    private func nodeID(_ sim: Simulation, _ name: String) -> Int? {
        // The Text is the child of the node the name is on.
        sim.snapshot().nodes.first { $0.name == name }.flatMap { named in
            sim.snapshot().nodes.first { $0.parentID == named.id }?.id
        }
    }

    /// Found by the fuzzer (viewsim-fuzz --seed 11, case 3: a geometry reader's content with two texts that
    /// change after layout): the stack was measured again on the way up from the first leaf, while the second
    /// still had its old size, and the second leaf's way up stopped at the stack, so it kept the old width.
    func testTwoLeavesThatChangeInOneFrameAreBothMeasuredBeforeTheirStack() async {
        let labels = TwoLabels()
        let sim = Simulation(TwoLabelsView(labels: labels))
        sim.perform("both labels") {
            labels.first = "a much longer first label"
            labels.second = "bb"
        }
        let first = try? XCTUnwrap(sim.frame(of: "first"))
        // The stack is as wide as its widest child, the first label, which starts at its leading edge.
        XCTAssertEqual(sim.frame(of: "stack")?.width, first?.width)
        XCTAssertEqual(sim.frame(of: "stack")?.minX, first?.minX)
        // The same as a first layout of the same labels.
        let fresh = Simulation(TwoLabelsView(labels: labels))
        XCTAssertEqual(sim.frame(of: "stack"), fresh.frame(of: "stack"))
        XCTAssertEqual(sim.frame(of: "first"), fresh.frame(of: "first"))
    }

    /// Found by the fuzzer (seed 12 case 24, shrunk to a `ForEach` whose list is cleared): the custom view and
    /// the `ForEach` that no longer hold any view kept the frame they had, where a first layout gives them none.
    func testAListThatIsEmptiedKeepsNoOldFrame() async throws {
        let rows = Rows()
        let sim = Simulation(RowsScreen(rows: rows))
        func frames(_ sim: Simulation) -> [String: CGRect] {
            var result: [String: CGRect] = [:]
            for node in sim.graph.root?.subtree() ?? [] {
                for name in ["RowList", "ForEach"] where node.typeName.hasPrefix(name) {
                    result[name] = node.layout.frame
                }
            }
            return result
        }
        XCTAssertNotEqual(frames(sim)["RowList"]?.size, .zero, "three rows: the list has the stack's bounds")
        sim.perform("clear") { rows.items = [] }
        XCTAssertEqual(frames(sim)["RowList"], .zero)
        XCTAssertEqual(frames(sim), frames(Simulation(RowsScreen(rows: rows))), "the same as a first layout")
    }

    /// Found by the fuzzer (viewsim-fuzz --seed 11, case 99, shrunk to a reversed `ForEach`): rows that only
    /// changed order kept their old positions, because nothing marked their container.
    func testReversedRowsArePlacedInTheirNewOrder() async throws {
        let rows = Rows()
        let sim = Simulation(RowsScreen(rows: rows))
        sim.perform("reverse") { rows.items.reverse() }
        let texts = (sim.graph.root?.subtree() ?? []).filter { $0.typeName == "Text" }
        let firstRow = try XCTUnwrap(texts.first { ($0.view as? Text)?.content == "row 3" })
        let lastRow = try XCTUnwrap(texts.first { ($0.view as? Text)?.content == "row 1" })
        XCTAssertLessThan(
            sim.graph.globalFrame(of: firstRow).minY, sim.graph.globalFrame(of: lastRow).minY,
            "row 3 is above row 1 now")
        let fresh = Simulation(RowsScreen(rows: rows))
        let freshFirst = try XCTUnwrap(fresh.graph.root?.subtree().first { ($0.view as? Text)?.content == "row 3" })
        XCTAssertEqual(
            sim.graph.globalFrame(of: firstRow), fresh.graph.globalFrame(of: freshFirst), "the same as a first layout")
    }
}
