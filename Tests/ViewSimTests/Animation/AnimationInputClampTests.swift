// Tests that bad input never hangs or crashes and gets the documented clamp:
// negative/NaN/infinite durations, delays, speeds, repeat counts, spring parameters.
import Foundation
import ViewSim
import XCTest

final class AnimationInputClampTests: XCTestCase {
    private let bad = [-1.0, 0, .nan, .infinity, -.infinity]

    func testBadDurationsFinishAtOnce() {
        for duration in bad {
            for animation in [
                Animation.linear(duration: duration), .easeInOut(duration: duration),
                .timingCurve(0.1, 0.2, 0.3, 0.4, duration: duration),
                .spring(response: duration, dampingFraction: 1), .spring(duration: duration, bounce: 0.2),
                .interpolatingSpring(duration: duration), .smooth(duration: duration),
            ] {
                XCTAssertNil(animateOnce(animation, at: 0), "\(animation)")
                var animator = AnimatorState(animation: animation, interval: 5.0, beginTime: 0)
                XCTAssertNil(animator.sample(at: 0), "\(animation)")
                XCTAssertTrue(animator.canFinish)
            }
            XCTAssertEqual(Animation.easeIn(duration: duration), .easeIn(duration: 0))
        }
        XCTAssertEqual(Animation.easeIn(duration: .nan).description, "easeIn(duration: 0)")
    }

    func testBadDelaysAreNoDelay() {
        for delay in [-1.0, .nan, .infinity] {
            XCTAssertEqual(Animation.linear(duration: 1).delay(delay), .linear(duration: 1).delay(0))
            XCTAssertEqual(animateOnce(.linear(duration: 1).delay(delay), at: 0.5), 0.5)
        }
    }

    func testBadSpeedsAreOne() {
        for speed in bad {
            XCTAssertEqual(Animation.linear(duration: 1).speed(speed).description, "linear(duration: 1).speed(1)")
            XCTAssertEqual(animateOnce(.linear(duration: 1).speed(speed), at: 0.5), 0.5)
        }
    }

    func testBadRepeatCountsAreOne() {
        for count in [0, -5, Int.min] {
            let animation = Animation.linear(duration: 1).repeatCount(count)
            XCTAssertEqual(animation, .linear(duration: 1).repeatCount(1))
            XCTAssertEqual(animateFrames(animation).count, 61)
        }
    }

    func testBadSpringParametersStayFiniteAndBounded() {
        let springs: [Animation] = [
            .spring(response: 0.5, dampingFraction: .nan), .spring(response: 0.5, dampingFraction: 1e9),
            .spring(response: 0.5, dampingFraction: .infinity), .spring(response: 0.01, dampingFraction: 50),
            .spring(response: 1e-6, dampingFraction: 1), .spring(duration: 0.5, bounce: -1),
            .spring(duration: 0.5, bounce: .nan), .spring(duration: 0.5, bounce: -5),
            .interpolatingSpring(mass: 0, stiffness: 100, damping: 10),
            .interpolatingSpring(mass: .nan, stiffness: 100, damping: .nan),
            .interpolatingSpring(stiffness: 100, damping: .infinity),
            .interpolatingSpring(duration: 0.5, bounce: 0, initialVelocity: .nan),
        ]
        for animation in springs {
            XCTAssertTrue(animation.canFinish, "\(animation)")
            let frames = animateFrames(animation, delta: 100, limit: 5_000)
            XCTAssertLessThan(frames.count, 5_000, "\(animation) never finished")
            XCTAssertTrue(frames.allSatisfy(\.isFinite), "\(animation)")
        }
        XCTAssertEqual(
            Animation.spring(response: 0.5, dampingFraction: .nan), .spring(response: 0.5, dampingFraction: 1))
        XCTAssertEqual(
            Animation.spring(response: 0.5, dampingFraction: 1e9), .spring(response: 0.5, dampingFraction: 1000))
    }

    func testUndampedSpringsCannotFinish() {
        for animation in [
            Animation.spring(response: 0.5, dampingFraction: -1), .spring(duration: 0.5, bounce: 1),
            .interpolatingSpring(stiffness: 100, damping: -3), .interpolatingSpring(duration: 0.5, bounce: 2),
        ] {
            XCTAssertFalse(animation.canFinish, "\(animation)")
            let frames = animateFrames(animation, limit: 600)
            XCTAssertEqual(frames.count, 600)
            XCTAssertTrue(frames.allSatisfy(\.isFinite))
        }
    }

    func testBadStiffnessIsInfinitelyStiff() {
        for stiffness in [0.0, -5, .nan, .infinity] {
            XCTAssertNil(animateOnce(.interpolatingSpring(stiffness: stiffness, damping: 10), at: 0))
            let spring = Spring(mass: 1, stiffness: stiffness, damping: 10)
            XCTAssertEqual(spring.value(target: 3.0, time: 0), 3)
            XCTAssertEqual(spring.settlingDuration, 0)
            XCTAssertEqual(spring.duration, 0)
        }
    }

    func testBadSpringStructInput() {
        let spring = Spring(duration: .nan, bounce: .nan)
        XCTAssertEqual(spring.value(target: 2.0, time: 0.1), 2)
        XCTAssertEqual(spring.velocity(target: 2.0, time: 0.1), 0)
        XCTAssertEqual(spring.force(target: 2.0, position: 0.0, velocity: 0.0), 0)
        XCTAssertEqual(Spring(mass: -1, stiffness: 100, damping: 10).mass, 1)
        XCTAssertEqual(Spring(response: 0.5, dampingRatio: -2).dampingRatio, 0)
        XCTAssertEqual(Spring(settlingDuration: .nan, dampingRatio: 1).duration, 0)
        XCTAssertEqual(Spring(settlingDuration: 1, dampingRatio: 0).duration, 1)  // never settles: the duration is kept
        XCTAssertEqual(Spring.smooth.settlingDuration(target: 1.0, epsilon: .nan), Spring.smooth.settlingDuration)
        XCTAssertEqual(Spring.smooth.value(target: 1.0, time: .nan), 0)
    }

    func testBadLogicalCompletionTimes() {
        XCTAssertEqual(logicalCompletionTime(.linear(duration: 1).logicallyComplete(after: -1)), 0)
        XCTAssertEqual(logicalCompletionTime(.linear(duration: 1).logicallyComplete(after: .nan)), 0)
        XCTAssertEqual(
            logicalCompletionTime(.linear(duration: 1).logicallyComplete(after: .infinity)) ?? .nan, frameTime(61),
            accuracy: 1e-9)
    }

    func testBadCurvesAndTimes() {
        let curve = UnitCurve.bezier(
            startControlPoint: UnitPoint(x: .nan, y: .infinity), endControlPoint: UnitPoint(x: 7, y: .nan))
        XCTAssertEqual(curve.value(at: 0), 0)
        XCTAssertEqual(curve.value(at: 1), 1)
        XCTAssertTrue(curve.value(at: 0.5).isFinite)
        var animator = AnimatorState(animation: .linear(duration: 1), interval: 10.0, beginTime: .nan)
        XCTAssertEqual(animator.sample(at: .nan), -10)
        XCTAssertEqual(animator.sample(at: 0.5), -5)
    }
}
