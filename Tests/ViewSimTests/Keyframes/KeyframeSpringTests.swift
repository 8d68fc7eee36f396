// Tests SpringKeyframe: nil duration is the spring's settling duration, the value
// follows Spring.value from the start value and incoming velocity, a set duration
// cuts the spring short and the next keyframe takes over from there.
import Foundation
import ViewSim
import XCTest

final class KeyframeSpringTests: XCTestCase {
    func testNilDurationIsTheSpringsSettlingDuration() {
        let smooth = KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(1, spring: .smooth) }
        XCTAssertEqual(smooth.duration, Spring.smooth.settlingDuration)
        XCTAssertEqual(smooth.duration, 0.735, accuracy: 0.001)
        let standard = KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(1) }
        XCTAssertEqual(standard.duration, Spring().settlingDuration)
        let bouncy = KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(1, spring: .bouncy) }
        XCTAssertEqual(bouncy.duration, Spring.bouncy.settlingDuration)
    }

    func testValueFollowsSpringValueFromTheStartValue() {
        let spring = Spring.bouncy
        let timeline = KeyframeTimeline(initialValue: 2.0) { SpringKeyframe(5, spring: spring) }
        for time in stride(from: 0.0, through: timeline.duration, by: 0.05) {
            let expected = 2 + spring.value(target: 3.0, time: time)
            XCTAssertEqual(timeline.value(time: time), expected, accuracy: 1e-12, "t = \(time)")
        }
    }

    func testSpringEndsWithinItsSettlingThresholdOfTheTarget() {
        let timeline = KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(1, spring: .bouncy) }
        // Settled means within epsilon = 0.001 of the (unit) target from then on.
        XCTAssertEqual(timeline.value(time: timeline.duration), 1, accuracy: 0.001 + 1e-9)
        XCTAssertEqual(timeline.value(time: timeline.duration - 0.05), 1, accuracy: 0.01)
        XCTAssertEqual(
            timeline.value(time: timeline.duration + 10), timeline.value(time: timeline.duration),
            "after its end the track holds where the spring got to")
    }

    func testSpringKeepsTheIncomingVelocity() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(1, duration: 1)
            SpringKeyframe(2, spring: .smooth)
        }
        for time in [0.05, 0.1, 0.3] {
            let expected = 1 + Spring.smooth.value(target: 1.0, initialVelocity: 1.0, time: time)
            XCTAssertEqual(timeline.value(time: 1 + time), expected, accuracy: 1e-12, "t = 1 + \(time)")
        }
        XCTAssertEqual(KeyframeCheck.rightSlope(timeline.value(time:), at: 1), 1, accuracy: 1e-3)
        XCTAssertEqual(
            timeline.duration, 1 + Spring.smooth.settlingDuration,
            "a nil duration is the settling duration, whatever the velocity")
    }

    func testStartVelocityOverridesTheIncomingVelocity() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(1, duration: 1)
            SpringKeyframe(2, spring: .smooth, startVelocity: -3)
        }
        let expected = 1 + Spring.smooth.value(target: 1.0, initialVelocity: -3.0, time: 0.1)
        XCTAssertEqual(timeline.value(time: 1.1), expected, accuracy: 1e-12)
        XCTAssertEqual(timeline.velocity(time: 1), -3, accuracy: 1e-12)
    }

    func testASetDurationCutsTheSpringShortAndTheNextKeyframeTakesOver() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(1, duration: 0.1, spring: .smooth)
            LinearKeyframe(0, duration: 1)
        }
        let reached = Spring.smooth.value(target: 1.0, time: 0.1)
        XCTAssertEqual(reached, 0.358, accuracy: 0.001)
        XCTAssertEqual(timeline.duration, 1.1, accuracy: 1e-12)
        XCTAssertEqual(timeline.value(time: 0.1), reached, accuracy: 1e-12)
        XCTAssertEqual(timeline.value(time: 0.6), reached / 2, accuracy: 1e-12)
    }

    func testSpringStartsWithTheTimelinesInitialVelocity() {
        let timeline = KeyframeTimeline(initialValue: 0.0, initialVelocity: KeyframeCheck.wholeVelocity(3)) {
            SpringKeyframe(1, spring: .snappy)
        }
        let expected = Spring.snappy.value(target: 1.0, initialVelocity: 3.0, time: 0.1)
        XCTAssertEqual(timeline.value(time: 0.1), expected, accuracy: 1e-12)
        XCTAssertEqual(timeline.velocity(time: 0), 3, accuracy: 1e-12)
    }

    func testVectorSpringFollowsSpringValuePerComponent() {
        let timeline = KeyframeTimeline(initialValue: CGPoint(x: 0, y: 10)) {
            SpringKeyframe(CGPoint(x: 10, y: 0), spring: .smooth)
        }
        let progress = Spring.smooth.value(target: 1.0, time: 0.2)
        let point = timeline.value(time: 0.2)
        XCTAssertEqual(Double(point.x), 10 * progress, accuracy: 1e-9)
        XCTAssertEqual(Double(point.y), 10 - 10 * progress, accuracy: 1e-9)
    }
}
