// Tests the additive interpolating spring: closed-form values, the end at the
// settling duration (epsilon 0.001), logical completion at 2π/√k, initial velocity.
import Foundation
import ViewSim
import XCTest

final class SpringAnimationTests: XCTestCase {
    func testValuesAreTheClosedFormStepScaledByTheDelta() {
        let frames = animateFrames(.interpolatingSpring, delta: 50)
        for (index, value) in frames.enumerated() {
            XCTAssertEqual(value, 50 * Spring.smooth.value(target: 1.0, time: frameTime(index)), accuracy: 1e-9)
        }
        XCTAssertEqual(frames[6] / 50, 0.358, accuracy: 0.0005)
    }

    func testEndsAtTheSettlingDuration() {
        // smooth settles at 0.7348 s: frame 44 (0.7333 s) is the last one.
        XCTAssertEqual(animateFrames(.interpolatingSpring).count, 45)
        let stiff = Animation.interpolatingSpring(stiffness: 100, damping: 10)
        let settle = Spring(mass: 1, stiffness: 100, damping: 10).settlingDuration
        XCTAssertNotNil(animateOnce(stiff, at: settle - 0.001))
        XCTAssertNil(animateOnce(stiff, at: settle))
    }

    func testLogicallyCompleteAt2PiOverRootStiffness() {
        XCTAssertEqual(logicalCompletionTime(.interpolatingSpring) ?? .nan, 0.5, accuracy: 1e-9)  // k = (4π)²
        XCTAssertEqual(
            logicalCompletionTime(.interpolatingSpring(stiffness: 100, damping: 10)) ?? .nan, frameTime(38),
            accuracy: 1e-9)  // 2π/10 = 0.628
    }

    func testInitialVelocityIsInDeltasPerSecond() {
        let animation = Animation.interpolatingSpring(duration: 0.5, bounce: 0, initialVelocity: 2)
        let context = AnimationContext<Double>()
        XCTAssertEqual(animation.velocity(value: 10.0, time: 0, context: context) ?? .nan, 20, accuracy: 1e-9)
        XCTAssertEqual(
            animateOnce(animation, delta: 10, at: 0.1) ?? .nan,
            10 * Spring.smooth.value(target: 1.0, initialVelocity: 2.0, time: 0.1), accuracy: 1e-9)
    }

    func testOverdampingIsAllowed() {
        let animation = Animation.interpolatingSpring(stiffness: 100, damping: 50)
        XCTAssertEqual(animation.description, "interpolatingSpring(mass: 1, stiffness: 100, damping: 50)")
        let frames = animateFrames(animation)
        XCTAssertEqual(zip(frames, frames.dropFirst()).allSatisfy { $0 <= $1 }, true)
        XCTAssertLessThanOrEqual(frames.max() ?? 2, 1)
    }

    func testDoesNotMerge() {
        var context = AnimationContext<Double>()
        XCTAssertFalse(
            Animation.interpolatingSpring.shouldMerge(
                previous: .interpolatingSpring, value: 1.0, time: 0.1, context: &context))
    }
}
