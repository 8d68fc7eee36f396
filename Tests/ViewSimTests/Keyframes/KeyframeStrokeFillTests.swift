// Tests seed 004's stroke-then-fill heart: a struct with opacity and trim tracks,
// sampled by hand. First attempt (trim CubicKeyframe(1, duration: 2), opacity
// MoveKeyframe(0.1)), why a second run from its end value "does nothing", and the
// final if/else version whose fill fades in over the last half second.
import Foundation
import ViewSim
import XCTest

private struct StrokeFill: Equatable {
    var opacity: Double
    var trim: Double

    static let off = StrokeFill(opacity: 0.1, trim: 0)
    static let on = StrokeFill(opacity: 1, trim: 1)
}

final class KeyframeStrokeFillTests: XCTestCase {
    /// The talk's first keyframes: they ignore the current value.
    private func firstAttempt(from value: StrokeFill) -> KeyframeTimeline<StrokeFill> {
        KeyframeTimeline(initialValue: value) {
            KeyframeTrack(\.opacity) { MoveKeyframe(0.1) }
            KeyframeTrack(\.trim) { CubicKeyframe(1, duration: 2) }
        }
    }

    /// The talk's final keyframes: stroke, then fade the fill in near the stroke's end.
    private func finalVersion(isOn: Bool, from value: StrokeFill) -> KeyframeTimeline<StrokeFill> {
        KeyframeTimeline(initialValue: value) {
            KeyframeTrack(\.trim) {
                if isOn {
                    MoveKeyframe(0)
                    CubicKeyframe(1, duration: 2)
                } else {
                    MoveKeyframe(1)
                    CubicKeyframe(0, duration: 2)
                }
            }
            KeyframeTrack(\.opacity) {
                if isOn {
                    MoveKeyframe(0.1)
                    LinearKeyframe(0.1, duration: 1.5)
                    CubicKeyframe(1, duration: 0.5)
                } else {
                    MoveKeyframe(1)
                    CubicKeyframe(0.1, duration: 2)
                }
            }
        }
    }

    func testFirstAttemptStrokesOverTwoSeconds() {
        let timeline = firstAttempt(from: .off)
        XCTAssertEqual(timeline.duration, 2)
        // trim = 3s² − 2s³ with s = t / 2 (a lone cubic from rest to rest).
        let samples: [(time: Double, trim: Double)] = [(0, 0), (0.5, 0.15625), (1, 0.5), (1.5, 0.84375), (2, 1)]
        for (time, trim) in samples {
            XCTAssertEqual(timeline.value(time: time), StrokeFill(opacity: 0.1, trim: trim), "t = \(time)")
        }
    }

    func testASecondRunFromTheEndValueDoesNothing() {
        let end = firstAttempt(from: .off).value(time: 2)
        XCTAssertEqual(end, StrokeFill(opacity: 0.1, trim: 1))
        let again = firstAttempt(from: end)
        for time in stride(from: 0.0, through: 2, by: 0.25) {
            XCTAssertEqual(again.value(time: time), end, "the cubic runs from trim 1 to trim 1 (t = \(time))")
        }
    }

    func testFinalVersionTurningOn() {
        let timeline = finalVersion(isOn: true, from: .off)
        XCTAssertEqual(timeline.duration, 2)
        // Opacity holds 0.1 for 1.5 s (linear), then a cubic from rest (the hold's end
        // velocity) to rest: 0.1 + 0.9·(3s² − 2s³) with s = (t − 1.5) / 0.5.
        let samples: [(time: Double, opacity: Double, trim: Double)] = [
            (0, 0.1, 0), (0.5, 0.1, 0.15625), (1, 0.1, 0.5), (1.5, 0.1, 0.84375),
            (1.6, 0.1 + 0.9 * 0.104, 0.896), (1.75, 0.55, 0.95703125), (2, 1, 1),
        ]
        for (time, opacity, trim) in samples {
            let value = timeline.value(time: time)
            XCTAssertEqual(value.opacity, opacity, accuracy: 1e-12, "opacity at t = \(time)")
            XCTAssertEqual(value.trim, trim, accuracy: 1e-12, "trim at t = \(time)")
        }
        XCTAssertEqual(timeline.value(time: 2), .on)
    }

    func testFinalVersionTurningOffAnimatesBothOutAtTheSamePace() {
        let timeline = finalVersion(isOn: false, from: .on)
        XCTAssertEqual(timeline.value(time: 0), .on)
        XCTAssertEqual(timeline.value(time: 0.5).trim, 0.84375, accuracy: 1e-12)
        XCTAssertEqual(timeline.value(time: 1), StrokeFill(opacity: 0.55, trim: 0.5))
        XCTAssertEqual(timeline.value(time: 2), .off)
    }

    func testTheActiveKeyframesAtATimeDescribeEachTrack() {
        let timeline = finalVersion(isOn: true, from: .off)
        let active = timeline.activeKeyframes(time: 0.8)
        XCTAssertEqual(
            active.map(\.description),
            [
                "CubicKeyframe(1, duration: 2) 40%",
                "LinearKeyframe(0.1, duration: 1.5) 53%",
            ])
        XCTAssertEqual(
            timeline.activeKeyframesDescription(time: 1.75),
            #"\StrokeFill.trim: CubicKeyframe(1, duration: 2) 88%; "#
                + #"\StrokeFill.opacity: CubicKeyframe(1, duration: 0.5) 50%"#)
        XCTAssertEqual(
            timeline.activeKeyframes(time: 5).map(\.description),
            [
                "CubicKeyframe(1, duration: 2) 100%",
                "CubicKeyframe(1, duration: 0.5) 100%",
            ])
    }
}
