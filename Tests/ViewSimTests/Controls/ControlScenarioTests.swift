// Tests the control verbs in a Scenario's steps (steps are closures over the
// Simulation, so every verb is available there) and a wrong target failing its step.
import ViewSim
import XCTest

private struct Preferences: View {
    @State private var dark = false
    @State private var name = ""
    @State private var size = 2
    var body: some View {
        VStack {
            Toggle("Dark", isOn: $dark)
            TextField("Name", text: $name)
            Stepper("Size \(size)", value: $size, in: 1...3).accessibilityIdentifier("size")
            Text("\(dark) \(name) \(size)").accessibilityIdentifier("summary")
        }
    }
}

@MainActor
final class ControlScenarioTests: XCTestCase {
    func testScenarioStepsUseTheControlVerbs() async throws {
        let scenario = Scenario("preferences", title: "Preferences", root: { Preferences() }) {
            Step("Go dark") { try $0.toggle("Dark") }
            Step("Type a name") { try $0.type("Ada", into: "Name") }
            Step("Bigger") { try $0.increment("size") }
        } claims: {
            Claim("Typing runs Preferences' body once per character") { trace in
                let runs = trace.bodyEvaluations(of: "Preferences", inStep: 2).count
                return runs == 3 ? nil : "\(runs) runs"
            }
        }
        let run = try scenario.run()
        XCTAssertTrue(run.allClaimsHold, "\(run.claimResults.map(\.failure))")
        XCTAssertEqual(run.simulation.text(of: "summary"), "true Ada 3")
    }

    func testAWrongTargetFailsItsStepWithTheNamesItKnows() async {
        let scenario = Scenario("preferences", title: "Preferences", root: { Preferences() }) {
            Step("Flip") { try $0.toggle("Light") }
        }
        XCTAssertThrowsError(try scenario.run()) { error in
            XCTAssertTrue("\(error)".contains("No toggle is named \"Light\"; toggles: \"Dark\"."), "\(error)")
        }
    }
}
