// Tests how views come and go with transitions: insertion moves `willAppear →
// identity` under the inserting transaction, removal keeps the view drawn at
// its presented values until its animations end, no animation means no
// transition (and the trace says why for a view with a `.transition`), and a
// view re-added mid-removal goes back to identity from where it was.
import ViewSim
import ViewSimTesting
import XCTest

private struct Toggler: View {
    var transition: AnyTransition? = nil
    var valueAnimationOnCard = false
    @State private var isShown = false

    var body: some View {
        VStack {
            Text("animated").onTapGesture { withAnimation(.linear(duration: 1)) { isShown.toggle() } }
                .accessibilityIdentifier("animated")
            Text("plain").onTapGesture { isShown.toggle() }.accessibilityIdentifier("plain")
            // A fixed frame: the card's insertion moves nothing else.
            ZStack {
                Color.clear
                if isShown {
                    card
                }
            }
            .frame(width: 200, height: 200)
        }
    }

    @ViewBuilder private var card: some View {
        let base = Color.red.frame(width: 100, height: 40).accessibilityIdentifier("card")
        if let transition {
            if valueAnimationOnCard {
                base.transition(transition).animation(.linear(duration: 1), value: isShown)
            } else {
                base.transition(transition)
            }
        } else {
            base
        }
    }
}

@MainActor
final class TransitionEngineTests: XCTestCase {
    /// The opacity the card's red fill is drawn with now (nil when it is not drawn).
    private func cardOpacity(_ sim: Simulation) -> Double? {
        cardItems(sim).first?.opacity
    }

    /// The red card's items in the display list now.
    private func cardItems(_ sim: Simulation) -> [DisplayList.Item] {
        sim.displayList().items.filter {
            guard case .fill(_, .color(let color), _) = $0.content else { return false }
            return color.red > 0.9 && color.green < 0.5 && color.opacity > 0
        }
    }

    func testInsertionInAnimatedTransactionFadesIn() async throws {
        let sim = makeAnimationSimulation(Toggler())
        try sim.step("show") { try sim.tap("animated") }
        let text = sim.trace.text(step: 1)
        XCTAssertTrue(text.contains("transition .opacity: willAppear → identity with linear(duration: 1)"), text)
        XCTAssertEqual(cardOpacity(sim) ?? -1, 0, accuracy: 0.02, "drawn at willAppear")
        try sim.advance(by: 0.5)
        XCTAssertEqual(cardOpacity(sim) ?? -1, 0.5, accuracy: 0.03)
        try sim.advance(by: 0.6)
        XCTAssertEqual(cardOpacity(sim) ?? -1, 1, accuracy: 0.001)
        XCTAssertTrue(sim.trace.text().contains("transition .opacity ended: at identity"), sim.trace.text())
    }

    func testInsertionWithoutAnimationDoesNotTransition() async throws {
        let sim = makeAnimationSimulation(Toggler(transition: .slide))
        try sim.step("show") { try sim.tap("plain") }
        XCTAssertEqual(cardOpacity(sim) ?? -1, 1, accuracy: 0.0001)
        let text = sim.trace.text(step: 1)
        XCTAssertTrue(
            text.contains(
                "inserted without animation (its transition .slide did not run): the transaction had none — the write was outside withAnimation"
            ), text)
    }

    func testRemovalKeepsTheViewDrawnUntilItsAnimationEnds() async throws {
        let sim = makeAnimationSimulation(Toggler())
        try sim.step("show") { try sim.tap("plain") }
        try sim.step("hide") { try sim.tap("animated") }
        XCTAssertEqual(cardOpacity(sim) ?? -1, 1, accuracy: 0.02, "still drawn at identity in the frame of the tap")
        XCTAssertNil(sim.frame(of: "card"), "a removing view is not found by lookups")
        try sim.advance(by: 0.25)
        XCTAssertEqual(cardOpacity(sim) ?? -1, 0.75, accuracy: 0.03)
        try sim.advance(by: 0.5)
        XCTAssertEqual(cardOpacity(sim) ?? -1, 0.25, accuracy: 0.03)
        try sim.advance(by: 0.5)
        XCTAssertNil(cardOpacity(sim), "gone once its transition ended")
        let text = sim.trace.text()
        XCTAssertTrue(text.contains("transition .opacity: identity → didDisappear with linear(duration: 1)"), text)
        XCTAssertTrue(text.contains("removal completed after"), text)
    }

    func testRemovalWithoutAnimationExplainsTheAnimationBelowTheIf() async throws {
        let sim = makeAnimationSimulation(Toggler(transition: .opacity, valueAnimationOnCard: true))
        try sim.step("show") { try sim.tap("plain") }
        try sim.step("hide") { try sim.tap("plain") }
        XCTAssertNil(cardOpacity(sim))
        let text = sim.trace.text(step: 2)
        XCTAssertTrue(
            text.contains("removed without animation (its transition .opacity did not run)")
                && text.contains("below the `if` that removes it"), text)
    }

    func testMoveFromBottomOffsetsByTheViewsHeight() async throws {
        let sim = makeAnimationSimulation(Toggler(transition: .move(edge: .bottom)))
        try sim.step("show") { try sim.tap("animated") }
        let start = try XCTUnwrap(cardItems(sim).first)
        try sim.advance(by: 2)
        let end = try XCTUnwrap(cardItems(sim).first)
        XCTAssertEqual(start.transform.ty - end.transform.ty, 40, accuracy: 0.5)
        XCTAssertEqual(start.opacity, 1)
    }

    func testReaddedMidRemovalGoesBackToIdentity() async throws {
        let sim = makeAnimationSimulation(Toggler())
        try sim.step("show") { try sim.tap("plain") }
        try sim.step("hide") { try sim.tap("animated") }
        try sim.advance(by: 0.5)
        let mid = try XCTUnwrap(cardOpacity(sim))
        try sim.step("show again") { try sim.tap("animated") }
        let text = sim.trace.text(step: 3)
        XCTAssertTrue(text.contains("transition .opacity: didDisappear → identity"), text)
        XCTAssertEqual(try XCTUnwrap(cardOpacity(sim)), mid, accuracy: 0.03, "from the presented value")
        XCTAssertEqual(cardItems(sim).count, 1, "one card drawn")
        try sim.advance(by: 1.5)
        XCTAssertEqual(cardOpacity(sim) ?? -1, 1, accuracy: 0.001)
        XCTAssertNotNil(sim.frame(of: "card"))
    }
}

@MainActor
final class TransitionAssertionTests: XCTestCase {
    func testAssertTransitionAndRemovedPassOnWhatHappened() async throws {
        let sim = makeAnimationSimulation(NamedToggler())
        try sim.step("show") { try sim.tap("animated") }
        assertTransition(
            sim, of: "card", .insertion, in: .lastStep, transition: ".scale", animation: .linear(duration: 1),
            origin: .hasPrefix("withAnimation in"))
        try sim.step("hide") {
            try sim.tap("animated")
            try sim.advance(by: 1.5)
        }
        // 1 s at 60 fps: the scale reaches 0 in the 60th frame; the removal completes in the next.
        assertTransition(sim, of: "card", .removal, in: .lastStep, transition: ".scale", completesAfterFrames: 61)
        assertRemoved(sim, "card", animated: true, in: .lastStep)
        try sim.step("show, hide plainly") {
            try sim.tap("plain")
            try sim.tap("plain")
        }
        assertRemoved(sim, "card", animated: false, in: .lastStep)
    }

    func testFailuresSayWhatHappenedInstead() async throws {
        let sim = makeAnimationSimulation(NamedToggler())
        try sim.step("show") { try sim.tap("plain") }
        try sim.step("hide") { try sim.tap("plain") }
        let message = try XCTUnwrap(verifyTransition(sim, of: "card", .removal, in: .lastStep))
        XCTAssertTrue(message.hasPrefix("\"card\" was not removed with a transition in step 2"), message)
        XCTAssertTrue(
            message.contains("removed without animation (its transition .scale did not run): the transaction had none"),
            message)
        let removed = try XCTUnwrap(verifyRemoved(sim, "card", animated: true, in: .lastStep))
        XCTAssertTrue(removed.hasPrefix("\"card\" was removed at once in step 2"), removed)
        let wrong = try XCTUnwrap(verifyRemoved(sim, "nothing", animated: false))
        XCTAssertTrue(wrong.contains("no view named \"nothing\" came or went"), wrong)
        try sim.step("show animated") { try sim.tap("animated") }
        let other = try XCTUnwrap(verifyTransition(sim, of: "card", .insertion, in: .lastStep, transition: ".slide"))
        XCTAssertTrue(other.hasPrefix("\"card\" was inserted with the transition .scale, not .slide."), other)
    }
}

private struct NamedToggler: View {
    @State private var isShown = false

    var body: some View {
        VStack {
            Text("animated").onTapGesture { withAnimation(.linear(duration: 1)) { isShown.toggle() } }
                .accessibilityIdentifier("animated")
            Text("plain").onTapGesture { isShown.toggle() }.accessibilityIdentifier("plain")
            if isShown {
                Color.red.frame(width: 100, height: 40).accessibilityIdentifier("card").transition(.scale)
            }
        }
    }
}
