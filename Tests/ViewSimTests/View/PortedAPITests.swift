// Tests SwiftUI API that ported code uses and viewsim now accepts:
// `Text(_:style:)` (formatted once, in UTC, relative styles from the simulated
// now), `Image.resizable()`, and the `.tertiary`/`.quaternary` shape styles.
import Foundation
import ViewSim
import ViewSimTesting
import XCTest

private struct Countdown: View {
    let deadline: Date
    var body: some View {
        VStack {
            Text(deadline, style: .timer).accessibilityIdentifier("timer")
            Text(deadline, style: .relative).accessibilityIdentifier("relative")
            Text(deadline, style: .offset).accessibilityIdentifier("offset")
            Text(deadline, style: .time).accessibilityIdentifier("time")
            Text(deadline, style: .date).accessibilityIdentifier("date")
            Image(systemName: "heart").resizable().accessibilityIdentifier("image")
            Circle().stroke(.tertiary, lineWidth: 2).accessibilityIdentifier("ring")
        }
    }
}

final class PortedAPITests: XCTestCase {
    func testDateStylesAreFormattedFromTheSimulatedNow() {
        let start = SimulationConfiguration.defaultStartDate
        let sim = makeSimulation(Countdown(deadline: start.addingTimeInterval(3_725)))
        XCTAssertEqual(sim.attribute("text", of: "timer")?.description, "\"1:02:05\"")
        XCTAssertEqual(sim.attribute("text", of: "relative")?.description, "\"1 hr, 2 min\"")
        XCTAssertEqual(sim.attribute("text", of: "offset")?.description, "\"+1 hour\"")
        // Absolute styles in UTC, the same on every machine.
        let time = sim.attribute("text", of: "time")?.description ?? ""
        XCTAssertTrue(time.hasSuffix(" AM\"") || time.hasSuffix(" PM\""), time)
        XCTAssertFalse(sim.attribute("text", of: "date")?.description.isEmpty ?? true)
    }

    func testDateStylesRefuseNothingAndNeverTrap() {
        let now = SimulationConfiguration.defaultStartDate
        for interval in [-90.0, 0, 59, 61, 86_400 * 3, 1e300, -1e300, .infinity, .nan] {
            let date = now.addingTimeInterval(interval)
            for style in [Text.DateStyle.timer, .relative, .offset] {
                XCTAssertFalse(Text(date, style: style).content.isEmpty)
            }
        }
        XCTAssertEqual(Text(now.addingTimeInterval(-90), style: .offset).content, "-1 minute")
        XCTAssertEqual(Text(now.addingTimeInterval(59), style: .timer).content, "0:59")
    }

    func testResizableImageAndTertiaryStroke() {
        let sim = makeSimulation(Countdown(deadline: SimulationConfiguration.defaultStartDate))
        XCTAssertEqual(sim.attribute("resizable", of: "image"), .bool(true))
        XCTAssertEqual(sim.attribute("image", of: "image"), .symbol("heart"))
        XCTAssertNotNil(sim.attribute("stroke", of: "ring"), "the ring has a stroke attribute")
    }
}
