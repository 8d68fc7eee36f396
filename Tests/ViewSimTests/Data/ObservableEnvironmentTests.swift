// Tests @Environment(Model.self) with .environment(_:) for @Observable objects: reads are
// tracked per property, the optional form reads nil when no ancestor sets one, replacing the
// object re-runs the readers as an environment change, and a missing object stops the
// simulation with SwiftUI's message instead of crashing.
import Observation
import ViewSim
import ViewSimTesting
import XCTest

@Observable
private final class ModelData {
    var title = "Landmarks"
    var count = 0
}

private struct Root: View {
    @State private var model = ModelData()
    @State private var other = ModelData()
    @State private var useOther = false
    var body: some View {
        VStack {
            Text("rename").onTapGesture { model.title = "Parks" }.accessibilityIdentifier("rename")
            Text("count").onTapGesture { model.count += 1 }.accessibilityIdentifier("count")
            Text("swap").onTapGesture { useOther = true }.accessibilityIdentifier("swap")
            Middle()
        }
        .environment(useOther ? other : model)
    }
}

/// Reads nothing: never re-runs.
private struct Middle: View {
    var body: some View {
        VStack {
            TitleReader()
            CountReader()
            OptionalReader()
        }
    }
}

private struct TitleReader: View {
    @Environment(ModelData.self) private var model
    var body: some View { Text(model.title).accessibilityIdentifier("title") }
}

private struct CountReader: View {
    @Environment(ModelData.self) private var model
    var body: some View { Text("\(model.count)").accessibilityIdentifier("countText") }
}

private struct OptionalReader: View {
    @Environment(ModelData.self) private var model: ModelData?
    var body: some View { Text(model?.title ?? "none").accessibilityIdentifier("optional") }
}

private struct Missing: View {
    var body: some View {
        VStack {
            Text("sibling").accessibilityIdentifier("sibling")
            TitleReader()
        }
    }
}

private struct RemovesObject: View {
    @State private var model: ModelData? = ModelData()
    var body: some View {
        VStack {
            Text("clear").onTapGesture { model = nil }.accessibilityIdentifier("clear")
            TitleReader()
        }
        .environment(model)
    }
}

@MainActor
final class ObservableEnvironmentTests: XCTestCase {
    func testReadersSeeTheObjectAndOnlyTheReaderOfTheChangedPropertyRuns() async throws {
        let sim = makeSimulation(Root())
        XCTAssertEqual(sim.text(of: "title"), "Landmarks")
        XCTAssertEqual(sim.text(of: "optional"), "Landmarks")
        try sim.step("rename") { try sim.tap("rename") }
        assertStep(sim, evaluated: ["TitleReader": "@dependencies", "OptionalReader": "@dependencies"])
        XCTAssertEqual(sim.text(of: "title"), "Parks")
        try sim.step("count") { try sim.tap("count") }
        assertStep(sim, evaluated: ["CountReader": "@dependencies"])
        XCTAssertEqual(sim.text(of: "countText"), "1")
        XCTAssertTrue(sim.trace.text().contains("ModelData.count"), sim.trace.text())
    }

    func testAnotherObjectReRunsEveryReaderAsAnEnvironmentChange() async throws {
        let sim = makeSimulation(Root())
        try sim.step("swap") { try sim.tap("swap") }
        assertStep(
            sim,
            evaluated: [
                "Root": "_useOther", "TitleReader": "_model", "CountReader": "_model", "OptionalReader": "_model",
            ])
        let changes = sim.trace.events(inStep: sim.currentStep).filter { $0.kind.name == .environmentChange }
        XCTAssertEqual(changes.count, 3, "one environment change per reader")
    }

    func testTheOptionalFormReadsNilWithoutAnAncestor() async throws {
        let sim = makeSimulation(OptionalReader())
        XCTAssertEqual(sim.text(of: "optional"), "none")
        XCTAssertNil(sim.stopError)
    }

    func testAMissingObjectStopsTheSimulationWithSwiftUIsMessage() async throws {
        let sim = makeSimulation(Missing())
        let message =
            "No Observable object of type ModelData found. A View.environmentObject(_:) for ModelData may be missing as an ancestor of this view."
        let diagnostic = try XCTUnwrap(sim.trace.diagnostics().first { $0.kind == .environment })
        XCTAssertEqual(diagnostic.message, message)
        XCTAssertEqual(diagnostic.node?.label, "TitleReader")
        XCTAssertEqual(sim.text(of: "sibling"), "sibling", "the rest of the frame ran")
        XCTAssertNil(sim.text(of: "title"), "the reading body did not run")
        guard case .missingEnvironmentObject(let type, _, let observableObject)? = sim.stopError else {
            return XCTFail("expected the simulation to stop, got \(String(describing: sim.stopError))")
        }
        XCTAssertEqual(type, "ModelData")
        XCTAssertFalse(observableObject)
        XCTAssertThrowsError(try sim.advance(by: 1)) { error in
            XCTAssertTrue("\(error)".hasPrefix(message), "\(error)")
            XCTAssertTrue("\(error)".contains(".environment(ModelData(…))"), "\(error)")
        }
    }

    func testRemovingTheObjectLaterStopsTheSimulationAtTheReader() async throws {
        let sim = makeSimulation(RemovesObject())
        XCTAssertNil(sim.stopError)
        XCTAssertThrowsError(try sim.tap("clear"), "the call in which the simulation stops throws")
        XCTAssertNotNil(sim.stopError)
        XCTAssertEqual(sim.trace.diagnostics().filter { $0.kind == .environment }.count, 1)
        XCTAssertThrowsError(try sim.tap("clear"))
    }
}
