// Tests lazy containers in other places: a `LazyHStack` in a horizontal scroll
// view creates the columns that scroll into view; lazy stacks nested in a lazy
// stack each create what is near the scroll view's viewport (viewsim's model:
// the nearest scroll view's visible rect, in each container's coordinates).
import ViewSim
import XCTest

@MainActor
final class LazyNestingTests: XCTestCase {
    /// 50 pt a column (40 + 10). Scrolled by 500, the viewport shows x 500…893; with half a viewport (196.5)
    /// each side the window is x 303.5…1089.5: columns ⌊303.5 / 50⌋ = 6 … ⌊1089.5 / 50⌋ = 21.
    func testALazyHStackInAHorizontalScrollView() async throws {
        let sim = scrollSimulation(
            ScrollView(.horizontal) {
                LazyHStack(spacing: 10) {
                    ForEach(0..<1_000, id: \.self) { index in
                        Color.orange.frame(width: 40, height: 40).accessibilityIdentifier("c\(index)")
                    }
                }
            }
            .accessibilityIdentifier("strip"))
        XCTAssertNotNil(sim.frame(of: "c11"))
        XCTAssertNil(sim.frame(of: "c12"))
        try sim.scroll("strip", by: 500)
        XCTAssertEqual(sim.frame(of: "c21")?.minX, 21 * 50 - 500)
        XCTAssertNil(sim.frame(of: "c22"))
        XCTAssertTrue(sim.displayList().description.contains("c6") || sim.frame(of: "c6") != nil)
    }

    /// Rows of 40-pt squares: the outer stack creates the rows near the viewport (48 pt a row: 852 + 426 =
    /// 1278 → rows 0…26), and each row's inner stack the squares near it across (50 pt a square: 393 + 196.5 =
    /// 589.5 → squares 0…11).
    func testNestedLazyStacksEachCreateWhatIsNearTheViewport() async throws {
        let sim = scrollSimulation(
            ScrollView {
                LazyVStack {
                    ForEach(0..<500, id: \.self) { row in
                        LazyHStack(spacing: 10) {
                            ForEach(0..<500, id: \.self) { column in
                                Color.blue.frame(width: 40, height: 40).accessibilityIdentifier("r\(row)c\(column)")
                            }
                        }
                        // Wider than the screen, a stack is centred; the frame puts its start at the leading edge.
                        .frame(width: 393, alignment: .leading)
                    }
                }
            }
            .accessibilityIdentifier("grid"))
        XCTAssertNotNil(sim.frame(of: "r26c11"))
        XCTAssertNil(sim.frame(of: "r27c0"))
        XCTAssertNil(sim.frame(of: "r0c12"))
        XCTAssertFalse(sim.trace.diagnostics().contains { $0.message.contains("rows it had not created") })
        try sim.scroll("grid", by: 480)
        XCTAssertNotNil(sim.frame(of: "r36c0"))
    }
}
