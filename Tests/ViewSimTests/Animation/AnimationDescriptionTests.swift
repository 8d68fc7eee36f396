// Tests Animation's equality, hashing and readable, deterministic descriptions, and
// the descriptions of animator events.
import Foundation
import ViewSim
import XCTest

private struct Wobble: CustomAnimation {
    var amount: Double
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        time > 1 ? nil : value.scaled(by: time + amount * sin(time * 20))
    }
}

private struct OtherWobble: CustomAnimation {
    var amount: Double
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? { nil }
}

final class AnimationDescriptionTests: XCTestCase {
    func testDescriptionsReadLikeCode() {
        let cases: [(Animation, String)] = [
            (.easeInOut, "easeInOut(duration: 0.35)"),
            (.linear(duration: 2).delay(0.5), "linear(duration: 2).delay(0.5)"),
            (.spring, "spring(response: 0.5, dampingFraction: 1)"),
            (.smooth, "spring(response: 0.5, dampingFraction: 1)"),
            (.snappy, "spring(response: 0.5, dampingFraction: 0.85)"),
            (.bouncy(duration: 0.4), "spring(response: 0.4, dampingFraction: 0.7)"),
            (.interactiveSpring, "spring(response: 0.15, dampingFraction: 0.85, blendDuration: 0.25)"),
            (.easeIn.speed(2), "easeIn(duration: 0.35).speed(2)"),
            (.easeOut.repeatCount(2), "easeOut(duration: 0.35).repeatCount(2, autoreverses: true)"),
            (.linear.repeatForever(autoreverses: false), "linear(duration: 0.35).repeatForever(autoreverses: false)"),
            (
                .bouncy.logicallyComplete(after: 0.2),
                "spring(response: 0.5, dampingFraction: 0.7).logicallyComplete(after: 0.2)"
            ),
            (.timingCurve(0.25, 0.1, 0.25, 1, duration: 0.5), "timingCurve(0.25, 0.1, 0.25, 1, duration: 0.5)"),
            (.timingCurve(.circularEaseIn, duration: 1), "timingCurve(.circularEaseIn, duration: 1)"),
            (
                .interpolatingSpring(stiffness: 100, damping: 10),
                "interpolatingSpring(mass: 1, stiffness: 100, damping: 10)"
            ),
            (.interpolatingSpring, "interpolatingSpring(mass: 1, stiffness: 157.9137, damping: 25.1327)"),
            (
                .interpolatingSpring(duration: 0.5, bounce: 0, initialVelocity: 2),
                "interpolatingSpring(mass: 1, stiffness: 157.9137, damping: 25.1327, initialVelocity: 2)"
            ),
            (.default, "default"),
            (Animation(Wobble(amount: 0.5)), "Wobble(amount: 0.5)"),
        ]
        for (animation, expected) in cases {
            XCTAssertEqual(animation.description, expected)
        }
    }

    func testEqualityComparesTheWrappedAnimations() {
        XCTAssertEqual(Animation.easeIn.delay(1), .easeIn.delay(1))
        XCTAssertNotEqual(Animation.easeIn.delay(1), .easeIn.delay(2))
        XCTAssertNotEqual(Animation.easeIn, .easeOut)
        XCTAssertNotEqual(Animation.easeIn.delay(0), .easeIn)
        XCTAssertNotEqual(Animation.default, .smooth)
        XCTAssertEqual(Animation.default, .default)
        XCTAssertEqual(Animation(Wobble(amount: 1)), Animation(Wobble(amount: 1)))
        XCTAssertNotEqual(Animation(Wobble(amount: 1)), Animation(Wobble(amount: 2)))
        XCTAssertNotEqual(Animation(Wobble(amount: 1)), Animation(OtherWobble(amount: 1)))
        XCTAssertEqual(Set([Animation.easeIn, .easeIn(duration: 0.35), .easeOut, .spring, .smooth]).count, 3)
    }

    func testCustomAnimationsRunThroughTheBox() {
        let animation = Animation(Wobble(amount: 0))
        XCTAssertEqual(animateOnce(animation, delta: 10, at: 0.5), 5)
        XCTAssertTrue(animation.canFinish)
        var context = AnimationContext<Double>()
        XCTAssertNil(animation.velocity(value: 1.0, time: 0, context: context))
        XCTAssertFalse(animation.shouldMerge(previous: .easeIn, value: 1.0, time: 0, context: &context))
    }

    func testEventDescriptions() {
        XCTAssertEqual(AnimatorEvent.started(.easeIn, generation: 0).description, "#0 started easeIn(duration: 0.35)")
        XCTAssertEqual(
            AnimatorEvent.combined(.easeIn, count: 3, generation: 2).description,
            "#2 easeIn(duration: 0.35) combined with 2 running animations")
        XCTAssertEqual(AnimatorEvent.logicallyCompleted(generation: 1).description, "#1 logically complete")
        XCTAssertEqual(AnimatorEvent.finished(lastGeneration: 0).description, "#0 finished")
        XCTAssertEqual(AnimatorEvent.finished(lastGeneration: 2).description, "#0…#2 finished")
    }

    func testCombinedAnimationDescription() {
        var animator = AnimatorState(animation: .easeIn, interval: 1.0, beginTime: 0)
        animator.combine(animation: .linear, interval: 1.0, at: 0.1)
        XCTAssertEqual(
            animator.animation.description, "combined(easeIn(duration: 0.35), linear(duration: 0.35) from 0.1s)")
    }
}
