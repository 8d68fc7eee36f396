// Tests how a stack divides its space when it holds a Spacer: a Spacer's layout priority is
// −∞, so it is sized in the last group, and before the others are sized its minimum length is
// reserved — the others share the rest among themselves, not among all the children. The
// issue's row (a 50-point photo, "Lonesome Ridge Trail" and a Spacer on a 393-point screen)
// then keeps its title on one line. SwiftUI: the doc comment of `layoutPriority(_:)` ("the
// parent offers the highest-priority children all the space offered to the parent minus the
// minimum space required for all its lower-priority children"); the Spacer's −∞ priority and
// minimum length 8: OpenSwiftUI's StackLayout.swift and Spacer.swift (reference notes §13.3).
import ViewSim
import XCTest

/// DejaVu Sans at 17 pt (`.body`): units per em 2048, line height 2384 units.
private let lineHeight17 = 2384 * 17.0 / 2048

private struct TrailRow: View {
    var body: some View {
        HStack {
            Image(systemName: "photo")
                .resizable()
                .frame(width: 50, height: 50)
                .accessibilityIdentifier("photo")
            Text("Lonesome Ridge Trail").accessibilityIdentifier("name")
            Spacer().accessibilityIdentifier("spacer")
        }
    }
}

@MainActor
final class StackPriorityTests: XCTestCase {
    func testTheTrailRowKeepsItsNameOnOneLine() async throws {
        let sim = Simulation(TrailRow())
        let name = try XCTUnwrap(sim.frame(of: "name"))
        // Failed before the fix: the name was proposed (393 − 8) / 3 … then 335 / 2 = 167.5,
        // narrower than its 184 points in DejaVu Sans, and took two lines (39.58 high).
        XCTAssertEqual(Double(name.height), lineHeight17, accuracy: 1e-9, "one line")
        let ideal = try XCTUnwrap(Simulation(Text("Lonesome Ridge Trail").accessibilityIdentifier("t")).frame(of: "t"))
        XCTAssertEqual(name.width, ideal.width, accuracy: 1e-9, "its ideal width")
        // The photo at the leading edge, the name 8 after it, the spacer the rest of the screen.
        let photo = try XCTUnwrap(sim.frame(of: "photo"))
        let spacer = try XCTUnwrap(sim.frame(of: "spacer"))
        XCTAssertEqual(photo.minX, 0, accuracy: 1e-9)
        XCTAssertEqual(name.minX, 58, accuracy: 1e-9)
        XCTAssertEqual(spacer.minX, name.maxX, accuracy: 1e-9, "no spacing next to a Spacer")
        XCTAssertEqual(spacer.maxX, 393, accuracy: 1e-9)
    }

    func testTheOthersShareWhatTheSpacersMinimumLeaves() async throws {
        let sim = Simulation(
            HStack {
                Color.red.frame(width: 20, height: 10).accessibilityIdentifier("fixed")
                Text("Lonesome Ridge").accessibilityIdentifier("text")
                Spacer(minLength: 30).accessibilityIdentifier("spacer")
            }
            .frame(width: 200))
        let ideal = try XCTUnwrap(Simulation(Text("Lonesome Ridge").accessibilityIdentifier("t")).frame(of: "t"))
        // 200 − 8 (one gap) − 30 (the spacer's minimum, reserved) = 162 for the frame and the
        // text: the frame takes 20 of 162 / 2, the text is proposed the 142 left and fits.
        // Without the reserve it was proposed (200 − 8 − 20) / 2 = 86 and wrapped.
        XCTAssertGreaterThan(ideal.width, 86)
        XCTAssertLessThan(ideal.width, 142)
        let text = try XCTUnwrap(sim.frame(of: "text"))
        let spacer = try XCTUnwrap(sim.frame(of: "spacer"))
        XCTAssertEqual(text.width, ideal.width, accuracy: 1e-9)
        XCTAssertEqual(text.height, ideal.height, accuracy: 1e-9, "one line")
        XCTAssertEqual(text.minX - 96.5, 28, accuracy: 1e-9)
        XCTAssertEqual(spacer.minX, text.maxX, accuracy: 1e-9)
        XCTAssertEqual(spacer.maxX - 96.5, 200, accuracy: 1e-9, "the spacer takes the rest")
    }
}
