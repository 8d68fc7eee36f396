// Tests ViewSimTesting's velocity check: nil when the velocity matches, otherwise a message in
// the shape of the other checks — headline; expected vs actual; where the velocity comes from
// (a running animation, the samples a tracking transaction left, or at rest); what happened.
import Foundation
import Observation
import ViewSim
import ViewSimTesting
import XCTest

@Observable
private final class Puck {
    var x = 0.0
}

private struct PuckView: View {
    let puck: Puck
    var body: some View {
        Circle().frame(width: 40, height: 40).offset(x: puck.x).accessibilityIdentifier("puck")
    }
}

@MainActor
final class VelocityVerifyMessageTests: XCTestCase {
    private func dragged(frames: Int = 4) -> (Simulation, Puck) {
        var configuration = SimulationConfiguration()
        configuration.printChangesToStandardOutput = false
        let puck = Puck()
        let sim = Simulation(PuckView(puck: puck), configuration: configuration)
        var drag = Transaction()
        drag.tracksVelocity = true
        drag.velocitySource = "DragGesture #9"
        for _ in 0..<frames { sim.perform("drag") { withTransaction(drag) { puck.x += 10 } } }
        return (sim, puck)
    }

    func testATrackedVelocityPasses() async throws {
        let (sim, _) = dragged()
        XCTAssertNil(verifyVelocity(sim, of: "puck", attribute: "offset", equals: [600, 0]))
        XCTAssertNil(verifyVelocity(sim, of: "puck", attribute: "offset", equals: CGSize(width: 600, height: 0)))
        assertVelocity(sim, of: "puck", attribute: "offset", equals: CGSize(width: 600, height: 0))
    }

    func testTheSpringsVelocityIsReadFromItsAnimation() async throws {
        let (sim, puck) = dragged()
        sim.perform("release") { withAnimation(.spring) { puck.x = 0 } }
        assertVelocity(sim, of: "puck", attribute: "offset", equals: [600, 0], accuracy: 1e-6)
        try sim.runUntilIdle()
        assertVelocity(sim, of: "puck", attribute: "offset", equals: [0, 0], accuracy: 0)
    }

    func testAWrongVelocitySaysWhereTheVelocityCameFrom() async throws {
        let (sim, _) = dragged(frames: 2)
        let message = try XCTUnwrap(verifyVelocity(sim, of: "puck", attribute: "offset", equals: [1200, 0]))
        XCTAssertTrue(
            message.hasPrefix(
                "The velocity of offset of \"puck\" was (600, 0) per second at t=0.0333s, not (1200, 0) ± 0.5."),
            message)
        XCTAssertTrue(message.contains("  − (1200, 0) ± 0.5\n  + (600, 0)"), message)
        XCTAssertTrue(
            message.contains(
                "Where the velocity comes from:\n  the velocity DragGesture #9 tracked on .offset #3 offset: the least-squares slope of its samples of the last 100 ms (3 samples: (0, 0) at t=0s, (10, 0) at t=0.0167s, (20, 0) at t=0.0333s)"
            ), message)
        XCTAssertTrue(
            message.contains(
                "Last changes of offset in \"puck\":\n  frame 1: △ .offset #3 offset: (0, 0) → (10, 0)\n  frame 2: △ .offset #3 offset: (10, 0) → (20, 0)"
            ), message)
        XCTAssertTrue(message.contains("To fix, check where the velocity comes from"), message)
    }

    func testAtRestTheMessageSaysSo() async throws {
        let (sim, _) = dragged()
        try sim.advanceFrames(2)
        let message = try XCTUnwrap(verifyVelocity(sim, of: "puck", attribute: "offset", equals: [600, 0]))
        XCTAssertTrue(
            message.contains(
                ".offset #3 offset at rest: DragGesture #9 last changed it more than one frame ago and no animation runs"
            ),
            message)
    }

    func testAnUnknownNameOrAttributeListsWhatExists() async throws {
        let (sim, _) = dragged()
        let noView = try XCTUnwrap(verifyVelocity(sim, of: "pluck", attribute: "offset", equals: [0, 0]))
        XCTAssertTrue(noView.hasPrefix("No view is named \"pluck\""), noView)
        XCTAssertTrue(noView.contains("\"puck\""), noView)
        let noAttribute = try XCTUnwrap(verifyVelocity(sim, of: "puck", attribute: "ofset", equals: [0, 0]))
        XCTAssertTrue(noAttribute.hasPrefix("\"puck\" has no ofset attribute"), noAttribute)
        XCTAssertTrue(noAttribute.contains("offset = (40, 0)"), noAttribute)
    }
}
