// Path.trimmedPath(from:to:): lengths worked out by hand on a square and a circle.
import Foundation
import XCTest

@testable import ViewSim

final class PathTrimTests: XCTestCase {
    private let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))

    func testHalfOfASquareIsTwoSidesFromTheStart() {
        // Perimeter 40: half is the top side (0,0)→(10,0) and the right side →(10,10).
        let half = square.trimmedPath(from: 0, to: 0.5)
        XCTAssertEqual(
            half.elements,
            [.move(to: CGPoint(x: 0, y: 0)), .line(to: CGPoint(x: 10, y: 0)), .line(to: CGPoint(x: 10, y: 10))])
    }

    func testTheClosingLineCountsInTheLength() {
        // The last quarter is the closing line (0,10)→(0,0).
        let last = square.trimmedPath(from: 0.75, to: 1)
        XCTAssertEqual(last.elements, [.move(to: CGPoint(x: 0, y: 10)), .line(to: CGPoint(x: 0, y: 0))])
    }

    func testAMiddlePieceCutsInsideSegments() {
        // 5…15 of 40: from (5,0) along the top, then down the right side to (10,5).
        let piece = square.trimmedPath(from: 0.125, to: 0.375)
        XCTAssertEqual(
            piece.elements,
            [.move(to: CGPoint(x: 5, y: 0)), .line(to: CGPoint(x: 10, y: 0)), .line(to: CGPoint(x: 10, y: 5))])
    }

    func testAQuarterOfACircleEndsAtTheBottom() throws {
        // The ellipse starts at 3 o'clock and its first quarter runs to 6 o'clock (y down).
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        let quarter = circle.trimmedPath(from: 0, to: 0.25)
        guard case .curve(let end, _, _) = try XCTUnwrap(quarter.elements.last) else {
            return XCTFail("\(quarter.elements)")
        }
        XCTAssertEqual(end.x, 50, accuracy: 0.5)
        XCTAssertEqual(end.y, 100, accuracy: 0.5)
    }

    func testWholeEmptyAndInvalidRanges() {
        XCTAssertEqual(square.trimmedPath(from: 0, to: 1), square)
        XCTAssertTrue(square.trimmedPath(from: 0.5, to: 0.5).isEmpty)
        XCTAssertTrue(square.trimmedPath(from: 0.8, to: 0.2).isEmpty)
        XCTAssertTrue(square.trimmedPath(from: .nan, to: .nan).isEmpty)
        XCTAssertEqual(square.trimmedPath(from: -1, to: 2), square)
        XCTAssertTrue(Path().trimmedPath(from: 0, to: 0.5).isEmpty)
    }
}
