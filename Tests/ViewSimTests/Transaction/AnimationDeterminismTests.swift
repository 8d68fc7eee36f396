// Tests that animated runs are deterministic: two identical runs, with springs,
// timing curves, interruptions, completions and an endless animation, produce
// identical trace text and identical query results.
import ViewSim
import ViewSimTesting
import XCTest

private struct Stage: View {
    @State private var x = 0.0
    @State private var isOn = false
    @State private var pulses = false
    @State private var done = 0

    var body: some View {
        VStack {
            Text("actor \(done)")
                .offset(x: x)
                .opacity(isOn ? 1 : 0.2)
                .animation(.bouncy, value: isOn)
                .scaleEffect(pulses ? 1.2 : 1)
                .accessibilityIdentifier("actor")
            Text("move").onTapGesture {
                withAnimation(.spring(duration: 0.4, bounce: 0.3)) {
                    x += 100
                } completion: {
                    done += 1
                }
            }.accessibilityIdentifier("move")
            Text("toggle").onTapGesture { isOn.toggle() }.accessibilityIdentifier("toggle")
            Text("pulse").onTapGesture { withAnimation(.easeInOut(duration: 0.5).repeatForever()) { pulses = true } }
                .accessibilityIdentifier("pulse")
        }
    }
}

@MainActor
final class AnimationDeterminismTests: XCTestCase {
    private func runScenario() throws -> Simulation {
        let sim = makeAnimationSimulation(Stage())
        try sim.step("move") {
            try sim.tap("move")
            try sim.advance(by: 0.1)
            try sim.tap("move")
            try sim.tap("toggle")
        }
        try sim.step("pulse") {
            try sim.tap("pulse")
            try sim.runUntilIdle()
            try sim.advance(by: 0.5)
        }
        return sim
    }

    func testTwoIdenticalRunsProduceIdenticalTraces() async throws {
        let first = try runScenario()
        let second = try runScenario()
        XCTAssertEqual(first.trace.text(), second.trace.text())
        XCTAssertEqual(first.trace.presentationSamples(), second.trace.presentationSamples())
        XCTAssertEqual(first.trace.completions(), second.trace.completions())
        XCTAssertEqual(first.trace.animationEvents(), second.trace.animationEvents())
        // The run did something worth comparing.
        XCTAssertGreaterThan(first.trace.presentationSamples().count, 50)
        XCTAssertEqual(first.trace.completions().count, 2)
        XCTAssertFalse(first.trace.text().contains("0x"), "no addresses in the trace")
    }
}
