// Tests Animation.default under both semantics: since 2023 a smooth spring
// (response 0.5, damping fraction 1); legacy easeInOut(duration: 0.35).
import Foundation
import ViewSim
import XCTest

final class DefaultAnimationTests: XCTestCase {
    func testSince2023DefaultIsASmoothSpring() {
        AnimationSemantics.$outsideSimulation.withValue(.v2023) {
            XCTAssertEqual(animateFrames(.default, delta: 100), animateFrames(.smooth, delta: 100))
            XCTAssertEqual(logicalCompletionTime(.default) ?? .nan, 0.5, accuracy: 1e-9)
            var value = AnimatedValue(0)
            value.set(100, animation: .default, at: 0)
            value.set(200, animation: .default, at: 0.1)
            XCTAssertEqual(value.events.last, .merged(.default, previous: .default, generation: 1))
        }
    }

    func testLegacyDefaultIsEaseInOut() {
        AnimationSemantics.$outsideSimulation.withValue(.legacy) {
            XCTAssertEqual(animateFrames(.default, delta: 100), animateFrames(.easeInOut(duration: 0.35), delta: 100))
            var value = AnimatedValue(0)
            value.set(100, animation: .default, at: 0)
            value.set(200, animation: .default, at: 0.1)
            XCTAssertEqual(value.events.last, .combined(.default, count: 2, generation: 1))
        }
    }

    func testTheDefaultSemanticsIs2023() {
        XCTAssertEqual(AnimationSemantics.current, .v2023)
        XCTAssertEqual(Animation.default.description, "default")
    }
}
