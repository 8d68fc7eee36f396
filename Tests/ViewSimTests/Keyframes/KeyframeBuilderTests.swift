// Tests the keyframe result builders: if/else (and else-if) inside a track, for-in
// loops, keyframes written directly in a timeline (a whole-value track), empty
// blocks, and custom KeyframeTrackContent and Keyframes types built from `body`.
import Foundation
import ViewSim
import XCTest

private struct Wiggle: KeyframeTrackContent {
    var amplitude: Double
    var body: some KeyframeTrackContent<Double> {
        LinearKeyframe(amplitude, duration: 0.25)
        LinearKeyframe(-amplitude, duration: 0.5)
        LinearKeyframe(0, duration: 0.25)
    }
}

private struct Bubble: Equatable {
    var scale = 0.0
    var lift = 0.0
}

private struct Pop: Keyframes {
    var body: some Keyframes<Bubble> {
        KeyframeTrack(\.scale) { LinearKeyframe(2, duration: 1) }
        KeyframeTrack(\.lift) { Wiggle(amplitude: 1) }
    }
}

final class KeyframeBuilderTests: XCTestCase {
    private func branching(_ choice: Int) -> KeyframeTimeline<Double> {
        KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                if choice == 0 {
                    LinearKeyframe(1, duration: 1)
                } else if choice == 1 {
                    MoveKeyframe(2)
                    LinearKeyframe(3, duration: 2)
                } else {
                    CubicKeyframe(4, duration: 4)
                }
            }
        }
    }

    func testIfElseChainsPickOneBranch() {
        XCTAssertEqual(branching(0).duration, 1)
        XCTAssertEqual(branching(0).value(time: 0.5), 0.5)
        XCTAssertEqual(branching(1).duration, 2)
        XCTAssertEqual(branching(1).value(time: 1), 2.5)
        XCTAssertEqual(branching(2).duration, 4)
        XCTAssertEqual(branching(2).value(time: 2), 2)
    }

    func testForInLoopsAppendKeyframesInOrder() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                MoveKeyframe(10)
                for value in [1.0, 2, 3] {
                    LinearKeyframe(value, duration: 1)
                }
                LinearKeyframe(0, duration: 1)
            }
        }
        XCTAssertEqual(timeline.duration, 4)
        XCTAssertEqual([0.5, 1, 2, 3, 3.5].map { timeline.value(time: $0) }, [5.5, 1, 2, 3, 1.5])
    }

    func testKeyframesWrittenDirectlyMakeAWholeValueTrack() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(1, duration: 1)
            MoveKeyframe(5)
        }
        XCTAssertEqual(timeline.value(time: 0.5), 0.5)
        XCTAssertEqual(timeline.value(time: 1), 5)
        XCTAssertEqual(
            timeline.activeKeyframesDescription(time: 0.5), #"\Double.self: LinearKeyframe(1, duration: 1) 50%"#)
    }

    func testConditionalsAndLoopsWorkOnKeyframesWrittenDirectly() {
        let up = true
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            if up {
                LinearKeyframe(1, duration: 1)
            } else {
                LinearKeyframe(-1, duration: 1)
            }
        }
        XCTAssertEqual(timeline.value(time: 1), 1)
        let looped = KeyframeTimeline(initialValue: 0.0) {
            for step in 1...4 { LinearKeyframe(Double(step), duration: 0.5) }
        }
        XCTAssertEqual(looped.duration, 2)
        XCTAssertEqual(looped.value(time: 1.25), 2.5)
    }

    func testEmptyBlocks() {
        XCTAssertEqual(KeyframeTimeline(initialValue: 1.0) {}.duration, 0)
        XCTAssertEqual(KeyframeTimeline(initialValue: 1.0) { KeyframeTrack {} }.value(time: 1), 1)
    }

    func testCustomTrackContentResolvesItsBody() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                Wiggle(amplitude: 2)
                Wiggle(amplitude: 1)
            }
        }
        XCTAssertEqual(timeline.duration, 2)
        XCTAssertEqual([0.25, 0.5, 0.75, 1, 1.25].map { timeline.value(time: $0) }, [2, 0, -2, 0, 1])
    }

    func testCustomKeyframesResolveTheirBody() {
        let timeline = KeyframeTimeline(initialValue: Bubble()) { Pop() }
        XCTAssertEqual(timeline.duration, 1)
        XCTAssertEqual(timeline.value(time: 0.25), Bubble(scale: 0.5, lift: 1))
        XCTAssertEqual(timeline.value(time: 0.75), Bubble(scale: 1.5, lift: -1))
    }
}
