// Tests the per-value animator on the delta model: presentation = model − interval +
// animate(interval, t), merging (springs keep value and velocity) versus combining
// (timing curves blend), why `.speed` breaks merging, and the events it reports.
import Foundation
import ViewSim
import XCTest

final class AnimatorStateTests: XCTestCase {
    func testPresentationStartsAtTheOldValueAndEndsAtTheModel() {
        var value = AnimatedValue(0)
        value.set(100, animation: .easeInOut, at: 0)
        XCTAssertEqual(value.presentation(at: 0), 0)
        XCTAssertEqual(value.presentation(at: 0.175), 50, accuracy: 1e-9)
        XCTAssertEqual(value.presentation(at: 0.35), 100)
        XCTAssertNotNil(value.animator)
        XCTAssertEqual(value.presentation(at: 0.36), 100)
        XCTAssertNil(value.animator)
        XCTAssertEqual(
            value.events.map(\.description),
            [
                "#0 started easeInOut(duration: 0.35)", "#0 logically complete", "#0 finished",
            ])
    }

    func testSpringInterruptingASpringMergesKeepingValueAndVelocity() {
        var value = AnimatedValue(0)
        value.set(100, animation: .spring, at: 0)
        var shown: [Double] = []
        for index in 0...12 { shown.append(value.presentation(at: frameTime(index))) }
        let velocityBefore = value.animator?.velocity(at: 0.2) ?? .nan

        value.set(200, animation: .spring, at: 0.2)
        XCTAssertEqual(value.events.last, .merged(.spring, previous: .spring, generation: 1))
        XCTAssertEqual(value.presentation(at: 0.2), shown[12], accuracy: 1e-9)  // no jump
        XCTAssertEqual(value.animator?.velocity(at: 0.2) ?? .nan, velocityBefore, accuracy: 1e-9)  // same velocity
        XCTAssertEqual(value.animator?.interval, 200)  // 100 + 100
        XCTAssertEqual(value.animator?.beginTime, 0)  // elapsed time kept

        // The motion continues smoothly (no frame-to-frame jump larger than the velocity allows) to 200.
        var previous = shown[12]
        for index in 13..<200 {
            let now = value.presentation(at: frameTime(index))
            XCTAssertLessThan(abs(now - previous), 15, "frame \(index)")
            previous = now
        }
        XCTAssertNil(value.animator)
        XCTAssertEqual(previous, 200)
    }

    func testEaseInOutInterruptingEaseInOutCombinesAsABlend() {
        var value = AnimatedValue(0)
        value.set(100, animation: .easeInOut, at: 0)
        for index in 0...6 { _ = value.presentation(at: frameTime(index)) }
        let before = value.presentation(at: 0.1)

        value.set(200, animation: .easeInOut, at: 0.1)
        XCTAssertEqual(value.events.last, .combined(.easeInOut, count: 2, generation: 1))
        XCTAssertEqual(value.presentation(at: 0.1), before, accuracy: 1e-9)

        // The newer curve moves from the older one's current output to the new target.
        let curve = UnitCurve.easeInOut
        let first = 100 * curve.value(at: 0.3 / 0.35)
        let blend = first + curve.value(at: 0.2 / 0.35) * (200 - first)
        XCTAssertEqual(value.presentation(at: 0.3), blend, accuracy: 1e-9)
        // Not a plain sum
        XCTAssertNotEqual(value.presentation(at: 0.3), first + 100 * curve.value(at: 0.2 / 0.35), accuracy: 0.5)
        // First one done
        XCTAssertEqual(value.presentation(at: 0.4), 100 + curve.value(at: 0.3 / 0.35) * 100, accuracy: 1e-9)

        XCTAssertEqual(value.presentation(at: 0.449), 200, accuracy: 0.01)
        XCTAssertNotNil(value.animator)
        XCTAssertEqual(value.presentation(at: 0.46), 200)
        XCTAssertNil(value.animator)
    }

    func testASpedUpSpringDoesNotMergeWithItself() {
        var value = AnimatedValue(0)
        let fast = Animation.spring.speed(2)
        value.set(100, animation: fast, at: 0)
        for index in 0...6 { _ = value.presentation(at: frameTime(index)) }
        value.set(200, animation: fast, at: 0.1)
        XCTAssertEqual(value.events.last, .combined(fast, count: 2, generation: 1))

        // Interrupting a bare spring, the wrapper reaches its base: it merges.
        var other = AnimatedValue(0)
        other.set(100, animation: .spring, at: 0)
        _ = other.presentation(at: 0.05)
        other.set(200, animation: fast, at: 0.1)
        XCTAssertEqual(other.events.last, .merged(fast, previous: .spring, generation: 1))

        // A bare spring merges with anything.
        var third = AnimatedValue(0)
        third.set(100, animation: fast, at: 0)
        third.set(200, animation: .spring, at: 0)
        XCTAssertEqual(third.events.last, .merged(.spring, previous: fast, generation: 1))
    }

    func testTimingCurveAfterASpringAndAdditiveSpringsCombine() {
        var value = AnimatedValue(0)
        value.set(100, animation: .spring, at: 0)
        value.set(0, animation: .easeIn, at: 0)
        XCTAssertEqual(value.events.last, .combined(.easeIn, count: 2, generation: 1))

        var springs = AnimatedValue(0)
        springs.set(100, animation: .interpolatingSpring, at: 0)
        springs.set(200, animation: .interpolatingSpring, at: 0.1)
        springs.set(300, animation: .interpolatingSpring, at: 0.2)
        XCTAssertEqual(springs.events.last, .combined(.interpolatingSpring, count: 3, generation: 2))
        var last = 0.0
        for index in 12..<200 { last = springs.presentation(at: frameTime(index)) }
        XCTAssertEqual(last, 300)
        XCTAssertNil(springs.animator)
    }

    func testASpringMergingIntoATimingCurveTakesItsVelocity() {
        var value = AnimatedValue(0)
        value.set(100, animation: .linear(duration: 1), at: 0)
        _ = value.presentation(at: 0.5)
        value.set(100, animation: .spring, at: 0.5)  // same target, new animation
        XCTAssertEqual(value.animator?.velocity(at: 0.5) ?? .nan, 100, accuracy: 1e-9)
        XCTAssertEqual(value.presentation(at: 0.5), 50, accuracy: 1e-9)
        XCTAssertGreaterThan(value.presentation(at: 0.5 + 1.0 / 60), 50 + 100.0 / 60 * 0.9)
    }

    func testAChangeWithoutAnimationJumpsByItsDelta() {
        var value = AnimatedValue(0)
        value.set(100, animation: .linear(duration: 1), at: 0)
        XCTAssertEqual(value.presentation(at: 0.5), 50, accuracy: 1e-9)
        value.set(110, animation: nil, at: 0.5)
        XCTAssertEqual(value.presentation(at: 0.5), 60, accuracy: 1e-9)
        XCTAssertEqual(value.presentation(at: 1.0), 110)
    }

    func testCombiningAfterFinishingStartsAfresh() {
        var animator = AnimatorState(animation: .linear(duration: 0.1), interval: 1.0, beginTime: 0)
        XCTAssertNil(animator.sample(at: 1))
        XCTAssertTrue(animator.isFinished)
        XCTAssertEqual(animator.combine(animation: .easeIn, interval: 2.0, at: 2), .started(.easeIn, generation: 0))
        XCTAssertEqual(animator.sample(at: 2), -2)
        XCTAssertEqual(
            animator.takeEvents(),
            [
                .started(.linear(duration: 0.1), generation: 0), .logicallyCompleted(generation: 0),
                .finished(lastGeneration: 0),
                .started(.easeIn, generation: 0),
            ])
    }

    func testVectorsAnimate() {
        var animator = AnimatorState(
            animation: .linear(duration: 1), interval: AnimatablePair(10.0, AnimatablePair(CGFloat(20), CGFloat(-4))),
            beginTime: 0)
        XCTAssertEqual(animator.sample(at: 0.5), AnimatablePair(-5.0, AnimatablePair(CGFloat(-10), CGFloat(2))))
        animator.combine(
            animation: .spring, interval: AnimatablePair(1.0, AnimatablePair(CGFloat(0), CGFloat(0))), at: 0.5)
        var frames = 0
        while animator.sample(at: 0.5 + frameTime(frames)) != nil, frames < 1_000 { frames += 1 }
        XCTAssertLessThan(frames, 1_000)
    }
}
