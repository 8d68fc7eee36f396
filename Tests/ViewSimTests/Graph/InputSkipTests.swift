// Tests the skip reason of a view whose only inputs are dynamic properties from
// its parent (`@ObservedObject`, `@Binding`): "no stored inputs" would be wrong,
// since handing it another object or binding runs its body again.
import ViewSim
import ViewSimTesting
import XCTest

private final class Model: ObservableObject {
    @Published var value = 0
}

private struct ModelReader: View {
    @ObservedObject var model: Model
    var body: some View { Text("\(model.value)") }
}

private struct FlagReader: View {
    @Binding var flag: Bool
    var body: some View { Text(flag ? "on" : "off") }
}

private struct Host: View {
    @State private var noise = 0
    @State private var useSecond = false
    @State private var flag = false
    let first: Model
    let second: Model

    var body: some View {
        VStack {
            Text("\(noise)").onTapGesture { noise += 1 }.accessibilityIdentifier("noise")
            Text("swap").onTapGesture { useSecond.toggle() }.accessibilityIdentifier("swap")
            ModelReader(model: useSecond ? second : first)
            FlagReader(flag: $flag)
        }
    }
}

@MainActor
final class InputSkipTests: XCTestCase {
    func testAViewWhoseOnlyInputIsAnObservedObjectIsSkippedForUnchangedInputs() async throws {
        let sim = makeSimulation(Host(first: Model(), second: Model()))
        try sim.step("noise") { try sim.tap("noise") }
        let skips = sim.trace.bodySkips(of: "ModelReader", inStep: 1).map(\.reason)
        XCTAssertEqual(skips, [.inputsUnchanged([SkipReason.Input(label: "_model", kind: .observedObject)])])
        let text = sim.trace.text(step: 1)
        XCTAssertTrue(text.contains("ModelReader #"), text)
        XCTAssertTrue(
            text.contains(
                "skipped: its inputs are unchanged (@ObservedObject model: the same object), so its body is not run"),
            text)
        XCTAssertFalse(text.contains("no stored inputs"), text)
        assertSkipped(sim, "ModelReader", because: .inputsUnchanged, in: .step(1))
        assertSkipped(sim, "ModelReader", because: .valueUnchanged(nil), in: .step(1))
        XCTAssertNotNil(verifySkipped(sim.trace, "ModelReader", because: .noStoredInputs, in: .step(1)))

        let bindingSkips = sim.trace.bodySkips(of: "FlagReader", inStep: 1).map(\.reason)
        XCTAssertEqual(bindingSkips, [.inputsUnchanged([SkipReason.Input(label: "_flag", kind: .binding)])])
    }

    func testAnotherObjectRunsTheBodyAgain() async throws {
        let sim = makeSimulation(Host(first: Model(), second: Model()))
        try sim.step("swap") { try sim.tap("swap") }
        assertBodyCount(sim, of: "ModelReader", equals: 1, in: .step(1))
        XCTAssertTrue(sim.trace.bodySkips(of: "ModelReader", inStep: 1).isEmpty)
    }
}
