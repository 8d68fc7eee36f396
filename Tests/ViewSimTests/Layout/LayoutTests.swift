// Tests the layout pass against numbers worked out by hand from SwiftUI's rules
// (the arithmetic is in each test's comments): text sizes from DejaVu Sans's
// advances, stack spacing and alignment, Spacer, flexible frames with infinity,
// padding, ZStack alignment, fixedSize, aspectRatio, position, overlay and
// background. The default screen is 393 × 852 and the root is centred in it.
import ViewSim
import XCTest

/// DejaVu Sans at 17 pt (`.body`): units per em 2048, line height 2384 units.
private let em17 = 17.0 / 2048
private let lineHeight17 = 2384 * em17  // 19.7890625
/// "Hi": H 1540 + i 569 units.
private let hiWidth17 = (1540 + 569) * em17  // 17.5063…

private func assertFrame(
    _ actual: CGRect?, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
    file: StaticString = #filePath, line: UInt = #line
) {
    guard let actual else { return XCTFail("no view with that name", file: file, line: line) }
    let expected = [x, y, width, height]
    let got = [actual.minX, actual.minY, actual.width, actual.height].map { Double($0) }
    for (a, b) in zip(got, expected) where abs(a - b) > 1e-6 {
        return XCTFail("frame \(got) is not \(expected)", file: file, line: line)
    }
}

@MainActor
final class LayoutTests: XCTestCase {
    func testTextIsMeasuredWithItsFontsMetricsAndCentredOnTheScreen() async {
        let sim = Simulation(Text("Hi").accessibilityIdentifier("t"))
        // (1540 + 569) / 2048 × 17 = 17.5063 wide, one line 2384 / 2048 × 17 = 19.789 high, centred in 393 × 852.
        assertFrame(sim.frame(of: "t"), (393 - hiWidth17) / 2, (852 - lineHeight17) / 2, hiWidth17, lineHeight17)
    }

    func testTextTakesTheFontOfTheNearestFontModifier() async {
        let sim = Simulation(VStack { Text("Hi").accessibilityIdentifier("t") }.font(.largeTitle))
        // largeTitle is 34 pt: twice the 17 pt numbers.
        XCTAssertEqual(Double(sim.frame(of: "t")?.width ?? 0), 2 * hiWidth17, accuracy: 1e-9)
        XCTAssertEqual(Double(sim.frame(of: "t")?.height ?? 0), 2 * lineHeight17, accuracy: 1e-9)
    }

    func testTextWrapsAtSpacesWhenNarrowerThanOneLine() async {
        let sim = Simulation(Text("Hi Hi").accessibilityIdentifier("t").frame(width: 30))
        // "Hi Hi" is (1540 + 569 + 651 + 1540 + 569) / 2048 × 17 = 40.4 > 30: two lines "Hi" / "Hi",
        // 17.506 wide and 2 × 19.789 high, centred in the 30-wide frame: x = (393 − 30) / 2 + (30 − 17.506) / 2.
        let height = 2 * lineHeight17
        assertFrame(sim.frame(of: "t"), (393 - 30) / 2 + (30 - hiWidth17) / 2, (852 - height) / 2, hiWidth17, height)
    }

    func testFixedSizeKeepsTheIdealWidth() async {
        let sim = Simulation(Text("Hi Hi").fixedSize().accessibilityIdentifier("t").frame(width: 30))
        // Proposed nil width: one line, 40.4 wide, overflowing the 30-wide frame on both sides.
        let width = (1540 + 569 + 651 + 1540 + 569) * em17
        assertFrame(
            sim.frame(of: "t"), (393 - 30) / 2 + (30 - width) / 2, (852 - lineHeight17) / 2, width, lineHeight17)
    }

    func testVStackSpacingAndAlignment() async {
        let centred = Simulation(
            VStack {
                Color.red.frame(width: 100, height: 50).accessibilityIdentifier("a")
                Color.blue.frame(width: 60, height: 30).accessibilityIdentifier("b")
            })
        // The stack: 100 wide (widest child), 50 + 8 + 30 = 88 high, at ((393 − 100) / 2, (852 − 88) / 2) = (146.5, 382).
        assertFrame(centred.frame(of: "a"), 146.5, 382, 100, 50)
        // b centred across: 146.5 + (100 − 60) / 2 = 166.5; below a and the spacing: 382 + 50 + 8 = 440.
        assertFrame(centred.frame(of: "b"), 166.5, 440, 60, 30)

        let leading = Simulation(
            VStack(alignment: .trailing, spacing: 2) {
                Color.red.frame(width: 100, height: 50)
                Color.blue.frame(width: 60, height: 30).accessibilityIdentifier("b")
            })
        // 50 + 2 + 30 = 82 high: y = (852 − 82) / 2 = 385; b at the trailing edge: 146.5 + 40; y 385 + 52.
        assertFrame(leading.frame(of: "b"), 186.5, 437, 60, 30)
    }

    func testHStackGivesTheLeastFlexibleChildrenTheirSizeFirstAndSpacerTheRest() async {
        let sim = Simulation(
            HStack {
                Text("Hi").accessibilityIdentifier("text")
                Spacer().accessibilityIdentifier("spacer")
                Color.red.frame(width: 20, height: 20).accessibilityIdentifier("square")
            }.frame(width: 200))
        // No spacing next to a Spacer. Flexibility: the 20-wide frame 0, the text 17.506 (0 to 17.506), the spacer ∞.
        // The spacer is sized last (priority −∞), its minimum 8 reserved: (200 − 8) / 2 → the frame takes 20;
        // 172 → the text takes 17.506; the spacer gets 200 − 20 − 17.506 = 162.494.
        // The stack is 200 × 20 (the tallest child) at ((393 − 200) / 2, (852 − 20) / 2) = (96.5, 416).
        assertFrame(sim.frame(of: "text"), 96.5, 416 + (20 - lineHeight17) / 2, hiWidth17, lineHeight17)
        assertFrame(sim.frame(of: "spacer"), 96.5 + hiWidth17, 426, 200 - 20 - hiWidth17, 0)
        assertFrame(sim.frame(of: "square"), 96.5 + 180, 416, 20, 20)
    }

    func testHStackDefaultSpacingIsEightBetweenViews() async {
        let sim = Simulation(
            HStack {
                Color.red.frame(width: 10, height: 10)
                Color.red.frame(width: 10, height: 10).accessibilityIdentifier("second")
            })
        // 10 + 8 + 10 = 28 wide: x = (393 − 28) / 2 = 182.5; the second at 182.5 + 18.
        assertFrame(sim.frame(of: "second"), 200.5, 421, 10, 10)
    }

    func testFlexibleFrameWithInfinityTakesTheProposedWidth() async {
        let sim = Simulation(
            Text("Hi").accessibilityIdentifier("text")
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(Color.red.accessibilityIdentifier("bg"))
                .accessibilityIdentifier("row"))
        // Width: min(∞, max(17.506, 393)) = 393; height: the text's, 19.789 (no height bounds).
        let y = (852 - lineHeight17) / 2
        assertFrame(sim.frame(of: "row"), 0, y, 393, lineHeight17)
        // The background is proposed the primary's size and takes it.
        assertFrame(sim.frame(of: "bg"), 0, y, 393, lineHeight17)
        // The text at the leading edge.
        assertFrame(sim.frame(of: "text"), 0, y, hiWidth17, lineHeight17)
    }

    func testFlexibleFrameMinimumAndMaximum() async {
        let sim = Simulation(
            Color.red.frame(width: 10, height: 10)
                .frame(minWidth: 50, maxWidth: 80, minHeight: 5, maxHeight: 8).accessibilityIdentifier("f"))
        // Width: child 10 → max(50, min(10, 393)) = 50 → min(80, max(50, 393)) = 80.
        // Height: child 10 → max(5, min(10, 852)) = 10 → min(8, max(10, 852)) = 8.
        assertFrame(sim.frame(of: "f"), (393 - 80) / 2, (852 - 8) / 2, 80, 8)
    }

    func testPadding() async {
        let sim = Simulation(
            Color.red.frame(width: 10, height: 10).accessibilityIdentifier("inner")
                .padding().accessibilityIdentifier("all")
                .padding(.horizontal, 5).accessibilityIdentifier("sides"))
        // Default padding 16: 10 + 32 = 42 square; then 5 on each side: 52 × 42.
        assertFrame(sim.frame(of: "sides"), (393 - 52) / 2, (852 - 42) / 2, 52, 42)
        assertFrame(sim.frame(of: "all"), (393 - 52) / 2 + 5, (852 - 42) / 2, 42, 42)
        assertFrame(sim.frame(of: "inner"), (393 - 52) / 2 + 21, (852 - 42) / 2 + 16, 10, 10)
    }

    func testZStackAlignment() async {
        for (alignment, x, y) in [(Alignment.topLeading, 0.0, 0.0), (.center, 40, 35), (.bottomTrailing, 80, 70)] {
            let sim = Simulation(
                ZStack(alignment: alignment) {
                    Color.red.frame(width: 100, height: 80)
                    Color.blue.frame(width: 20, height: 10).accessibilityIdentifier("small")
                })
            // The stack is as large as its largest child, 100 × 80, at (146.5, 386); the small one aligned in it.
            assertFrame(sim.frame(of: "small"), 146.5 + x, 386 + y, 20, 10)
        }
    }

    func testAspectRatioFitAndFill() async {
        let fit = Simulation(
            Color.red.aspectRatio(2, contentMode: .fit).accessibilityIdentifier("c").frame(width: 100, height: 100))
        // Proposed 100 × 100 with ratio 2: fit → 100 × 50, centred in the frame: y = 376 + 25.
        assertFrame(fit.frame(of: "c"), 146.5, 376 + 25, 100, 50)
        let fill = Simulation(
            Color.red.aspectRatio(2, contentMode: .fill).accessibilityIdentifier("c").frame(width: 100, height: 100))
        // fill → 200 × 100, centred: x = 146.5 − 50.
        assertFrame(fill.frame(of: "c"), 96.5, 376, 200, 100)
    }

    func testPositionPlacesTheCentreAndTakesTheProposal() async {
        let sim = Simulation(
            Color.red.frame(width: 20, height: 10).accessibilityIdentifier("dot")
                .position(x: 50, y: 30).accessibilityIdentifier("positioned"))
        // The position view takes the whole screen; the dot's centre at (50, 30): origin (40, 25).
        assertFrame(sim.frame(of: "positioned"), 0, 0, 393, 852)
        assertFrame(sim.frame(of: "dot"), 40, 25, 20, 10)
    }

    func testShapesTakeTheProposalAndOverlaysTheirPrimarysSize() async {
        let sim = Simulation(
            Circle().accessibilityIdentifier("circle")
                .overlay(alignment: .topTrailing) {
                    Color.red.frame(width: 4, height: 4).accessibilityIdentifier("badge")
                }
                .frame(width: 50, height: 40))
        // The circle takes the 50 × 40 proposal at (171.5, 406); the badge at its top trailing corner.
        assertFrame(sim.frame(of: "circle"), 171.5, 406, 50, 40)
        assertFrame(sim.frame(of: "badge"), 171.5 + 46, 406, 4, 4)
    }

    func testScreenSizeIsConfigurableAndValidated() async {
        var configuration = SimulationConfiguration()
        configuration.screenSize = CGSize(width: 100, height: 200)
        let small = Simulation(Color.red.accessibilityIdentifier("c"), configuration: configuration)
        assertFrame(small.frame(of: "c"), 0, 0, 100, 200)

        for bad in [
            CGSize(width: CGFloat.nan, height: 10), CGSize(width: -1, height: 10),
            CGSize(width: CGFloat.infinity, height: 10),
            CGSize(width: 10, height: 1e9),
        ] {
            configuration.screenSize = bad
            let sim = Simulation(Color.red.accessibilityIdentifier("c"), configuration: configuration)
            XCTAssertEqual(sim.configuration.screenSize, CGSize(width: 393, height: 852))
            XCTAssertTrue(
                sim.trace.diagnostics().contains { $0.kind == .configuration && $0.message.contains("screenSize") },
                "\(bad) is reported")
            assertFrame(sim.frame(of: "c"), 0, 0, 393, 852)
        }
    }

    func testImagePlaceholderIsTheFontsSizeUnlessResizable() async {
        let sim = Simulation(
            VStack(spacing: 0) {
                Image(systemName: "heart.fill").accessibilityIdentifier("symbol")
                Image(systemName: "heart.fill").resizable().frame(width: 30, height: 20).accessibilityIdentifier(
                    "resized")
            }.font(.title))
        // viewsim's model: a symbol is a square of the font's size, 28 in .title; a resizable one takes its proposal.
        XCTAssertEqual(sim.frame(of: "symbol")?.size, CGSize(width: 28, height: 28))
        XCTAssertEqual(sim.frame(of: "resized")?.size, CGSize(width: 30, height: 20))
    }

    func testOffsetDoesNotChangeLayout() async {
        let sim = Simulation(
            VStack {
                Color.red.frame(width: 10, height: 10).offset(x: 100, y: 100).accessibilityIdentifier("moved")
            })
        assertFrame(sim.frame(of: "moved"), 191.5, 421, 10, 10)
    }
}
