// Tests the ways a view comes and goes that SwiftUI documents: an `.id` change
// (the old view goes, a new one comes: a cross-fade), `ForEach` edits, an
// asymmetric transition, a transition's own animation, a container removed
// while a child of it is still transitioning out, and a `withAnimation`
// completion that waits for the removal.
import ViewSim
import ViewSimTesting
import XCTest

private struct Identified: View {
    @State private var version = 0
    var body: some View {
        VStack {
            Text("next").onTapGesture { withAnimation(.linear(duration: 1)) { version += 1 } }
                .accessibilityIdentifier("next")
            Text("v\(version)").accessibilityIdentifier("label").id(version)
        }
    }
}

private struct Rows: View {
    @State private var items = [1, 2, 3]
    var body: some View {
        VStack {
            Text("drop").onTapGesture { withAnimation(.linear(duration: 1)) { _ = items.removeFirst() } }
                .accessibilityIdentifier("drop")
            ForEach(items, id: \.self) { item in
                Text("row \(item)").accessibilityIdentifier("row\(item)").transition(.slide)
            }
        }
    }
}

private struct Asymmetric: View {
    @State private var isShown = false
    var own: AnyTransition? = nil
    var body: some View {
        VStack {
            Text("toggle").onTapGesture { withAnimation(.linear(duration: 1)) { isShown.toggle() } }
                .accessibilityIdentifier("toggle")
            Text("plain").onTapGesture { isShown.toggle() }.accessibilityIdentifier("plain")
            if isShown {
                Text("card").accessibilityIdentifier("card")
                    .transition(own ?? .asymmetric(insertion: .move(edge: .leading), removal: .opacity))
            }
        }
    }
}

private struct Nested: View {
    @State private var outer = true
    @State private var inner = true
    @State private var completions = 0
    var body: some View {
        VStack {
            Text("inner").onTapGesture {
                withAnimation(.linear(duration: 1)) {
                    inner = false
                } completion: {
                    completions += 1
                }
            }
            .accessibilityIdentifier("hideInner")
            Text("outer").onTapGesture { outer = false }.accessibilityIdentifier("hideOuter")
            Text("\(completions)").accessibilityIdentifier("completions")
            if outer {
                VStack {
                    if inner { Text("child").accessibilityIdentifier("child") }
                }
            }
        }
    }
}

@MainActor
final class TransitionCasesTests: XCTestCase {
    func testAnIDChangeCrossFadesTheOldAndNewViews() async throws {
        let sim = makeAnimationSimulation(Identified())
        try sim.step("next") { try sim.tap("next") }
        try sim.advance(by: 0.5)
        let texts = sim.displayList().items.compactMap { item -> (String, Double)? in
            guard case .text(let run) = item.content, run.string.hasPrefix("v") else { return nil }
            return (run.string, item.opacity)
        }
        XCTAssertEqual(texts.map(\.0).sorted(), ["v0", "v1"], "both drawn mid-way")
        for (_, opacity) in texts { XCTAssertEqual(opacity, 0.5, accuracy: 0.03) }
        assertRemoved(sim, "label", animated: true, in: .lastStep)
        try sim.advance(by: 1)
        XCTAssertEqual(sim.text(of: "label"), "v1")
    }

    func testAForEachRowRemovedSlidesOutWhileTheOthersStay() async throws {
        let sim = makeAnimationSimulation(Rows())
        try sim.step("drop") { try sim.tap("drop") }
        assertTransition(sim, of: "row1", .removal, in: .lastStep, transition: ".slide")
        XCTAssertNil(sim.frame(of: "row1"), "gone from lookups at once")
        XCTAssertNotNil(sim.frame(of: "row2"))
        try sim.advance(by: 2)
        let strings = sim.displayList().items.compactMap { item -> String? in
            if case .text(let run) = item.content { return run.string }
            return nil
        }
        XCTAssertFalse(strings.contains("row 1"), "nothing removed is drawn after its transition ends")
    }

    func testAsymmetricUsesTheRemovalTransitionOnTheWayOut() async throws {
        let sim = makeAnimationSimulation(Asymmetric())
        try sim.step("show") { try sim.tap("toggle") }
        try sim.advance(by: 2)
        try sim.step("hide") {
            try sim.tap("toggle")
            try sim.advance(by: 0.5)
        }
        let card = try XCTUnwrap(
            sim.displayList().items.first {
                if case .text(let run) = $0.content { return run.string == "card" }
                return false
            })
        XCTAssertEqual(card.opacity, 0.5, accuracy: 0.03, "fades out (the removal transition)")
        XCTAssertTrue(
            sim.trace.text(step: 2).contains(
                "transition .asymmetric(insertion: .move(edge: .leading), removal: .opacity): identity → didDisappear"),
            sim.trace.text(step: 2))
    }

    func testATransitionsOwnAnimationRunsWithoutWithAnimation() async throws {
        let sim = makeAnimationSimulation(Asymmetric(own: .opacity.animation(.linear(duration: 0.5))))
        try sim.step("show") { try sim.tap("plain") }
        assertTransition(
            sim, of: "card", .insertion, in: .lastStep, animation: .linear(duration: 0.5),
            origin: .equals("the transition's .animation(_:)"))
    }

    func testAContainerRemovedTakesItsRemovingChildWithIt() async throws {
        let sim = makeAnimationSimulation(Nested())
        try sim.step("hide inner") {
            try sim.tap("hideInner")
            try sim.advance(by: 0.25)
        }
        XCTAssertEqual(sim.snapshot().nodes.filter(\.isRemoving).count > 0, true, "the child is still removing")
        try sim.step("hide outer") { try sim.tap("hideOuter") }
        let text = sim.trace.text(step: 2)
        XCTAssertTrue(text.contains("removal completed after"), text)
        XCTAssertTrue(text.contains("its container"), text)
        XCTAssertFalse(sim.snapshot().nodes.contains(where: \.isRemoving))
        // The completion also waits for the frames the removal moved (still animating).
        try sim.advance(by: 1)
        XCTAssertEqual(sim.text(of: "completions"), "1")
    }

    func testWithAnimationCompletionWaitsForTheRemoval() async throws {
        let sim = makeAnimationSimulation(Nested())
        try sim.step("hide inner") {
            try sim.tap("hideInner")
            try sim.advance(by: 0.5)
        }
        XCTAssertEqual(sim.text(of: "completions"), "0")
        try sim.advance(by: 0.6)
        XCTAssertEqual(sim.text(of: "completions"), "1")
    }
}
