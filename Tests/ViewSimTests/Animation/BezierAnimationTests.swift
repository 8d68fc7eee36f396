// Tests the timing-curve animations: fraction = curve(clamp(t / d)), nil after the
// duration or for a non-positive duration, the 0.35 s defaults, velocity, no merging.
import Foundation
import ViewSim
import XCTest

final class BezierAnimationTests: XCTestCase {
    func testDefaultDurationsAre035Seconds() {
        XCTAssertEqual(Animation.linear, .linear(duration: 0.35))
        XCTAssertEqual(Animation.easeIn, .easeIn(duration: 0.35))
        XCTAssertEqual(Animation.easeOut, .easeOut(duration: 0.35))
        XCTAssertEqual(Animation.easeInOut, .easeInOut(duration: 0.35))
        XCTAssertEqual(Animation.timingCurve(0.42, 0, 0.58, 1), .easeInOut(duration: 0.35))
        XCTAssertEqual(Animation.timingCurve(0.42, 0, 0.58, 1, duration: 1), .timingCurve(.easeInOut, duration: 1))
        XCTAssertEqual(animateFrames(.easeInOut).count, 22)  // frames 0…21 (t ≤ 0.35); t = 22/60 > 0.35
    }

    func testFractionIsTheCurveAtTheClampedProgress() {
        let animation = Animation.easeInOut(duration: 2)
        XCTAssertEqual(animateOnce(animation, delta: 100, at: 0), 0)
        XCTAssertEqual(
            animateOnce(animation, delta: 100, at: 0.5) ?? .nan, 100 * UnitCurve.easeInOut.value(at: 0.25),
            accuracy: 1e-12)
        XCTAssertEqual(animateOnce(animation, delta: 100, at: 1) ?? .nan, 50, accuracy: 1e-9)
        XCTAssertEqual(animateOnce(animation, delta: 100, at: 2), 100)
        XCTAssertEqual(animateOnce(.linear(duration: 2), delta: 10, at: 0.5), 2.5)
        // Negative (or NaN) times count as the start.
        XCTAssertEqual(animateOnce(animation, delta: 100, at: -1), 0)
    }

    func testFinishedAfterTheDurationOrWithoutOne() {
        XCTAssertNil(animateOnce(.easeIn(duration: 1), at: 1.0001))
        XCTAssertNil(animateOnce(.easeIn(duration: 1), at: .infinity))
        XCTAssertNil(animateOnce(.easeIn(duration: 0), at: 0))
        XCTAssertNil(animateOnce(.linear(duration: -1), at: 0))
    }

    func testAnimatesVectorsComponentWise() {
        var context = AnimationContext<AnimatablePair<Double, Double>>()
        let value = Animation.linear(duration: 1).animate(
            value: AnimatablePair(10.0, -4.0), time: 0.25, context: &context)
        XCTAssertEqual(value, AnimatablePair(2.5, -1.0))
    }

    func testVelocityIsDeltaTimesCurveSlopeOverDuration() {
        let context = AnimationContext<Double>()
        let velocity = Animation.easeInOut(duration: 2).velocity(value: 100.0, time: 1, context: context)
        XCTAssertEqual(velocity ?? .nan, 100 * UnitCurve.easeInOut.velocity(at: 0.5) / 2, accuracy: 1e-9)
        XCTAssertEqual(Animation.linear(duration: 4).velocity(value: 8.0, time: 1, context: context), 2)
        XCTAssertNil(Animation.linear(duration: 1).velocity(value: 8.0, time: 2, context: context))
    }

    func testLogicallyCompleteOnlyAtTheEnd() {
        XCTAssertEqual(logicalCompletionTime(.easeInOut(duration: 0.5)) ?? .nan, frameTime(31), accuracy: 1e-12)
    }

    func testNeverMerges() {
        var context = AnimationContext<Double>()
        XCTAssertFalse(Animation.easeIn.shouldMerge(previous: .easeIn, value: 1.0, time: 0.1, context: &context))
        XCTAssertFalse(Animation.linear.shouldMerge(previous: .spring, value: 1.0, time: 0.1, context: &context))
    }
}
