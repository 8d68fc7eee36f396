// Tests UnitCurve against Apple-verified samples (±0.01), the exact derived values
// (±0.001), velocities, clamping, the 2⁻²⁰ output grid and `inverse`.
import Foundation
import ViewSim
import XCTest

final class UnitCurveTests: XCTestCase {
    private let samples = [0.25, 0.5, 0.75]

    private func assertValues(
        _ curve: UnitCurve, _ expected: [Double], accuracy: Double,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        for (progress, value) in zip(samples, expected) {
            XCTAssertEqual(
                curve.value(at: progress), value, accuracy: accuracy, "\(curve) at \(progress)", file: file, line: line)
        }
    }

    private func assertVelocities(
        _ curve: UnitCurve, at points: [Double], _ expected: [Double], accuracy: Double,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        for (progress, velocity) in zip(points, expected) {
            XCTAssertEqual(
                curve.velocity(at: progress), velocity, accuracy: accuracy, "\(curve) at \(progress)", file: file,
                line: line)
        }
    }

    func testAppleVerifiedValues() {
        assertValues(.easeIn, [0.09, 0.32, 0.62], accuracy: 0.01)
        assertValues(.easeOut, [0.38, 0.68, 0.91], accuracy: 0.01)
        assertValues(.easeInOut, [0.13, 0.5, 0.87], accuracy: 0.01)
        for curve in [
            UnitCurve.linear, .easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseOut, .circularEaseInOut,
        ] {
            XCTAssertEqual(curve.value(at: 0), 0, "\(curve)")
            XCTAssertEqual(curve.value(at: 1), 1, "\(curve)")
        }
    }

    func testExactDerivedValues() {
        assertValues(.easeInOut, [0.1292, 0.5, 0.8708], accuracy: 0.001)
        assertValues(.easeIn, [0.0935, 0.3154, 0.6219], accuracy: 0.001)
        assertValues(.linear, [0.25, 0.5, 0.75], accuracy: 0)
    }

    func testBezierOutputIsOnThe2ToTheMinus20Grid() {
        for progress in stride(from: 0.0, through: 1.0, by: 0.01) {
            for curve in [UnitCurve.easeIn, .easeOut, .easeInOut] {
                let scaled = curve.value(at: progress) * 1_048_576
                XCTAssertEqual(scaled, scaled.rounded(), "\(curve) at \(progress)")
                let slope = curve.velocity(at: progress) * 1_048_576
                XCTAssertEqual(slope, slope.rounded(), "\(curve) velocity at \(progress)")
            }
        }
    }

    func testAppleVerifiedVelocities() {
        let points = [0, 0.25, 0.5, 0.75, 1]
        assertVelocities(.easeInOut, at: points, [0, 1.06, 1.72, 1.06, 0], accuracy: 0.01)
        assertVelocities(.easeIn, at: points, [0, 0.67, 1.07, 1.37, 0], accuracy: 0.01)
        // At 0 both derivatives of easeOut are exactly 0; the slope is reported as 1.
        assertVelocities(.easeOut, at: points, [1, 1.37, 1.07, 0.67, 0], accuracy: 0.01)
        assertVelocities(.linear, at: [-0.5, 0, 0.5, 1, 1.5], [1, 1, 1, 1, 1], accuracy: 0)
    }

    func testCircularCurves() {
        assertValues(.circularEaseIn, [0.032, 0.134, 0.339], accuracy: 0.001)
        assertValues(.circularEaseOut, [0.661, 0.866, 0.968], accuracy: 0.001)
        assertValues(.circularEaseInOut, [0.067, 0.5, 0.933], accuracy: 0.001)
        assertVelocities(.circularEaseIn, at: [0, 0.25, 0.5, 0.75], [0, 0.258, 0.577, 1.134], accuracy: 0.001)
        assertVelocities(.circularEaseOut, at: [0.25, 0.5, 0.75, 1], [1.134, 0.577, 0.258, 0], accuracy: 0.001)
        assertVelocities(.circularEaseInOut, at: [0, 0.25, 0.75, 1], [0, 0.577, 0.577, 0], accuracy: 0.001)
        // The steep ends are vertical.
        XCTAssertEqual(UnitCurve.circularEaseIn.velocity(at: 1), .infinity)
        XCTAssertEqual(UnitCurve.circularEaseOut.velocity(at: 0), .infinity)
        XCTAssertEqual(UnitCurve.circularEaseInOut.velocity(at: 0.5), .infinity)
    }

    func testInputIsClamped() {
        XCTAssertEqual(UnitCurve.easeInOut.value(at: -0.5), 0)
        XCTAssertEqual(UnitCurve.easeInOut.value(at: 1.5), 1)
        XCTAssertEqual(UnitCurve.circularEaseIn.value(at: 2), 1)
        XCTAssertEqual(UnitCurve.easeIn.value(at: .nan), 0)
        XCTAssertEqual(UnitCurve.easeIn.velocity(at: -3), 0)
    }

    func testCustomBezierCurves() {
        let curve = UnitCurve.bezier(
            startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.75, y: 0.9))
        XCTAssertEqual(curve.value(at: 0.5), 0.5, accuracy: 0.01)
        XCTAssertEqual(curve.velocity(at: 0.5), 1.20, accuracy: 0.01)
        // x is clamped to [0, 1]; y may overshoot.
        let extreme = UnitCurve.bezier(
            startControlPoint: UnitPoint(x: -0.5, y: 2), endControlPoint: UnitPoint(x: 1.5, y: -1))
        XCTAssertEqual(extreme.value(at: 0.5), 0.5, accuracy: 1e-9)
        XCTAssertEqual(extreme.velocity(at: 0.5), -1, accuracy: 1e-9)
        XCTAssertEqual(
            extreme, .bezier(startControlPoint: UnitPoint(x: 0, y: 2), endControlPoint: UnitPoint(x: 1, y: -1)))
        XCTAssertEqual(UnitCurve.bezier(startControlPoint: .zero, endControlPoint: UnitPoint(x: 1, y: 1)), .linear)
    }

    func testInverseSwapsTheAxes() {
        XCTAssertEqual(UnitCurve.circularEaseIn.inverse, .circularEaseOut)
        XCTAssertEqual(UnitCurve.linear.inverse, .linear)
        XCTAssertEqual(UnitCurve.circularEaseIn.inverse.value(at: 0.3), UnitCurve.circularEaseOut.value(at: 0.3))
        let curve = UnitCurve.bezier(
            startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.75, y: 0.9))
        XCTAssertEqual(
            curve.inverse,
            .bezier(startControlPoint: UnitPoint(x: 0.1, y: 0.25), endControlPoint: UnitPoint(x: 0.9, y: 0.75)))
        // Solving backwards: inverse(value(x)) ≈ x.
        for curve in [UnitCurve.easeIn, .easeOut, .easeInOut, .circularEaseInOut] {
            for x in [0.1, 0.3, 0.6, 0.9] {
                XCTAssertEqual(curve.inverse.value(at: curve.value(at: x)), x, accuracy: 1e-4, "\(curve) at \(x)")
            }
        }
        XCTAssertNotEqual(UnitCurve.easeIn.inverse, .easeOut)
    }

    func testDescriptions() {
        XCTAssertEqual(UnitCurve.easeInOut.description, "easeInOut")
        XCTAssertEqual(UnitCurve.circularEaseIn.description, "circularEaseIn")
        XCTAssertEqual(
            UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.25, y: 1))
                .description,
            "bezier(startControlPoint: (0.25, 0.1), endControlPoint: (0.25, 1))")
    }
}
