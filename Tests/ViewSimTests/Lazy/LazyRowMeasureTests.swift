// Tests that measuring a lazy container for a new proposal leaves its rows' frames alone: a
// `ViewThatFits` whose axes change asks its lazy grid for a new ideal size without placing the
// grid again, and the custom views its rows are keep the frames a full layout gives them. Before,
// measuring a row flattened it as placing does, which clears the frames of the lists and custom
// views on the way, and nothing placed them again (fuzz seed 34, case 1769: 63 views at zero).
import Observation
import ViewSim
import XCTest

@Observable
private final class FitAxes {
    var vertical = false
}

/// A custom view: a list in layout, framed by the container its text is placed in.
private struct GridRowView: View {
    let value: Int
    var body: some View { Text("\(value)").accessibilityIdentifier("row \(value)") }
}

private struct FittingLazyGrid: View {
    let axes: FitAxes
    var body: some View {
        ViewThatFits(in: axes.vertical ? .vertical : .horizontal) {
            ScrollView {
                LazyVGrid(columns: [GridItem(.fixed(18))]) {
                    ForEach(0..<3, id: \.self) { GridRowView(value: $0) }
                }
            }
        }
    }
}

@MainActor
final class LazyRowMeasureTests: XCTestCase {
    func testMeasuringALazyGridForANewProposalKeepsItsRowsFrames() async throws {
        let axes = FitAxes()
        let sim = Simulation(FittingLazyGrid(axes: axes))
        axes.vertical = true
        try sim.advanceFrames(1)
        let rows = sim.graph.root?.subtree().filter { $0.typeName == "GridRowView" } ?? []
        XCTAssertEqual(rows.count, 3)
        let incremental = rows.map(\.layout.frame)
        let full = sim.graph.withFullLayout { rows.map(\.layout.frame) }
        XCTAssertEqual(incremental, full, "the incremental layout is the full one")
        XCTAssertFalse(incremental.contains { $0.size == .zero }, "each row view has its cell's frame: \(incremental)")
    }
}
