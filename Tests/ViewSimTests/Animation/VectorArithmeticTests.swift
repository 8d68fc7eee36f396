// Tests VectorArithmetic, AnimatablePair, EmptyAnimatableData and the Animatable
// conformances (Double, CGFloat, Angle, CGPoint, CGSize, CGRect, UnitPoint).
import Foundation
import ViewSim
import XCTest

private struct Label: Animatable { var text = "hi" }

private struct Wedge: Animatable {
    var start: Double
    var end: Double
    nonisolated var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(start, end) }
        set { (start, end) = (newValue.first, newValue.second) }
    }
}

final class VectorArithmeticTests: XCTestCase {
    func testScalarsScaleInterpolateAndMeasure() {
        XCTAssertEqual((3.0).scaled(by: 2), 6)
        XCTAssertEqual((3.0).magnitudeSquared, 9)
        XCTAssertEqual(Float(2).scaled(by: 1.5), 3)
        XCTAssertEqual(Float(3).magnitudeSquared, 9)
        XCTAssertEqual(CGFloat(4).scaled(by: 0.5), 2)
        XCTAssertEqual(CGFloat(-2).magnitudeSquared, 4)
        var x = 10.0
        x.interpolate(towards: 20, amount: 0.25)
        XCTAssertEqual(x, 12.5)
        XCTAssertEqual((0.0).interpolated(towards: 8, amount: 0.5), 4)
    }

    func testAnimatablePairIsComponentWise() {
        let a = AnimatablePair(1.0, CGFloat(2))
        let b = AnimatablePair(3.0, CGFloat(5))
        XCTAssertEqual(a + b, AnimatablePair(4.0, CGFloat(7)))
        XCTAssertEqual(b - a, AnimatablePair(2.0, CGFloat(3)))
        XCTAssertEqual(a.scaled(by: 3), AnimatablePair(3.0, CGFloat(6)))
        XCTAssertEqual(b.magnitudeSquared, 9 + 25)
        XCTAssertEqual(AnimatablePair<Double, Double>.zero, AnimatablePair(0.0, 0.0))
        var c = a
        c += b
        c -= a
        XCTAssertEqual(c, b)
        XCTAssertEqual(a.interpolated(towards: b, amount: 0.5), AnimatablePair(2.0, CGFloat(3.5)))
    }

    func testEmptyAnimatableDataHasNothingToAnimate() {
        let empty = EmptyAnimatableData()
        XCTAssertEqual(empty + empty, empty)
        XCTAssertEqual(empty.scaled(by: 10).magnitudeSquared, 0)
        var label = Label()
        label.animatableData = EmptyAnimatableData()
        XCTAssertEqual(label.text, "hi")
        XCTAssertTrue(type(of: label.animatableData) == EmptyAnimatableData.self)
    }

    func testAVectorAnimatesItselfAndCustomDataRoundTrips() {
        var value = 2.0
        value.animatableData = 5
        XCTAssertEqual(value, 5)
        var size = CGFloat(1)
        size.animatableData = 3
        XCTAssertEqual(size, 3)
        var wedge = Wedge(start: 0, end: 1)
        wedge.animatableData = wedge.animatableData.interpolated(towards: AnimatablePair(1, 3), amount: 0.5)
        XCTAssertEqual(wedge.start, 0.5)
        XCTAssertEqual(wedge.end, 2)
    }

    func testAngleAnimatesItsRadiansTimes128() {
        // SwiftUI's unit scale: OpenSwiftUI's AngleCompatibilityTests (run against SwiftUI)
        // expect animatableData == radians * 128.
        var angle = Angle.degrees(180)
        XCTAssertEqual(angle.animatableData, .pi * 128, accuracy: 1e-12)
        angle.animatableData = 64 * .pi
        XCTAssertEqual(angle.degrees, 90, accuracy: 1e-9)
    }

    func testGeometryAnimatesAsPairs() {
        var point = CGPoint(x: 1, y: 2)
        XCTAssertEqual(point.animatableData, AnimatablePair(CGFloat(1), CGFloat(2)))
        point.animatableData = AnimatablePair(3, 4)
        XCTAssertEqual(point, CGPoint(x: 3, y: 4))

        var size = CGSize(width: 10, height: 20)
        size.animatableData = size.animatableData.scaled(by: 2)
        XCTAssertEqual(size, CGSize(width: 20, height: 40))

        var rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        rect.animatableData = AnimatablePair(AnimatablePair(5, 6), AnimatablePair(20, 30))
        XCTAssertEqual(rect, CGRect(x: 5, y: 6, width: 20, height: 30))
        XCTAssertEqual(rect.animatableData.magnitudeSquared, 25 + 36 + 400 + 900)

        var anchor = UnitPoint.topLeading
        anchor.animatableData = AnimatablePair(0.5, 0.5)
        XCTAssertEqual(anchor, .center)
    }
}
