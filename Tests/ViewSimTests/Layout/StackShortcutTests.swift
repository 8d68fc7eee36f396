// Tests the stack's exact shortcut (`ViewGraph+StackShortcut`): a stack measured again because
// some items changed uses the arrangement it kept when their lengths along its axis are the
// ones it used, and places only the items whose placement would change something. For each
// case the shortcut must keep exact or turn off — spacers, flexible items, `.frame(maxWidth:)`,
// `.fixedSize`, `.layoutPriority`, alignment guides, `ForEach` inserting and removing,
// animated layout, `GeometryReader`, a changed spacing or alignment — the updates are driven
// and every node's frame after the incremental layout is compared with a full layout of the
// same tree (`ViewGraph.withFullLayout`, the fuzzer's layout check), frame by frame.
import Observation
import ViewSim
import XCTest

@Observable
private final class Row {
    let index: Int
    var value: Int
    var height: CGFloat = 10
    init(index: Int, value: Int) {
        self.index = index
        self.value = value
    }
}

@Observable
private final class Rows {
    var rows: [Row]
    var spacing: CGFloat? = nil
    var leading = false
    init(count: Int, value: Int = 9) {
        rows = (0..<count).map { Row(index: $0, value: value) }
        // The last row is the widest: a row that widens does not widen the stack.
        rows[count - 1].value = 100_000
    }
}

/// One row: a text that widens when its value goes from 9 to 10.
private struct RowText: View {
    let row: Row
    var body: some View { Text("row \(row.index): \(row.value)") }
}

/// The benchmark's case: a `VStack` of texts in a `ForEach`.
private struct RowStack: View {
    let rows: Rows
    var body: some View {
        VStack(alignment: rows.leading ? .leading : .center, spacing: rows.spacing) {
            ForEach(rows.rows, id: \.index) { RowText(row: $0) }
        }
    }
}

/// A row whose height is its value's (along a `VStack`'s axis).
private struct TallRow: View {
    let row: Row
    var body: some View { Color.red.frame(width: 20, height: row.height) }
}

@MainActor
final class StackShortcutTests: XCTestCase {
    // MARK: Helpers

    /// Every node's frame, in its parent's coordinates, the root first.
    private func frames(_ sim: Simulation) -> [CGRect] {
        sim.graph.root?.subtree().map(\.layout.frame) ?? []
    }

    /// The frames incremental layout left equal a full layout's, every node's.
    private func assertFullLayoutAgrees(
        _ sim: Simulation, _ message: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let incremental = frames(sim)
        let full = sim.graph.withFullLayout { frames(sim) }
        XCTAssertEqual(incremental.count, full.count, message, file: file, line: line)
        for (index, (a, b)) in zip(incremental, full).enumerated() where a != b {
            XCTFail("\(message): node \(index) at \(a), \(b) after a full layout", file: file, line: line)
        }
    }

    private var reused: (Simulation) -> Int { { $0.graph.layoutState.stackArrangementsReused } }
    private var leftInPlace: (Simulation) -> Int { { $0.graph.layoutState.stackItemsLeftInPlace } }

    /// Bumps `rows.rows[index]` once per frame, `times` times, checking the frames after each.
    private func bump(_ sim: Simulation, _ rows: Rows, _ index: Int, times: Int = 1, _ label: String) {
        for step in 0..<times {
            sim.perform("bump") { rows.rows[index].value += 1 }
            assertFullLayoutAgrees(sim, "\(label), bump \(step + 1)")
        }
    }

    // MARK: The benchmark's case

    /// viewsim-bench's narrow update at 100 leaves: a row that widens (9 → 10) is not the widest,
    /// so the stack's size stays; the stack uses its arrangement and places only that row.
    func testAWideningRowReusesTheArrangementAndPlacesOnlyItself() async {
        let rows = Rows(count: 100)
        let sim = Simulation(RowStack(rows: rows))
        let reusedBefore = reused(sim)
        let leftBefore = leftInPlace(sim)
        let measuredFrame = sim.textFrame(57)
        bump(sim, rows, 57, "row 57 widens")
        XCTAssertEqual(
            reused(sim) - reusedBefore, 1, "the stack used its kept arrangement once (measured, then placed)")
        XCTAssertEqual(leftInPlace(sim) - leftBefore, 99, "the 99 other rows were left where they were")
        XCTAssertGreaterThan(sim.textFrame(57)?.width ?? 0, measuredFrame?.width ?? 0)
        // A row that keeps its width (10 → 11) does not reach the stack at all.
        bump(sim, rows, 57, "row 57 keeps its width")
        XCTAssertEqual(reused(sim) - reusedBefore, 1)
        // Other rows widen in later frames: each check finds the rows changed since the last one.
        for index in [3, 12, 57, 98] { bump(sim, rows, index, times: 3, "row \(index)") }
        XCTAssertGreaterThanOrEqual(reused(sim) - reusedBefore, 3)
    }

    /// The widest row widening widens the stack: the arrangement is still used (the rows'
    /// heights are the same), every row moves across, and is placed where a full layout puts it.
    func testTheWidestRowWideningMovesEveryRowAcross() async {
        let rows = Rows(count: 20)
        let sim = Simulation(RowStack(rows: rows))
        let before = reused(sim)
        let first = sim.textFrame(0)
        bump(sim, rows, 19, times: 2, "the widest row")
        sim.perform("wider") { rows.rows[19].value = 1_000_000 }
        assertFullLayoutAgrees(sim, "the widest row, wider")
        XCTAssertGreaterThan(reused(sim), before)
        XCTAssertNotEqual(sim.textFrame(0)?.minX, first?.minX, "centred in a wider stack: further right in it")
    }

    // MARK: Changes along the axis: arranged afresh

    func testARowGrowingAlongTheAxisIsArrangedAfresh() async {
        let rows = Rows(count: 10)
        let sim = Simulation(
            VStack {
                ForEach(rows.rows, id: \.index) { TallRow(row: $0) }
            })
        let before = reused(sim)
        for height in [30.0, 5, 5, 900] {
            sim.perform("taller") { rows.rows[4].height = height }
            assertFullLayoutAgrees(sim, "height \(height)")
        }
        XCTAssertEqual(reused(sim), before, "a changed length along the axis turns the shortcut off")
        // An HStack's items changing height change it across its axis: the shortcut holds.
        let across = Rows(count: 10)
        let hstack = Simulation(HStack { ForEach(across.rows, id: \.index) { TallRow(row: $0) } })
        let start = reused(hstack)
        for height in [30.0, 5, 900] {
            hstack.perform("taller") { across.rows[4].height = height }
            assertFullLayoutAgrees(hstack, "HStack, height \(height)")
        }
        XCTAssertGreaterThan(reused(hstack), start)
    }

    // MARK: Spacers, flexible items, frames, fixedSize, GeometryReader: exact

    func testSpacersKeepTheShortcutExact() async {
        let rows = Rows(count: 3)
        let vertical = Simulation(
            VStack {
                RowText(row: rows.rows[0])
                Spacer()
                RowText(row: rows.rows[1])
                Spacer(minLength: 30)
                RowText(row: rows.rows[2])
            })
        let before = reused(vertical)
        bump(vertical, rows, 0, times: 3, "VStack with spacers")
        XCTAssertGreaterThan(reused(vertical), before, "widening across a VStack with spacers keeps the shortcut")
        // Along an HStack a wider text takes room from the spacers: arranged afresh, exactly.
        let other = Rows(count: 3)
        let horizontal = Simulation(
            HStack {
                RowText(row: other.rows[0])
                Spacer()
                RowText(row: other.rows[1])
            })
        bump(horizontal, other, 0, times: 3, "HStack with a spacer")
    }

    func testFlexibleItemsFramesAndFixedSizeKeepTheShortcutExact() async {
        let rows = Rows(count: 6)
        let sim = Simulation(
            VStack {
                RowText(row: rows.rows[0]).frame(maxWidth: .infinity)
                RowText(row: rows.rows[1]).frame(minWidth: 40, maxWidth: 200, alignment: .leading)
                RowText(row: rows.rows[2]).fixedSize()
                Color.blue
                Rectangle().frame(maxHeight: 30)
                RowText(row: rows.rows[3]).padding()
            }
            .frame(width: 300, height: 500))
        for index in 0..<4 { bump(sim, rows, index, times: 3, "item \(index)") }
        // In an HStack the flexible items share the width: a wider text changes the shares.
        let other = Rows(count: 4)
        let hstack = Simulation(
            HStack {
                RowText(row: other.rows[0])
                Color.green.frame(maxWidth: .infinity)
                RowText(row: other.rows[1]).fixedSize()
                RowText(row: other.rows[2]).frame(maxWidth: .infinity)
            }
            .frame(width: 300))
        for index in 0..<3 { bump(hstack, other, index, times: 2, "HStack item \(index)") }
    }

    func testAGeometryReaderItemKeepsTheShortcutExact() async {
        let rows = Rows(count: 3)
        let sim = Simulation(
            VStack {
                RowText(row: rows.rows[0])
                GeometryReader { proxy in Text("\(Int(proxy.size.width)) wide") }
                RowText(row: rows.rows[1])
            })
        bump(sim, rows, 0, times: 3, "beside a GeometryReader")
        bump(sim, rows, 1, times: 2, "beside a GeometryReader")
    }

    // MARK: Priorities and guides: off

    func testLayoutPriorityTurnsTheShortcutOff() async {
        let rows = Rows(count: 4)
        let sim = Simulation(
            VStack {
                RowText(row: rows.rows[0]).layoutPriority(1)
                RowText(row: rows.rows[1])
                RowText(row: rows.rows[2])
            })
        let before = reused(sim)
        bump(sim, rows, 1, times: 3, "with a layout priority")
        XCTAssertEqual(reused(sim), before)
    }

    func testAlignmentGuidesTurnTheShortcutOff() async {
        let rows = Rows(count: 4)
        let sim = Simulation(
            VStack(alignment: .leading) {
                RowText(row: rows.rows[0]).alignmentGuide(.leading) { $0.width / 2 }
                RowText(row: rows.rows[1])
                RowText(row: rows.rows[2])
            })
        let before = reused(sim)
        bump(sim, rows, 1, times: 3, "with an alignment guide")
        bump(sim, rows, 0, times: 2, "the guided row")
        XCTAssertEqual(reused(sim), before)
    }

    // MARK: Inserts, removals, the stack's own changes: arranged afresh

    func testForEachInsertsAndRemovalsArrangeAfresh() async {
        let rows = Rows(count: 5)
        let sim = Simulation(RowStack(rows: rows))
        bump(sim, rows, 2, "before")
        let before = reused(sim)
        sim.perform("insert") { rows.rows.insert(Row(index: 50, value: 9), at: 1) }
        assertFullLayoutAgrees(sim, "inserted")
        sim.perform("remove") { rows.rows.remove(at: 3) }
        assertFullLayoutAgrees(sim, "removed")
        sim.perform("move") { rows.rows.swapAt(0, 2) }
        assertFullLayoutAgrees(sim, "moved")
        XCTAssertEqual(reused(sim), before, "changed items: arranged afresh")
        // The new arrangement is kept: the next widening uses it.
        bump(sim, rows, 0, times: 2, "after the changes")
        bump(sim, rows, 1, times: 2, "the inserted row")
        XCTAssertGreaterThan(reused(sim), before)
    }

    func testAChangedSpacingOrAlignmentArrangesAfresh() async {
        let rows = Rows(count: 8)
        let sim = Simulation(RowStack(rows: rows))
        for spacing: CGFloat? in [20, 0, nil, 3] {
            sim.perform("spacing") { rows.spacing = spacing }
            assertFullLayoutAgrees(sim, "spacing \(String(describing: spacing))")
            bump(sim, rows, 2, "after spacing \(String(describing: spacing))")
        }
        sim.perform("leading") { rows.leading = true }
        assertFullLayoutAgrees(sim, "leading")
        bump(sim, rows, 3, times: 2, "leading")
        sim.perform("centre") { rows.leading = false }
        assertFullLayoutAgrees(sim, "centre")
        bump(sim, rows, 4, times: 2, "centre")
    }

    // MARK: Animated layout

    func testAnAnimatedWideningLandsWhereAFullLayoutDoes() async throws {
        let rows = Rows(count: 10)
        let sim = Simulation(RowStack(rows: rows))
        sim.perform("animated") { withAnimation(.linear(duration: 0.2)) { rows.rows[4].value = 10 } }
        assertFullLayoutAgrees(sim, "animated widening")
        for frame in 1...15 {
            try sim.advanceFrames(1)
            assertFullLayoutAgrees(sim, "frame \(frame) of the animation")
        }
        // A change without animation while another row's frame animates.
        sim.perform("animated") { withAnimation(.linear(duration: 0.5)) { rows.rows[5].value = 10 } }
        sim.perform("plain") { rows.rows[6].value = 10 }
        assertFullLayoutAgrees(sim, "a plain change beside an animation")
        try sim.advanceFrames(40)
        assertFullLayoutAgrees(sim, "after the animations")
    }
}

extension Simulation {
    /// The frame of the `index`th `Text` in tree order, in its stack's coordinates.
    fileprivate func textFrame(_ index: Int) -> CGRect? {
        let nodes = graph.root?.subtree().filter { $0.view is Text } ?? []
        guard index < nodes.count else { return nil }
        return nodes[index].layout.frame
    }
}
