// Tests animations that never end (`repeatForever`, an undamped spring) in the
// graph: runUntilIdle returns instead of hanging, with a notIdle diagnostic naming
// them, and advancing time keeps ticking them; finite work still finishes first.
import ViewSim
import ViewSimTesting
import XCTest

private struct Pulse: View {
    @State private var isBig = false
    @State private var isLit = false
    let forever: Animation

    var body: some View {
        VStack {
            Text("pulse").scaleEffect(isBig ? 2 : 1).accessibilityIdentifier("pulse")
            Text("lamp").opacity(isLit ? 1 : 0).accessibilityIdentifier("lamp")
            Text("start").onTapGesture { withAnimation(forever) { isBig = true } }.accessibilityIdentifier("start")
            Text("light").onTapGesture { withAnimation(.linear(duration: 0.5)) { isLit = true } }
                .accessibilityIdentifier("light")
        }
    }
}

@MainActor
final class RepeatForeverTests: XCTestCase {
    func testRunUntilIdleReturnsAndSaysWhatKeepsRunning() async throws {
        let sim = makeAnimationSimulation(Pulse(forever: .linear(duration: 1).repeatForever()))
        try sim.step("start") {
            try sim.tap("start")
            try sim.runUntilIdle()
        }
        XCTAssertEqual(sim.frame, 2, "returned at once: nothing else was left to do")
        assertDiagnostic(
            sim, .notIdle,
            containing: "runUntilIdle() returned while 1 animation that never ends keeps running: .scaleEffect #",
            in: .lastStep)
        XCTAssertTrue(sim.trace.diagnostics(inStep: 1).first?.message.hasSuffix("scale.") == true)
    }

    func testAdvancingKeepsTickingIt() async throws {
        let sim = makeAnimationSimulation(Pulse(forever: .linear(duration: 1).repeatForever()))
        try sim.step("start") {
            try sim.tap("start")
            try sim.advance(to: 3)
        }
        let samples = sim.firstNumbers("scale", of: "pulse")
        XCTAssertEqual(samples.keys.sorted(), Array(1...180), "a sample in every frame")
        // Autoreversing: up to 2 after a second; the reverse leg starts in the frame
        // after the forward leg ended (frame 62), and is back at 1 a second later.
        XCTAssertEqual(samples[31], 1.5)
        XCTAssertEqual(samples[61], 2)
        XCTAssertEqual(samples[92], 1.5)
        XCTAssertEqual(samples[122], 1)
        let model = modelPresentations(
            from: 1, to: 2, animation: .linear(duration: 1).repeatForever(), startFrame: 1, through: 180)
        assertSamples(samples, equal: model.mapValues(traceRounded))
        XCTAssertFalse(sim.animationEvents("scale", of: "pulse").contains { $0.phase == .finished })
    }

    func testFiniteWorkFinishesBeforeRunUntilIdleReturns() async throws {
        let sim = makeAnimationSimulation(Pulse(forever: .easeInOut.repeatForever(autoreverses: false)))
        try sim.step("start and light") {
            try sim.tap("start")
            try sim.tap("light")
            try sim.runUntilIdle()
        }
        // The lamp's 0.5 s animation (from frame 2) finished; the pulse goes on.
        let lamp = sim.animationEvents("opacity", of: "lamp")
        XCTAssertEqual(lamp.last?.phase, .finished)
        XCTAssertEqual(lamp.last?.frame, 33)
        XCTAssertEqual(sim.frame, 34)
        assertDiagnostic(sim, .notIdle, in: .lastStep)
    }

    func testAnUndampedSpringNeverEndsEither() async throws {
        let sim = makeAnimationSimulation(Pulse(forever: .spring(response: 0.5, dampingFraction: 0)))
        try sim.step("start") {
            try sim.tap("start")
            try sim.runUntilIdle()
            try sim.advance(by: 5)
        }
        assertDiagnostic(sim, .notIdle, in: .lastStep)
        XCTAssertEqual(sim.samples("scale", of: "pulse").keys.max(), sim.frame)
    }

    func testRunUntilIdleStillTimesOutOnAnAnimationThatEndsTooLate() async throws {
        let sim = makeAnimationSimulation(Pulse(forever: .linear(duration: 100)))
        try sim.tap("start")
        XCTAssertThrowsError(try sim.runUntilIdle(timeout: 1)) { error in
            XCTAssertEqual(
                error as? SimulationError,
                .notIdle(after: 1, pending: "still animating: 1 animation is running (.scaleEffect #5 scale)"))
        }
    }
}
