// Tests `Path.contains(_:eoFill:)` (SwiftUI: developer.apple.com/documentation/swiftui/path/contains(_:eofill:)):
// the non-zero and even-odd rules, curves, open subpaths closed as a fill closes them,
// bad points; and the stroke outline test hit testing uses for stroked shapes.
import Foundation
import ViewSim
import XCTest

final class PathContainsTests: XCTestCase {
    func testARectangleContainsItsInsideOnly() {
        let path = Path(CGRect(x: 10, y: 10, width: 100, height: 50))
        XCTAssertTrue(path.contains(CGPoint(x: 50, y: 30)))
        XCTAssertFalse(path.contains(CGPoint(x: 5, y: 30)))
        XCTAssertFalse(path.contains(CGPoint(x: 50, y: 70)))
    }

    func testACircleLeavesItsCornersOut() {
        let path = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertTrue(path.contains(CGPoint(x: 50, y: 50)))
        XCTAssertTrue(path.contains(CGPoint(x: 50, y: 2)))
        XCTAssertFalse(path.contains(CGPoint(x: 5, y: 5)))
        XCTAssertFalse(path.contains(CGPoint(x: 95, y: 95)))
    }

    func testTheFillRulesDifferOnANestedSubpathThatWindsTheSameWay() {
        var ring = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        ring.addEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))
        XCTAssertTrue(ring.contains(CGPoint(x: 50, y: 50)), "non-zero: winding 2 is inside")
        XCTAssertFalse(ring.contains(CGPoint(x: 50, y: 50), eoFill: true), "even-odd: the hole")
        XCTAssertTrue(ring.contains(CGPoint(x: 50, y: 10), eoFill: true))
    }

    func testAnOpenSubpathIsClosedAsAFillClosesIt() {
        var triangle = Path()
        triangle.move(to: CGPoint(x: 0, y: 0))
        triangle.addLine(to: CGPoint(x: 100, y: 0))
        triangle.addLine(to: CGPoint(x: 0, y: 100))
        XCTAssertTrue(triangle.contains(CGPoint(x: 20, y: 20)))
        XCTAssertFalse(triangle.contains(CGPoint(x: 80, y: 80)))
    }

    func testPointsThatAreNotFiniteAndEmptyPathsContainNothing() {
        let path = Path(CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertFalse(path.contains(CGPoint(x: CGFloat.nan, y: 10)))
        XCTAssertFalse(path.contains(CGPoint(x: 10, y: CGFloat.infinity)))
        XCTAssertFalse(Path().contains(.zero))
    }
}
