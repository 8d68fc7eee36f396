// Tests `verifyGesture`/`assertGesture`: they pass when the trace shows the outcome, and
// fail with a message that lists the gestures the touch reached and why each ended as it
// did.
import ViewSim
import ViewSimTesting
import XCTest

@MainActor
final class GestureAssertionTests: XCTestCase {
    private func nested(high: Bool) -> some View {
        let child = Color.red.frame(width: 50, height: 50)
            .gesture(TapGesture().onEnded {})
            .accessibilityIdentifier("child")
        let stack = VStack { child }.padding(20)
        return Group {
            if high { stack.highPriorityGesture(TapGesture().onEnded {}) } else { stack.gesture(TapGesture()) }
        }
    }

    func testItPassesWhenTheTraceShowsTheOutcome() async throws {
        let sim = Simulation(nested(high: true))
        try sim.tap("child")
        XCTAssertNil(verifyGesture(sim, "TapGesture", .ended, attachedWith: ".highPriorityGesture", atFrame: 1))
        XCTAssertNil(verifyGesture(sim, "TapGesture", .lost, attachedWith: ".gesture"))
        assertGesture(sim, "TapGesture", .ended, in: .frame(1))
    }

    func testItFailsWithTheGesturesOfTheScope() async throws {
        let sim = Simulation(nested(high: false))
        try sim.tap("child")
        let message = try XCTUnwrap(verifyGesture(sim, "TapGesture", .ended, attachedWith: ".highPriorityGesture"))
        XCTAssertTrue(
            message.hasPrefix("No TapGesture (attached with .highPriorityGesture) ended in the whole simulation."),
            message)
        XCTAssertTrue(message.contains("frame 1: ☞ .gesture #"), message)
        XCTAssertTrue(message.contains("TapGesture lost: "), message)
        let frame = try XCTUnwrap(verifyGesture(sim, "TapGesture", .ended, atFrame: 3))
        XCTAssertTrue(frame.hasPrefix("TapGesture ended in frame 1, not frame 3."), frame)
        let none = try XCTUnwrap(verifyGesture(Simulation(Text("x")), "DragGesture"))
        XCTAssertTrue(none.contains("check that a touch verb"), none)
    }
}
