// Tests @Environment with a custom EnvironmentKey and .environment(_:_:): only
// the readers whose value changed update, and views that do not read it are
// left alone.
import ViewSim
import ViewSimTesting
import XCTest

private struct AccentKey: EnvironmentKey {
    static let defaultValue = "blue"
}

private struct BadgeKey: EnvironmentKey {
    static let defaultValue = 0
}

extension EnvironmentValues {
    fileprivate var accent: String {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
    fileprivate var badge: Int {
        get { self[BadgeKey.self] }
        set { self[BadgeKey.self] = newValue }
    }
}

private struct Themed: View {
    @State private var accent = "blue"
    @State private var badge = 0
    var body: some View {
        VStack {
            Text("red").onTapGesture { accent = "red" }.accessibilityIdentifier("red")
            Text("badge").onTapGesture { badge += 1 }.accessibilityIdentifier("badge")
            Middle()
        }
        .environment(\.accent, accent)
        .environment(\.badge, badge)
    }
}

/// Reads nothing from the environment; has no inputs, so is never re-evaluated.
private struct Middle: View {
    var body: some View {
        VStack {
            AccentReader()
            BadgeReader()
        }
    }
}

private struct AccentReader: View {
    @Environment(\.accent) private var accent
    var body: some View { Text(accent).accessibilityIdentifier("accent") }
}

private struct BadgeReader: View {
    @Environment(\.badge) private var badge
    var body: some View { Text("\(badge)").accessibilityIdentifier("badgeText") }
}

@MainActor
final class EnvironmentTests: XCTestCase {
    func testReaderSeesTheValueWrittenAboveIt() async {
        let sim = makeSimulation(Themed())
        XCTAssertEqual(sim.attribute("text", of: "accent")?.description, "\"blue\"")
        XCTAssertEqual(sim.attribute("text", of: "badgeText")?.description, "\"0\"")
    }

    func testOnlyReadersWhoseValueChangedUpdate() async throws {
        let sim = makeSimulation(Themed())
        try sim.step("red") { try sim.tap("red") }
        assertStep(sim, evaluated: ["Themed": "_accent", "AccentReader": "_accent"])
        XCTAssertEqual(sim.attribute("text", of: "accent")?.description, "\"red\"")

        try sim.step("badge") { try sim.tap("badge") }
        assertStep(sim, evaluated: ["Themed": "_badge", "BadgeReader": "_badge"])
        XCTAssertEqual(sim.attribute("text", of: "badgeText")?.description, "\"1\"")
    }

    func testEnvironmentChangeIsRecordedWithOldAndNewValue() async throws {
        let sim = makeSimulation(Themed())
        try sim.step("red") { try sim.tap("red") }
        let changes = sim.trace.events(inStep: 1).compactMap { event -> String? in
            if case .environmentChange(let node, let property, let old, let new) = event.kind {
                return "\(node.label).\(property): \(old) → \(new)"
            }
            return nil
        }
        XCTAssertEqual(changes, ["AccentReader._accent: \"blue\" → \"red\""])
    }
}
