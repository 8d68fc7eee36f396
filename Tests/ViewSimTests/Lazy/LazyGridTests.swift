// Tests a lazy grid's tracks against Apple's documented `GridItem.Size` rules
// (developer.apple.com/documentation/swiftui/griditem/size-swift.enum):
// `.flexible`: "the size of the grid with spacing and inflexible items removed,
// divided by the number of flexible items, clamped to the provided bounds";
// `.adaptive`: "places one or more items into the space assigned to a single
// flexible item … prefers to insert as many items of the minimum size as
// possible but lets them increase to the maximum size"; `.fixed`: "a single
// item with the specified fixed size". Bad input: no columns, an adaptive
// minimum of 0 or NaN → a diagnostic and a finite layout.
import ViewSim
import XCTest

@MainActor
final class LazyGridTests: XCTestCase {
    private func grid(_ columns: [GridItem], count: Int = 8, spacing: CGFloat? = nil) -> some View {
        LazyVGrid(columns: columns, spacing: spacing) {
            ForEach(0..<count, id: \.self) { index in
                Color.blue.frame(height: 30).accessibilityIdentifier("cell\(index)")
            }
        }
        .frame(height: 852, alignment: .top)
    }

    /// 393 pt: fixed 100; the two gaps of 8 and the fixed column leave 277 for two flexible items, 138.5 each;
    /// the adaptive item's 138.5 holds ⌊(138.5 + 8) / (50 + 8)⌋ = 2 columns of (138.5 − 8) / 2 = 65.25.
    func testFixedFlexibleAndAdaptiveColumns() async {
        let sim = Simulation(
            grid([GridItem(.fixed(100)), GridItem(.flexible()), GridItem(.adaptive(minimum: 50))]))
        XCTAssertEqual(sim.frame(of: "cell0"), CGRect(x: 0, y: 0, width: 100, height: 30))
        XCTAssertEqual(sim.frame(of: "cell1"), CGRect(x: 108, y: 0, width: 138.5, height: 30))
        XCTAssertEqual(sim.frame(of: "cell2"), CGRect(x: 254.5, y: 0, width: 65.25, height: 30))
        XCTAssertEqual(sim.frame(of: "cell3"), CGRect(x: 327.75, y: 0, width: 65.25, height: 30))
        // Four columns: the fifth cell starts the second row, 30 + 8 (the default spacing) down.
        XCTAssertEqual(sim.frame(of: "cell4"), CGRect(x: 0, y: 38, width: 100, height: 30))
    }

    /// Flexible items clamped to their bounds: (393 − 8) / 2 = 192.5 each, clamped to a maximum of 100; the
    /// grid's tracks (208 pt) are centred in its 393 pt (the grid's alignment), from x = 92.5.
    func testFlexibleItemsAreClampedAndTheTracksAligned() async {
        let sim = Simulation(grid([GridItem(.flexible(maximum: 100)), GridItem(.flexible(maximum: 100))]))
        XCTAssertEqual(sim.frame(of: "cell0"), CGRect(x: 92.5, y: 0, width: 100, height: 30))
        XCTAssertEqual(sim.frame(of: "cell1"), CGRect(x: 200.5, y: 0, width: 100, height: 30))
    }

    /// One adaptive item over the whole width: ⌊(393 + 10) / (80 + 10)⌋ = 4 columns of (393 − 30) / 4 = 90.75;
    /// the grid's own spacing (4) separates rows.
    func testAdaptiveFillsTheWidth() async {
        let sim = Simulation(grid([GridItem(.adaptive(minimum: 80), spacing: 10)], spacing: 4))
        XCTAssertEqual(sim.frame(of: "cell3"), CGRect(x: 302.25, y: 0, width: 90.75, height: 30))
        XCTAssertEqual(sim.frame(of: "cell4"), CGRect(x: 0, y: 34, width: 90.75, height: 30))
    }

    /// A cell narrower than its column sits in it by the item's alignment (`.center` by default).
    func testCellsAlignInTheirColumn() async {
        let sim = Simulation(
            LazyVGrid(columns: [GridItem(.fixed(100), alignment: .leading), GridItem(.fixed(100))]) {
                Color.red.frame(width: 20, height: 20).accessibilityIdentifier("a")
                Color.red.frame(width: 20, height: 10).accessibilityIdentifier("b")
            }
            .frame(height: 852, alignment: .top))
        // The tracks (208 pt) are centred: from x = 92.5. "a" leading in the first; "b" centred in the second
        // (200.5 + 40), and vertically in the 20-pt line.
        XCTAssertEqual(sim.frame(of: "a"), CGRect(x: 92.5, y: 0, width: 20, height: 20))
        XCTAssertEqual(sim.frame(of: "b"), CGRect(x: 240.5, y: 5, width: 20, height: 10))
    }

    func testAGridWithoutColumnsIsReportedAndLaidOutInOneColumn() async {
        let sim = Simulation(grid([]))
        XCTAssertTrue(
            sim.trace.diagnostics().contains { $0.kind == .invalidLayout && $0.message.contains("no GridItem") })
        XCTAssertEqual(sim.frame(of: "cell1"), CGRect(x: 0, y: 38, width: 393, height: 30))
    }

    func testAnAdaptiveMinimumOfZeroOrNaNIsClamped() async {
        for minimum in [0, CGFloat.nan, -5] {
            let sim = Simulation(grid([GridItem(.adaptive(minimum: minimum))], count: 100))
            XCTAssertTrue(
                sim.trace.diagnostics().contains {
                    $0.kind == .invalidLayout && $0.message.contains("adaptive minimum")
                })
            // Clamped to 1 pt: ⌊(393 + 8) / 9⌋ = 44 columns; every frame finite.
            let frame = sim.frame(of: "cell43")
            XCTAssertNotNil(frame)
            XCTAssertEqual(frame?.minY, 0)
            XCTAssertEqual(sim.frame(of: "cell44")?.minY, 38)
        }
    }

    /// A horizontal grid: rows of fixed heights, columns as wide as their widest cell.
    func testLazyHGridFillsColumnsTopToBottom() async {
        let sim = Simulation(
            LazyHGrid(rows: [GridItem(.fixed(30), spacing: 2), GridItem(.fixed(40))], spacing: 6) {
                ForEach(0..<4, id: \.self) { index in
                    Color.green.frame(width: index == 1 ? 50 : 20, height: 20).accessibilityIdentifier("h\(index)")
                }
            }
            .frame(width: 393, height: 72, alignment: .leading))
        // Tracks 30 + 2 + 40 = 72 tall; the screen centres the frame at y = (852 − 72) / 2 = 390.
        // The first column is 50 wide (its widest cell): "h0" is centred in it (the item's default alignment).
        XCTAssertEqual(sim.frame(of: "h0"), CGRect(x: 15, y: 395, width: 20, height: 20))
        XCTAssertEqual(sim.frame(of: "h1"), CGRect(x: 0, y: 432, width: 50, height: 20))
        // The columns are 6 apart: the second starts at 56.
        XCTAssertEqual(sim.frame(of: "h2"), CGRect(x: 56, y: 395, width: 20, height: 20))
    }
}
