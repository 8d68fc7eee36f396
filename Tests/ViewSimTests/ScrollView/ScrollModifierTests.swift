// Tests the scroll view modifiers: `.scrollDisabled` (a script cannot scroll;
// code still can — viewsim's model, see ScrollDisabled.swift), `.contentMargins`
// (insets around the content inside the scroll view, developer.apple.com/
// documentation/swiftui/view/contentmargins(_:_:for:)), `.scrollTargetBehavior`
// (`.paging` settles on multiples of the viewport, `.viewAligned` on a target's
// leading edge), `.scrollClipDisabled` (no clip) and `.defaultScrollAnchor`
// (the first offset).
import ViewSim
import XCTest

private struct Cards: View {
    var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 10) {
                ForEach(0..<10, id: \.self) { Color.red.frame(width: 150).accessibilityIdentifier("card\($0)") }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.viewAligned)
        .frame(height: 100)
        .accessibilityIdentifier("cards")
    }
}

@MainActor
final class ScrollModifierTests: XCTestCase {
    func testADisabledScrollViewRefusesTheScriptButNotCode() async throws {
        let sim = Simulation(
            ScrollViewReader { proxy in
                VStack {
                    Color.gray.frame(height: 20).onTapGesture { proxy.scrollTo(9) }.accessibilityIdentifier("code")
                    ScrollView { ScrollRows() }.scrollDisabled(true).frame(height: 300).accessibilityIdentifier("feed")
                }
            })
        XCTAssertThrowsError(try sim.scroll("feed", by: 100)) { error in
            XCTAssertTrue("\(error)".hasPrefix("The scroll view \"feed\" has scrolling disabled"), "\(error)")
        }
        try sim.tap("code")
        // Row 9 spans 900…1000; the least move shows it: 1000 − 300.
        XCTAssertEqual(sim.contentOffset(of: "feed"), CGPoint(x: 0, y: 700))
    }

    func testContentMarginsInsetTheContentAndAddToTheScrollableExtent() async throws {
        let sim = scrollSimulation(
            ScrollView { ScrollRows() }.contentMargins(.horizontal, 20).contentMargins(.vertical, 10)
                .accessibilityIdentifier("feed"))
        // The content is proposed 393 − 40 wide, placed 20 from the leading edge and 10 from the top.
        XCTAssertEqual(sim.frame(of: "rows"), CGRect(x: 20, y: 10, width: 353, height: 1000))
        // The extent is 1000 + 20: at most 1020 − 852 = 168.
        try sim.scroll("feed", by: 1000)
        XCTAssertEqual(sim.contentOffset(of: "feed"), CGPoint(x: 0, y: 168))
        XCTAssertEqual(sim.frame(of: "rows")?.maxY, 852 - 10)
    }

    func testPagingSettlesOnTheNearestPage() async throws {
        let sim = Simulation(
            ScrollView { ScrollRows(count: 30) }.scrollTargetBehavior(.paging).frame(height: 400)
                .accessibilityIdentifier("feed"))
        try sim.scroll("feed", by: 250)
        // 250 / 400 rounds to page 1.
        XCTAssertEqual(sim.contentOffset(of: "feed"), CGPoint(x: 0, y: 400))
        try sim.scroll("feed", by: 150)
        XCTAssertEqual(sim.contentOffset(of: "feed"), CGPoint(x: 0, y: 400), "550 rounds back to page 1")
        try sim.scroll("feed", by: 10_000)
        // The last page is clamped to the content: 3000 − 400.
        XCTAssertEqual(sim.contentOffset(of: "feed"), CGPoint(x: 0, y: 2600))
    }

    func testViewAlignedSettlesOnATargetsLeadingEdge() async throws {
        let sim = Simulation(Cards())
        try sim.scroll("cards", by: 230)
        // Cards start every 160 (150 + 10): 230 is nearest 160.
        XCTAssertEqual(sim.contentOffset(of: "cards"), CGPoint(x: 160, y: 0))
        XCTAssertEqual(sim.frame(of: "card1")?.minX, 0)
    }

    func testClipDisabledAndDefaultAnchor() async throws {
        let clipped = Simulation(ScrollView { ScrollRows() }.frame(height: 200))
        XCTAssertFalse(clipped.displayList().items.allSatisfy(\.clips.isEmpty))
        let unclipped = Simulation(ScrollView { ScrollRows() }.scrollClipDisabled().frame(height: 200))
        XCTAssertTrue(unclipped.displayList().items.allSatisfy(\.clips.isEmpty))
        let bottom = Simulation(
            ScrollView { ScrollRows() }.defaultScrollAnchor(.bottom).accessibilityIdentifier("feed"))
        XCTAssertEqual(bottom.contentOffset(of: "feed"), CGPoint(x: 0, y: 148))
    }

    func testTheDiagramShowsTheOffsetAndViewport() async throws {
        let sim = Simulation(ScrollView { ScrollRows() }.accessibilityIdentifier("feed"))
        try sim.scroll("feed", by: 100)
        let node = try XCTUnwrap(sim.snapshot().nodes.first { $0.typeName == "ScrollView" })
        XCTAssertEqual(node.attributes.map(\.name), ["axes", "contentOffset", "viewport"])
        XCTAssertEqual(node.attributes.last?.value, .pair(393, 852))
        XCTAssertEqual(node.attributes[1].value, .pair(0, 100))
    }
}
