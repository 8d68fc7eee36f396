// Tests the velocity rules of a CubicKeyframe next to other kinds: it starts with
// the previous segment's end velocity and ends with the next segment's initial
// velocity (linear: its slope; move: rest; spring: its startVelocity or Catmull-Rom).
import Foundation
import ViewSim
import XCTest

final class KeyframeCubicNeighborTests: XCTestCase {
    func testCubicAfterLinearStartsWithTheLinearEndVelocity() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(1, duration: 1)
            CubicKeyframe(1.5, duration: 1)
        }
        XCTAssertEqual(timeline.velocity(time: 1), 1)
        XCTAssertEqual(KeyframeCheck.rightSlope(timeline.value(time:), at: 1), 1, accuracy: 1e-4)
    }

    func testCubicAfterAnEasedLinearStartsWithTheCurvesEndSlope() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(1, duration: 1, timingCurve: .easeOut)  // ends flat
            CubicKeyframe(2, duration: 1)
        }
        XCTAssertEqual(timeline.velocity(time: 1), 0)
        XCTAssertEqual(KeyframeCheck.rightSlope(timeline.value(time:), at: 1), 0, accuracy: 1e-4)
    }

    func testCubicBeforeLinearEndsWithTheLinearVelocity() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(1, duration: 1)
            LinearKeyframe(3, duration: 1)
        }
        XCTAssertEqual(KeyframeCheck.leftSlope(timeline.value(time:), at: 1), 2, accuracy: 1e-4)
        XCTAssertEqual(KeyframeCheck.rightSlope(timeline.value(time:), at: 1), 2, accuracy: 1e-4)
    }

    func testCubicBeforeAnEasedLinearEndsWithTheCurvesStartSlope() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(1, duration: 1)
            LinearKeyframe(3, duration: 1, timingCurve: .easeIn)  // starts flat
        }
        XCTAssertEqual(timeline.value(time: 0.5), 0.5, "a cubic from rest to rest")
        XCTAssertEqual(KeyframeCheck.leftSlope(timeline.value(time:), at: 1), 0, accuracy: 1e-4)
    }

    func testCubicAfterMoveStartsAtRest() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(1, duration: 1)
            MoveKeyframe(5)
            CubicKeyframe(6, duration: 1)
        }
        XCTAssertEqual(timeline.value(time: 1), 5)
        XCTAssertEqual(timeline.velocity(time: 1), 0)
        XCTAssertEqual(timeline.value(time: 1.5), 5.5)
    }

    func testCubicBeforeMoveEndsAtRest() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(1, duration: 1)
            MoveKeyframe(0)
            LinearKeyframe(1, duration: 1)
        }
        XCTAssertEqual(KeyframeCheck.leftSlope(timeline.value(time:), at: 1 - 1e-5), 0, accuracy: 1e-3)
        XCTAssertEqual(timeline.value(time: 0.5), 0.5)  // smoothstep from rest to rest
    }

    func testCubicAfterSpringKeepsTheSpringsPositionAndVelocity() {
        let spring = Spring.smooth
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(1, duration: 0.2, spring: spring)
            CubicKeyframe(2, duration: 1)
        }
        XCTAssertEqual(timeline.value(time: 0.2), spring.value(target: 1.0, time: 0.2), accuracy: 1e-12)
        let springVelocity = spring.velocity(target: 1.0, time: 0.2)
        XCTAssertEqual(timeline.velocity(time: 0.2), springVelocity, accuracy: 1e-12)
        XCTAssertEqual(KeyframeCheck.leftSlope(timeline.value(time:), at: 0.2), springVelocity, accuracy: 1e-3)
        XCTAssertEqual(KeyframeCheck.rightSlope(timeline.value(time:), at: 0.2), springVelocity, accuracy: 1e-3)
    }

    func testCubicBeforeSpringEndsWithTheCatmullRomVelocityTowardsTheSpringTarget() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(1, duration: 1)
            SpringKeyframe(3, duration: 1)
        }
        let expected = (3.0 - 0) / (1 + 1)
        XCTAssertEqual(KeyframeCheck.leftSlope(timeline.value(time:), at: 1), expected, accuracy: 1e-4)
        XCTAssertEqual(
            KeyframeCheck.rightSlope(timeline.value(time:), at: 1), expected, accuracy: 1e-3,
            "the spring then starts with that velocity")
    }

    func testCubicBeforeSpringWithAStartVelocityEndsWithIt() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(1, duration: 1)
            SpringKeyframe(3, duration: 1, startVelocity: 4)
        }
        XCTAssertEqual(KeyframeCheck.leftSlope(timeline.value(time:), at: 1), 4, accuracy: 1e-4)
        XCTAssertEqual(timeline.velocity(time: 1), 4, accuracy: 1e-12)
    }

    /// Seed 004's first opacity attempt with cubics: a cubic "hold" at 0.1 ends with
    /// the Catmull-Rom velocity 0.45 towards 1, so it dips to 0 on the way. A linear
    /// hold (see KeyframeStrokeFillTests) stays at 0.1.
    func testACubicHoldBeforeARiseDipsBelowTheHeldValue() {
        let timeline = KeyframeTimeline(initialValue: 0.1) {
            MoveKeyframe(0.1)
            CubicKeyframe(0.1, duration: 1.5)
            CubicKeyframe(1, duration: 0.5)
        }
        XCTAssertEqual(timeline.velocity(time: 1.5), (1 - 0.1) / (1.5 + 0.5), accuracy: 1e-12)
        // h11(2/3)·d·v = (8/27 − 12/27)·1.5·0.45 = −0.1
        XCTAssertEqual(timeline.value(time: 1), 0, accuracy: 1e-12)
    }
}
