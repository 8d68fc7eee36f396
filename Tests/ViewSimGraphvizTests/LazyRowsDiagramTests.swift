// Tests that the view-graph diagram folds a lazy stack's rows not created yet
// into one node per contiguous range ("rows 68–999 not created"), from the
// snapshot's `notCreated` ranges, and that the cause-and-effect picture of a
// scroll shows the `lazyRows` event that created the rows.
import ViewSim
import ViewSimGraphviz
import XCTest

private struct Row: View {
    let index: Int
    var body: some View { Text("Row \(index)").frame(height: 20) }
}

private struct Feed: View {
    var body: some View {
        ScrollView {
            LazyVStack { ForEach(0..<1_000, id: \.self) { Row(index: $0) } }
        }
        .accessibilityIdentifier("feed")
    }
}

@MainActor
final class LazyRowsDiagramTests: XCTestCase {
    func testRowsNotCreatedAreOneFoldedNodePerRange() async throws {
        // A screen without a safe area: the content starts at the top.
        var configuration = SimulationConfiguration()
        configuration.safeAreaInsets = EdgeInsets()
        let sim = Simulation(Feed(), configuration: configuration)
        XCTAssertEqual(sim.snapshot().notCreated.map(\.description), ["rows 46–999 not created"])
        try sim.scroll("feed", by: 600)
        XCTAssertEqual(sim.snapshot().notCreated.map(\.description), ["rows 68–999 not created"])
        try sim.scroll("feed", by: 100_000)
        let ranges = sim.snapshot().notCreated
        // The first rows and the last screen exist; the middle is one range.
        XCTAssertEqual(ranges.count, 1)
        XCTAssertEqual(ranges.first?.first, 68)
        let dot = ViewGraphDiagram.dot(snapshot: sim.snapshot(), frames: sim.trace.frames, title: "feed")
        XCTAssertTrue(dot.contains("rows 68–\(ranges.first?.last ?? 0) not created"))
        XCTAssertTrue(dot.contains("folder"), String(dot.suffix(1500)))
        // Only the created rows are nodes: far fewer than 1,000.
        XCTAssertLessThan(sim.snapshot().nodes.filter { $0.typeName == "Row" }.count, 200)
    }
}
