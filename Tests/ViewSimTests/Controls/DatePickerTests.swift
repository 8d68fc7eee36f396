// Tests DatePicker: the label, then the date and time as text on grey pills
// (en_US_POSIX, UTC), only the components asked for, and the selection shown
// clamped to the range.
import Foundation
import ViewSim
import XCTest

private struct Due: View {
    @State private var due = Date(timeIntervalSince1970: 1_796_000_000)  // 2026-11-30 00:53:20 UTC
    var body: some View {
        VStack {
            DatePicker("Due", selection: $due).accessibilityIdentifier("both")
            DatePicker("Day", selection: $due, displayedComponents: .date).accessibilityIdentifier("day")
            DatePicker(
                "Early", selection: $due, in: Date(timeIntervalSince1970: 0)...Date(timeIntervalSince1970: 86_400),
                displayedComponents: .date
            )
            .accessibilityIdentifier("early")
        }
    }
}

@MainActor
final class DatePickerTests: XCTestCase {
    func testTheDateAndTimeAreDrawnAsTextAfterTheLabel() async throws {
        let sim = Simulation(Due())
        XCTAssertEqual(sim.attribute("selection", of: "both"), .string("Nov 30, 2026 12:53 AM"))
        XCTAssertEqual(sim.attribute("selection", of: "day"), .string("Nov 30, 2026"))
        XCTAssertEqual(sim.attribute("selection", of: "early"), .string("Jan 2, 1970"), "clamped to the range")
        let list = sim.displayList().description
        XCTAssertTrue(list.contains("Text \"Due\""), list)
        XCTAssertTrue(list.contains("Text \"12:53 AM\""), list)
        XCTAssertEqual(
            list.components(separatedBy: "RoundedRectangle fill rgba(0.463, 0.463, 0.502, 0.12)").count - 1, 4)
        // The time pill ends at the trailing edge.
        let frame = try XCTUnwrap(sim.frame(of: "both"))
        XCTAssertEqual(frame.width, 393)
    }
}
