// Tests the Spring struct's motion: the critically damped unit step, velocity,
// under- and overdamped closed forms, update, force, settling duration, initialisers.
import Foundation
import ViewSim
import XCTest

final class SpringTests: XCTestCase {
    /// x(t) = 1 − (1 + ω₀t)·e^(−ω₀t) with ω₀ = 4π (smooth, duration 0.5).
    private let criticalStep: [(time: Double, value: Double)] = [
        (0.05, 0.131), (0.1, 0.358), (0.2, 0.715), (0.3, 0.890), (0.5, 0.986),
    ]

    func testCriticallyDampedUnitStep() {
        for (time, expected) in criticalStep {
            XCTAssertEqual(Spring.smooth.value(target: 1.0, time: time), expected, accuracy: 0.0005, "t = \(time)")
        }
        XCTAssertEqual(Spring.smooth.value(target: 1.0, time: 0), 0)
        XCTAssertEqual(
            Spring.smooth.value(target: 8.0, time: 0.1), 8 * Spring.smooth.value(target: 1.0, time: 0.1),
            accuracy: 1e-12)
    }

    func testVelocityIsTheDerivativeOfValue() {
        let h = 1e-6
        for spring in [Spring.smooth, .bouncy, Spring(duration: 0.5, bounce: -0.4)] {
            for time in [0.0, 0.05, 0.2, 0.6] {
                let slope =
                    (spring.value(target: 1.0, initialVelocity: 3.0, time: time + h)
                        - spring.value(target: 1.0, initialVelocity: 3.0, time: time)) / h
                XCTAssertEqual(
                    spring.velocity(target: 1.0, initialVelocity: 3.0, time: time), slope, accuracy: 1e-3,
                    "\(spring) t = \(time)")
            }
            XCTAssertEqual(spring.velocity(target: 1.0, initialVelocity: 3.0, time: 0), 3, accuracy: 1e-12)
        }
    }

    func testUnderdampedMatchesTheClosedForm() {
        // x(t) = T − e^(−λt)·((λT − v₀)·sin(ωt)/ω + T·cos(ωt))
        let spring = Spring.bouncy
        let w0 = 4 * Double.pi
        let decay = 0.7 * w0
        let w = w0 * (1 - 0.49).squareRoot()
        for time in [0.05, 0.15, 0.4] {
            let expected = 1 - exp(-decay * time) * ((decay - 0.5) * sin(w * time) / w + cos(w * time))
            XCTAssertEqual(spring.value(target: 1.0, initialVelocity: 0.5, time: time), expected, accuracy: 1e-12)
        }
        // It overshoots.
        XCTAssertGreaterThan(spring.value(target: 1.0, time: 0.35), 1)
    }

    func testOverdampedApproachesWithoutOvershoot() {
        let spring = Spring(duration: 0.5, bounce: -0.5)
        var previous = 0.0
        for index in 1...100 {
            let value = spring.value(target: 1.0, time: Double(index) / 50)
            XCTAssertGreaterThanOrEqual(value, previous)
            XCTAssertLessThanOrEqual(value, 1)
            previous = value
        }
        // A critical spring gets there faster than an overdamped one.
        XCTAssertGreaterThan(Spring.smooth.value(target: 1.0, time: 0.3), spring.value(target: 1.0, time: 0.3))
    }

    func testValueFromValueToValueAndVectors() {
        XCTAssertEqual(
            Spring.smooth.value(fromValue: 10.0, toValue: 20.0, initialVelocity: 0.0, time: 0.1), 13.58, accuracy: 0.005
        )
        let point = Spring.smooth.value(
            fromValue: CGPoint(x: 0, y: 100), toValue: CGPoint(x: 10, y: 0), initialVelocity: .zero, time: 0.1)
        XCTAssertEqual(Double(point.x), 3.58, accuracy: 0.005)
        XCTAssertEqual(Double(point.y), 64.2, accuracy: 0.05)
        XCTAssertEqual(Spring.smooth.velocity(fromValue: 10.0, toValue: 20.0, initialVelocity: 0.0, time: 0), 0)
    }

    func testUpdateFollowsTheClosedForm() {
        var (value, velocity) = (0.0, 0.0)
        for _ in 0..<12 {
            Spring.snappy.update(value: &value, velocity: &velocity, target: 1, deltaTime: 1.0 / 60)
        }
        XCTAssertEqual(value, Spring.snappy.value(target: 1.0, time: 0.2), accuracy: 1e-9)
        XCTAssertEqual(velocity, Spring.snappy.velocity(target: 1.0, time: 0.2), accuracy: 1e-9)
        Spring.snappy.update(value: &value, velocity: &velocity, target: 1, deltaTime: -1)
        XCTAssertEqual(value, Spring.snappy.value(target: 1.0, time: 0.2), accuracy: 1e-9)
    }

    func testForce() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        XCTAssertEqual(spring.force(target: 1.0, position: 0.0, velocity: 0.0), 100, accuracy: 1e-9)
        XCTAssertEqual(spring.force(target: 1.0, position: 1.0, velocity: 2.0), -20, accuracy: 1e-9)
    }

    func testSettlingDuration() {
        // The critically damped step reaches |1 − x| < 0.001 at t ≈ 0.735 s.
        XCTAssertEqual(Spring.smooth.settlingDuration, 0.735, accuracy: 0.001)
        for spring in [
            Spring.smooth, .snappy, .bouncy, Spring(duration: 0.3, bounce: 0.8), Spring(duration: 0.5, bounce: -0.6),
        ] {
            let settle = spring.settlingDuration
            // Definition: within epsilon from then on, and not just before.
            for index in 0...400 {
                let time = settle + Double(index) / 100
                XCTAssertLessThan(abs(1 - spring.value(target: 1.0, time: time)), 0.001 + 1e-9, "\(spring) at \(time)")
            }
            XCTAssertGreaterThanOrEqual(
                abs(1 - spring.value(target: 1.0, time: settle - 1e-6)), 0.001 - 1e-6, "\(spring)")
        }
        XCTAssertEqual(Spring(duration: 0.5, bounce: 1).settlingDuration, .infinity)
        XCTAssertEqual(Spring(duration: 0, bounce: 0).settlingDuration, 0)
        XCTAssertEqual(Spring.smooth.settlingDuration(target: 0.0, initialVelocity: 0.0, epsilon: 0.001), 0)
        // A looser epsilon settles sooner; vectors settle by their length.
        XCTAssertLessThan(Spring.smooth.settlingDuration(target: 1.0, epsilon: 0.01), Spring.smooth.settlingDuration)
        let pair = Spring.smooth.settlingDuration(target: AnimatablePair(3.0, 4.0), epsilon: 0.005)
        XCTAssertEqual(pair, Spring.smooth.settlingDuration(target: 5.0, epsilon: 0.005), accuracy: 1e-6)
    }

    func testInitialisersAgree() {
        let byResponse = Spring(response: 0.5, dampingRatio: 0.7)
        let byDuration = Spring(duration: 0.5, bounce: 0.3)
        XCTAssertEqual(byResponse.stiffness, byDuration.stiffness, accuracy: 1e-9)
        XCTAssertEqual(byResponse.damping, byDuration.damping, accuracy: 1e-9)
        XCTAssertEqual(byResponse.response, 0.5, accuracy: 1e-12)

        let settled = Spring(settlingDuration: 1, dampingRatio: 1)
        XCTAssertEqual(settled.settlingDuration, 1, accuracy: 1e-6)
        XCTAssertEqual(settled.duration, 0.5 / 0.7348, accuracy: 0.001)
        XCTAssertEqual(Spring(settlingDuration: 2, dampingRatio: 0.5).settlingDuration, 2, accuracy: 1e-6)

        // Over-damping is reduced to critical unless allowed.
        XCTAssertEqual(Spring(mass: 1, stiffness: 100, damping: 50).dampingRatio, 1)
        XCTAssertEqual(
            Spring(mass: 1, stiffness: 100, damping: 50, allowOverDamping: true).dampingRatio, 2.5, accuracy: 1e-12)
        XCTAssertEqual(
            Spring(mass: 2, stiffness: 100, damping: 10).duration, 2 * .pi * (0.02).squareRoot(), accuracy: 1e-12)
    }
}
