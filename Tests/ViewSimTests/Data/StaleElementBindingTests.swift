// A row's binding from `ForEach($items)` that outlives its element: SwiftUI crashes
// ("Index out of range"); viewsim records a `binding` diagnostic once, reads the last value
// and drops writes. Reproduced with a detail page pushed from the row, which deletes it.
import ViewSim
import XCTest

private struct Item: Identifiable, Equatable {
    var id: Int
    var name: String
}

private struct Detail: View {
    @Binding var item: Item
    var delete: () -> Void
    var body: some View {
        VStack {
            Text(item.name).accessibilityIdentifier("name")
            Button("Delete") { delete() }.accessibilityIdentifier("delete")
            Button("Rename") { item.name += "!" }.accessibilityIdentifier("rename")
        }
    }
}

private struct Items: View {
    @State private var items = [Item(id: 1, name: "a"), Item(id: 2, name: "b")]
    var body: some View {
        NavigationStack {
            VStack {
                ForEach($items) { $item in
                    NavigationLink(item.name) {
                        Detail(item: $item) { items.removeAll { $0.id == 2 } }
                    }
                    .accessibilityIdentifier("row-\(item.id)")
                }
                Text("\(items.count) items").accessibilityIdentifier("count")
            }
        }
    }
}

@MainActor
final class StaleElementBindingTests: XCTestCase {
    func testAPageThatOutlivesItsRowReadsTheLastValueWithADiagnosticInsteadOfCrashing() async throws {
        let sim = Simulation(Items())
        try sim.tap("row-2")
        XCTAssertEqual(sim.text(of: "name"), "b")
        try sim.tap("rename")
        XCTAssertEqual(sim.text(of: "name"), "b!")
        try sim.tap("delete")
        // The page is still pushed (viewsim keeps a destination-form link's page) and read its
        // binding, whose element is gone.
        let stale = sim.trace.diagnostics().filter { $0.kind == .binding }
        XCTAssertEqual(stale.count, 1, sim.trace.text())
        XCTAssertTrue(stale.first?.message.contains("Index out of range") == true, "\(stale)")
        XCTAssertTrue(stale.first?.message.contains("element 1 of a collection that now has 1 element") == true)
        XCTAssertEqual(sim.text(of: "name"), "b!")
        // A write through it is dropped, not applied to another element.
        try sim.tap("rename")
        try sim.back()
        XCTAssertEqual(sim.text(of: "count"), "1 items")
        XCTAssertEqual(sim.text(of: "row-1"), "a")
        XCTAssertEqual(sim.trace.diagnostics().filter { $0.kind == .binding }.count, 1, "reported once per binding")
    }
}
