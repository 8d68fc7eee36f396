// Regression test from the reliability pass (issue 7): a repeatForever
// `.animation` on a value that a KeyframeAnimator changes every frame added a
// never-ending entry to the combining animation each frame, so frames got
// slower and slower (31.8 s of wall time for simulated second 9). Combined
// entries and followed generations are now bounded, so every frame costs the same.
import ViewSim
import ViewSimTesting
import XCTest

private struct Wobble: View {
    var body: some View {
        KeyframeAnimator(initialValue: 0.0, repeating: true) { value in
            Text("wobble")
                .opacity(value)
                .animation(.linear(duration: 1).repeatForever(), value: value)
                .accessibilityIdentifier("wobble")
        } keyframes: { _ in
            KeyframeTrack {
                LinearKeyframe(1.0, duration: 1)
                LinearKeyframe(0.0, duration: 1)
            }
        }
    }
}

final class RetargetedAnimationTests: XCTestCase {
    func testAValueReTargetedEveryFrameKeepsABoundedCombination() throws {
        let sim = makeSimulation(Wobble())
        try sim.step("ten seconds") { try sim.advance(by: 10) }
        var combined: [Int] = []
        for event in sim.trace.events(inStep: 1) {
            if case .animation(_, "opacity", .combined(_, let running, _, _)) = event.kind { combined.append(running) }
        }
        XCTAssertGreaterThan(combined.count, 500, "the value is re-targeted every frame")
        XCTAssertLessThanOrEqual(combined.max() ?? 0, DefaultCombiningAnimation.maximumEntries)
        XCTAssertEqual(
            combined.suffix(100).max(), DefaultCombiningAnimation.maximumEntries,
            "the oldest entries are folded, not kept")
    }

    func testFoldingTheOldestEntryDoesNotMakeThePresentationJump() {
        var animator = AnimatorState(animation: .linear(duration: 1).repeatForever(), interval: 1.0, beginTime: 0)
        var previous = animator.sample(at: 0) ?? 0
        var largestStep = 0.0
        for frame in 1...600 {
            let time = Double(frame) / 60
            animator.combine(
                animation: .linear(duration: 1).repeatForever(), interval: frame.isMultiple(of: 2) ? 0.01 : -0.01,
                at: time)
            let offset = animator.sample(at: time) ?? 0
            let presented = animator.interval + offset
            let before = animator.interval + previous
            largestStep = max(largestStep, abs(presented - before))
            previous = offset
        }
        // One frame of a 1 s linear animation over a delta of about 1 moves about 1/60.
        XCTAssertLessThan(largestStep, 0.1)
        let events = animator.takeEvents()
        let completed = events.filter { if case .logicallyCompleted = $0 { return true } else { return false } }
        XCTAssertGreaterThan(completed.count, 500, "older generations are reported logically complete past the bound")
    }
}
