// Tests the persistent spring's 300 Hz integrator: the unit step against the closed
// form, when it finishes, logical completion at the response, bounded catch-up,
// response blending and the infinitely stiff case.
import Foundation
import ViewSim
import XCTest

final class FluidSpringAnimationTests: XCTestCase {
    /// The integrator differs from the closed form by the 1/300 s step; measured
    /// at most 0.0036 on the smooth unit step, so the tolerance is 0.005.
    private let integratorTolerance = 0.005

    func testIntegratedUnitStepFollowsTheClosedForm() {
        let frames = animateFrames(.smooth)
        let expected: [(frame: Int, value: Double)] = [(3, 0.131), (6, 0.358), (12, 0.715), (18, 0.890), (30, 0.986)]
        for (frame, value) in expected {
            XCTAssertEqual(frames[frame], value, accuracy: integratorTolerance, "t = \(frameTime(frame))")
            XCTAssertEqual(
                frames[frame], Spring.smooth.value(target: 1.0, time: frameTime(frame)), accuracy: integratorTolerance)
        }
        for spring in [Spring.snappy, .bouncy] {
            let frames = animateFrames(.spring(spring))
            for frame in stride(from: 0, to: min(frames.count, 40), by: 3) {
                XCTAssertEqual(
                    frames[frame], spring.value(target: 1.0, time: frameTime(frame)), accuracy: 0.01,
                    "\(spring) frame \(frame)")
            }
        }
    }

    func testFinishesWithinOnePercentAndSlow() {
        XCTAssertEqual(animateFrames(.smooth).count, 50)  // nil from t = 50/60 ≈ 0.83 s
        // The velocity and force thresholds are absolute, so a larger delta runs longer.
        let frames = animateFrames(.smooth, delta: 100)
        XCTAssertEqual(frames.count, 76)
        XCTAssertGreaterThanOrEqual(frames.last ?? 0, 99)
        // The bouncy spring overshoots before it finishes.
        XCTAssertGreaterThan(animateFrames(.bouncy).max() ?? 0, 1.04)
    }

    func testZeroDeltaFinishesOnceAtRest() {
        XCTAssertNil(animateOnce(.smooth, delta: 0, at: 0))
    }

    func testLogicallyCompleteAfterTheResponse() {
        XCTAssertEqual(logicalCompletionTime(.smooth) ?? .nan, 0.5, accuracy: 1e-9)
        XCTAssertEqual(logicalCompletionTime(.spring(response: 0.3, dampingFraction: 0.5)) ?? .nan, 0.3, accuracy: 1e-9)
    }

    func testCatchUpAfterALongGapIsBounded() {
        var context = AnimationContext<Double>()
        _ = Animation.smooth.animate(value: 1.0, time: 0, context: &context)
        // 100 s later only the last 1/60 s is integrated: the spring resumes from rest.
        let resumed = Animation.smooth.animate(value: 1.0, time: 100, context: &context)
        XCTAssertEqual(resumed ?? .nan, animateOnce(.smooth, at: 1.0 / 60) ?? 0, accuracy: 1e-12)
    }

    func testInfinitelyStiffFinishesAtOnce() {
        XCTAssertNil(animateOnce(.spring(response: 0, dampingFraction: 1), at: 0))
        XCTAssertNil(animateOnce(.interactiveSpring(response: 0), at: 0))
        XCTAssertTrue(Animation.spring(response: 0).canFinish)
    }

    func testResponseChangesBlendOverTheBlendDuration() {
        func logicalTime(after next: Animation) -> Double? {
            var value = AnimatedValue(0)
            value.set(100, animation: .spring(response: 1, dampingFraction: 1), at: 0)
            for index in 0...12 { _ = value.presentation(at: frameTime(index)) }
            value.set(200, animation: next, at: 0.2)
            for index in 13..<300 {
                _ = value.presentation(at: frameTime(index))
                if value.events.contains(.logicallyCompleted(generation: 1)) { return frameTime(index) - 0.2 }
            }
            return nil
        }
        let sudden = logicalTime(after: .spring(response: 0.2, dampingFraction: 1, blendDuration: 0)) ?? .nan
        let blended = logicalTime(after: .spring(response: 0.2, dampingFraction: 1, blendDuration: 0.5)) ?? .nan
        XCTAssertEqual(sudden, 0.2, accuracy: 1.0 / 60)
        XCTAssertGreaterThan(blended, 0.25)
        XCTAssertLessThan(blended, 0.5)
    }

    func testVelocityIsTheIntegratorsVelocity() {
        var context = AnimationContext<Double>()
        let spring = Animation.smooth
        XCTAssertEqual(spring.velocity(value: 1.0, time: 0, context: context), 0)
        _ = spring.animate(value: 1.0, time: 0.1, context: &context)
        let velocity = spring.velocity(value: 1.0, time: 0.1, context: context) ?? .nan
        XCTAssertEqual(velocity, Spring.smooth.velocity(target: 1.0, time: 0.1), accuracy: 0.1)
    }
}
