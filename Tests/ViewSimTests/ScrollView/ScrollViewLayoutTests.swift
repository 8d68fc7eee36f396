// Tests ScrollView's layout against SwiftUI's documented rules: it takes its
// proposal (the screen, 393 × 852, for the root), proposes its content nil along
// its scrollable axis and its own size across it ("Creates a new instance that's
// scrollable in the direction of the given axis", developer.apple.com/documentation/
// swiftui/scrollview; its content "is laid out with an unspecified proposal on that
// axis", issue 27), places it at its top (centred across the axis) shifted by the
// offset, and clamps the offset to 0…content − viewport. Also the scroll verb's
// errors, and the offset kept while the scroll view's identity lives. The screen
// has no safe area here (SafeAreaTests adds it).
import Observation
import ViewSim
import XCTest

/// A simulation on a screen without a safe area, so the numbers are those of the scroll
/// view's own rules (`SafeAreaTests` checks the safe area's insets).
@MainActor
func scrollSimulation(_ view: some View) -> Simulation {
    var configuration = SimulationConfiguration()
    configuration.safeAreaInsets = EdgeInsets()
    return Simulation(view, configuration: configuration)
}

/// `count` 100-point rows, red and blue in turn, named "row0", "row1"…
struct ScrollRows: View {
    var count = 10
    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<count, id: \.self) { index in
                (index % 2 == 0 ? Color.red : Color.blue).frame(height: 100).accessibilityIdentifier("row\(index)")
            }
        }
        .accessibilityIdentifier("rows")
    }
}

@Observable
private final class FeedModel {
    var count = 10
    var shown = true
}

private struct Feed: View {
    let model: FeedModel
    var body: some View {
        VStack(spacing: 0) {
            if model.shown {
                ScrollView { ScrollRows(count: model.count) }.accessibilityIdentifier("feed")
            }
        }
    }
}

@MainActor
final class ScrollViewLayoutTests: XCTestCase {
    func testAVerticalScrollViewTakesItsProposalAndItsContentItsIdealHeight() async throws {
        let sim = scrollSimulation(ScrollView { ScrollRows() }.accessibilityIdentifier("feed"))
        // Proposed the screen, it takes it; the VStack is proposed (393, nil): ten 100-high rows, 1000 high.
        XCTAssertEqual(sim.frame(of: "feed"), CGRect(x: 0, y: 0, width: 393, height: 852))
        XCTAssertEqual(sim.frame(of: "rows"), CGRect(x: 0, y: 0, width: 393, height: 1000))
        XCTAssertEqual(sim.frame(of: "row3"), CGRect(x: 0, y: 300, width: 393, height: 100))
    }

    func testScrollingMovesTheContentByTheOffsetClampedToTheContent() async throws {
        let sim = scrollSimulation(ScrollView { ScrollRows() }.accessibilityIdentifier("feed"))
        try sim.scroll("feed", by: 100)
        XCTAssertEqual(sim.frame(of: "row3")?.minY, 200)
        // 1000 − 852 = 148 is as far as it goes: rubber-banding is not modelled.
        try sim.scroll("feed", by: 600)
        XCTAssertEqual(sim.frame(of: "rows")?.minY, -148)
        try sim.scroll("feed", by: -10_000)
        XCTAssertEqual(sim.frame(of: "rows")?.minY, 0)
        XCTAssertTrue(sim.trace.text().contains("scroll \"feed\" by 600"), sim.trace.text())
    }

    func testContentNarrowerThanTheViewportSitsAtTheTopCentredAcross() async throws {
        let sim = scrollSimulation(
            ScrollView { Color.red.frame(width: 100, height: 50).accessibilityIdentifier("box") })
        // Proposed (393, nil), the 100 × 50 frame is centred horizontally, at the top: x = (393 − 100) / 2.
        XCTAssertEqual(sim.frame(of: "box"), CGRect(x: 146.5, y: 0, width: 100, height: 50))
    }

    func testAHorizontalScrollViewProposesNilWidthAndItsHeight() async throws {
        let sim = scrollSimulation(
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    ForEach(0..<5, id: \.self) { Color.red.frame(width: 200).accessibilityIdentifier("card\($0)") }
                }
            }
            .frame(height: 300)
            .accessibilityIdentifier("cards"))
        // The frame proposes (393, 300); the HStack gets (nil, 300): five 200-wide cards, 1000 × 300.
        XCTAssertEqual(sim.frame(of: "card1"), CGRect(x: 200, y: 276, width: 200, height: 300))
        try sim.scroll("cards", by: 300)
        XCTAssertEqual(sim.frame(of: "card1")?.minX, -100)
        // A vertical distance does not move a horizontal scroll view.
        try sim.scroll("cards", by: CGSize(width: 0, height: 500))
        XCTAssertEqual(sim.frame(of: "card1")?.minX, -100)
        // Clamped to 1000 − 393 = 607.
        try sim.scroll("cards", by: CGSize(width: 10_000, height: 0))
        XCTAssertEqual(sim.frame(of: "card0")?.minX, -607)
    }

    func testAnUnspecifiedProposalGivesTheContentsSize() async throws {
        // `.fixedSize()` proposes nil both ways: the scroll view is its content's size.
        let sim = scrollSimulation(
            ScrollView { Color.red.frame(width: 50, height: 70) }.fixedSize().accessibilityIdentifier("small"))
        XCTAssertEqual(sim.frame(of: "small")?.size, CGSize(width: 50, height: 70))
    }

    func testTheOffsetIsKeptWhileTheScrollViewLivesAndClampedWhenItsContentShrinks() async throws {
        let model = FeedModel()
        let sim = scrollSimulation(Feed(model: model))
        try sim.scroll("feed", by: 100)
        XCTAssertEqual(sim.frame(of: "rows")?.minY, -100)
        // Eight rows (800) fit in 852: the offset goes back to 0.
        sim.perform("fewer rows") { model.count = 8 }
        try sim.advanceFrames(1)
        XCTAssertEqual(sim.frame(of: "rows")?.minY, 0)
        sim.perform("more rows") { model.count = 20 }
        try sim.scroll("feed", by: 300)
        XCTAssertEqual(sim.frame(of: "rows")?.minY, -300)
        // A new scroll view (new identity) starts at the top.
        sim.perform("hide") { model.shown = false }
        sim.perform("show") { model.shown = true }
        try sim.advanceFrames(1)
        XCTAssertEqual(sim.frame(of: "rows")?.minY, 0)
    }

    func testAWrongNameOrABadDistanceIsAClearError() async throws {
        let sim = scrollSimulation(
            VStack {
                ScrollView { ScrollRows() }.accessibilityIdentifier("feed")
                ScrollView { Text("x") }
            })
        XCTAssertThrowsError(try sim.scroll("fed", by: 10)) { error in
            XCTAssertEqual(
                "\(error)", "No scroll view is named \"fed\"; scroll views: \"feed\" (and 1 without a name).")
        }
        XCTAssertThrowsError(try sim.scroll("feed", by: .nan)) { error in
            XCTAssertEqual("\(error)", "scroll(_:by:) needs a finite value; got nan.")
        }
        XCTAssertThrowsError(try sim.scroll("feed", by: CGSize(width: CGFloat.infinity, height: 0)))
        let empty = scrollSimulation(Text("no scroll view"))
        XCTAssertThrowsError(try empty.scroll("feed", by: 10)) { error in
            XCTAssertEqual(
                "\(error)",
                "No scroll view is named \"feed\"; there is no scroll view on screen. A scroll view is found by the .accessibilityIdentifier on it or around it."
            )
        }
    }

    func testTheDisplayListClipsTheContentToTheViewport() async throws {
        let sim = scrollSimulation(ScrollView { ScrollRows() }.frame(height: 200))
        // The 200-high viewport is at y = (852 − 200) / 2 = 326; every row is clipped to it.
        let rows = sim.displayList().items.filter { $0.viewName == "Color" }
        XCTAssertEqual(rows.count, 10)
        for row in rows {
            XCTAssertEqual(row.clips.count, 1)
            XCTAssertEqual(row.clips.first?.boundingRect, CGRect(x: 0, y: 326, width: 393, height: 200))
        }
    }
}

@MainActor
final class ScrollViewViewportTests: XCTestCase {
    func testTheVisibleRectIsTheViewportInTheViewsOwnCoordinates() async throws {
        let sim = scrollSimulation(
            VStack(spacing: 0) {
                ScrollView { ScrollRows() }.frame(height: 400).accessibilityIdentifier("feed")
                Color.green.accessibilityIdentifier("below")
            })
        try sim.scroll("feed", by: 100)
        let rows = try XCTUnwrap(sim.graph.node(named: "rows"))
        let row3 = try XCTUnwrap(sim.graph.node(named: "row3"))
        let below = try XCTUnwrap(sim.graph.node(named: "below"))
        // The content is at y −100 in the 393 × 400 viewport: the viewport is at y 100 in its coordinates.
        XCTAssertEqual(sim.graph.visibleRect(of: rows), CGRect(x: 0, y: 100, width: 393, height: 400))
        // Row 3 is 300 below the content's top: the viewport starts 200 above it.
        XCTAssertEqual(sim.graph.visibleRect(of: row3), CGRect(x: 0, y: -200, width: 393, height: 400))
        // Outside a scroll view: the screen; the green view starts at y 400.
        XCTAssertEqual(sim.graph.visibleRect(of: below), CGRect(x: 0, y: -400, width: 393, height: 852))
        XCTAssertTrue(sim.graph.enclosingScrollView(of: row3)?.scroll != nil)
        XCTAssertNil(sim.graph.enclosingScrollView(of: below))
    }
}
