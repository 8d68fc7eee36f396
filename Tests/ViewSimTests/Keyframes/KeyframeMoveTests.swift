// Tests MoveKeyframe: a jump at its start with no duration, the segments around it,
// frame times that land a rounding error before it, and rest afterwards.
import Foundation
import ViewSim
import XCTest

final class KeyframeMoveTests: XCTestCase {
    func testAMoveAtTheStartJumpsAtTimeZero() {
        let timeline = KeyframeTimeline(initialValue: 1.0) { MoveKeyframe(0) }
        XCTAssertEqual(timeline.duration, 0)
        XCTAssertEqual(timeline.value(time: 0), 0)
        XCTAssertEqual(timeline.value(progress: 0.5), 0)
    }

    func testAMoveBetweenSegmentsJumpsWhenThePreviousOneEnds() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(1, duration: 1)
            MoveKeyframe(5)
            LinearKeyframe(0, duration: 1)
        }
        XCTAssertEqual(timeline.duration, 2)
        XCTAssertEqual(timeline.value(time: 0.5), 0.5)
        XCTAssertEqual(timeline.value(time: 0.999), 0.999, accuracy: 1e-12)
        XCTAssertEqual(timeline.value(time: 1), 5)
        XCTAssertEqual(timeline.value(time: 1.5), 2.5)
    }

    func testAFrameTimeARoundingErrorEarlyStillSeesTheMove() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(1, duration: 0.2)
            MoveKeyframe(5)
        }
        XCTAssertLessThan(0.3 - 0.1, 0.2)
        XCTAssertEqual(timeline.value(time: 0.3 - 0.1), 5)
    }

    func testConsecutiveMovesEndAtTheLastOne() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            MoveKeyframe(1)
            MoveKeyframe(2)
        }
        XCTAssertEqual(timeline.value(time: 0), 2)
    }

    func testTheValueIsAtRestAfterAMove() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10, duration: 1)
            MoveKeyframe(0)
            SpringKeyframe(1, spring: .smooth)
        }
        XCTAssertEqual(timeline.velocity(time: 1), 0, "the spring starts at rest, not at the linear velocity 10")
        XCTAssertEqual(timeline.value(time: 1.1), Spring.smooth.value(target: 1.0, time: 0.1), accuracy: 1e-12)
    }
}
