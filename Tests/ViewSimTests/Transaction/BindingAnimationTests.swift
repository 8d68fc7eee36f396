// Tests `Binding.animation(_:)` and `Binding.transaction(_:)`: a write through the
// binding carries its transaction; a withAnimation around the write overrides the
// binding's animation, while a transaction without an animation keeps it.
import ViewSim
import ViewSimTesting
import XCTest

/// A control that writes its binding when tapped, the way a Toggle does.
private struct Switch: View {
    @Binding var isOn: Bool
    let wrap: (_ write: () -> Void) -> Void
    var body: some View {
        Text(isOn ? "on" : "off").onTapGesture { wrap { isOn.toggle() } }.accessibilityIdentifier("switch")
    }
}

private struct Settings: View {
    @State private var isOn = false
    let binding: (Binding<Bool>) -> Binding<Bool>
    var wrap: (_ write: () -> Void) -> Void = { $0() }

    var body: some View {
        VStack {
            Text("light").opacity(isOn ? 1 : 0).accessibilityIdentifier("light")
            Switch(isOn: binding($isOn), wrap: wrap)
        }
    }
}

@MainActor
final class BindingAnimationTests: XCTestCase {
    private func switched(_ settings: Settings) throws -> Simulation {
        let sim = makeAnimationSimulation(settings)
        try sim.step("switch") { try sim.tap("switch") }
        return sim
    }

    func testBindingAnimationAnimatesTheWrite() async throws {
        let sim = try switched(Settings(binding: { $0.animation(.easeIn(duration: 0.2)) }))
        assertAnimation(
            sim, "opacity", of: "light", animation: "easeIn(duration: 0.2)", origin: .equals("Binding.animation"))
    }

    func testBindingAnimationDefaultsToTheDefaultAnimation() async throws {
        let sim = try switched(Settings(binding: { $0.animation() }))
        assertAnimation(sim, "opacity", of: "light", animation: "default", origin: .equals("Binding.animation"))
    }

    func testAPlainBindingDoesNotAnimate() async throws {
        let sim = try switched(Settings(binding: { $0 }))
        assertNoAnimation(sim, "opacity", of: "light")
    }

    func testWithAnimationAroundTheWriteOverridesTheBindingsAnimation() async throws {
        let sim = try switched(
            Settings(
                binding: { $0.animation(.easeIn(duration: 0.2)) },
                wrap: { write in withAnimation(.linear(duration: 1)) { write() } }))
        assertAnimation(
            sim, "opacity", of: "light", animation: "linear(duration: 1)", origin: .hasPrefix("withAnimation"))
    }

    func testATransactionWithoutAnAnimationAroundTheWriteKeepsTheBindingsAnimation() async throws {
        let sim = try switched(
            Settings(
                binding: { $0.animation(.easeIn(duration: 0.2)) },
                wrap: { write in withTransaction(\.isContinuous, true) { write() } }))
        assertAnimation(
            sim, "opacity", of: "light", animation: "easeIn(duration: 0.2)", origin: .equals("Binding.animation"))
    }

    func testBindingTransactionCarriesTheTransaction() async throws {
        let sim = try switched(Settings(binding: { $0.transaction(Transaction(animation: .easeOut(duration: 0.3))) }))
        assertAnimation(sim, "opacity", of: "light", animation: "easeOut(duration: 0.3)")
    }
}
