// Tests the spring conversions (stiffness from response, damping from fraction,
// damping fraction from bounce) and Apple's documented Spring examples and presets.
import Foundation
import ViewSim
import XCTest

final class SpringConversionTests: XCTestCase {
    func testStiffnessFromResponse() {
        XCTAssertEqual(springStiffness(response: 0.5), pow(2 * .pi / 0.5, 2), accuracy: 1e-9)
        XCTAssertEqual(springStiffness(response: 0.5), 157.914, accuracy: 0.001)
        XCTAssertEqual(springStiffness(response: 1), 4 * .pi * .pi, accuracy: 1e-9)
        XCTAssertEqual(springStiffness(response: 0), .infinity)
        XCTAssertEqual(springStiffness(response: -1), .infinity)
    }

    func testDampingFromFraction() {
        XCTAssertEqual(springDamping(fraction: 1, stiffness: 100), 20)
        XCTAssertEqual(springDamping(fraction: 0.5, stiffness: 100), 10)
        XCTAssertEqual(springDamping(fraction: 0, stiffness: .infinity), 0)
    }

    func testDampingFractionFromBounce() {
        XCTAssertEqual(springDampingFraction(bounce: 0), 1)
        XCTAssertEqual(springDampingFraction(bounce: 0.3), 0.7, accuracy: 1e-12)
        XCTAssertEqual(springDampingFraction(bounce: 1), 0)
        XCTAssertEqual(springDampingFraction(bounce: 2), 0)  // capped at undamped
        XCTAssertEqual(springDampingFraction(bounce: -0.5), 2)  // 1 / (1 + bounce): overdamped
        XCTAssertEqual(springDampingFraction(bounce: -0.2), 1.25, accuracy: 1e-12)
        XCTAssertEqual(springDampingFraction(bounce: -1), .infinity)
        XCTAssertEqual(springDampingFraction(bounce: .nan), 1)
    }

    func testAppleSpringExamples() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        XCTAssertEqual(spring.mass, 1)
        XCTAssertEqual(spring.stiffness, 157.9, accuracy: 0.05)
        XCTAssertEqual(spring.damping, 17.6, accuracy: 0.05)

        let physical = Spring(mass: 1, stiffness: 100, damping: 10)
        XCTAssertEqual(physical.duration, 0.63, accuracy: 0.005)
        XCTAssertEqual(physical.bounce, 0.5, accuracy: 1e-12)
        XCTAssertEqual(physical.stiffness, 100, accuracy: 1e-9)
        XCTAssertEqual(physical.damping, 10, accuracy: 1e-9)
        XCTAssertEqual(physical.dampingRatio, 0.5, accuracy: 1e-12)
    }

    func testNegativeBounceIsOverdamped() {
        let spring = Spring(duration: 0.5, bounce: -0.5)
        XCTAssertEqual(spring.dampingRatio, 2, accuracy: 1e-12)
        XCTAssertEqual(spring.bounce, -0.5, accuracy: 1e-12)
        XCTAssertEqual(spring.damping, 4 * .pi / (0.5 * 0.5), accuracy: 1e-9)  // 4π / (duration·(1 + bounce))
    }

    func testPresetsDamping() {
        XCTAssertEqual(Spring.smooth.damping, 25.133, accuracy: 0.001)
        XCTAssertEqual(Spring.snappy.damping, 21.363, accuracy: 0.001)
        XCTAssertEqual(Spring.bouncy.damping, 17.593, accuracy: 0.001)
        for spring in [Spring.smooth, .snappy, .bouncy] {
            XCTAssertEqual(spring.stiffness, 157.914, accuracy: 0.001)
            XCTAssertEqual(spring.duration, 0.5, accuracy: 1e-12)
        }
        XCTAssertEqual(Spring.snappy.bounce, 0.15, accuracy: 1e-12)
        XCTAssertEqual(Spring.bouncy(extraBounce: 0.1).bounce, 0.4, accuracy: 1e-12)
        XCTAssertEqual(Spring.smooth(duration: 1).duration, 1, accuracy: 1e-12)
    }

    func testAnimationPresetsAreTheirSprings() {
        XCTAssertEqual(Animation.spring, .smooth)
        XCTAssertEqual(Animation.spring, .spring(duration: 0.5, bounce: 0))
        XCTAssertEqual(Animation.spring, .spring(response: 0.5, dampingFraction: 1))
        XCTAssertEqual(Animation.snappy, .spring(duration: 0.5, bounce: 0.15))
        XCTAssertEqual(Animation.bouncy, .spring(duration: 0.5, bounce: 0.3))
        XCTAssertEqual(Animation.spring(.bouncy), .bouncy)
        XCTAssertEqual(Animation.interactiveSpring, .spring(duration: 0.15, bounce: 0.15, blendDuration: 0.25))
        XCTAssertEqual(
            Animation.interactiveSpring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25).description,
            "spring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25)")
        XCTAssertEqual(Animation.spring(response: 0.5).description, "spring(response: 0.5, dampingFraction: 0.825)")
        XCTAssertEqual(Animation.interpolatingSpring, .interpolatingSpring(duration: 0.5, bounce: 0))
        XCTAssertEqual(Animation.interpolatingSpring(.smooth), .interpolatingSpring)
    }
}
