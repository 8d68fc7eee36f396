// The explicit forms of an initial velocity, with Apple's signatures: `Spring`'s motion
// functions (`value`/`velocity(target:initialVelocity:time:)`, the `fromValue:toValue:` forms,
// `force(fromValue:toValue:position:velocity:)`) and `Animation.interpolatingSpring(…,
// initialVelocity:)`, whose velocity is in changes per second (1: the whole change in a second).
import Foundation
import Observation
import ViewSim
import XCTest

@Observable
private final class Slider {
    var x = 0.0
}

private struct SliderView: View {
    let slider: Slider
    var body: some View { Rectangle().frame(width: 10, height: 10).offset(x: slider.x).accessibilityIdentifier("knob") }
}

@MainActor
final class ExplicitVelocityTests: XCTestCase {
    func testSpringsMotionStartsAtTheInitialVelocity() {
        let spring = Spring(duration: 0.4, bounce: 0.2)
        XCTAssertEqual(spring.value(target: 100.0, initialVelocity: 500.0, time: 0), 0, accuracy: 1e-9)
        XCTAssertEqual(spring.velocity(target: 100.0, initialVelocity: 500.0, time: 0), 500, accuracy: 1e-9)
        let pair = spring.velocity(
            target: AnimatablePair(100.0, 0.0), initialVelocity: AnimatablePair(500.0, -200.0), time: 0)
        XCTAssertEqual(pair.first, 500, accuracy: 1e-9)
        XCTAssertEqual(pair.second, -200, accuracy: 1e-9)
        // The fromValue/toValue forms work on a value's animatable data.
        let size = spring.velocity(
            fromValue: CGSize(width: 0, height: 0), toValue: CGSize(width: 100, height: 0),
            initialVelocity: CGSize(width: 500, height: -200), time: 0)
        XCTAssertEqual(size, CGSize(width: 500, height: -200))
        let later = spring.value(
            fromValue: CGSize(width: 10, height: 0), toValue: CGSize(width: 110, height: 0),
            initialVelocity: CGSize(width: 500, height: 0), time: 0.01)
        XCTAssertGreaterThan(later.width, 10 + 4.9, "it moves off at about 500/s")
    }

    func testForceFromValueToValue() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        XCTAssertEqual(spring.force(fromValue: 0.0, toValue: 1.0, position: 0.5, velocity: 2.0), 30, accuracy: 1e-12)
        XCTAssertEqual(
            spring.force(fromValue: 0.0, toValue: 1.0, position: 0.5, velocity: 2.0),
            spring.force(target: 1.0, position: 0.5, velocity: 2.0))
    }

    func testAnInterpolatingSpringsInitialVelocityIsInChangesPerSecond() async throws {
        let slider = Slider()
        let sim = Simulation(SliderView(slider: slider))
        sim.perform("fling") {
            withAnimation(.interpolatingSpring(stiffness: 170, damping: 15, initialVelocity: 2)) { slider.x = 100 }
        }
        let velocity = try XCTUnwrap(sim.velocity(of: "knob", attribute: "offset"))
        XCTAssertEqual(velocity[0], 200, accuracy: 1e-9, "2 changes of 100 pt per second")
        XCTAssertEqual(velocity[1], 0, accuracy: 1e-9)
        for animation in [
            Animation.interpolatingSpring(mass: 1, stiffness: 170, damping: 15, initialVelocity: 2),
            .interpolatingSpring(duration: 0.5, bounce: 0.2, initialVelocity: 2),
            .interpolatingSpring(Spring(duration: 0.5, bounce: 0.2), initialVelocity: 2),
        ] {
            XCTAssertTrue(animation.description.contains("initialVelocity: 2"), animation.description)
        }
    }
}
