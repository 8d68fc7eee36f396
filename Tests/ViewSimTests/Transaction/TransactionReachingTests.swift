// Tests the transaction a view sees when it is updated on its own (its own state
// changed) or together with its parent: the transaction of its change, transformed
// by every transaction modifier above it (`ViewGraph.transaction(reaching:)`).
import ViewSim
import ViewSimTesting
import XCTest

/// A view with its own state: tapping it changes only it.
private struct Bulb: View {
    @State private var isOn = false
    let animated: Bool
    var body: some View {
        Text("bulb")
            .opacity(isOn ? 1 : 0)
            .onTapGesture {
                if animated {
                    withAnimation(.easeIn(duration: 0.2)) { isOn.toggle() }
                } else {
                    isOn.toggle()
                }
            }
            .accessibilityIdentifier("bulb")
    }
}

private struct Room: View {
    @State private var other = false
    let animatedBulb: Bool
    let transform: (inout Transaction) -> Void

    var body: some View {
        VStack {
            VStack { Bulb(animated: animatedBulb) }
                .animation(.bouncy, value: other)
                .transaction(transform)
            Text("other").onTapGesture { other.toggle() }.accessibilityIdentifier("other")
        }
    }
}

/// A parent and a child that read the same state, under a modifier that removes animations.
private struct Mirror: View {
    @State private var isOn = false
    var body: some View {
        VStack {
            Text(isOn ? "on" : "off").opacity(isOn ? 1 : 0).accessibilityIdentifier("parent")
            Reflection(isOn: $isOn).transaction { $0.animation = nil }
            Text("switch").onTapGesture { withAnimation(.linear(duration: 1)) { isOn.toggle() } }
                .accessibilityIdentifier("switch")
        }
    }
}

private struct Reflection: View {
    @Binding var isOn: Bool
    var body: some View {
        Text("reflection").opacity(isOn ? 1 : 0).accessibilityIdentifier("reflection")
    }
}

@MainActor
final class TransactionReachingTests: XCTestCase {
    func testAnAncestorsTransactionModifierAnimatesADescendantsOwnChange() async throws {
        let sim = makeAnimationSimulation(
            Room(animatedBulb: false, transform: { $0.animation = .linear(duration: 0.5) }))
        try sim.step("tap the bulb") { try sim.tap("bulb") }
        assertAnimation(
            sim, "opacity", of: "bulb", animation: "linear(duration: 0.5)", origin: .hasPrefix(".transaction #"))
        // Only the bulb's body ran: the ancestors' modifiers were applied on the way down without running them.
        assertStep(sim, evaluated: ["Bulb": "_isOn"])
    }

    func testAnAncestorsTransactionModifierRemovesADescendantsAnimation() async throws {
        let sim = makeAnimationSimulation(Room(animatedBulb: true, transform: { $0.animation = nil }))
        try sim.step("tap the bulb") { try sim.tap("bulb") }
        assertNoAnimation(sim, "opacity", of: "bulb")
    }

    func testAnAncestorsAnimationModifierWhoseValueIsUnchangedPassesTheChangeThrough() async throws {
        let sim = makeAnimationSimulation(Room(animatedBulb: true, transform: { _ in }))
        try sim.step("tap the bulb") { try sim.tap("bulb") }
        assertAnimation(
            sim, "opacity", of: "bulb", animation: "easeIn(duration: 0.2)", origin: .hasPrefix("withAnimation in "))
    }

    func testAChildUpdatedWithItsParentSeesTheModifiersBetweenThem() async throws {
        let sim = makeAnimationSimulation(Mirror())
        try sim.step("switch") { try sim.tap("switch") }
        assertAnimation(sim, "opacity", of: "parent", animation: "linear(duration: 1)")
        // The child was invalidated by the same change (it reads the binding) and
        // evaluated below the `.transaction { $0.animation = nil }`.
        assertNoAnimation(sim, "opacity", of: "reflection")
        assertStep(sim, evaluated: ["Mirror": "_isOn", "Reflection": "_isOn"])
    }
}
