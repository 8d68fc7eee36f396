// Tests structural and explicit identity: inserting and removing a view runs
// onAppear/onDisappear and creates/drops its state; switching an if/else branch
// drops the other branch's state; changing `.id(_:)` resets state.
import ViewSim
import ViewSimTesting
import XCTest

private final class Log {
    var lines: [String] = []
}

/// A counter whose state shows whether its identity survived.
private struct Counter: View {
    let name: String
    @State private var count = 0
    var body: some View {
        Text("\(name) \(count)").onTapGesture { count += 1 }.accessibilityIdentifier(name)
    }
}

private struct Toggler: View {
    let log: Log
    @State private var isShown = true
    var body: some View {
        VStack {
            Text("toggle").onTapGesture { isShown.toggle() }.accessibilityIdentifier("toggle")
            if isShown {
                Counter(name: "shown")
                    .onAppear { log.lines.append("appear") }
                    .onDisappear { log.lines.append("disappear") }
            }
        }
    }
}

private struct Branches: View {
    @State private var first = true
    var body: some View {
        VStack {
            Text("switch").onTapGesture { first.toggle() }.accessibilityIdentifier("switch")
            if first {
                Counter(name: "left")
            } else {
                Counter(name: "right")
            }
        }
    }
}

private struct Explicit: View {
    @State private var generation = 0
    var body: some View {
        VStack {
            Text("reset").onTapGesture { generation += 1 }.accessibilityIdentifier("reset")
            Counter(name: "counter").id(generation)
        }
    }
}

@MainActor
final class IdentityTests: XCTestCase {
    func testInsertionAndRemovalRunAppearAndDisappearActions() async throws {
        let log = Log()
        let sim = makeSimulation(Toggler(log: log))
        XCTAssertEqual(log.lines, ["appear"])

        try sim.step("hide") { try sim.tap("toggle") }
        XCTAssertEqual(log.lines, ["appear", "disappear"])
        XCTAssertFalse(sim.viewNames.contains("shown"))
        let removed = sim.trace.events(inStep: 1).contains {
            if case .removed(let node, _, _, _) = $0.kind {
                return node.label.contains("onDisappear") || node.label == "if"
            }
            return false
        }
        XCTAssertTrue(removed, sim.trace.text(step: 1))

        try sim.step("show") { try sim.tap("toggle") }
        XCTAssertEqual(log.lines, ["appear", "disappear", "appear"])
        assertBodyReasons(sim, of: "Counter", ["@self, @identity, _count"], in: .step(2))
    }

    func testRemovalDropsStateAndReinsertionStartsOver() async throws {
        let sim = makeSimulation(Toggler(log: Log()))
        try sim.step("count") { try sim.tap("shown") }
        XCTAssertEqual(sim.attribute("text", of: "shown")?.description, "\"shown 1\"")
        try sim.step("hide") { try sim.tap("toggle") }
        try sim.step("show") { try sim.tap("toggle") }
        XCTAssertEqual(sim.attribute("text", of: "shown")?.description, "\"shown 0\"")
    }

    func testSwitchingBranchesDropsTheOtherBranchsState() async throws {
        let sim = makeSimulation(Branches())
        try sim.step("count left") { try sim.tap("left") }
        XCTAssertEqual(sim.attribute("text", of: "left")?.description, "\"left 1\"")

        try sim.step("to right") { try sim.tap("switch") }
        // Same type, other branch: a new identity, not an update.
        assertBodyReasons(sim, of: "Counter", ["@self, @identity, _count"], in: .step(2))
        XCTAssertEqual(sim.attribute("text", of: "right")?.description, "\"right 0\"")

        try sim.step("back to left") { try sim.tap("switch") }
        XCTAssertEqual(sim.attribute("text", of: "left")?.description, "\"left 0\"")
    }

    func testChangingExplicitIDResetsState() async throws {
        let sim = makeSimulation(Explicit())
        try sim.step("count") { try sim.tap("counter") }
        XCTAssertEqual(sim.attribute("text", of: "counter")?.description, "\"counter 1\"")

        try sim.step("reset") { try sim.tap("reset") }
        assertStep(sim, evaluated: ["Explicit": "_generation", "Counter": "@self, @identity, _count"])
        XCTAssertEqual(sim.attribute("text", of: "counter")?.description, "\"counter 0\"")
    }

    func testUnchangedExplicitIDKeepsState() async throws {
        let sim = makeSimulation(Explicit())
        try sim.step("count") { try sim.tap("counter") }
        try sim.step("count") { try sim.tap("counter") }
        XCTAssertEqual(sim.attribute("text", of: "counter")?.description, "\"counter 2\"")
        assertBodyReasons(sim, of: "Counter", ["_count"], in: .step(2))
    }
}
