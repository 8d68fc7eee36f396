// Tests scrolling to a view by id — `ScrollViewProxy.scrollTo(_:anchor:)` and
// `sim.scroll(_:to:anchor:)` — against Apple's documentation of scrollTo
// (developer.apple.com/documentation/swiftui/scrollviewproxy/scrollto(_:anchor:)):
// "If anchor is nil, this method finds the container of the identified view, and
// scrolls the minimum amount to make the identified view wholly visible"; with an
// anchor, it aligns that unit point of the view with the same point of the scroll
// view. Inside `withAnimation` the offset animates; an unknown id changes nothing
// (SwiftUI ignores it) and records a diagnostic naming the nearest ids.
import ViewSim
import XCTest

private struct Jumper: View {
    var body: some View {
        ScrollViewReader { proxy in
            VStack(spacing: 0) {
                Color.gray.frame(height: 52).onTapGesture { proxy.scrollTo(7, anchor: .top) }
                    .accessibilityIdentifier("top7")
                Color.gray.frame(height: 50).onTapGesture { proxy.scrollTo(5) }.accessibilityIdentifier("least5")
                Color.gray.frame(height: 50).onTapGesture { withAnimation(.linear(duration: 1)) { proxy.scrollTo(1) } }
                    .accessibilityIdentifier("animated1")
                Color.gray.frame(height: 50).onTapGesture { proxy.scrollTo(42) }.accessibilityIdentifier("missing")
                ScrollView { ScrollRows(count: 20) }.frame(height: 400).accessibilityIdentifier("feed")
            }
        }
    }
}

@MainActor
final class ScrollToTests: XCTestCase {
    func testAnAnchorLinesTheViewUpWithTheSamePointOfTheViewport() async throws {
        let sim = Simulation(Jumper())
        try sim.tap("top7")
        // Row 7 is 700 below the content's top: .top puts it at the viewport's top.
        XCTAssertEqual(sim.contentOffset(of: "feed"), CGPoint(x: 0, y: 700))
        try sim.scroll("feed", to: 10, anchor: .bottom)
        // Row 10 ends at 1100; its bottom at the 400-high viewport's bottom: 1100 − 400.
        XCTAssertEqual(sim.contentOffset(of: "feed"), CGPoint(x: 0, y: 700))
        try sim.scroll("feed", to: 10, anchor: .center)
        // Its centre (1050) at the viewport's centre (200): 850.
        XCTAssertEqual(sim.contentOffset(of: "feed"), CGPoint(x: 0, y: 850))
    }

    func testWithoutAnAnchorItScrollsTheLeastThatShowsTheView() async throws {
        let sim = Simulation(Jumper())
        try sim.tap("least5")
        // Row 5 spans 500…600; the viewport 0…400: the least move shows its bottom edge: 600 − 400.
        XCTAssertEqual(sim.contentOffset(of: "feed"), CGPoint(x: 0, y: 200))
        try sim.tap("least5")
        XCTAssertEqual(sim.contentOffset(of: "feed"), CGPoint(x: 0, y: 200), "already visible: no move")
        try sim.scroll("feed", to: 1)
        // Row 1 spans 100…200, above the viewport at 200: its top edge at the top.
        XCTAssertEqual(sim.contentOffset(of: "feed"), CGPoint(x: 0, y: 100))
        XCTAssertTrue(sim.trace.text().contains("contentOffset: (0, 200) → (0, 100)"), sim.trace.text())
    }

    func testInsideWithAnimationTheOffsetAnimatesWithTheTransactionsAnimation() async throws {
        let sim = Simulation(Jumper())
        try sim.scroll("feed", by: 500)
        try sim.tap("animated1")
        let started = try XCTUnwrap(sim.trace.animationsAdded(attribute: "contentOffset").last)
        XCTAssertEqual(started.animation, .linear(duration: 1))
        XCTAssertEqual(started.origin?.description, "withAnimation in .onTapGesture #14 action")
        // Half-way through a linear second, half-way from 500 to 100.
        try sim.advance(by: 0.5)
        let middle = try XCTUnwrap(sim.contentOffset(of: "feed")?.y)
        XCTAssertEqual(Double(middle), 300, accuracy: 10)
        // The 602-high stack is centred: the viewport's top is at (852 − 602) / 2 + 202 = 327; row 1 at 327 + 100 − offset.
        XCTAssertEqual(sim.frame(of: "row1")?.minY ?? 0, 327 + 100 - middle, accuracy: 0.001)
        try sim.advance(by: 1)
        XCTAssertEqual(sim.contentOffset(of: "feed"), CGPoint(x: 0, y: 100))
    }

    func testAnUnknownIdChangesNothingAndNamesTheNearestIds() async throws {
        let sim = Simulation(Jumper())
        try sim.scroll("feed", by: 100)
        try sim.tap("missing")
        XCTAssertEqual(sim.contentOffset(of: "feed"), CGPoint(x: 0, y: 100))
        let diagnostic = try XCTUnwrap(sim.trace.diagnostics().last)
        XCTAssertEqual(diagnostic.kind, .scroll)
        XCTAssertEqual(
            diagnostic.message,
            "viewsim: ScrollViewProxy.scrollTo(_:anchor:) asked for the id 42, but no view in the scroll view has it; SwiftUI ignores the request and the offset does not move."
        )
        XCTAssertEqual(
            diagnostic.hint,
            "The nearest ids there are 19, 18, 17. Give the target view .id(42), or scroll to an id that exists.")
        try sim.scroll("feed", to: "nope")
        XCTAssertEqual(sim.trace.diagnostics().last?.kind, .scroll)
        XCTAssertEqual(sim.contentOffset(of: "feed"), CGPoint(x: 0, y: 100))
    }

    func testAnExplicitIdIsATargetAndTheScriptedScrollCanAnimate() async throws {
        let sim = Simulation(
            ScrollView {
                VStack(spacing: 0) {
                    Color.red.frame(height: 600)
                    Color.blue.frame(height: 100).id("footer")
                    Color.red.frame(height: 1000)
                }
            }
            .accessibilityIdentifier("page"))
        try sim.scroll("page", to: "footer", anchor: .top, duration: 0.3)
        let started = try XCTUnwrap(sim.trace.animationsAdded(attribute: "contentOffset").last)
        XCTAssertEqual(started.animation, .easeOut(duration: 0.3))
        XCTAssertEqual(started.origin?.description, "scroll \"page\" to \"footer\", anchor .top")
        try sim.advance(by: 0.5)
        XCTAssertEqual(sim.contentOffset(of: "page"), CGPoint(x: 0, y: 600))
        XCTAssertThrowsError(try sim.scroll("page", by: 10, duration: -1))
    }
}
