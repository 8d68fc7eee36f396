// Tests repeatCount/repeatForever: autoreverse passes count towards the count, the
// end snaps to the model value after an even autoreversing count, forever never ends.
import Foundation
import ViewSim
import XCTest

final class RepeatAnimationTests: XCTestCase {
    private let oneSecond = Animation.linear(duration: 1)

    /// Presented values of a 0 → 100 change at the given frames (nil: animator removed).
    private func presentations(_ animation: Animation, frames: [Int]) -> [Double] {
        var value = AnimatedValue(0)
        value.set(100, animation: animation, at: 0)
        var result: [Double] = []
        for index in 0...(frames.max() ?? 0) {
            let shown = value.presentation(at: frameTime(index))
            if frames.contains(index) { result.append(shown) }
        }
        return result
    }

    func testCountOnePlaysForwardOnlyEvenWithAutoreverse() {
        let frames = animateFrames(oneSecond.repeatCount(1, autoreverses: true))
        XCTAssertEqual(frames.count, 61)
        XCTAssertEqual(frames.last, 1)
        XCTAssertEqual(frames, animateFrames(oneSecond))
    }

    func testCountTwoGoesForwardThenBackThenStops() {
        let animation = oneSecond.repeatCount(2, autoreverses: true)
        let frames = animateFrames(animation, delta: 100)
        XCTAssertEqual(frames.count, 122)
        XCTAssertEqual(frames[30], 50, accuracy: 1e-9)  // forward
        XCTAssertEqual(frames[61], 100)  // the forward pass ended
        XCTAssertEqual(frames[91], 50, accuracy: 1e-9)  // reversing
        XCTAssertEqual(frames[121], 0, accuracy: 1e-9)  // back at the start…
        // …then the animation is removed and the value jumps to its model value.
        XCTAssertEqual(presentations(animation, frames: [30, 61, 91, 121, 122, 200]), [50, 100, 50, 0, 100, 100])
    }

    func testCountThreeEndsForwardWithoutAJump() {
        let frames = animateFrames(oneSecond.repeatCount(3), delta: 100)
        XCTAssertEqual(frames.count, 183)
        XCTAssertEqual(frames.last, 100)
        XCTAssertEqual(frames[152], 50, accuracy: 1e-9)
    }

    func testWithoutAutoreverseEveryPassRunsForward() {
        let frames = animateFrames(oneSecond.repeatCount(2, autoreverses: false), delta: 100)
        XCTAssertEqual(frames.count, 122)
        XCTAssertEqual(frames[61], 100)
        XCTAssertEqual(frames[62], 100.0 / 60, accuracy: 1e-9)  // starts over
        XCTAssertEqual(frames[91], 50, accuracy: 1e-9)
    }

    func testForeverNeverEnds() {
        let animation = oneSecond.repeatForever(autoreverses: false)
        XCTAssertFalse(animation.canFinish)
        XCTAssertEqual(animateFrames(animation, limit: 10_000).count, 10_000)
        XCTAssertFalse(
            AnimatorState(animation: Animation.easeIn.repeatForever(), interval: 1.0, beginTime: 0).canFinish)
        XCTAssertTrue(oneSecond.repeatCount(4).canFinish)
    }

    func testLogicallyCompleteOnlyWhenTheLastPassEnds() {
        XCTAssertEqual(logicalCompletionTime(oneSecond.repeatCount(2)) ?? .nan, frameTime(122), accuracy: 1e-9)
        XCTAssertNil(logicalCompletionTime(oneSecond.repeatForever(), limit: 1_000))
        // A spring's logical completion counts on the last pass only.
        let springs = Animation.smooth.repeatCount(2, autoreverses: false)
        let firstPassEnd = animateFrames(.smooth).count
        XCTAssertEqual(logicalCompletionTime(springs) ?? .nan, frameTime(firstPassEnd + 30), accuracy: 1e-9)
    }

    func testNeverMerges() {
        var context = AnimationContext<Double>()
        let repeated = Animation.smooth.repeatCount(2)
        XCTAssertFalse(repeated.shouldMerge(previous: repeated, value: 1.0, time: 0.1, context: &context))
    }
}
