// Tests LinearKeyframe: straight interpolation from the previous value, timing
// curves (exact values), chained segments, velocity, and vector values.
import Foundation
import ViewSim
import XCTest

/// A value whose `animatableData` is an `AnimatablePair`.
private struct Wedge: Animatable, Equatable {
    var start: Double
    var end: Double
    nonisolated var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(start, end) }
        set { (start, end) = (newValue.first, newValue.second) }
    }
}

final class KeyframeLinearTests: XCTestCase {
    func testInterpolatesFromTheInitialValueOverItsDuration() {
        let timeline = KeyframeTimeline(initialValue: 0.0) { LinearKeyframe(10, duration: 2) }
        XCTAssertEqual(timeline.duration, 2)
        XCTAssertEqual(timeline.value(time: 0), 0)
        XCTAssertEqual(timeline.value(time: 0.5), 2.5)
        XCTAssertEqual(timeline.value(time: 1), 5)
        XCTAssertEqual(timeline.value(time: 2), 10)
        XCTAssertEqual(timeline.value(time: 3), 10, "after its end the track holds its value")
    }

    func testCircularTimingCurveGivesExactValues() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(1, duration: 1, timingCurve: .circularEaseIn)
        }
        XCTAssertEqual(timeline.value(time: 0.5), 1 - 0.75.squareRoot(), accuracy: 1e-15)
        XCTAssertEqual(timeline.value(time: 0.6), 1 - 0.64.squareRoot(), accuracy: 1e-15)  // 0.2
    }

    func testBezierTimingCurveScalesTheDelta() {
        let timeline = KeyframeTimeline(initialValue: 10.0) {
            LinearKeyframe(20, duration: 2, timingCurve: .easeInOut)
        }
        XCTAssertEqual(timeline.value(time: 0.5), 10 + 10 * UnitCurve.easeInOut.value(at: 0.25))
        XCTAssertEqual(timeline.value(time: 0.5), 11.292, accuracy: 0.001)
        XCTAssertEqual(timeline.value(time: 1), 15, accuracy: 1e-6)
    }

    func testChainedKeyframesStartWhereThePreviousOneEnded() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(1, duration: 1)
            LinearKeyframe(-1, duration: 0.5)
        }
        XCTAssertEqual(timeline.duration, 1.5)
        XCTAssertEqual(timeline.value(time: 1), 1)
        XCTAssertEqual(timeline.value(time: 1.25), 0)
        XCTAssertEqual(timeline.value(time: 1.5), -1)
    }

    func testVelocityIsTheDeltaOverTheDurationTimesTheCurveSlope() {
        let straight = KeyframeTimeline(initialValue: 0.0) { LinearKeyframe(10, duration: 2) }
        XCTAssertEqual(straight.velocity(time: 0.5), 5)
        let eased = KeyframeTimeline(initialValue: 0.0) { LinearKeyframe(10, duration: 2, timingCurve: .easeIn) }
        XCTAssertEqual(eased.velocity(time: 1), 5 * UnitCurve.easeIn.velocity(at: 0.5), accuracy: 1e-12)
        // Curve outputs are rounded to 2⁻²⁰, so the numerical slope needs a wider step.
        let slope = KeyframeCheck.centralSlope(eased.value(time:), at: 1, h: 1e-3)
        XCTAssertEqual(eased.velocity(time: 1), slope, accuracy: 1e-2)
    }

    func testVectorValuesInterpolateThroughAnimatableData() {
        let size = KeyframeTimeline(initialValue: CGSize.zero) {
            LinearKeyframe(CGSize(width: 10, height: 20), duration: 1)
        }
        XCTAssertEqual(size.value(time: 0.5), CGSize(width: 5, height: 10))
        let angle = KeyframeTimeline(initialValue: Angle.zero) { LinearKeyframe(.degrees(90), duration: 1) }
        XCTAssertEqual(angle.value(time: 0.5).degrees, 45, accuracy: 1e-12)
        let wedge = KeyframeTimeline(initialValue: Wedge(start: 0, end: 100)) {
            LinearKeyframe(Wedge(start: 4, end: 0), duration: 4)
        }
        XCTAssertEqual(wedge.value(time: 1), Wedge(start: 1, end: 75))
    }
}
