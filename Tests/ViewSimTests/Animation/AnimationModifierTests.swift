// Tests delay, speed and logicallyComplete(after:) and how they compose:
// `.delay(2).speed(2)` speeds up the delay too (starts at ≈ 1 s, then runs 2×).
import Foundation
import ViewSim
import XCTest

final class AnimationModifierTests: XCTestCase {
    private let oneSecond = Animation.linear(duration: 1)

    func testDelayHoldsTheStart() {
        let delayed = oneSecond.delay(0.5)
        XCTAssertEqual(animateOnce(delayed, at: 0.25), 0)
        XCTAssertEqual(animateOnce(delayed, at: 0.5), 0)
        XCTAssertEqual(animateOnce(delayed, at: 1.0), 0.5)
        XCTAssertEqual(animateOnce(delayed, at: 1.5), 1)
        XCTAssertNil(animateOnce(delayed, at: 1.51))
        let context = AnimationContext<Double>()
        XCTAssertEqual(delayed.velocity(value: 1.0, time: 0.25, context: context), 0)
        XCTAssertEqual(delayed.velocity(value: 1.0, time: 1.0, context: context), 1)
    }

    func testSpeedScalesTime() {
        let fast = oneSecond.speed(2)
        XCTAssertEqual(animateOnce(fast, at: 0.25), 0.5)
        XCTAssertEqual(animateOnce(fast, at: 0.5), 1)
        XCTAssertNil(animateOnce(fast, at: 0.51))
        XCTAssertEqual(animateOnce(oneSecond.speed(0.5), at: 1), 0.5)
        XCTAssertEqual(fast.velocity(value: 1.0, time: 0.25, context: AnimationContext<Double>()), 2)
    }

    func testDelayThenSpeedSpeedsUpTheDelay() {
        let animation = oneSecond.delay(2).speed(2)
        XCTAssertEqual(animateOnce(animation, at: 0.9), 0)
        XCTAssertEqual(animateOnce(animation, at: 1.0), 0)
        XCTAssertEqual(animateOnce(animation, at: 1.25), 0.5)  // started at ≈ 1 s, runs 2×
        XCTAssertEqual(animateOnce(animation, at: 1.5), 1)
        XCTAssertNil(animateOnce(animation, at: 1.51))
        // The other order keeps the full delay.
        let other = oneSecond.speed(2).delay(2)
        XCTAssertEqual(animateOnce(other, at: 1.5), 0)
        XCTAssertEqual(animateOnce(other, at: 2.25), 0.5)
        XCTAssertNil(animateOnce(other, at: 2.51))
    }

    func testLogicallyCompleteAfterDoesNotExtendTheAnimation() {
        let early = oneSecond.logicallyComplete(after: 0.1)
        XCTAssertEqual(logicalCompletionTime(early) ?? .nan, 0.1, accuracy: 1e-9)
        XCTAssertEqual(animateFrames(early), animateFrames(oneSecond))
        // Later than the end: the end comes first.
        XCTAssertEqual(
            logicalCompletionTime(oneSecond.logicallyComplete(after: 5)) ?? .nan, frameTime(61), accuracy: 1e-9)
        // A spring's own logical completion (its response) still counts.
        XCTAssertEqual(logicalCompletionTime(Animation.smooth.logicallyComplete(after: 2)) ?? .nan, 0.5, accuracy: 1e-9)
    }

    func testModifiersKeepTheBaseStateAndCanFinish() {
        XCTAssertEqual(animateFrames(Animation.smooth.delay(0.5)).count, 30 + 50)
        XCTAssertEqual(animateFrames(Animation.smooth.speed(2)).count, 25)
        XCTAssertTrue(oneSecond.delay(1).speed(3).canFinish)
        XCTAssertFalse(oneSecond.repeatForever().delay(1).canFinish)
    }
}
