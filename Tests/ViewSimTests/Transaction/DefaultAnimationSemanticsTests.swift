// Tests `Animation.default` through the graph under both semantics
// (`SimulationConfiguration.animationSemantics`): `.v2023` moves like a smooth
// spring (response 0.5, damping 1), `.legacy` like easeInOut(duration: 0.35); the
// trace calls it "default" either way, and a run does not leak its semantics.
import ViewSim
import ViewSimTesting
import XCTest

private struct Toggle: View {
    @State private var isOn = false
    var body: some View {
        VStack {
            Text("implicit").offset(x: isOn ? 100 : 0).animation(.default, value: isOn).accessibilityIdentifier(
                "implicit")
            Text("explicit").scaleEffect(x: isOn ? 101 : 1).accessibilityIdentifier("explicit")
            Text("switch").onTapGesture { withAnimation { isOn.toggle() } }.accessibilityIdentifier("switch")
        }
    }
}

@MainActor
final class DefaultAnimationSemanticsTests: XCTestCase {
    private func switched(_ semantics: AnimationSemantics) throws -> Simulation {
        let sim = makeAnimationSimulation(Toggle(), semantics: semantics)
        try sim.step("switch") {
            try sim.tap("switch")
            try sim.runUntilIdle()
        }
        return sim
    }

    func testV2023DefaultIsASmoothSpring() async throws {
        let sim = try switched(.v2023)
        assertAnimation(sim, "offset", of: "implicit", animation: "default", origin: .contains(".animation(_:value:)"))
        assertAnimation(sim, "scale", of: "explicit", animation: "default", origin: .hasPrefix("withAnimation"))
        let spring = modelPresentations(
            from: 0, to: 100, animation: .spring(response: 0.5, dampingFraction: 1), startFrame: 1, through: 300
        )
        .mapValues(traceRounded)
        assertSamples(sim.firstNumbers("offset", of: "implicit"), equal: spring)
        assertSamples(sim.firstNumbers("scale", of: "explicit"), equal: spring.mapValues { traceRounded($0 + 1) })
        // A spring is logically complete after its response, 0.5 s after frame 1.
        XCTAssertEqual(
            sim.animationEvents("offset", of: "implicit").first { $0.phase == .logicallyComplete(generation: 0) }?
                .frame, 31)
    }

    func testLegacyDefaultIsEaseInOut() async throws {
        let sim = try switched(.legacy)
        assertAnimation(sim, "offset", of: "implicit", animation: "default")
        let easeInOut = modelPresentations(
            from: 0, to: 100, animation: .easeInOut(duration: 0.35), startFrame: 1, through: 300
        )
        .mapValues(traceRounded)
        assertSamples(sim.firstNumbers("offset", of: "implicit"), equal: easeInOut)
        // 0.35 s from frame 1: the end at frame 22, over (and removed) in frame 23.
        XCTAssertEqual(sim.animationEvents("offset", of: "implicit").last?.phase, .finished)
        XCTAssertEqual(sim.animationEvents("offset", of: "implicit").last?.frame, 23)
    }

    func testTheTwoSemanticsDiffer() async throws {
        let modern = try switched(.v2023).firstNumbers("offset", of: "implicit")
        let legacy = try switched(.legacy).firstNumbers("offset", of: "implicit")
        XCTAssertNotEqual(modern[10], legacy[10])
        XCTAssertGreaterThan(modern.count, legacy.count, "the spring settles after the curve ends")
    }

    func testARunRestoresTheSemanticsAfterEachFrame() async throws {
        _ = try switched(.legacy)
        XCTAssertEqual(AnimationSemantics.current, .v2023)
        XCTAssertEqual(Animation.default.description, "default")
    }
}
