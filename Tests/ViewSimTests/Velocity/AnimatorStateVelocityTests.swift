// An animator started with an initial velocity: the animation is asked to merge with a
// carrier of that velocity (zero offset), so a spring starts with it, in its sign (presented
// = model − interval + offset, so the presented value's velocity is the offset's), and an
// animation that does not merge starts at rest.
import Foundation
import XCTest

@testable import ViewSim

final class AnimatorStateVelocityTests: XCTestCase {
    func testASpringStartsAtTheOldValueWithTheGivenVelocity() {
        // From 120 to 0 (interval −120), moving at +1,200/s: it goes on rising at first.
        var state = AnimatorState(animation: .spring, interval: -120.0, beginTime: 1, initialVelocity: 1200.0)
        XCTAssertTrue(state.tookVelocity)
        XCTAssertEqual(state.velocity(at: 1), 1200)
        XCTAssertEqual(state.sample(at: 1), 120, "no jump: the offset still covers the whole change")
        let afterOneFrame = 0.0 + (state.sample(at: 1 + 1.0 / 60) ?? .nan)
        XCTAssertGreaterThan(afterOneFrame, 120, "it keeps moving the way the value moved")
        XCTAssertLessThan(afterOneFrame, 120 + 20)
    }

    func testANegativeVelocityKeepsItsSign() {
        let state = AnimatorState(animation: .spring, interval: 50.0, beginTime: 0, initialVelocity: -300.0)
        XCTAssertEqual(state.velocity(at: 0), -300)
    }

    func testAVectorVelocityIsTakenWhole() {
        let velocity = AnimatablePair(240.0, -1840.0)
        let state = AnimatorState(
            animation: .snappy, interval: AnimatablePair(10.0, 10.0), beginTime: 0, initialVelocity: velocity)
        XCTAssertEqual(state.velocity(at: 0), velocity)
    }

    func testAnimationsThatDoNotMergeStartAtRest() {
        for animation in [
            Animation.easeInOut(duration: 0.35), .linear(duration: 1), .spring.speed(2),
            .interpolatingSpring(stiffness: 100, damping: 10), .spring.delay(0.1),
        ] {
            let state = AnimatorState(animation: animation, interval: -120.0, beginTime: 0, initialVelocity: 1200.0)
            XCTAssertFalse(state.tookVelocity, "\(animation)")
            let plain = AnimatorState(animation: animation, interval: -120.0, beginTime: 0)
            var sampled = state
            var expected = plain
            XCTAssertEqual(sampled.sample(at: 0.1), expected.sample(at: 0.1), "\(animation) runs as without it")
        }
    }

    func testANonFiniteVelocityIsNotGiven() {
        let state = AnimatorState(animation: .spring, interval: -120.0, beginTime: 0, initialVelocity: .nan)
        XCTAssertFalse(state.tookVelocity)
        XCTAssertEqual(state.velocity(at: 0), 0)
    }

    func testTheStartEventsAreAStartAlone() {
        var state = AnimatorState(animation: .spring, interval: -120.0, beginTime: 0, initialVelocity: 1200.0)
        XCTAssertEqual(state.takeEvents().map(\.description), ["#0 started spring(response: 0.5, dampingFraction: 1)"])
    }

    func testAMergeWithATrackedVelocityStartsFromIt() {
        // A spring runs (0 → 100); tracked changes moved the presented value at −300/s meanwhile.
        var state = AnimatorState(animation: .spring, interval: 100.0, beginTime: 0)
        _ = state.sample(at: 0.1)
        let event = state.combine(animation: .spring, interval: -50.0, at: 0.1, trackedVelocity: -300.0)
        XCTAssertEqual(
            event.description,
            "#1 spring(response: 0.5, dampingFraction: 1) merged with running spring(response: 0.5, dampingFraction: 1) (keeps its value and velocity)"
        )
        XCTAssertTrue(state.tookVelocity)
        XCTAssertEqual(state.velocity(at: 0.1), -300)
        // Without it, the merge keeps the running spring's own velocity.
        var plain = AnimatorState(animation: .spring, interval: 100.0, beginTime: 0)
        _ = plain.sample(at: 0.1)
        plain.combine(animation: .spring, interval: -50.0, at: 0.1)
        XCTAssertFalse(plain.tookVelocity)
        XCTAssertGreaterThan(plain.velocity(at: 0.1) ?? 0, 0)
    }

    func testACombineIgnoresTheTrackedVelocity() {
        var state = AnimatorState(animation: .easeIn, interval: 100.0, beginTime: 0)
        _ = state.sample(at: 0.1)
        state.combine(animation: .easeOut, interval: -50.0, at: 0.1, trackedVelocity: -300.0)
        XCTAssertFalse(state.tookVelocity)
    }
}
