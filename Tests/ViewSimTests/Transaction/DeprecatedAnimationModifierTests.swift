// Tests the deprecated `.animation(_:)` (iOS 13–15): it applies its animation to
// every change below it, whatever the change and whatever the transaction had,
// unless the transaction disables animations. The deprecated call is reached
// through a protocol so that the test target builds without warnings.
import ViewSim
import ViewSimTesting
import XCTest

/// Applies the deprecated modifier; the conformance is deprecated, its use is not.
nonisolated private protocol DeprecatedAnimationApplying: View {
    func deprecatedAnimation(_ animation: Animation?) -> ModifiedContent<Self, _TransactionModifier>
}

extension ModifiedContent: DeprecatedAnimationApplying where Content: View, Modifier: ViewModifier {
    @available(*, deprecated, message: "calls the deprecated .animation(_:) on purpose")
    fileprivate func deprecatedAnimation(_ animation: Animation?) -> ModifiedContent<Self, _TransactionModifier> {
        self.animation(animation)
    }
}

private func withDeprecatedAnimation<V: DeprecatedAnimationApplying>(_ view: V, _ animation: Animation?)
    -> ModifiedContent<V, _TransactionModifier>
{
    view.deprecatedAnimation(animation)
}

private struct Gauge: View {
    @State private var level = 0
    @State private var isOn = false

    var body: some View {
        VStack {
            withDeprecatedAnimation(
                Text("gauge").opacity(isOn ? 1 : 0).offset(x: Double(level) * 10),
                .easeIn(duration: 0.2)
            )
            .accessibilityIdentifier("gauge")
            Text("level").onTapGesture { level += 1 }.accessibilityIdentifier("level")
            Text("toggle animated").onTapGesture { withAnimation(.linear(duration: 1)) { isOn.toggle() } }
                .accessibilityIdentifier("toggleAnimated")
            Text("toggle disabled").onTapGesture { withTransaction(\.disablesAnimations, true) { isOn.toggle() } }
                .accessibilityIdentifier("toggleDisabled")
        }
    }
}

@MainActor
final class DeprecatedAnimationModifierTests: XCTestCase {
    func testAnimatesEveryChangeBelowIt() async throws {
        let sim = makeAnimationSimulation(Gauge())
        try sim.step("level") { try sim.tap("level") }
        assertAnimation(
            sim, "offset", of: "gauge", in: .lastStep, animation: "easeIn(duration: 0.2)",
            origin: .hasPrefix(".animation #"))
        try sim.step("level again") {
            try sim.runUntilIdle()
            try sim.tap("level")
        }
        assertAnimation(sim, "offset", of: "gauge", in: .lastStep, animation: "easeIn(duration: 0.2)")
        XCTAssertTrue(sim.trace.text(step: 1).contains(".animation #"), sim.trace.text(step: 1))
    }

    func testOverridesWithAnimation() async throws {
        let sim = makeAnimationSimulation(Gauge())
        try sim.step("toggle animated") { try sim.tap("toggleAnimated") }
        assertAnimation(sim, "opacity", of: "gauge", animation: "easeIn(duration: 0.2)")
    }

    func testIsBlockedByDisablesAnimations() async throws {
        let sim = makeAnimationSimulation(Gauge())
        try sim.step("toggle disabled") { try sim.tap("toggleDisabled") }
        assertNoAnimation(sim, "opacity", of: "gauge")
    }
}
