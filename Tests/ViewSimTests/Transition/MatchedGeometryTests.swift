// Tests matched geometry: a non-source view takes its source's frame, position or size;
// the hero (one view of a group removed as another is inserted) animates its frame under
// withAnimation and not without; two sources record SwiftUI's warning; `@Namespace` keeps
// its id across body runs and gives each view identity its own; a child inserted into a
// growing `.geometryGroup()` rides on its parent.
import ViewSim
import ViewSimTesting
import XCTest

/// A red source 100 × 50 above a blue 40 × 40 follower of the same group.
private struct Follower: View {
    var properties: MatchedGeometryProperties = .frame
    var anchor: UnitPoint = .center
    var followerIsSource = false
    @Namespace private var ns

    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: 100, height: 50).matchedGeometryEffect(id: "box", in: ns)
                .accessibilityIdentifier("source")
            Color.blue.accessibilityIdentifier("follower")
                .matchedGeometryEffect(
                    id: "box", in: ns, properties: properties, anchor: anchor, isSource: followerIsSource
                )
                .frame(width: 40, height: 40)
        }
    }
}

/// A source whose width animates from 100 to 200, with a follower below it.
private struct GrowingSource: View {
    @Namespace private var ns
    @State private var isWide = false

    var body: some View {
        VStack(spacing: 0) {
            Text("go").onTapGesture { withAnimation(.linear(duration: 1)) { isWide.toggle() } }
                .accessibilityIdentifier("go")
            Color.red.frame(width: isWide ? 200 : 100, height: 50).accessibilityIdentifier("source")
                .matchedGeometryEffect(id: "box", in: ns)
            Color.blue.accessibilityIdentifier("follower").matchedGeometryEffect(id: "box", in: ns, isSource: false)
                .frame(width: 40, height: 40)
        }
    }
}

/// A follower whose source can be taken away.
private struct Removable: View {
    @Namespace private var ns
    @State private var hasSource = true

    var body: some View {
        VStack(spacing: 0) {
            Text("remove").onTapGesture { hasSource = false }.accessibilityIdentifier("remove")
            if hasSource {
                Color.red.frame(width: 100, height: 50).matchedGeometryEffect(id: "box", in: ns)
            }
            Color.blue.accessibilityIdentifier("follower").matchedGeometryEffect(id: "box", in: ns, isSource: false)
                .frame(width: 40, height: 40).accessibilityIdentifier("own")
        }
    }
}

/// A small card at the top leading corner, or a big one in the middle: one group.
private struct Hero: View {
    @Namespace private var ns
    @State private var isBig = false

    var body: some View {
        VStack(spacing: 0) {
            Text("animated").onTapGesture { withAnimation(.linear(duration: 1)) { isBig.toggle() } }
                .accessibilityIdentifier("animated")
            Text("plain").onTapGesture { isBig.toggle() }.accessibilityIdentifier("plain")
            ZStack {
                Color.clear
                if isBig {
                    Color.blue.frame(width: 200, height: 100).accessibilityIdentifier("big")
                        .matchedGeometryEffect(id: "card", in: ns)
                } else {
                    Color.blue.frame(width: 50, height: 50).accessibilityIdentifier("small")
                        .matchedGeometryEffect(id: "card", in: ns)
                        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                }
            }
            .frame(width: 300, height: 300)
        }
    }
}

/// Records the namespace its body sees, every run.
private final class NamespaceLog {
    var ids: [String] = []
}

private struct NamespaceReader: View {
    let name: String
    let log: NamespaceLog
    @Namespace private var ns
    @State private var count = 0

    var body: some View {
        log.ids.append("\(name) \(ns)")
        return Text("\(name) \(count)").onTapGesture { count += 1 }.accessibilityIdentifier(name)
    }
}

private struct Grower: View {
    @State private var isOpen = false

    var body: some View {
        VStack(spacing: 0) {
            Text("go").onTapGesture { withAnimation(.linear(duration: 1)) { isOpen.toggle() } }
                .accessibilityIdentifier("go")
            VStack(spacing: 0) {
                Color.green.frame(width: 100, height: 50)
                if isOpen {
                    Color.orange.frame(width: 100, height: 50).accessibilityIdentifier("child")
                }
            }
            .geometryGroup()
            .accessibilityIdentifier("group")
        }
    }
}

@MainActor
final class MatchedGeometryTests: XCTestCase {
    /// The blue fills drawn now, as rectangles on the screen, with their opacity.
    private func blueRects(_ sim: Simulation) -> [(rect: CGRect, opacity: Double)] {
        sim.displayList().items.compactMap { item in
            guard case .fill(let path, .color(let color), _) = item.content, color.blue > 0.9, color.red < 0.5 else {
                return nil
            }
            return (path.boundingRect.applying(item.transform), item.opacity)
        }
    }

    private func assertRect(
        _ actual: CGRect?, _ expected: CGRect, accuracy: CGFloat = 0.01, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        guard let actual else { return XCTFail("no frame", file: file, line: line) }
        for (a, e) in [
            (actual.minX, expected.minX), (actual.minY, expected.minY), (actual.width, expected.width),
            (actual.height, expected.height),
        ] {
            XCTAssertEqual(a, e, accuracy: accuracy, "\(actual) is not \(expected)", file: file, line: line)
        }
    }

    // The VStack is 100 × 90, centred on the 393 × 852 screen: the source is at (146.5, 381),
    // 100 × 50; the follower's own frame is 40 × 40 at (176.5, 431).

    func testNonSourceTakesTheSourcesFrame() async throws {
        let sim = makeAnimationSimulation(Follower())
        assertRect(sim.frame(of: "source"), CGRect(x: 146.5, y: 381, width: 100, height: 50))
        assertRect(sim.frame(of: "follower"), CGRect(x: 146.5, y: 381, width: 100, height: 50))
        // The follower's own place among its siblings does not change: the stack is as it was.
        XCTAssertEqual(blueRects(sim).count, 1)
        assertRect(blueRects(sim).first?.rect, CGRect(x: 146.5, y: 381, width: 100, height: 50))
    }

    func testPositionOnlyMovesTheFollowersAnchorToTheSources() async throws {
        let sim = makeAnimationSimulation(Follower(properties: .position))
        // Its own size, centred on the source's centre (196.5, 406).
        assertRect(sim.frame(of: "follower"), CGRect(x: 176.5, y: 386, width: 40, height: 40))
        let topLeading = makeAnimationSimulation(Follower(properties: .position, anchor: .topLeading))
        assertRect(topLeading.frame(of: "follower"), CGRect(x: 146.5, y: 381, width: 40, height: 40))
    }

    func testSizeOnlyKeepsTheFollowersAnchor() async throws {
        let sim = makeAnimationSimulation(Follower(properties: .size))
        // The source's size, centred where the follower is laid out (196.5, 451).
        assertRect(sim.frame(of: "follower"), CGRect(x: 146.5, y: 426, width: 100, height: 50))
        let topLeading = makeAnimationSimulation(Follower(properties: .size, anchor: .topLeading))
        assertRect(topLeading.frame(of: "follower"), CGRect(x: 176.5, y: 431, width: 100, height: 50))
    }

    func testFollowerMovesWithItsAnimatedSource() async throws {
        let sim = makeAnimationSimulation(GrowingSource())
        try sim.step("widen") { try sim.tap("go") }
        try sim.advance(by: 0.5)
        let source = try XCTUnwrap(sim.presentedFrame(of: "source"))
        XCTAssertEqual(source.width, 150, accuracy: 2)
        assertRect(sim.presentedFrame(of: "follower"), source, accuracy: 0.5)
        try sim.advance(by: 0.6)
        assertRect(sim.presentedFrame(of: "follower"), try XCTUnwrap(sim.frame(of: "source")))
        XCTAssertEqual(sim.frame(of: "source")?.width, 200)
    }

    func testFollowerWithoutASourceGoesBackToItsOwnFrame() async throws {
        let sim = makeAnimationSimulation(Removable())
        XCTAssertEqual(sim.frame(of: "follower")?.size, CGSize(width: 100, height: 50))
        try sim.step("remove the source") { try sim.tap("remove") }
        assertRect(sim.frame(of: "follower"), try XCTUnwrap(sim.frame(of: "own")))
        XCTAssertEqual(sim.frame(of: "follower")?.size, CGSize(width: 40, height: 40))
    }

    func testTwoSourcesRecordSwiftUIsWarning() async throws {
        let sim = makeAnimationSimulation(Follower(followerIsSource: true))
        let text = sim.trace.text()
        XCTAssertTrue(
            text.contains(
                "Multiple inserted views in matched geometry group Pair<String, ID>(first: \"box\", second: SwiftUI.Namespace.ID(id: 1)) have `isSource: true`, results are undefined."
            ), text)
        XCTAssertEqual(text.components(separatedBy: "Multiple inserted views").count - 1, 1, "reported once")
        // Neither follows the other: both are where they are laid out.
        assertRect(sim.frame(of: "follower"), CGRect(x: 176.5, y: 431, width: 40, height: 40))
    }

    // The hero: the ZStack is 300 × 300 under two text lines; the small card is at its top
    // leading corner, the big one in its middle.

    func testHeroAnimatesFromTheRemovedViewsFrameUnderWithAnimation() async throws {
        let sim = makeAnimationSimulation(Hero())
        let small = try XCTUnwrap(sim.frame(of: "small"))
        try sim.step("grow") { try sim.tap("animated") }
        let big = try XCTUnwrap(sim.frame(of: "big"))
        XCTAssertEqual(big.size, CGSize(width: 200, height: 100))
        // Drawn where the small one was, then on its way, then where it is laid out.
        assertRect(sim.presentedFrame(of: "big"), small, accuracy: 0.5)
        let started = sim.trace.text()
        XCTAssertTrue(
            started.contains("matched geometry \"card\" in Namespace.ID(id: 1) (withAnimation in .onTapGesture"),
            started)
        try sim.advance(by: 0.5)
        let halfway = CGRect(
            x: (small.minX + big.minX) / 2, y: (small.minY + big.minY) / 2, width: 125, height: 75)
        assertRect(sim.presentedFrame(of: "big"), halfway, accuracy: 2)
        // The small one, fading out, moves the same way: two blue rectangles in one place.
        let drawn = blueRects(sim)
        XCTAssertEqual(drawn.count, 2, "\(drawn)")
        for rect in drawn.map(\.rect) { assertRect(rect, halfway, accuracy: 2) }
        try sim.advance(by: 0.6)
        assertRect(sim.presentedFrame(of: "big"), big)
        XCTAssertEqual(blueRects(sim).count, 1)
        XCTAssertTrue(sim.trace.text().contains("finished"), sim.trace.text())
        try sim.runUntilIdle()
        let text = sim.trace.text()
        XCTAssertTrue(text.contains(".matchedGeometryEffect #20 geometry: animation finished"), text)
        XCTAssertTrue(
            text.contains(".matchedGeometryEffect #16 geometry: animation finished"), "the removed card's too")
    }

    func testHeroReversedMidFlightStartsWhereTheCardIsDrawn() async throws {
        let sim = makeAnimationSimulation(Hero())
        try sim.step("grow") { try sim.tap("animated") }
        try sim.advance(by: 0.5)
        let drawn = try XCTUnwrap(sim.presentedFrame(of: "big"))
        try sim.step("shrink") { try sim.tap("animated") }
        // The small card comes back from where the big one was drawn (one frame on: the tap's
        // frame samples the animation before the body runs), not from where it was going.
        assertRect(sim.presentedFrame(of: "small"), drawn, accuracy: 3)
        try sim.advance(by: 1.1)
        assertRect(sim.presentedFrame(of: "small"), try XCTUnwrap(sim.frame(of: "small")))
        XCTAssertEqual(blueRects(sim).count, 1)
    }

    func testHeroDoesNotAnimateWithoutAnimation() async throws {
        let sim = makeAnimationSimulation(Hero())
        try sim.step("grow") { try sim.tap("plain") }
        let big = try XCTUnwrap(sim.frame(of: "big"))
        assertRect(sim.presentedFrame(of: "big"), big)
        XCTAssertFalse(sim.trace.text().contains("matched geometry"), sim.trace.text())
        XCTAssertEqual(blueRects(sim).count, 1)
    }

    func testNamespaceIsStableAcrossBodyRunsAndNewPerIdentity() async throws {
        let log = NamespaceLog()
        let sim = makeAnimationSimulation(
            VStack {
                NamespaceReader(name: "a", log: log)
                NamespaceReader(name: "b", log: log)
            })
        try sim.step("tap a") { try sim.tap("a") }
        try sim.step("tap a again") { try sim.tap("a") }
        XCTAssertEqual(
            log.ids,
            [
                "a Namespace.ID(id: 1)", "b Namespace.ID(id: 2)", "a Namespace.ID(id: 1)", "a Namespace.ID(id: 1)",
            ])
    }

    func testChildInsertedInAGrowingGeometryGroupRidesOnIt() async throws {
        let sim = makeAnimationSimulation(Grower())
        try sim.step("open") { try sim.tap("go") }
        try sim.advance(by: 0.5)
        let group = try XCTUnwrap(sim.presentedFrame(of: "group"))
        let child = try XCTUnwrap(sim.presentedFrame(of: "child"))
        XCTAssertEqual(group.height, 75, accuracy: 1, "the group grows from 50 to 100")
        // The child sits at its place in the group's presented frame, at its own size.
        XCTAssertEqual(child.minY, group.minY + 50, accuracy: 0.01)
        XCTAssertEqual(child.minX, group.minX, accuracy: 0.01)
        XCTAssertEqual(child.size, CGSize(width: 100, height: 50))
    }
}
