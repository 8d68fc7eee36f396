// Tests adjacent CubicKeyframes as a Catmull-Rom spline: it passes through every
// keyframe, interior velocities are (pₖ₊₁ − pₖ₋₁) / (dₖ + dₖ₊₁), the motion is C¹
// at interior keyframes, symmetric data gives a symmetric curve, ends are at rest.
import Foundation
import ViewSim
import XCTest

final class KeyframeCubicSplineTests: XCTestCase {
    /// 0 → 1 (1 s) → 3 (2 s) → 2 (0.5 s) → 0 (1 s): keyframes at t = 1, 3, 3.5, 4.5.
    private let spline = KeyframeTimeline(initialValue: 0.0) {
        CubicKeyframe(1, duration: 1)
        CubicKeyframe(3, duration: 2)
        CubicKeyframe(2, duration: 0.5)
        CubicKeyframe(0, duration: 1)
    }
    private let keyframeTimes = [1.0, 3, 3.5, 4.5]

    func testPassesThroughEveryKeyframe() {
        XCTAssertEqual(spline.duration, 4.5)
        XCTAssertEqual(spline.value(time: 0), 0)
        XCTAssertEqual(keyframeTimes.map { spline.value(time: $0) }, [1, 3, 2, 0])
    }

    func testInteriorVelocitiesAreCatmullRom() {
        XCTAssertEqual(spline.velocity(time: 1), (3 - 0) / (1 + 2), accuracy: 1e-12)
        XCTAssertEqual(spline.velocity(time: 3), (2 - 1) / (2 + 0.5), accuracy: 1e-12)
        XCTAssertEqual(spline.velocity(time: 3.5), (0 - 3) / (0.5 + 1), accuracy: 1e-12)
    }

    func testMotionIsC1ContinuousAtInteriorKeyframes() {
        let f = spline.value(time:)
        for time in keyframeTimes.dropLast() {
            let left = KeyframeCheck.leftSlope(f, at: time)
            let right = KeyframeCheck.rightSlope(f, at: time)
            XCTAssertEqual(left, right, accuracy: 1e-4, "slopes differ at t = \(time)")
            XCTAssertEqual(right, spline.velocity(time: time), accuracy: 1e-4, "t = \(time)")
        }
    }

    func testEndsAreAtRest() {
        XCTAssertEqual(spline.velocity(time: 0), 0)
        XCTAssertEqual(KeyframeCheck.rightSlope(spline.value(time:), at: 0), 0, accuracy: 1e-4)
        XCTAssertEqual(KeyframeCheck.leftSlope(spline.value(time:), at: 4.5), 0, accuracy: 1e-4)
    }

    func testSymmetricKeyframesGiveASymmetricCurve() {
        let hill = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(1, duration: 1)
            CubicKeyframe(0, duration: 1)
        }
        for x in stride(from: 0.0, through: 1, by: 0.125) {
            XCTAssertEqual(hill.value(time: 1 - x), hill.value(time: 1 + x), accuracy: 1e-12, "x = \(x)")
        }
        XCTAssertEqual(hill.value(time: 1), 1)
        XCTAssertEqual(hill.velocity(time: 1), 0, "the peak's Catmull-Rom velocity is (0 − 0) / 2")
    }

    func testUniformDurationsGiveTheClassicHalfDifferenceTangent() {
        let uniform = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(2, duration: 1)
            CubicKeyframe(6, duration: 1)
            CubicKeyframe(6, duration: 1)
        }
        XCTAssertEqual(uniform.velocity(time: 1), (6 - 0) / 2)
        XCTAssertEqual(uniform.velocity(time: 2), (6 - 2) / 2)
    }

    func testASingleCubicFromRestToRestIsSmoothstep() {
        let single = KeyframeTimeline(initialValue: 0.0) { CubicKeyframe(1, duration: 2) }
        for time in stride(from: 0.0, through: 2, by: 0.25) {
            XCTAssertEqual(single.value(time: time), KeyframeCheck.smoothstep(time / 2), accuracy: 1e-15, "t = \(time)")
        }
    }

    func testExplicitVelocitiesOverrideTheComputedOnes() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(1, duration: 1, startVelocity: 2, endVelocity: -1)
            CubicKeyframe(0, duration: 1)
        }
        XCTAssertEqual(timeline.velocity(time: 0), 2)
        XCTAssertEqual(KeyframeCheck.rightSlope(timeline.value(time:), at: 0), 2, accuracy: 1e-4)
        XCTAssertEqual(KeyframeCheck.leftSlope(timeline.value(time:), at: 1), -1, accuracy: 1e-4)
        XCTAssertEqual(
            KeyframeCheck.rightSlope(timeline.value(time:), at: 1), -1, accuracy: 1e-4,
            "the next cubic starts with the end velocity it was given")
    }

    func testAnExplicitStartVelocityIsAlsoThePreviousCubicsEndVelocity() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(1, duration: 1)
            CubicKeyframe(2, duration: 1, startVelocity: 3)
        }
        XCTAssertEqual(KeyframeCheck.leftSlope(timeline.value(time:), at: 1), 3, accuracy: 1e-4)
        XCTAssertEqual(KeyframeCheck.rightSlope(timeline.value(time:), at: 1), 3, accuracy: 1e-4)
    }

    func testVectorSplinesAreCatmullRomPerComponent() {
        let path = KeyframeTimeline(initialValue: CGPoint.zero) {
            CubicKeyframe(CGPoint(x: 0, y: 100), duration: 0.3)
            CubicKeyframe(CGPoint(x: 60, y: 0), duration: 0.7)
        }
        let velocity = path.velocity(time: 0.3)
        XCTAssertEqual(velocity.first, 60, accuracy: 1e-9)  // (60 − 0) / (0.3 + 0.7)
        XCTAssertEqual(velocity.second, 0, accuracy: 1e-9)  // (0 − 0) / 1
        XCTAssertEqual(path.value(time: 0.3), CGPoint(x: 0, y: 100))
    }
}
