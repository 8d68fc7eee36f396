// Tests bad animation input through the graph: NaN, negative, zero and infinite
// durations, speeds, delays, counts and spring parameters, and NaN target values.
// Nothing hangs or crashes; each change ends at its model value, none keeps running,
// and its completion fires exactly once (at once for an animation that cannot run).
import Foundation
import ViewSim
import ViewSimTesting
import XCTest

/// Records completions.
private final class Counter: @unchecked Sendable {
    var count = 0
}

private struct Target: View {
    @State private var x = 0.0
    let animation: Animation
    let target: Double
    let counter: Counter

    var body: some View {
        VStack {
            Text("target").offset(x: x).accessibilityIdentifier("target")
            Text("go").onTapGesture {
                withAnimation(animation, completionCriteria: .removed) {
                    x = target
                } completion: {
                    counter.count += 1
                }
            }.accessibilityIdentifier("go")
        }
    }
}

@MainActor
final class BadAnimationInputTests: XCTestCase {
    private let badAnimations: [Animation] = [
        .linear(duration: .nan), .linear(duration: -1), .linear(duration: 0), .linear(duration: .infinity),
        .easeInOut(duration: -.infinity), .timingCurve(.nan, 2, -3, .infinity, duration: 0.2),
        .easeIn.speed(-1), .easeIn.speed(.nan), .easeIn.speed(0), .easeIn.speed(.infinity),
        .easeIn.delay(.nan), .easeIn.delay(-5), .easeIn.delay(.infinity),
        .easeIn.repeatCount(-3), .easeIn.repeatCount(0), .easeIn.logicallyComplete(after: .nan),
        .spring(response: .nan, dampingFraction: .nan), .spring(response: -1, dampingFraction: -1, blendDuration: .nan),
        .spring(duration: .infinity, bounce: .nan), .spring(Spring(mass: 0, stiffness: -1, damping: .nan)),
        .interpolatingSpring(mass: .nan, stiffness: .infinity, damping: -1, initialVelocity: .nan),
        .interpolatingSpring(duration: -1, bounce: 5, initialVelocity: .infinity),
        .bouncy(duration: .nan, extraBounce: .infinity), .smooth(duration: 0),
    ]

    func testBadParametersNeitherHangNorCrashAndEndAtTheModelValue() async throws {
        for animation in badAnimations {
            let counter = Counter()
            let sim = makeAnimationSimulation(Target(animation: animation, target: 100, counter: counter))
            try sim.tap("go")
            do {
                try sim.runUntilIdle(timeout: 30)
            } catch {
                XCTFail("\(animation): \(error)")
            }
            // Every clamp turns bad input into an animation that ends (a zero duration,
            // an infinitely stiff spring, speed 1, no delay): none is left running.
            XCTAssertFalse(sim.trace.diagnostics().contains { $0.kind == .notIdle }, "\(animation)")
            XCTAssertEqual(sim.attribute("offset", of: "target")?.description, "(100, 0)", "\(animation)")
            XCTAssertEqual(counter.count, 1, "\(animation): the completion fires exactly once")
            for sample in sim.trace.presentationSamples(attribute: "offset") {
                XCTAssertTrue(sample.numbers.allSatisfy(\.isFinite), "\(animation): \(sample)")
            }
        }
    }

    func testAnAnimationThatCannotRunFinishesInTheFrameOfTheChange() async throws {
        let counter = Counter()
        let sim = makeAnimationSimulation(Target(animation: .linear(duration: .nan), target: 100, counter: counter))
        try sim.step("go") { try sim.tap("go") }
        let phases = sim.animationEvents("offset", of: "target").map(\.phase)
        XCTAssertEqual(
            phases,
            [
                .started(
                    animation: .linear(duration: 0), from: .pair(0, 0), to: .pair(100, 0),
                    origin: phases.first.flatMap { phase in
                        if case .started(_, _, _, let origin) = phase { return origin } else { return nil }
                    }),
                .logicallyComplete(generation: 0), .finished,
            ])
        assertCompletions(sim, fired: [.removed: .frame(1)])
        XCTAssertEqual(counter.count, 1)
        XCTAssertEqual(sim.attribute("offset", of: "target")?.description, "(100, 0)")
        // Nothing is left running: the next frames record nothing.
        try sim.advance(by: 1)
        XCTAssertEqual(sim.trace.frames.last?.index, 1)
    }

    func testANaNTargetEndsAtOnce() async throws {
        for target in [Double.nan, .infinity, -.infinity] {
            let counter = Counter()
            let sim = makeAnimationSimulation(Target(animation: .easeIn, target: target, counter: counter))
            try sim.tap("go")
            try sim.runUntilIdle(timeout: 5)
            XCTAssertEqual(counter.count, 1, "\(target)")
            XCTAssertLessThanOrEqual(sim.trace.animationEvents(attribute: "offset").count, 4, "\(target)")
        }
    }
}
