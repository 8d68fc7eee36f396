// Tests where the synthesized `objectWillChange` lives now that there is no
// process-wide table: in the object's own `@Published` storage (one publisher per
// object, heard by every simulation observing it, also from writes between
// frames, and freed with the object), and, for an object with no `@Published`
// property, in the running simulation's registry, which prunes objects that have
// gone.
import ViewSim
import ViewSimTesting
import XCTest

private final class Counter: ObservableObject {
    @Published var count = 0
    @Published var label = "a"
}

/// No `@Published` property: it sends by hand.
private final class Bell: ObservableObject {
    var rings = 0 {
        willSet { objectWillChange.send() }
    }
}

private struct CounterReader: View {
    @ObservedObject var counter: Counter
    var body: some View { Text("\(counter.label) \(counter.count)") }
}

private struct BellReader: View {
    @ObservedObject var bell: Bell
    var body: some View { Text("rings \(bell.rings)").onTapGesture { bell.rings += 1 }.accessibilityIdentifier("ring") }
}

@MainActor
final class ObjectWillChangeStorageTests: XCTestCase {
    func testAnObjectWithPublishedPropertiesHasOnePublisherEverywhere() async {
        let counter = Counter()
        XCTAssertTrue(counter.objectWillChange === counter.objectWillChange)
        let other = Counter()
        XCTAssertFalse(counter.objectWillChange === other.objectWillChange)
    }

    func testTwoSimulationsObservingOneObjectBothHearAWriteMadeBetweenFrames() async throws {
        let counter = Counter()
        let first = makeSimulation(CounterReader(counter: counter))
        let second = makeSimulation(CounterReader(counter: counter))
        counter.count = 5
        try first.advanceFrames(1)
        try second.advanceFrames(1)
        for sim in [first, second] {
            XCTAssertEqual(sim.trace.bodyEvaluations(of: "CounterReader").count, 2, "appearance and the write")
            XCTAssertTrue(sim.trace.text().contains("Counter.count: 0 → 5  (objectWillChange)"), sim.trace.text())
        }
    }

    func testThePublisherGoesAwayWithTheObject() async {
        weak var publisher: ObservableObjectPublisher?
        do {
            let counter = Counter()
            publisher = counter.objectWillChange
            counter.label = "b"
            XCTAssertNotNil(publisher)
        }
        XCTAssertNil(publisher, "nothing outside the object keeps its publisher")
    }

    func testAnObjectWithoutPublishedPropertiesNotifiesThroughTheSimulation() async throws {
        let sim = makeSimulation(BellReader(bell: Bell()))
        try sim.step("ring") { try sim.tap("ring") }
        assertStep(sim, evaluated: ["BellReader": "_bell"])
        XCTAssertTrue(sim.trace.text().contains("Bell.objectWillChange.send()"), sim.trace.text())
    }

    func testTheSimulationsRegistryPrunesObjectsThatHaveGone() async {
        let sim = makeSimulation(Text("registry"))
        var largest = 0
        for round in 0..<10 {
            sim.perform("round \(round)") {
                for _ in 0..<50 { Bell().rings += 1 }
            }
            largest = max(largest, sim.graph.publishers.count)
        }
        XCTAssertGreaterThan(largest, 0, "the bells used the registry")
        XCTAssertLessThan(largest, 150, "500 bells came and went; the registry keeps about twice the live ones")
    }
}
