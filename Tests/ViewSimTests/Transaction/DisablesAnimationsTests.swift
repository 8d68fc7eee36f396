// Tests `Transaction.disablesAnimations` (semantics §3.1): the flag keeps
// `.animation(_:value:)`, the deprecated `.animation(_:)` and the scoped
// `.animation(_:body:)` from adding their animation, but it does not remove one the
// transaction already has: withAnimation's own animation still animates.
import ViewSim
import ViewSimTesting
import XCTest

private struct Heart: View {
    @State private var isOn = false

    var body: some View {
        VStack {
            Text("♥")
                .opacity(isOn ? 1 : 0)
                .animation(.easeIn(duration: 0.2), value: isOn)
                .accessibilityIdentifier("heart")
            Text("scoped")
                .animation(.easeOut(duration: 0.2)) { $0.scaleEffect(isOn ? 2 : 1) }
                .accessibilityIdentifier("scoped")
            Text("plain").onTapGesture { isOn.toggle() }.accessibilityIdentifier("plain")
            Text("linear, disabled").onTapGesture {
                var transaction = Transaction(animation: .linear(duration: 1))
                transaction.disablesAnimations = true
                withTransaction(transaction) { isOn.toggle() }
            }.accessibilityIdentifier("linearDisabled")
            Text("disabled").onTapGesture {
                withTransaction(\.disablesAnimations, true) { isOn.toggle() }
            }.accessibilityIdentifier("disabled")
            Text("withAnimation, then disabled").onTapGesture {
                withAnimation(.linear(duration: 1)) { withTransaction(\.disablesAnimations, true) { isOn.toggle() } }
            }.accessibilityIdentifier("nested")
        }
    }
}

private struct DisabledBelow: View {
    @State private var isOn = false

    var body: some View {
        VStack {
            Text("♥")
                .opacity(isOn ? 1 : 0)
                .animation(.easeIn(duration: 0.2), value: isOn)
                .transaction { $0.disablesAnimations = true }
                .accessibilityIdentifier("heart")
            Text("plain").onTapGesture { isOn.toggle() }.accessibilityIdentifier("plain")
        }
    }
}

@MainActor
final class DisablesAnimationsTests: XCTestCase {
    func testWithoutTheFlagTheModifiersAnimate() async throws {
        let sim = makeAnimationSimulation(Heart())
        try sim.step("plain") { try sim.tap("plain") }
        assertAnimation(
            sim, "opacity", of: "heart", animation: "easeIn(duration: 0.2)", origin: .contains(".animation(_:value:)"))
        assertAnimation(
            sim, "scale", of: "scoped", animation: "easeOut(duration: 0.2)", origin: .contains(".animation(_:body:)"))
    }

    func testTheFlagBlocksTheModifiersButKeepsTheTransactionsOwnAnimation() async throws {
        let sim = makeAnimationSimulation(Heart())
        try sim.step("linear, disabled") { try sim.tap("linearDisabled") }
        assertAnimation(
            sim, "opacity", of: "heart", animation: "linear(duration: 1)", origin: .hasPrefix("withTransaction in "))
        assertAnimation(
            sim, "scale", of: "scoped", animation: "linear(duration: 1)", origin: .hasPrefix("withTransaction in "))
        // Neither modifier recorded a change to the transaction.
        XCTAssertFalse(sim.trace.text(step: 1).contains("⇣"), sim.trace.text(step: 1))
    }

    func testTheFlagAloneMeansNoAnimation() async throws {
        let sim = makeAnimationSimulation(Heart())
        try sim.step("disabled") { try sim.tap("disabled") }
        assertNoAnimation(sim, "opacity", of: "heart")
        assertNoAnimation(sim, "scale", of: "scoped")
    }

    func testANestedFlagKeepsTheOuterWithAnimation() async throws {
        let sim = makeAnimationSimulation(Heart())
        try sim.step("nested") { try sim.tap("nested") }
        assertAnimation(
            sim, "opacity", of: "heart", animation: "linear(duration: 1)", origin: .hasPrefix("withAnimation in "))
    }

    func testATransactionModifierCanSetTheFlagForTheViewsBelow() async throws {
        let sim = makeAnimationSimulation(DisabledBelow())
        try sim.step("plain") { try sim.tap("plain") }
        assertNoAnimation(sim, "opacity", of: "heart")
        XCTAssertTrue(sim.trace.text(step: 1).contains(": disables animations below"), sim.trace.text(step: 1))
    }
}
