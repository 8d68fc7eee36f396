// Tests ForEach identity: elements are matched by id, so a reorder keeps each
// row's state, a removal drops the removed row's state, and duplicate ids are
// reported with SwiftUI's warning.
import ViewSim
import ViewSimTesting
import XCTest

private struct Item: Identifiable, Equatable {
    let id: String
}

private struct Row: View {
    let item: Item
    @State private var taps = 0
    var body: some View {
        Text("\(item.id) \(taps)").onTapGesture { taps += 1 }.accessibilityIdentifier(item.id)
    }
}

private struct List: View {
    @State private var items = [Item(id: "a"), Item(id: "b"), Item(id: "c")]
    var body: some View {
        VStack {
            Text("reverse").onTapGesture { items.reverse() }.accessibilityIdentifier("reverse")
            Text("drop b").onTapGesture { items.removeAll { $0.id == "b" } }.accessibilityIdentifier("drop")
            Text("add b").onTapGesture { items.append(Item(id: "b")) }.accessibilityIdentifier("add")
            ForEach(items) { item in Row(item: item) }
        }
    }
}

private struct Duplicates: View {
    var body: some View {
        VStack {
            ForEach(["x", "y", "x"], id: \.self) { name in Text(name) }
        }
    }
}

@MainActor
final class ForEachTests: XCTestCase {
    func testReorderKeepsEachRowsState() async throws {
        let sim = makeSimulation(List())
        try sim.step("tap b") { try sim.tap("b") }
        try sim.step("reverse") { try sim.tap("reverse") }

        XCTAssertEqual(sim.attribute("text", of: "b")?.description, "\"b 1\"")
        XCTAssertEqual(sim.viewNames, ["reverse", "drop", "add", "c", "b", "a"])
        // Rows moved but kept their identity: no row was inserted or re-evaluated.
        assertBodyCount(sim, of: "Row", equals: 0, in: .step(2))
        let insertions = sim.trace.events(inStep: 2).filter { $0.kind.name == .inserted }
        XCTAssertEqual(insertions.count, 0, sim.trace.text(step: 2))
    }

    func testRemovalDropsTheRowsState() async throws {
        let sim = makeSimulation(List())
        try sim.step("tap b") { try sim.tap("b") }
        try sim.step("drop b") { try sim.tap("drop") }
        XCTAssertFalse(sim.viewNames.contains("b"))
        try sim.step("add b") { try sim.tap("add") }
        XCTAssertEqual(sim.attribute("text", of: "b")?.description, "\"b 0\"")
        assertBodyReasons(sim, of: "Row", ["@self, @identity, _taps"], in: .step(3))
    }

    func testDuplicateIDsAreReported() async {
        let sim = makeSimulation(Duplicates())
        assertDiagnostic(
            sim, .duplicateID,
            containing: "the ID \"x\" occurs multiple times within the collection, this will give undefined results!")
        XCTAssertEqual(sim.trace.diagnostics().count, 1)
    }
}
