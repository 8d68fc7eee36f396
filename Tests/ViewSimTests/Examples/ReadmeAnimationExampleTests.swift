import ViewSim
import ViewSimTesting
// The animation assertions from docs/Testing.md, so the page stays true.
import XCTest

private struct HeartStroke: View {
    @State private var isOn = false
    var body: some View {
        Circle()
            .trim(from: 0, to: isOn ? 1 : 0)
            .stroke(Color.red, lineWidth: 5)
            .animation(.default, value: isOn)
            .onTapGesture {
                withAnimation(.linear(duration: 1), completionCriteria: .logicallyComplete) {
                    isOn.toggle()
                } completion: {
                }
            }
            .accessibilityIdentifier("heart")
    }
}

@MainActor
final class ReadmeAnimationExampleTests: XCTestCase {
    func testTheReadmeAnimationAssertions() async throws {
        let sim = Simulation(HeartStroke())
        try sim.step("tap") {
            try sim.tap("heart")
            try sim.advance(by: 1)
        }
        // As in docs/Testing.md:
        assertPresentation(sim, "trim(to:)", of: "heart", at: 0.2, equals: 0.6678, accuracy: 0.001)
        assertAnimation(sim, "trim(to:)", of: "heart", animation: .default, origin: .contains(".animation"))
        assertCompletions(sim, fired: [.logicallyComplete: .frame(31)])
        // The inner .animation(_:value:) overrides withAnimation's linear curve below it.
        XCTAssertNotNil(verifyAnimation(sim, "trim(to:)", of: "heart", animation: "linear(duration: 1)"))
    }
}
