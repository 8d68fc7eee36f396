// Tests how the keyframe active at a time is described for traces: each keyframe
// kind as written in code, the progress percentage, zero-length keyframes at 100 %,
// and labels for stored, whole-value and computed key paths.
import Foundation
import ViewSim
import XCTest

private struct Dial {
    var level = 0.0
    var doubled: Double {
        get { level * 2 }
        set { level = newValue / 2 }
    }
}

final class KeyframeDescriptionTests: XCTestCase {
    private let timeline = KeyframeTimeline(initialValue: 0.0) {
        LinearKeyframe(1, duration: 0.5, timingCurve: .easeIn)
        CubicKeyframe(2, duration: 1, startVelocity: 0.5)
        SpringKeyframe(3, spring: .smooth)
        SpringKeyframe(4, duration: 0.25, spring: .bouncy, startVelocity: 1)
        MoveKeyframe(0.1)
    }

    func testEachKindIsDescribedAsWrittenInCode() {
        let spring = Spring.smooth.settlingDuration
        let descriptions = [0.25, 1, 1.5 + spring / 2, 1.5 + spring + 0.125, 10].map {
            timeline.activeKeyframes(time: $0).first?.description ?? "none"
        }
        XCTAssertEqual(
            descriptions,
            [
                "LinearKeyframe(1, duration: 0.5, timingCurve: easeIn) 50%",
                "CubicKeyframe(2, duration: 1, startVelocity: 0.5) 50%",
                "SpringKeyframe(3, spring: Spring(duration: 0.5, bounce: 0)) 50%",
                "SpringKeyframe(4, duration: 0.25, spring: Spring(duration: 0.5, bounce: 0.3), startVelocity: 1) 50%",
                "MoveKeyframe(0.1) 100%",
            ])
    }

    func testTheActiveKeyframeKnowsItsIndexAndProgress() {
        let active = timeline.activeKeyframes(time: 0.6)
        XCTAssertEqual(active.count, 1)
        XCTAssertEqual(active.first?.index, 1)
        XCTAssertEqual(active.first?.progress ?? 0, 0.1, accuracy: 1e-12)
        XCTAssertEqual(active.first?.percent, 10)
    }

    func testKeyPathLabels() {
        let dial = KeyframeTimeline(initialValue: Dial()) {
            KeyframeTrack(\.level) { LinearKeyframe(1, duration: 1) }
            KeyframeTrack(\.doubled) { LinearKeyframe(4, duration: 1) }
        }
        XCTAssertEqual(dial.activeKeyframes(time: 0.5).map(\.track), [#"\Dial.level"#, #"\Dial.(computed)"#])
        XCTAssertEqual(dial.value(time: 0.5).level, 1, "the later track on the computed property wins")
    }
}
