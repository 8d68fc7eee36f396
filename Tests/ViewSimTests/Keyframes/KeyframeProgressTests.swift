// Tests KeyframeTimeline.value(progress:): it is value(time: progress · duration),
// clamped like time outside [0, 1], and harmless on an empty timeline.
import Foundation
import ViewSim
import XCTest

final class KeyframeProgressTests: XCTestCase {
    private let timeline = KeyframeTimeline(initialValue: 0.0) {
        CubicKeyframe(1, duration: 0.7)
        SpringKeyframe(-1, duration: 0.5, spring: .bouncy)
        LinearKeyframe(2, duration: 0.8, timingCurve: .easeIn)
    }

    func testProgressIsTimeTimesDuration() {
        XCTAssertEqual(timeline.duration, 2, accuracy: 1e-12)
        for step in 0...20 {
            let progress = Double(step) / 20
            XCTAssertEqual(
                timeline.value(progress: progress), timeline.value(time: progress * timeline.duration),
                "progress \(progress)")
        }
    }

    func testHalfProgressOfALinearKeyframe() {
        let linear = KeyframeTimeline(initialValue: 0.0) { LinearKeyframe(1, duration: 2) }
        XCTAssertEqual(linear.value(progress: 0.5), 0.5)
    }

    func testProgressOutsideZeroToOneHoldsTheEnds() {
        XCTAssertEqual(timeline.value(progress: -0.5), timeline.value(time: 0))
        XCTAssertEqual(timeline.value(progress: 1.5), timeline.value(time: timeline.duration))
        XCTAssertEqual(timeline.value(progress: 1), 2)
    }

    func testProgressOnAnEmptyTimelineIsTheInitialValue() {
        let empty = KeyframeTimeline(initialValue: 3.0) {}
        XCTAssertEqual(empty.value(progress: 0.5), 3)
        XCTAssertEqual(empty.value(progress: 1), 3)
    }
}
