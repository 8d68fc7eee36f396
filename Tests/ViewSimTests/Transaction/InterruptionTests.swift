// Tests interrupting a running animation in the graph, sample by sample against the
// pure model: a spring merges (value and velocity carry on), a timing curve and a
// modified spring (`.spring.speed(2)`) combine, and a change without an animation
// jumps by the change while the running animation goes on as an offset.
import ViewSim
import ViewSimTesting
import XCTest

private struct Ball: View {
    @State private var x = 0.0
    let first: Animation
    let second: Animation?

    var body: some View {
        VStack {
            Text("ball").offset(x: x).accessibilityIdentifier("ball")
            Text("go").onTapGesture { withAnimation(first) { x = 100 } }.accessibilityIdentifier("go")
            Text("back").onTapGesture {
                if let second { withAnimation(second) { x = 0 } } else { x = 0 }
            }.accessibilityIdentifier("back")
        }
    }
}

@MainActor
final class InterruptionTests: XCTestCase {
    /// Starts `first` towards 100 in frame 1, interrupts it towards 0 with `second` in frame 8.
    private func interrupted(_ first: Animation, _ second: Animation?) throws -> Simulation {
        let sim = makeAnimationSimulation(Ball(first: first, second: second))
        try sim.step("go") {
            try sim.tap("go")
            try sim.advance(to: frameTime(7))
        }
        try sim.step("back") {
            try sim.tap("back")
            try sim.advance(by: 3)
        }
        return sim
    }

    private func expected(_ first: Animation, _ second: Animation?) -> [Int: Double] {
        modelPresentations(from: 0, to: 100, animation: first, startFrame: 1, changes: [(8, 0, second)], through: 200)
            .mapValues(traceRounded)
    }

    func testASpringMergesKeepingValueAndVelocity() async throws {
        let sim = try interrupted(.spring, .spring)
        assertAnimation(
            sim, "offset", of: "ball", in: .step(2), animation: "spring(response: 0.5, dampingFraction: 1)", as: .merged
        )
        let samples = sim.firstNumbers("offset", of: "ball")
        assertSamples(samples, equal: expected(.spring, .spring))
        // Still moving right after the interruption, at about the same speed, then turning back.
        let before = (samples[8] ?? 0) - (samples[7] ?? 0)
        let after = (samples[9] ?? 0) - (samples[8] ?? 0)
        XCTAssertGreaterThan(after, 0.5 * before, "velocity carried over: \(before) then \(after)")
        XCTAssertLessThan(abs(after - before), 0.3 * before)
        XCTAssertLessThan(samples[30] ?? 100, samples[9] ?? 0)
    }

    func testATimingCurveCombinesBlendingFromTheRunningOutput() async throws {
        let sim = try interrupted(.easeInOut, .easeInOut)
        assertAnimation(sim, "offset", of: "ball", in: .step(2), animation: "easeInOut(duration: 0.35)", as: .combined)
        let samples = sim.firstNumbers("offset", of: "ball")
        assertSamples(samples, equal: expected(.easeInOut, .easeInOut))
        // No jump: the first frame after the interruption continues from the running value.
        XCTAssertLessThan(abs((samples[9] ?? 0) - (samples[8] ?? 0)), 10)
        XCTAssertTrue(
            sim.trace.text(step: 2).contains("runs along with 1 running animation, blending from their current value"))
    }

    func testAModifiedSpringCombinesInsteadOfMerging() async throws {
        let fast = Animation.spring.speed(2)
        let sim = try interrupted(fast, fast)
        assertAnimation(
            sim, "offset", of: "ball", in: .step(2), animation: "spring(response: 0.5, dampingFraction: 1).speed(2)",
            as: .combined)
        assertSamples(sim.firstNumbers("offset", of: "ball"), equal: expected(fast, fast))
    }

    func testAChangeWithoutAnAnimationJumpsAndTheRunningAnimationGoesOn() async throws {
        let sim = try interrupted(.linear(duration: 0.2), nil)
        let samples = sim.firstNumbers("offset", of: "ball")
        // Frame 8: 7/12 of the way (58.3333), 41.6667 still to go. The model jumps to 0
        // and the remaining offset runs out on the same schedule.
        XCTAssertEqual(samples[8].map(traceRounded), 58.3333)
        XCTAssertEqual(samples[9].map(traceRounded), -33.3333)
        XCTAssertEqual(samples[13], 0)
        assertSamples(samples, equal: expected(.linear(duration: 0.2), nil))
        let jump = sim.animationEvents("offset", of: "ball", inStep: 2).first {
            if case .changedWithoutAnimation = $0.phase { return true } else { return false }
        }
        XCTAssertEqual(
            jump?.phase, .changedWithoutAnimation(from: .pair(58.3333, 0), to: .pair(0, 0)),
            "equal as printed: four decimals")
        XCTAssertEqual(jump?.frame, 8)
        assertNoAnimation(sim, "offset", of: "ball", in: .step(2))
    }

    func testTheLastInterruptingAnimationDecidesWhenItEnds() async throws {
        let sim = try interrupted(.linear(duration: 1), .linear(duration: 0.1))
        let finished = sim.animationEvents("offset", of: "ball").first { $0.phase == .finished }
        // The combined animation ends with its newest entry: 0.1 s after frame 8.
        XCTAssertEqual(finished?.frame, 15)
        assertSamples(
            sim.firstNumbers("offset", of: "ball"), equal: expected(.linear(duration: 1), .linear(duration: 0.1)))
    }
}
