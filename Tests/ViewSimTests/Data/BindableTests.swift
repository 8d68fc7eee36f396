// Tests @Bindable: $model.flag and $model.items[i].flag bindings read and write the object's
// property (traced as the property's write), `@Bindable var m = m` inside a body works, and
// making a binding does not make the body that makes it depend on the property.
import Observation
import ViewSim
import ViewSimTesting
import XCTest

private struct Landmark: Identifiable, Equatable {
    var id: Int
    var name: String
    var isFavorite = false
}

@Observable
private final class ModelData {
    var landmarks = [Landmark(id: 1, name: "Turtle Rock"), Landmark(id: 2, name: "Silver Salmon Creek")]
    var showFavoritesOnly = false
}

private struct Switch: View {
    @Binding var isOn: Bool
    var name: String
    var body: some View {
        Text(isOn ? "on" : "off").onTapGesture { isOn.toggle() }.accessibilityIdentifier(name)
    }
}

private struct Detail: View {
    @Bindable var model: ModelData
    var index: Int
    var body: some View {
        Switch(isOn: $model.landmarks[index].isFavorite, name: "favorite\(index)")
    }
}

private struct Settings: View {
    @Environment(ModelData.self) private var model
    var body: some View {
        @Bindable var model = model
        Switch(isOn: $model.showFavoritesOnly, name: "filter")
    }
}

private struct Root: View {
    @State private var model = ModelData()
    var body: some View {
        VStack {
            Detail(model: model, index: 0)
            Detail(model: model, index: 1)
            Settings()
        }
        .environment(model)
    }
}

private struct IndexedList: View {
    @State private var model = ModelData()
    var body: some View {
        @Bindable var model = model
        VStack {
            Text("remove").onTapGesture { model.landmarks.removeLast() }.accessibilityIdentifier("remove")
            ForEach(model.landmarks.indices, id: \.self) { index in
                Switch(isOn: $model.landmarks[index].isFavorite, name: "row\(index)")
            }
        }
    }
}

private struct BoundList: View {
    @State private var model = ModelData()
    var body: some View {
        @Bindable var model = model
        VStack {
            ForEach($model.landmarks) { $landmark in
                Switch(isOn: $landmark.isFavorite, name: "bound\(landmark.id)")
            }
            ForEach($model.landmarks, id: \.name) { $landmark in
                Text(landmark.name).onTapGesture { landmark.name += "!" }.accessibilityIdentifier("name\(landmark.id)")
            }
        }
    }
}

@MainActor
final class BindableTests: XCTestCase {
    func testForEachOverABindingGivesEachRowABindingToItsElement() async throws {
        let sim = makeSimulation(BoundList())
        try sim.tap("bound2")
        XCTAssertEqual(sim.text(of: "bound2"), "on")
        XCTAssertEqual(sim.text(of: "bound1"), "off")
        try sim.tap("name1")
        XCTAssertEqual(sim.text(of: "name1"), "Turtle Rock!")
        XCTAssertTrue(
            sim.trace.text().contains("ModelData.landmarks[id: 1].name: \"Turtle Rock\" → \"Turtle Rock!\""),
            sim.trace.text())
    }

    func testRemovingTheRowABindingPointsAtRemovesItsViewBeforeItReads() async throws {
        // The rows read `landmarks` through their bindings, and so does the list: the list runs
        // first (node order) and removes the last row, whose stale binding is never read.
        let sim = makeSimulation(IndexedList())
        try sim.tap("row1")
        XCTAssertEqual(sim.text(of: "row1"), "on")
        try sim.step("remove") { try sim.tap("remove") }
        XCTAssertNil(sim.text(of: "row1"))
        XCTAssertEqual(sim.text(of: "row0"), "off")
        XCTAssertEqual(sim.trace.bodyEvaluations(of: "Switch", inStep: sim.currentStep).count, 1)
    }

    func testAWriteThroughAProjectedBindingReRunsOnlyTheReader() async throws {
        let sim = makeSimulation(Root())
        XCTAssertEqual(sim.text(of: "favorite0"), "off")
        try sim.step("favorite") { try sim.tap("favorite0") }
        XCTAssertEqual(sim.text(of: "favorite0"), "on")
        XCTAssertEqual(sim.text(of: "favorite1"), "off")
        // Every Switch reads `landmarks` (an array property), so both rows re-run; the Details
        // that only made the bindings do not.
        assertStep(sim, evaluated: ["Switch": "@dependencies", "Switch": "@dependencies"])
        let change = try XCTUnwrap(
            sim.trace.events(inStep: sim.currentStep).first { $0.kind.name == .observationChange })
        XCTAssertTrue("\(change)".contains("landmarks"), "\(change)")
    }

    func testABindableMadeInABodyFromTheEnvironmentWrites() async throws {
        let sim = makeSimulation(Root())
        try sim.step("filter") { try sim.tap("filter") }
        XCTAssertEqual(sim.text(of: "filter"), "on")
        assertStep(sim, evaluated: ["Switch": "@dependencies"])
    }

    func testBindingsToTheSamePropertyAreTheSameLocation() async throws {
        let model = ModelData()
        let bindable = Bindable(model)
        let first = bindable.showFavoritesOnly
        first.wrappedValue = true
        XCTAssertTrue(model.showFavoritesOnly)
        XCTAssertTrue(Bindable(projectedValue: bindable).wrappedValue === model)
        let row = bindable.landmarks[1]
        XCTAssertEqual(row.wrappedValue.name, "Silver Salmon Creek")
        row.name.wrappedValue = "Creek"
        XCTAssertEqual(model.landmarks[1].name, "Creek")
        // A binding's element by subscript, through key-path member lookup: `$list[0]`.
        let list = bindable.landmarks
        list[0].isFavorite.wrappedValue = true
        XCTAssertTrue(model.landmarks[0].isFavorite)
    }
}
