// A List's rows are made as a lazy stack's are (LazyVStack "doesn't create items
// until it needs to render them onscreen", Apple's LazyVStack documentation):
// only the rows near the screen run their bodies, scrolling the list makes the
// next ones, and the edit verbs reach rows that were never made.
import Foundation
import ViewSim
import XCTest

private struct Item: Identifiable {
    let id: Int
}

private struct ItemRow: View {
    let item: Item
    var body: some View { Text("Item \(item.id)").accessibilityIdentifier("item\(item.id)") }
}

private struct Long: View {
    @State private var items = (0..<1_000).map(Item.init)
    var body: some View {
        List {
            ForEach(items) { ItemRow(item: $0) }
                .onDelete { items.remove(atOffsets: $0) }
        }
        .accessibilityIdentifier("long")
    }
}

@MainActor
final class ListLazyRowsTests: XCTestCase {
    func testOnlyTheRowsNearTheScreenAreMade() async throws {
        let sim = Simulation(Long())
        let made = sim.evaluationCount(of: "ItemRow")
        // 852 pt of screen at 44 pt a row is 20 rows; the prefetch margin adds some, not 1,000.
        XCTAssertGreaterThan(made, 19)
        XCTAssertLessThan(made, 60)
        XCTAssertNotNil(sim.frame(of: "item0"))
        XCTAssertNil(sim.frame(of: "item500"), "row 500 is not made")
        try sim.scroll("long", by: 44 * 100)
        XCTAssertNotNil(sim.frame(of: "item110"), "scrolling made the rows that came into view")
        XCTAssertLessThan(sim.evaluationCount(of: "ItemRow"), made * 3)
    }

    func testDeletingARowThatWasNeverMadeRunsTheAction() async throws {
        let sim = Simulation(Long())
        XCTAssertThrowsError(try sim.delete(row: 1_000, in: "long")) { error in
            XCTAssertEqual("\(error)", "delete(row: 1000, in: \"long\"): row 1000 is out of range: its rows are 0–999.")
        }
        try sim.delete(row: 999, in: "long")
        XCTAssertThrowsError(try sim.delete(row: 999, in: "long")) { error in
            XCTAssertTrue("\(error)".hasSuffix("its rows are 0–998."), "\(error)")
        }
    }
}
