// Tests @Observable (the Observation module): only the bodies that read the
// changed property update, with the reason "@dependencies".
import Observation
import ViewSim
import ViewSimTesting
import XCTest

@Observable
private final class Profile {
    var name = "Ada"
    var age = 36
}

private struct ProfileScreen: View {
    let profile: Profile
    var body: some View {
        VStack {
            Text("rename").onTapGesture { profile.name = "Grace" }.accessibilityIdentifier("rename")
            Text("birthday").onTapGesture { profile.age += 1 }.accessibilityIdentifier("birthday")
            NameLabel(profile: profile)
            AgeLabel(profile: profile)
        }
    }
}

private struct NameLabel: View {
    let profile: Profile
    var body: some View { Text(profile.name).accessibilityIdentifier("name") }
}

private struct AgeLabel: View {
    let profile: Profile
    var body: some View { Text("\(profile.age)").accessibilityIdentifier("age") }
}

@MainActor
final class ObservationTests: XCTestCase {
    func testOnlyTheBodyThatReadTheChangedPropertyUpdates() async throws {
        let sim = makeSimulation(ProfileScreen(profile: Profile()))
        try sim.step("rename") { try sim.tap("rename") }
        assertStep(sim, evaluated: ["NameLabel": "@dependencies"])
        XCTAssertEqual(sim.attribute("text", of: "name")?.description, "\"Grace\"")

        try sim.step("birthday") { try sim.tap("birthday") }
        assertStep(sim, evaluated: ["AgeLabel": "@dependencies"])
        XCTAssertEqual(sim.attribute("text", of: "age")?.description, "\"37\"")
    }

    func testTrackingIsRenewedOnEveryEvaluation() async throws {
        let sim = makeSimulation(ProfileScreen(profile: Profile()))
        try sim.step("rename") { try sim.tap("rename") }
        try sim.step("rename again") { try sim.tap("rename") }  // equal value: Observation still reports a set
        try sim.step("birthday") { try sim.tap("birthday") }
        try sim.step("birthday") { try sim.tap("birthday") }
        assertBodyCount(sim, of: "AgeLabel", equals: 3)
    }
}
