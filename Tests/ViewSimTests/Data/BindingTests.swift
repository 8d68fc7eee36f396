// Tests @Binding: a child holding a binding re-evaluates with "_isOn" when the
// bound value changes, whether the write comes from the parent or the child.
import ViewSim
import ViewSimTesting
import XCTest

private struct Switch: View {
    @Binding var isOn: Bool
    var body: some View {
        Text(isOn ? "on" : "off")
            .onTapGesture { isOn.toggle() }
            .accessibilityIdentifier("child")
    }
}

private struct Owner: View {
    @State private var isOn = false
    @State private var unrelated = 0
    var body: some View {
        VStack {
            Text(isOn ? "flip off" : "flip on").onTapGesture { isOn.toggle() }.accessibilityIdentifier("parent")
            Text("\(unrelated)").onTapGesture { unrelated += 1 }.accessibilityIdentifier("unrelated")
            Switch(isOn: $isOn)
        }
    }
}

@MainActor
final class BindingTests: XCTestCase {
    func testChildReevaluatesWithTheBindingNameWhenTheParentChangesTheValue() async throws {
        let sim = makeSimulation(Owner())
        try sim.step("parent flips") { try sim.tap("parent") }
        assertBodyReasons(sim, of: "Switch", ["_isOn"], in: .step(1))
        XCTAssertEqual(sim.attribute("text", of: "child")?.description, "\"on\"")
    }

    func testChildWritingThroughTheBindingUpdatesTheOwnerThatReadsItAndTheChild() async throws {
        let sim = makeSimulation(Owner())
        try sim.step("child flips") { try sim.tap("child") }
        assertStep(sim, evaluated: ["Owner": "_isOn", "Switch": "_isOn"])
        XCTAssertEqual(sim.attribute("text", of: "child")?.description, "\"on\"")
    }

    func testUnrelatedParentChangeSkipsTheChild() async throws {
        let sim = makeSimulation(Owner())
        try sim.step("unrelated") { try sim.tap("unrelated") }
        assertBodyCount(sim, of: "Switch", equals: 0, in: .step(1))
        assertSkipped(sim, "Switch", in: .step(1))
    }
}
