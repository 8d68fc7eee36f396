// The XCTest example from README.md, verbatim, so the README stays true.
import Testing
import ViewSim
import ViewSimTesting
import XCTest

private struct Heart: View {
    @State private var isOn = false
    var body: some View {
        VStack {
            Image(systemName: isOn ? "heart.fill" : "heart")
                .onTapGesture { isOn.toggle() }
                .accessibilityIdentifier("heart")
            Caption(text: "Tap me")
        }
    }
}

private struct Caption: View {
    let text: String
    var body: some View { Text(text) }
}

@MainActor
final class ReadmeExampleTests: XCTestCase {
    func testTappingTheHeartRunsOnlyItsBody() async throws {
        let sim = Simulation(Heart())
        try sim.step("tap the heart") { try sim.tap("heart") }

        assertBodyCount(sim, of: "Heart", equals: 1, in: .lastStep)
        assertBodyReasons(sim, of: "Heart", ["_isOn"], in: .lastStep)  // "Heart: _isOn changed."
        assertSkipped(sim, "Caption", because: .valueUnchanged(nil), in: .lastStep)
        assertNoDiagnostics(sim)
        XCTAssertEqual(sim.attribute("image", of: "heart"), .symbol("heart.fill"))
    }

    /// The failure message shown in README.md is the one users get.
    func testTheReadmeShowsTheRealFailureMessage() async throws {
        let sim = Simulation(Heart())
        try sim.step("tap the heart") { try sim.tap("heart") }
        let message = try XCTUnwrap(verifyBodyCount(sim.trace, of: "Heart", equals: 2, in: .lastStep))
        let readme = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        XCTAssertTrue(text.contains(message), "README.md's failure-message example is out of date; paste:\n\(message)")
    }
}

// The Swift Testing example from README.md ("Swift Testing"), verbatim.
@Test func tappingTheHeartRunsOnlyItsBody() throws {
    let sim = Simulation(Heart())
    try sim.step("tap the heart") { try sim.tap("heart") }
    assertBodyCount(sim, of: "Heart", equals: 1, in: .lastStep)
    #expect(sim.attribute("image", of: "heart") == .symbol("heart.fill"))
}
