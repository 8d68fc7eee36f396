// Path: arcs (end points and direction on a y-down screen), rounded rectangles,
// lines, transforms, bounds and the current point, worked out by hand.
import Foundation
import XCTest

@testable import ViewSim

final class PathTests: XCTestCase {
    private func assertPoint(
        _ p: CGPoint?, _ x: CGFloat, _ y: CGFloat, accuracy: CGFloat = 1e-9,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let p else { return XCTFail("no point", file: file, line: line) }
        XCTAssertEqual(p.x, x, accuracy: accuracy, "x", file: file, line: line)
        XCTAssertEqual(p.y, y, accuracy: accuracy, "y", file: file, line: line)
    }

    /// The on-curve midpoint of a cubic (t = 0.5).
    private func midpoint(_ start: CGPoint, _ element: Path.Element) -> CGPoint? {
        guard case .curve(let end, let c1, let c2) = element else { return nil }
        return CGPoint(x: (start.x + 3 * c1.x + 3 * c2.x + end.x) / 8, y: (start.y + 3 * c1.y + 3 * c2.y + end.y) / 8)
    }

    func testCounterclockwiseArcFromZeroToNinetyRunsDownOnScreen() {
        // SwiftUI's clockwise is named for a y-up space: clockwise: false from 0° to 90°
        // goes from 3 o'clock (150, 100) DOWN to 6 o'clock (100, 150), the short way.
        var path = Path()
        path.addArc(
            center: CGPoint(x: 100, y: 100), radius: 50, startAngle: .degrees(0), endAngle: .degrees(90),
            clockwise: false)
        XCTAssertEqual(path.elements.count, 2, "a move and one cubic (90° is one piece)")
        guard case .move(let start) = path.elements[0] else { return XCTFail("starts with a move") }
        assertPoint(start, 150, 100)
        assertPoint(path.currentPoint, 100, 150)
        // The middle of the quarter is at 45°: (100 + 50·cos45°, 100 + 50·sin45°), below and right of the centre.
        let mid = midpoint(start, path.elements[1])
        assertPoint(mid, 100 + 50 * 0.5.squareRoot(), 100 + 50 * 0.5.squareRoot(), accuracy: 0.02)
    }

    func testClockwiseArcFromZeroToNinetyGoesTheLongWayThroughTheTop() {
        // clockwise: true makes the angle shrink: 0° → −270°, three quarters through 12 o'clock.
        var path = Path()
        path.addArc(
            center: CGPoint(x: 100, y: 100), radius: 50, startAngle: .degrees(0), endAngle: .degrees(90),
            clockwise: true)
        XCTAssertEqual(path.elements.count, 4, "a move and three 90° cubics")
        assertPoint(path.currentPoint, 100, 150, accuracy: 1e-9)
        guard case .curve(let firstEnd, _, _) = path.elements[1] else { return XCTFail("a cubic") }
        assertPoint(firstEnd, 100, 50, accuracy: 1e-9)  // 12 o'clock (y up is smaller y)
    }

    func testRelativeArcWithAPositiveDeltaGrowsTheAngle() {
        var path = Path()
        path.addRelativeArc(center: .zero, radius: 10, startAngle: .degrees(90), delta: .degrees(90))
        guard case .move(let start) = path.elements[0] else { return XCTFail("starts with a move") }
        assertPoint(start, 0, 10)
        assertPoint(path.currentPoint, -10, 0)
    }

    func testArcAfterALineJoinsWithALine() {
        var path = Path()
        path.move(to: .zero)
        path.addArc(
            center: CGPoint(x: 20, y: 0), radius: 10, startAngle: .degrees(180), endAngle: .degrees(360),
            clockwise: false)
        guard case .line(let joined) = path.elements[1] else { return XCTFail("a joining line") }
        assertPoint(joined, 10, 0)
        assertPoint(path.currentPoint, 30, 0, accuracy: 1e-9)
        // Half a turn, angle growing from 180°: through 270°, which is above the centre (y −10).
        XCTAssertEqual(path.boundingRect.minY, -10, accuracy: 1e-3)
        XCTAssertEqual(path.boundingRect.maxY, 0, accuracy: 1e-9)
    }

    func testTangentArcRoundsARightAngleCorner() {
        // From (0,0) towards (10,0) then down to (10,10), radius 4: the line stops at
        // (6,0), the arc's centre is (6,4) and it ends at (10,4).
        var path = Path()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 4)
        guard case .line(let lineEnd) = path.elements[1] else { return XCTFail("a line to the arc") }
        assertPoint(lineEnd, 6, 0)
        assertPoint(path.currentPoint, 10, 4, accuracy: 1e-9)
        XCTAssertEqual(path.elements.count, 3, "a line and one quarter arc")
    }

    func testTangentArcOnCollinearPointsIsALine() {
        var path = Path()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 5, y: 0), tangent2End: CGPoint(x: 10, y: 0), radius: 3)
        XCTAssertEqual(path.elements, [.move(to: .zero), .line(to: CGPoint(x: 5, y: 0))])
    }

    func testRoundedRectHasRealCorners() {
        let path = Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50), cornerRadius: 10)
        // Starts on the top edge after the top-left corner, runs clockwise on screen.
        XCTAssertEqual(path.elements[0], .move(to: CGPoint(x: 10, y: 0)))
        XCTAssertEqual(path.elements[1], .line(to: CGPoint(x: 90, y: 0)))
        guard case .curve(let corner, let c1, let c2) = path.elements[2] else { return XCTFail("a corner curve") }
        XCTAssertEqual(corner, CGPoint(x: 100, y: 10))
        XCTAssertEqual(c1.x, 90 + 10 * 0.5522847498, accuracy: 1e-6)
        XCTAssertEqual(c1.y, 0)
        XCTAssertEqual(c2.x, 100)
        XCTAssertEqual(c2.y, 10 - 10 * 0.5522847498, accuracy: 1e-6)
        XCTAssertEqual(path.elements.last, .closeSubpath)
        XCTAssertEqual(path.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 50))
        // The corner is cut: the point at 45° on the top-right corner lies 10·(1 − 1/√2) inside the square corner.
        let mid = midpoint(CGPoint(x: 90, y: 0), path.elements[2])
        assertPoint(mid, 90 + 10 / 2.0.squareRoot(), 10 - 10 / 2.0.squareRoot(), accuracy: 0.01)
    }

    func testRoundedRectClampsTheRadiusToHalfTheShorterSide() {
        let path = Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 20), cornerRadius: 50)
        XCTAssertEqual(path.elements[0], .move(to: CGPoint(x: 10, y: 0)))
        XCTAssertEqual(path.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 20))
    }

    func testAddLinesRectsAndTransforms() {
        var path = Path()
        path.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 0), CGPoint(x: 1, y: 1)])
        XCTAssertEqual(
            path.elements, [.move(to: .zero), .line(to: CGPoint(x: 1, y: 0)), .line(to: CGPoint(x: 1, y: 1))])
        var rects = Path()
        rects.addRects([CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 5, y: 5, width: 1, height: 1)])
        XCTAssertEqual(rects.elements.filter { $0 == .closeSubpath }.count, 2)
        XCTAssertEqual(rects.boundingRect, CGRect(x: 0, y: 0, width: 6, height: 6))
        let moved = rects.offsetBy(dx: 10, dy: -2)
        XCTAssertEqual(moved.boundingRect, CGRect(x: 10, y: -2, width: 6, height: 6))
        let scaled = rects.applying(CGAffineTransform(scaleX: 2, y: 3))
        XCTAssertEqual(scaled.boundingRect, CGRect(x: 0, y: 0, width: 12, height: 18))
        var combined = Path()
        combined.addPath(path, transform: CGAffineTransform(translationX: 100, y: 0))
        XCTAssertEqual(combined.elements.first, .move(to: CGPoint(x: 100, y: 0)))
        var count = 0
        // SwiftUI's `Path.forEach(_:)` is what is tested here, not a loop.
        // swift-format-ignore: ReplaceForEachWithForLoop
        combined.forEach { _ in count += 1 }
        XCTAssertEqual(count, 3)
    }

    func testCurrentPointAfterCloseIsTheSubpathStart() {
        var path = Path()
        XCTAssertNil(path.currentPoint)
        path.move(to: CGPoint(x: 3, y: 4))
        path.addLine(to: CGPoint(x: 9, y: 4))
        path.closeSubpath()
        XCTAssertEqual(path.currentPoint, CGPoint(x: 3, y: 4))
    }

    func testBoundingRectOfACurveUsesItsExtremesNotItsControlPoints() {
        var path = Path()
        path.move(to: .zero)
        path.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
        // The quadratic peaks at t = 0.5: y = 2·0.5·0.5·10 = 5, not the control's 10.
        XCTAssertEqual(path.boundingRect, CGRect(x: 0, y: 0, width: 10, height: 5))
        XCTAssertEqual(Path().boundingRect, .null)
    }

    func testEllipseWithATransform() {
        var path = Path()
        path.addEllipse(
            in: CGRect(x: 0, y: 0, width: 10, height: 10), transform: CGAffineTransform(translationX: 5, y: 0))
        XCTAssertEqual(path.elements.first, .move(to: CGPoint(x: 15, y: 5)))
    }

    func testNonFinitePointsAreRecordedAndReported() {
        var path = Path()
        path.move(to: CGPoint(x: CGFloat.nan, y: 0))
        path.addLine(to: CGPoint(x: 1, y: CGFloat.infinity))
        path.addArc(
            center: CGPoint(x: 0, y: 0), radius: .nan, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        path.addArc(tangent1End: CGPoint(x: CGFloat.nan, y: 0), tangent2End: .zero, radius: 3)
        path.addRoundedRect(
            in: CGRect(x: 0, y: 0, width: 10, height: 10), cornerSize: CGSize(width: CGFloat.nan, height: 2))
        XCTAssertFalse(path.isFinite)
        XCTAssertTrue(Path(CGRect(x: 0, y: 0, width: 1, height: 1)).isFinite)
        _ = path.boundingRect
        _ = path.trimmedPath(from: 0, to: 0.5)
    }

    @MainActor func testAPathIsAShapeThatDrawsItselfWherever() async {
        let path = Path(CGRect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertEqual(path.path(in: CGRect(x: 0, y: 0, width: 100, height: 100)), path)
        XCTAssertEqual(ShapeView(shape: path)._label, "Path()")
        XCTAssertEqual(ShapeView(shape: path)._attributes, [NodeAttribute("elements", .integer(5))])
    }
}
