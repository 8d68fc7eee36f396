// Tests ObservableObject with @Published, @StateObject and @ObservedObject: any
// publish invalidates every observing view (read or not), and a @StateObject is
// created once per view identity.
import ViewSim
import ViewSimTesting
import XCTest

private final class Store: ObservableObject {
    /// Counts the stores created while a test binds it (a task-local value, so
    /// tests running at the same time count only their own).
    @TaskLocal static var creations: CreationCounter?
    @Published var title = "a"
    @Published var unused = 0
    init() { Store.creations?.count += 1 }
}

/// A count that a task-local value can hold; only the test that binds it touches
/// it, on its own thread.
private final class CreationCounter: @unchecked Sendable {
    var count = 0
}

private struct StoreOwner: View {
    @StateObject private var store = Store()
    @State private var tick = 0
    var body: some View {
        VStack {
            Text(store.title).onTapGesture { store.title += "a" }.accessibilityIdentifier("title")
            Text("unused").onTapGesture { store.unused += 1 }.accessibilityIdentifier("unused")
            Text("\(tick)").onTapGesture { tick += 1 }.accessibilityIdentifier("tick")
            StoreReader(store: store)
        }
    }
}

private struct StoreReader: View {
    @ObservedObject var store: Store
    var body: some View { Text("reader: \(store.title)") }
}

private struct PublishesInBody: View {
    @StateObject private var store = Store()
    var body: some View {
        let _ = { store.unused += 1 }()
        Text(store.title)
    }
}

@MainActor
final class ObservableObjectTests: XCTestCase {
    func testPublishingDuringABodyIsReported() async {
        let sim = makeSimulation(PublishesInBody())
        assertDiagnostic(
            sim, .modifyingStateDuringUpdate,
            containing:
                "Publishing changes from within view updates is not allowed, this will cause undefined behavior.")
        // The body invalidates itself every time it runs: the frame's pass limit
        // bounds the loop instead of hanging.
        assertDiagnostic(sim, .unsettledFrame, in: .frame(0))
        assertBodyCount(sim, of: "PublishesInBody", equals: 8, in: .frame(0))
        XCTAssertThrowsError(try sim.runUntilIdle(timeout: 0.1))
    }

    func testPublishInvalidatesOwnerAndObserver() async throws {
        let sim = makeSimulation(StoreOwner())
        try sim.step("title") { try sim.tap("title") }
        assertStep(sim, evaluated: ["StoreOwner": "_store", "StoreReader": "_store"])
    }

    func testPublishOfAPropertyNoBodyReadsStillInvalidates() async throws {
        let sim = makeSimulation(StoreOwner())
        try sim.step("unused") { try sim.tap("unused") }
        // ObservableObject has no per-property tracking: any objectWillChange counts.
        assertStep(sim, evaluated: ["StoreOwner": "_store", "StoreReader": "_store"])
        let publishes = sim.trace.events(inStep: 1).filter {
            if case .objectWillChange(_, "unused", .integer(0)?, .integer(1)?) = $0.kind { return true }
            return false
        }
        XCTAssertEqual(publishes.count, 1, "one send is recorded once, however many views observe it")
    }

    func testStateObjectIsCreatedOncePerIdentity() async throws {
        let counter = CreationCounter()
        let sim = try Store.$creations.withValue(counter) {
            let sim = makeSimulation(StoreOwner())
            try sim.step("tick") { try sim.tap("tick") }
            try sim.step("tick") { try sim.tap("tick") }
            return sim
        }
        assertBodyCount(sim, of: "StoreOwner", equals: 3)
        // The autoclosure is evaluated when the identity is created, not on every body.
        XCTAssertEqual(counter.count, 1)
        XCTAssertEqual(sim.snapshot().objects.map(\.typeName), ["Store"])
    }

    func testUnchangedObservedObjectSkipsTheObserver() async throws {
        let sim = makeSimulation(StoreOwner())
        try sim.step("tick") { try sim.tap("tick") }
        assertBodyCount(sim, of: "StoreReader", equals: 0, in: .step(1))
        assertSkipped(sim, "StoreReader", in: .step(1))
    }
}
