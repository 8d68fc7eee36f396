// Tests `.layoutPriority(_:)` in stacks: the higher group is sized first, offered the
// stack's space less the lower groups' minimum lengths. Apple's doc comment of
// `layoutPriority(_:)`: "the parent offers the highest-priority children all the space
// offered to the parent minus the minimum space required for all its lower-priority
// children"; OpenSwiftUI's StackLayout.swift (reference notes §13.3).
import ViewSim
import XCTest

@MainActor
final class LayoutPriorityTests: XCTestCase {
    /// 200 wide, two flexible colours (minimum 0) and a 20-point one: without priorities each
    /// flexible one gets (200 − 16 − 20) / 2 = 82; with priority 1 the first is offered
    /// 200 − 16 − 20 (the fixed one's minimum, reserved) − 0 = 164 and takes it all.
    func testTheHigherPriorityViewIsOfferedTheSpaceLessTheOthersMinimums() async throws {
        func frames(priority: Double) -> [CGRect?] {
            let sim = Simulation(
                HStack {
                    Color.red.layoutPriority(priority).accessibilityIdentifier("high")
                    Color.green.accessibilityIdentifier("low")
                    Color.blue.frame(width: 20).accessibilityIdentifier("fixed")
                }
                .frame(width: 200, height: 10))
            return ["high", "low", "fixed"].map { sim.frame(of: $0) }
        }
        let equal = frames(priority: 0)
        XCTAssertEqual(equal[0]?.width, 82)
        XCTAssertEqual(equal[1]?.width, 82)
        let raised = frames(priority: 1)
        XCTAssertEqual(raised[0]?.width, 164)
        XCTAssertEqual(raised[1]?.width, 0)
        XCTAssertEqual(raised[2]?.width, 20)
    }

    /// A text of lower priority truncates before one of higher priority: the title keeps its
    /// ideal width; the negative priority is sized after it (still before a Spacer's −∞).
    func testALowerPriorityTextGivesWayFirst() async throws {
        let title = "A long title that wins"
        let ideal = try XCTUnwrap(Simulation(Text(title).accessibilityIdentifier("t")).frame(of: "t"))
        let sim = Simulation(
            HStack {
                Text("Subtitle that gives way").layoutPriority(-1).accessibilityIdentifier("sub")
                Text(title).accessibilityIdentifier("title")
            }
            .frame(width: ideal.width + 40))
        XCTAssertEqual(try XCTUnwrap(sim.frame(of: "title")).width, ideal.width, accuracy: 1e-9)
        XCTAssertLessThanOrEqual(try XCTUnwrap(sim.frame(of: "sub")).width, 32 + 1e-9)
    }
}
