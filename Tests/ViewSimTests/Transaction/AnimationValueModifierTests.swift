// Tests `.animation(_:value:)` in the graph: it animates the views below it only
// when its value changed in this transaction, overrides an incoming withAnimation
// (nil turns it off), and otherwise passes the transaction through unchanged.
import ViewSim
import ViewSimTesting
import XCTest

private struct Card: View {
    @State private var isOn = false
    @State private var count = 0
    let animation: Animation?

    var body: some View {
        VStack {
            Text("card")
                .opacity(isOn ? 1 : 0)
                .scaleEffect(count == 0 ? 1 : 2)
                .animation(animation, value: isOn)
                .rotationEffect(.degrees(isOn ? 90 : 0))
                .accessibilityIdentifier("card")
            Text("toggle").onTapGesture { isOn.toggle() }.accessibilityIdentifier("toggle")
            Text("toggle animated").onTapGesture { withAnimation(.linear(duration: 1)) { isOn.toggle() } }
                .accessibilityIdentifier("toggleAnimated")
            Text("count").onTapGesture { count += 1 }.accessibilityIdentifier("count")
            Text("count animated").onTapGesture { withAnimation(.linear(duration: 1)) { count += 1 } }
                .accessibilityIdentifier("countAnimated")
            Text("both").onTapGesture {
                isOn.toggle()
                count += 1
            }.accessibilityIdentifier("both")
        }
    }
}

@MainActor
final class AnimationValueModifierTests: XCTestCase {
    func testAnimatesTheViewsBelowWhenItsValueChanges() async throws {
        let sim = makeAnimationSimulation(Card(animation: .easeInOut))
        try sim.step("toggle") { try sim.tap("toggle") }
        assertAnimation(
            sim, "opacity", of: "card", in: .lastStep, animation: "easeInOut(duration: 0.35)",
            origin: .contains(".animation(_:value:)"), as: .started)
        assertAnimation(
            sim, "opacity", of: "card", in: .lastStep, animation: "easeInOut(duration: 0.35)",
            origin: .hasSuffix("(value false → true)"))
        // The trace says which modifier set the animation and why.
        let line = sim.trace.text(step: 1).split(separator: "\n").first { $0.contains("⇣") }.map(String.init) ?? ""
        XCTAssertTrue(line.contains(".animation(_:value:) #"), line)
        XCTAssertTrue(
            line.hasSuffix(
                "value false → true, so the views below animate with easeInOut(duration: 0.35) (the transaction had: none)"
            ), line)
    }

    func testOnlyTheViewsBelowTheModifierAnimate() async throws {
        let sim = makeAnimationSimulation(Card(animation: .easeInOut))
        try sim.step("toggle") { try sim.tap("toggle") }
        // The rotation is applied outside (above) the .animation modifier.
        assertNoAnimation(sim, "rotation", of: "card", in: .lastStep)
        XCTAssertEqual(sim.attribute("rotation", of: "card")?.description, "90°")
    }

    func testDoesNotAnimateChangesWhenItsValueIsUnchanged() async throws {
        let sim = makeAnimationSimulation(Card(animation: .easeInOut))
        try sim.step("count") { try sim.tap("count") }
        assertNoAnimation(sim, "scale", of: "card", in: .lastStep)
        XCTAssertEqual(sim.attribute("scale", of: "card")?.description, "(2, 2)")
    }

    func testOverridesTheAnimationOfWithAnimation() async throws {
        let sim = makeAnimationSimulation(Card(animation: .easeInOut))
        try sim.step("toggle with withAnimation(.linear)") { try sim.tap("toggleAnimated") }
        assertAnimation(
            sim, "opacity", of: "card", in: .lastStep, animation: "easeInOut(duration: 0.35)",
            origin: .contains(".animation(_:value:)"))
        // Above the modifier, withAnimation's own animation still applies.
        assertAnimation(
            sim, "rotation", of: "card", in: .lastStep, animation: "linear(duration: 1)",
            origin: .hasPrefix("withAnimation in "))
        let line = sim.trace.text(step: 1).split(separator: "\n").first { $0.contains("⇣") }.map(String.init) ?? ""
        XCTAssertTrue(
            line.contains("(the transaction had: linear(duration: 1) from withAnimation in .onTapGesture #"), line)
    }

    func testNilTurnsOffAnIncomingAnimation() async throws {
        let sim = makeAnimationSimulation(Card(animation: nil))
        try sim.step("toggle with withAnimation(.linear)") { try sim.tap("toggleAnimated") }
        assertNoAnimation(sim, "opacity", of: "card", in: .lastStep)
        assertAnimation(sim, "rotation", of: "card", in: .lastStep, animation: "linear(duration: 1)")
        XCTAssertEqual(sim.attribute("opacity", of: "card")?.description, "1")
        XCTAssertTrue(
            sim.trace.text(step: 1).contains(
                "so the views below animate with none (the transaction had: linear(duration: 1)"))
    }

    func testPassesAnIncomingAnimationThroughWhenItsValueIsUnchanged() async throws {
        let sim = makeAnimationSimulation(Card(animation: .easeInOut))
        try sim.step("count with withAnimation(.linear)") { try sim.tap("countAnimated") }
        assertAnimation(
            sim, "scale", of: "card", in: .lastStep, animation: "linear(duration: 1)",
            origin: .hasPrefix("withAnimation in .onTapGesture #"))
        // Nothing was recorded at the modifier: the transaction passed through unchanged.
        XCTAssertFalse(sim.trace.text(step: 1).contains("⇣"))
    }

    func testAnotherChangeInTheSameTransactionInheritsTheAnimation() async throws {
        let sim = makeAnimationSimulation(Card(animation: .easeInOut))
        try sim.step("both") { try sim.tap("both") }
        assertAnimation(sim, "opacity", of: "card", in: .lastStep, animation: "easeInOut(duration: 0.35)")
        assertAnimation(
            sim, "scale", of: "card", in: .lastStep, animation: "easeInOut(duration: 0.35)",
            origin: .contains(".animation(_:value:)"))
    }

    func testAValueChangeInALaterUpdateIsANewTransaction() async throws {
        let sim = makeAnimationSimulation(Card(animation: .easeInOut))
        try sim.step("toggle") { try sim.tap("toggle") }
        try sim.step("then count") {
            try sim.advance(by: 0.1)
            try sim.tap("count")
        }
        assertNoAnimation(sim, "scale", of: "card", in: .lastStep)
    }
}
