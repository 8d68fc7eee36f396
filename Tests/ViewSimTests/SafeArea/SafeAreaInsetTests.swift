// Tests `.safeAreaInset(edge:alignment:spacing:content:)` (developer.apple.com/
// documentation/swiftui/view/safeareainset(edge:alignment:spacing:content:)-6gwby:
// "The content view is anchored to the specified vertical edge in the parent view,
// and its width is aligned with the width of the modified view; the modified view's
// safe area is inset by the height of the content view"): over a scroll view the
// rows scroll under the bar (its content is inset), another view gets the space left.
import ViewSim
import XCTest

@MainActor
final class SafeAreaInsetTests: XCTestCase {
    func testAScrollViewKeepsItsFrameAndInsetsItsContentByTheBar() async throws {
        let sim = scrollSimulation(
            ScrollView { ScrollRows() }
                .safeAreaInset(edge: .bottom, spacing: 10) {
                    Color.green.frame(height: 50).accessibilityIdentifier("bar")
                }
                .accessibilityIdentifier("feed"))
        XCTAssertEqual(sim.frame(of: "feed"), CGRect(x: 0, y: 0, width: 393, height: 852))
        XCTAssertEqual(sim.frame(of: "bar"), CGRect(x: 0, y: 802, width: 393, height: 50))
        // The extent is 1000 + 50 + 10: scrolled to the end, the last row ends 60 above the bottom.
        try sim.scroll("feed", by: 5000)
        XCTAssertEqual(sim.contentOffset(of: "feed"), CGPoint(x: 0, y: 208))
        XCTAssertEqual(sim.frame(of: "rows")?.maxY, 792)
    }

    func testOverAFullScreenScrollViewTheBarKeepsClearOfTheHomeIndicator() async throws {
        let sim = Simulation(
            ScrollView { ScrollRows() }
                .safeAreaInset(edge: .bottom) { Color.green.frame(height: 50).accessibilityIdentifier("bar") }
                .accessibilityIdentifier("feed"))
        // 852 − 34 − 50.
        XCTAssertEqual(sim.frame(of: "bar")?.minY, 768)
        try sim.scroll("feed", by: 5000)
        XCTAssertEqual(sim.frame(of: "rows")?.maxY, 768)
    }

    func testAnotherViewIsLaidOutInTheSpaceLeft() async throws {
        let sim = scrollSimulation(
            Color.red.accessibilityIdentifier("page")
                .safeAreaInset(edge: .top, spacing: 8) { Color.green.frame(height: 44).accessibilityIdentifier("bar") })
        XCTAssertEqual(sim.frame(of: "bar"), CGRect(x: 0, y: 0, width: 393, height: 44))
        XCTAssertEqual(sim.frame(of: "page"), CGRect(x: 0, y: 52, width: 393, height: 800))
    }
}
