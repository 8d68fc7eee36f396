// Tests @EnvironmentObject with .environmentObject(_:): a publish re-runs every reader
// (ObservableObject's rule), $store.name makes a binding, another object re-subscribes, and a
// missing object stops the simulation with SwiftUI's message.
import ViewSim
import ViewSimTesting
import XCTest

private final class Store: ObservableObject {
    @Published var name = "Ada"
}

private struct Root: View {
    @StateObject private var store = Store()
    @StateObject private var other = Store()
    @State private var useOther = false
    var body: some View {
        VStack {
            Text("rename").onTapGesture { store.name = "Grace" }.accessibilityIdentifier("rename")
            Text("swap").onTapGesture { useOther = true }.accessibilityIdentifier("swap")
            Text("renameOther").onTapGesture { other.name = "Lin" }.accessibilityIdentifier("renameOther")
            Reader()
        }
        .environmentObject(useOther ? other : store)
    }
}

private struct Reader: View {
    @EnvironmentObject var store: Store
    var body: some View {
        VStack {
            Text(store.name).accessibilityIdentifier("name")
            Editor(name: $store.name)
        }
    }
}

private struct Editor: View {
    @Binding var name: String
    var body: some View { Text("edit").onTapGesture { name = "Edited" }.accessibilityIdentifier("edit") }
}

@MainActor
final class EnvironmentObjectTests: XCTestCase {
    func testAPublishReRunsTheReader() async throws {
        let sim = makeSimulation(Root())
        XCTAssertEqual(sim.text(of: "name"), "Ada")
        try sim.step("rename") { try sim.tap("rename") }
        assertStep(sim, evaluated: ["Root": "_store", "Reader": "_store", "Editor": "_name"])
        XCTAssertEqual(sim.text(of: "name"), "Grace")
    }

    func testABindingFromTheWrapperWritesTheObject() async throws {
        let sim = makeSimulation(Root())
        try sim.step("edit") { try sim.tap("edit") }
        XCTAssertEqual(sim.text(of: "name"), "Edited")
        XCTAssertTrue(sim.trace.text().contains("\"Edited\""), sim.trace.text())
    }

    func testAnotherObjectIsAnEnvironmentChangeAndIsObservedFromThen() async throws {
        let sim = makeSimulation(Root())
        try sim.step("swap") { try sim.tap("swap") }
        let changes = sim.trace.events(inStep: sim.currentStep).filter { $0.kind.name == .environmentChange }
        XCTAssertEqual(changes.count, 1)
        try sim.step("rename other") { try sim.tap("renameOther") }
        XCTAssertEqual(sim.text(of: "name"), "Lin")
        try sim.step("rename the first") { try sim.tap("rename") }
        assertStep(sim, evaluated: ["Root": "_store"], exhaustive: true)
    }

    func testAMissingObjectStopsTheSimulationWithSwiftUIsMessage() async throws {
        let sim = makeSimulation(Reader())
        let diagnostic = try XCTUnwrap(sim.trace.diagnostics().first { $0.kind == .environment })
        XCTAssertEqual(
            diagnostic.message,
            "No ObservableObject of type Store found. A View.environmentObject(_:) for Store may be missing as an ancestor of this view."
        )
        XCTAssertEqual(
            sim.stopError, .missingEnvironmentObject(type: "Store", view: "Reader #1", observableObject: true))
        XCTAssertThrowsError(try sim.advance(by: 0.1))
    }
}
