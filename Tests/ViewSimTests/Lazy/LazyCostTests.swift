// Tests that a lazy stack's cost follows what is visible, not its data (issue
// 27, item 5): the first appearance and each scroll step of a screen run the
// same bodies and measure the same views for 1,000 and for 100,000 rows, and a
// write to one row's `@Observable` model runs that row only. Counts, not time
// (`viewsim-bench --lazy-only` times it), like `IncrementalLayoutTests`.
import Observation
import ViewSim
import XCTest

@Observable
private final class Item: Identifiable {
    let id: Int
    var title: String
    init(id: Int) {
        self.id = id
        title = "Row \(id)"
    }
}

private struct CostRow: View {
    let item: Item
    var body: some View { Text(item.title).frame(height: 20) }
}

private struct CostFeed: View {
    let items: [Item]
    var body: some View {
        ScrollView {
            LazyVStack { ForEach(items) { CostRow(item: $0) } }
        }
        .accessibilityIdentifier("feed")
    }
}

@MainActor
final class LazyCostTests: XCTestCase {
    private struct Costs: Equatable {
        var appearBodies: Int
        var stepBodies: [Int]
        var stepMeasured: [Int]
        var writeBodies: Int
    }

    private func costs(rows: Int) throws -> Costs {
        let items = (0..<rows).map(Item.init)
        let sim = scrollSimulation(CostFeed(items: items))
        var costs = Costs(
            appearBodies: sim.evaluationCount(of: "CostRow"), stepBodies: [], stepMeasured: [], writeBodies: 0)
        for _ in 0..<5 {
            let before = sim.evaluationCount(of: "CostRow")
            try sim.scroll("feed", by: 852)
            costs.stepBodies.append(sim.evaluationCount(of: "CostRow") - before)
            costs.stepMeasured.append(sim.layoutWork.measured)
        }
        let before = sim.evaluationCount(of: "CostRow")
        sim.perform("edit a visible row") { items[160].title = "Edited" }
        costs.writeBodies = sim.evaluationCount(of: "CostRow") - before
        return costs
    }

    func testCostsDoNotGrowWithTheNumberOfRows() async throws {
        let small = try costs(rows: 1_000)
        let large = try costs(rows: 100_000)
        XCTAssertEqual(small, large)
        // One screen (852 / 28 ≈ 30 rows) comes into view per step; the first appearance creates a screen and a
        // half (the margin below): 46 rows.
        XCTAssertEqual(small.appearBodies, 46)
        for bodies in small.stepBodies { XCTAssertLessThanOrEqual(bodies, 32) }
        XCTAssertEqual(small.writeBodies, 1)
    }
}
