// Tests the velocity a timeline reports and accepts: per-time velocity, rest after
// a track ends, an initial velocity carried into the first cubic or spring (not a
// linear keyframe), and a mid-run retarget that keeps value and velocity continuous.
import Foundation
import ViewSim
import XCTest

private struct Ball: Equatable {
    var height = 0.0
    var spin = 0.0
}

final class KeyframeVelocityTests: XCTestCase {
    func testVelocityMatchesTheSlopeOfTheValue() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(1, duration: 0.6)
            SpringKeyframe(0.2, duration: 0.4, spring: .bouncy)
            LinearKeyframe(2, duration: 1, timingCurve: .easeInOut)
        }
        for time in [0.1, 0.35, 0.7, 0.9] {
            let slope = KeyframeCheck.centralSlope(timeline.value(time:), at: time)
            XCTAssertEqual(timeline.velocity(time: time), slope, accuracy: 1e-3, "t = \(time)")
        }
        // Curve outputs are rounded to 2⁻²⁰, so the numerical slope needs a wider step.
        for time in [1.3, 1.8] {
            let slope = KeyframeCheck.centralSlope(timeline.value(time:), at: time, h: 1e-3)
            XCTAssertEqual(timeline.velocity(time: time), slope, accuracy: 1e-2, "t = \(time)")
        }
    }

    func testATrackThatHasEndedIsAtRest() {
        let timeline = KeyframeTimeline(initialValue: 0.0) { LinearKeyframe(10, duration: 2) }
        XCTAssertEqual(timeline.velocity(time: 1.999), 5)
        XCTAssertEqual(timeline.velocity(time: 2), 0)
        XCTAssertEqual(timeline.velocity(time: 3), 0)
    }

    func testAnInitialVelocityStartsTheFirstCubic() {
        let timeline = KeyframeTimeline(initialValue: 0.0, initialVelocity: KeyframeCheck.wholeVelocity(2)) {
            CubicKeyframe(1, duration: 1)
        }
        XCTAssertEqual(timeline.velocity(time: 0), 2)
        XCTAssertEqual(KeyframeCheck.rightSlope(timeline.value(time:), at: 0), 2, accuracy: 1e-4)
    }

    func testAnInitialVelocityDoesNotChangeALinearKeyframe() {
        let timeline = KeyframeTimeline(initialValue: 0.0, initialVelocity: KeyframeCheck.wholeVelocity(2)) {
            LinearKeyframe(1, duration: 1)
        }
        XCTAssertEqual(timeline.value(time: 0.5), 0.5)
    }

    func testInitialVelocityIsMatchedByKeyPath() {
        var velocity = KeyframeVelocity<Ball>()
        velocity.set(4.0, at: \Ball.height)
        let timeline = KeyframeTimeline(initialValue: Ball(), initialVelocity: velocity) {
            KeyframeTrack(\.height) { CubicKeyframe(1, duration: 1) }
            KeyframeTrack(\.spin) { CubicKeyframe(1, duration: 1) }
        }
        let now = timeline.velocities(time: 0)
        XCTAssertEqual(now.velocity(at: \Ball.height), 4)
        XCTAssertEqual(now.velocity(at: \Ball.spin), 0, "no velocity was carried for spin")
        XCTAssertEqual(now.description, #"\Ball.height: 4, \Ball.spin: 0"#)
    }

    func testRetargetingMidRunKeepsValueAndVelocityContinuous() {
        let keyframes = { (target: Double) in
            KeyframeTrack(\Ball.height) {
                CubicKeyframe(target, duration: 1)
                SpringKeyframe(0, spring: .smooth)
            }
        }
        let first = KeyframeTimeline(initialValue: Ball(), keyframes: keyframes(10))
        let switchTime = 0.4
        let current = first.value(time: switchTime)
        let second = KeyframeTimeline(
            initialValue: current, initialVelocity: first.velocities(time: switchTime), keyframes: keyframes(-5))
        XCTAssertEqual(second.value(time: 0), current)
        let incoming = KeyframeCheck.leftSlope({ first.value(time: $0).height }, at: switchTime)
        let outgoing = KeyframeCheck.rightSlope({ second.value(time: $0).height }, at: 0)
        XCTAssertEqual(outgoing, incoming, accuracy: 1e-3)
        XCTAssertGreaterThan(incoming, 5, "the ball was rising fast when the trigger changed")
    }

    func testTheWholeValueVelocityOfAStructTimeline() {
        let timeline = KeyframeTimeline(initialValue: CGPoint(x: 3, y: 3)) {
            KeyframeTrack(\.x) { LinearKeyframe(5, duration: 2) }
        }
        let velocity = timeline.velocity(time: 1)
        XCTAssertEqual(velocity.first, 1)
        XCTAssertEqual(velocity.second, 0, "untracked components have no velocity")
    }
}
