// Tests @AppStorage and @SceneStorage: per-simulation stores that start empty or with the
// configuration's values, survive the view being re-created, share writes between views with
// the same key (both re-run), are traced like @State with the key, and are plain storage
// outside a simulation.
import Foundation
import ViewSim
import ViewSimTesting
import XCTest

private enum Theme: String {
    case light, dark
}

private enum Size: Int {
    case small = 1
    case large = 2
}

private struct Counter: View {
    @AppStorage("count") private var count = 0
    var name: String
    var body: some View {
        Text("\(count)").onTapGesture { count += 1 }.accessibilityIdentifier(name)
    }
}

private struct Root: View {
    @State private var showsSecond = true
    var body: some View {
        VStack {
            Counter(name: "first")
            if showsSecond { Counter(name: "second") }
            Text("toggle").onTapGesture { showsSecond.toggle() }.accessibilityIdentifier("toggle")
        }
    }
}

private struct Kinds: View {
    @AppStorage("theme") private var theme = Theme.light
    @AppStorage("size") private var size = Size.small
    @AppStorage("nickname") private var nickname: String?
    @AppStorage("home") private var home = URL(string: "https://example.com")!
    @AppStorage("ratio") private var ratio = 0.5
    @SceneStorage("draft") private var draft = ""
    var body: some View {
        VStack {
            Text("\(theme.rawValue) \(size.rawValue) \(nickname ?? "nil") \(home.host ?? "") \(ratio) [\(draft)]")
                .accessibilityIdentifier("all")
            Text("set")
                .onTapGesture {
                    theme = .dark
                    size = .large
                    nickname = "ada"
                    draft = "hello"
                }
                .accessibilityIdentifier("set")
            Text("clear").onTapGesture { nickname = nil }.accessibilityIdentifier("clear")
        }
    }
}

@MainActor
final class AppStorageTests: XCTestCase {
    func testTwoViewsWithTheSameKeySeeEachOthersWritesAndBothReRun() async throws {
        let sim = makeSimulation(Root())
        try sim.step("tap first") { try sim.tap("first") }
        assertStep(sim, evaluated: ["Counter": "_count", "Counter": "_count"])
        XCTAssertEqual(sim.text(of: "first"), "1")
        XCTAssertEqual(sim.text(of: "second"), "1")
        let text = sim.trace.text()
        XCTAssertTrue(text.contains("✎ Counter._count (@AppStorage \"count\"): 0 → 1"), text)
    }

    func testTheValueSurvivesTheViewBeingRecreated() async throws {
        let sim = makeSimulation(Root())
        try sim.tap("second")
        try sim.tap("toggle")
        XCTAssertNil(sim.text(of: "second"))
        try sim.tap("toggle")
        XCTAssertEqual(sim.text(of: "second"), "1")
    }

    func testTheConfigurationGivesStartingValuesAndEachTypeIsStoredAsUserDefaultsWouldStoreIt() async throws {
        var configuration = SimulationConfiguration()
        configuration.printChangesToStandardOutput = false
        configuration.appStorage = [
            "theme": "dark", "size": 2, "ratio": 0.25, "home": URL(string: "https://swift.org")!,
        ]
        configuration.sceneStorage = ["draft": "saved"]
        let sim = Simulation(Kinds(), configuration: configuration)
        XCTAssertEqual(sim.text(of: "all"), "dark 2 nil swift.org 0.25 [saved]")

        let fresh = makeSimulation(Kinds())
        XCTAssertEqual(fresh.text(of: "all"), "light 1 nil example.com 0.5 []", "each simulation starts empty")
        try fresh.tap("set")
        XCTAssertEqual(fresh.text(of: "all"), "dark 2 ada example.com 0.5 [hello]")
        try fresh.tap("clear")
        XCTAssertEqual(fresh.text(of: "all"), "dark 2 nil example.com 0.5 [hello]")
    }

    func testAValueOfTheWrongTypeReadsAsTheDefault() async throws {
        var configuration = SimulationConfiguration()
        configuration.printChangesToStandardOutput = false
        configuration.appStorage = ["count": "three"]
        let sim = Simulation(Counter(name: "c"), configuration: configuration)
        XCTAssertEqual(sim.text(of: "c"), "0")
    }

    func testAnEqualWriteIsIgnoredAsForState() async throws {
        let sim = makeSimulation(Kinds())
        try sim.tap("clear")
        let ignored = sim.trace.events(inStep: sim.currentStep).filter { $0.kind.name == .stateWriteIgnored }
        XCTAssertEqual(ignored.count, 1)
    }

    func testOutsideASimulationItIsPlainStorage() async {
        let storage = AppStorage(wrappedValue: 3, "outside")
        XCTAssertEqual(storage.wrappedValue, 3)
        storage.wrappedValue = 4
        XCTAssertEqual(storage.wrappedValue, 4)
        storage.projectedValue.wrappedValue = 5
        XCTAssertEqual(storage.wrappedValue, 5)
        let scene = SceneStorage<Int?>("maybe")
        XCTAssertNil(scene.wrappedValue)
    }
}
