// Tests that bad keyframe input never hangs or crashes: empty timelines and tracks,
// zero/negative/NaN/infinite durations (the keyframe jumps), NaN values and
// velocities, odd sample times, springs that never settle, huge durations and counts.
import Foundation
import ViewSim
import XCTest

private struct Loop: Keyframes {
    typealias Value = Double
    var body: Loop { return self }
}

final class KeyframeBadInputTests: XCTestCase {
    func testAnEmptyTimelineHasNoDurationAndKeepsItsInitialValue() {
        let timeline = KeyframeTimeline(initialValue: 3.0) {}
        XCTAssertEqual(timeline.duration, 0)
        XCTAssertEqual(timeline.value(time: 5), 3)
        XCTAssertEqual(timeline.velocity(time: 0), 0)
        XCTAssertEqual(timeline.activeKeyframesDescription(time: 0), "no keyframes")
    }

    func testAnEmptyTrackHasNoDuration() {
        let timeline = KeyframeTimeline(initialValue: CGPoint(x: 1, y: 2)) { KeyframeTrack(\.x) {} }
        XCTAssertEqual(timeline.duration, 0)
        XCTAssertEqual(timeline.value(time: 1), CGPoint(x: 1, y: 2))
        XCTAssertEqual(timeline.velocities(time: 0).description, "rest")
    }

    func testDurationsThatAreNotPositiveAndFiniteMakeTheKeyframeJump() {
        for duration: Double in [0, -1, .nan, .infinity, -.infinity] {
            let timelines = [
                KeyframeTimeline(initialValue: 0.0) {
                    LinearKeyframe(5, duration: duration)
                    LinearKeyframe(0, duration: 1)
                },
                KeyframeTimeline(initialValue: 0.0) {
                    CubicKeyframe(5, duration: duration)
                    LinearKeyframe(0, duration: 1)
                },
                KeyframeTimeline(initialValue: 0.0) {
                    SpringKeyframe(5, duration: duration)
                    LinearKeyframe(0, duration: 1)
                },
            ]
            for timeline in timelines {
                XCTAssertEqual(timeline.duration, 1, "duration \(duration)")
                XCTAssertEqual(timeline.value(time: 0), 5, "duration \(duration)")
                XCTAssertEqual(timeline.value(time: 0.5), 2.5, "duration \(duration)")
            }
        }
    }

    func testAZeroLengthCubicBetweenCubicsDividesByNothing() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(1, duration: 1)
            CubicKeyframe(2, duration: 0)
            CubicKeyframe(3, duration: 1)
        }
        XCTAssertEqual(timeline.duration, 2)
        for time in stride(from: 0.0, through: 2, by: 0.1) {
            XCTAssertTrue(timeline.value(time: time).isFinite, "t = \(time)")
        }
        XCTAssertEqual(timeline.value(time: 1), 2)
        XCTAssertEqual(timeline.value(time: 2), 3)
    }

    func testNaNValuesGiveNaNOnlyWhileTheyAreInterpolated() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(.nan, duration: 1)
            CubicKeyframe(1, duration: 1)
            MoveKeyframe(2)
            CubicKeyframe(3, duration: 1)
        }
        XCTAssertTrue(timeline.value(time: 0.5).isNaN)
        XCTAssertTrue(timeline.value(time: 1.5).isNaN)
        XCTAssertEqual(timeline.value(time: 2), 2)
        XCTAssertEqual(timeline.value(time: 2.5), 2.5, "the move leaves the value, and its velocity, finite")
        XCTAssertEqual(timeline.value(time: 3), 3)
    }

    func testNaNAndInfiniteVelocitiesAreZero() {
        let reference = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(1, duration: 1, startVelocity: 0, endVelocity: 0)
        }
        let bad = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(1, duration: 1, startVelocity: .nan, endVelocity: .infinity)
        }
        let badSpring = KeyframeTimeline(initialValue: 0.0, initialVelocity: KeyframeCheck.wholeVelocity(.nan)) {
            SpringKeyframe(1, spring: .smooth)
        }
        for time in [0.1, 0.3, 0.5, 0.7] {
            XCTAssertEqual(bad.value(time: time), reference.value(time: time), "t = \(time)")
            XCTAssertEqual(badSpring.value(time: time), Spring.smooth.value(target: 1.0, time: time), accuracy: 1e-12)
        }
    }

    func testAVerticalTimingCurveEndDoesNotPoisonTheNextCubic() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(1, duration: 1, timingCurve: .circularEaseIn)  // infinite slope at its end
            CubicKeyframe(2, duration: 1)
        }
        XCTAssertEqual(timeline.velocity(time: 1), 0)
        XCTAssertEqual(timeline.value(time: 1.5), 1.5)
    }

    func testOddSampleTimes() {
        let timeline = KeyframeTimeline(initialValue: 1.0) {
            MoveKeyframe(0)
            LinearKeyframe(4, duration: 2)
        }
        XCTAssertEqual(timeline.value(time: .nan), 0)
        XCTAssertEqual(timeline.value(time: -5), 0)
        XCTAssertEqual(timeline.value(time: -.infinity), 0)
        XCTAssertEqual(timeline.value(time: .infinity), 4)
        XCTAssertEqual(timeline.value(progress: .nan), 0)
        XCTAssertEqual(timeline.value(progress: .infinity), 4)
        XCTAssertEqual(timeline.value(progress: -.infinity), 0)
        XCTAssertEqual(timeline.velocity(time: .nan), 2)
        XCTAssertEqual(timeline.velocity(time: .infinity), 0)
    }

    func testASpringThatNeverSettlesLastsOnePeriod() {
        let undamped = Spring(duration: 0.5, bounce: 1)
        XCTAssertEqual(undamped.settlingDuration, .infinity)
        let timeline = KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(1, spring: undamped) }
        XCTAssertEqual(timeline.duration, 0.5, accuracy: 1e-12)
        XCTAssertTrue(timeline.value(time: 10).isFinite)
    }

    func testAnInfinitelyStiffSpringJumps() {
        for spring in [Spring(duration: 0), Spring(duration: .nan), Spring(mass: 1, stiffness: .infinity, damping: 1)] {
            let timeline = KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(1, spring: spring) }
            XCTAssertEqual(timeline.duration, 0)
            XCTAssertEqual(timeline.value(time: 0), 1)
        }
    }

    func testHugeDurationsKeepTheTimelineFinite() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(1, duration: 1e308)
            LinearKeyframe(2, duration: 1e308)
            LinearKeyframe(3, duration: 1e308)
        }
        XCTAssertTrue(timeline.duration.isFinite)
        XCTAssertEqual(timeline.value(time: 0.5e308), 0.5)
        XCTAssertEqual(timeline.value(progress: 1), 2, "the third keyframe starts beyond the largest time")
        XCTAssertTrue(timeline.value(progress: 0.5).isFinite)
    }

    func testAHundredThousandKeyframesResolveAndSampleQuickly() {
        let count = 100_000
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            for index in 0..<count {
                CubicKeyframe(Double(index % 2), duration: 0.01)
            }
        }
        XCTAssertEqual(timeline.duration, Double(count) * 0.01, accuracy: 1e-6)
        for time in stride(from: 0.0, through: timeline.duration, by: 7.31) {
            let value = timeline.value(time: time)
            XCTAssertTrue(value >= -0.5 && value <= 1.5, "t = \(time): \(value)")
        }
    }

    func testAThousandSpringsWithNilDurationShareOneSettlingComputation() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            for index in 0..<1_000 { SpringKeyframe(Double(index % 2), spring: .bouncy) }
        }
        XCTAssertEqual(timeline.duration, 1_000 * Spring.bouncy.settlingDuration, accuracy: 1e-6)
    }

    func testKeyframesWhoseBodyIsThemselvesContributeNothing() {
        let timeline = KeyframeTimeline(initialValue: 1.0) { Loop() }
        XCTAssertEqual(timeline.duration, 0)
        XCTAssertEqual(timeline.value(time: 1), 1)
    }
}
