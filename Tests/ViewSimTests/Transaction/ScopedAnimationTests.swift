// Tests the scoped `.animation(_:body:)` and `.transaction(_:body:)` (iOS 17): they
// apply only to the modifiers inside `body`; the view they wrap (the placeholder's
// content) sees the transaction from outside again, also when updated alone.
import ViewSim
import ViewSimTesting
import XCTest

private struct Badge: View {
    @State private var isOn = false

    var body: some View {
        VStack {
            Text("badge")
                .opacity(isOn ? 1 : 0)
                .animation(.easeIn(duration: 0.2)) { content in
                    content.scaleEffect(isOn ? 2 : 1)
                }
                .accessibilityIdentifier("badge")
            Text("transformed")
                .opacity(isOn ? 1 : 0)
                .transaction({ $0.animation = .linear(duration: 0.3) }) { content in
                    content.rotationEffect(.degrees(isOn ? 90 : 0))
                }
                .accessibilityIdentifier("transformed")
            Text("plain").onTapGesture { isOn.toggle() }.accessibilityIdentifier("plain")
            Text("animated").onTapGesture { withAnimation(.linear(duration: 1)) { isOn.toggle() } }
                .accessibilityIdentifier("animated")
        }
    }
}

/// A view with its own state inside the wrapped content.
private struct Dot: View {
    @State private var isOn = false
    var body: some View {
        Text("dot").opacity(isOn ? 1 : 0).onTapGesture { isOn.toggle() }.accessibilityIdentifier("dot")
    }
}

/// A view with its own state between the scope and its placeholder.
private struct Pulse<Content: View>: View {
    let content: Content
    @State private var isBig = false
    var body: some View {
        content.scaleEffect(isBig ? 2 : 1).onTapGesture { isBig.toggle() }.accessibilityIdentifier("pulse")
    }
}

private struct Scene: View {
    @State private var tint = false

    var body: some View {
        VStack {
            Dot()
                .animation(.easeIn(duration: 0.2)) { content in
                    Pulse(content: content).offset(x: tint ? 10 : 0)
                }
                .accessibilityIdentifier("scope")
            Text("tint").onTapGesture { withAnimation(.linear(duration: 1)) { tint.toggle() } }.accessibilityIdentifier(
                "tint")
        }
    }
}

@MainActor
final class ScopedAnimationTests: XCTestCase {
    func testOnlyTheModifiersInsideTheBodyAnimate() async throws {
        let sim = makeAnimationSimulation(Badge())
        try sim.step("plain") { try sim.tap("plain") }
        assertAnimation(
            sim, "scale", of: "badge", animation: "easeIn(duration: 0.2)", origin: .hasPrefix(".animation(_:body:) #"))
        assertNoAnimation(sim, "opacity", of: "badge")
    }

    func testScopedTransactionTransformsOnlyTheModifiersInsideTheBody() async throws {
        let sim = makeAnimationSimulation(Badge())
        try sim.step("plain") { try sim.tap("plain") }
        assertAnimation(
            sim, "rotation", of: "transformed", animation: "linear(duration: 0.3)",
            origin: .hasPrefix(".transaction(_:body:) #"))
        assertNoAnimation(sim, "opacity", of: "transformed")
    }

    func testTheWrappedViewSeesTheTransactionFromOutside() async throws {
        let sim = makeAnimationSimulation(Badge())
        try sim.step("animated") { try sim.tap("animated") }
        assertAnimation(sim, "scale", of: "badge", animation: "easeIn(duration: 0.2)")
        assertAnimation(
            sim, "opacity", of: "badge", animation: "linear(duration: 1)", origin: .hasPrefix("withAnimation in "))
    }

    func testAViewInsideTheContentUpdatedAloneSeesTheTransactionFromOutside() async throws {
        let sim = makeAnimationSimulation(Scene())
        try sim.step("dot") { try sim.tap("dot") }
        assertNoAnimation(sim, "opacity", of: "dot")
    }

    func testAViewInsideTheBodyUpdatedAloneSeesTheScopesAnimation() async throws {
        let sim = makeAnimationSimulation(Scene())
        try sim.step("pulse") { try sim.tap("pulse") }
        assertAnimation(
            sim, "scale", of: "pulse", animation: "easeIn(duration: 0.2)", origin: .hasPrefix(".animation(_:body:) #"))
        assertNoAnimation(sim, "opacity", of: "dot")
    }

    func testThePlaceholderRestoresTheTransactionOfThisUpdateNotAnEarlierOne() async throws {
        let sim = makeAnimationSimulation(Scene())
        // An animated update passes through the scope, which remembers the incoming transaction …
        try sim.step("tint") {
            try sim.tap("tint")
            try sim.runUntilIdle()
        }
        assertAnimation(sim, "offset", of: "scope", in: .lastStep, animation: "easeIn(duration: 0.2)")
        // … then the pulse (inside the body) and the dot (inside the content) change in
        // one update without an animation: the dot must not get the earlier linear one.
        sim.step("pulse and dot") {
            sim.perform("tap both") {
                try? sim.tapActionForTesting("pulse")
                try? sim.tapActionForTesting("dot")
            }
        }
        assertAnimation(sim, "scale", of: "pulse", in: .lastStep, animation: "easeIn(duration: 0.2)")
        assertNoAnimation(sim, "opacity", of: "dot", in: .lastStep)
    }
}

extension Simulation {
    /// Runs the tap action of the view named `name` now, inside the current frame.
    fileprivate func tapActionForTesting(_ name: String) throws {
        guard let target = graph.tapTarget(named: name) else { throw SimulationError.noTapAction(name) }
        target.action()
    }
}
