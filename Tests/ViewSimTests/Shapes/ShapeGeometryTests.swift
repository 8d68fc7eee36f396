// The built-in shapes' geometry: a circle in a non-square frame, capsules,
// inset shapes (rounded corners shrink) and strokeBorder's labels.
import Foundation
import XCTest

@testable import ViewSim

final class ShapeGeometryTests: XCTestCase {
    func testCircleIsTheShorterSideCentred() {
        // In 100×50 the circle has radius 25 around (50, 25): it starts at 3 o'clock (75, 25).
        let path = Circle().path(in: CGRect(x: 0, y: 0, width: 100, height: 50))
        XCTAssertEqual(path.elements.first, .move(to: CGPoint(x: 75, y: 25)))
        let bounds = path.boundingRect
        XCTAssertEqual(bounds.minX, 25, accuracy: 1e-9)
        XCTAssertEqual(bounds.maxX, 75, accuracy: 1e-9)
        XCTAssertEqual(bounds.minY, 0, accuracy: 1e-9)
        XCTAssertEqual(bounds.maxY, 50, accuracy: 1e-9)
    }

    func testEllipseFillsItsFrame() {
        let bounds = Ellipse().path(in: CGRect(x: 0, y: 0, width: 100, height: 50)).boundingRect
        XCTAssertEqual(bounds.width, 100, accuracy: 1e-9)
        XCTAssertEqual(bounds.height, 50, accuracy: 1e-9)
    }

    func testCapsuleEndsAreHalfCircles() {
        // 100×40: radius 20, so the top edge runs from x 20 to x 80.
        let path = Capsule().path(in: CGRect(x: 0, y: 0, width: 100, height: 40))
        XCTAssertEqual(path.elements[0], .move(to: CGPoint(x: 20, y: 0)))
        XCTAssertEqual(path.elements[1], .line(to: CGPoint(x: 80, y: 0)))
    }

    func testInsetShapesShrinkAndRoundedCornersShrinkWithThem() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        let circle = Circle().inset(by: 10).path(in: rect).boundingRect
        XCTAssertEqual(circle.minX, 10, accuracy: 1e-9)
        XCTAssertEqual(circle.width, 80, accuracy: 1e-9)
        // Corner radius 20 inset by 5: a rect from 5 to 95 with corners of 15.
        let rounded = RoundedRectangle(cornerRadius: 20).inset(by: 5).path(in: rect)
        XCTAssertEqual(rounded.elements[0], .move(to: CGPoint(x: 20, y: 5)))
        // Insets add up.
        let twice = Rectangle().inset(by: 2).inset(by: 3).path(in: rect).boundingRect
        XCTAssertEqual(twice, CGRect(x: 5, y: 5, width: 90, height: 90))
    }

    func testUnevenRoundedRectangleRoundsOnlyItsCorners() {
        let path = UnevenRoundedRectangle(topLeadingRadius: 10).path(in: CGRect(x: 0, y: 0, width: 50, height: 50))
        XCTAssertEqual(path.elements[0], .move(to: CGPoint(x: 10, y: 0)))
        XCTAssertEqual(path.elements[1], .line(to: CGPoint(x: 50, y: 0)))
        XCTAssertEqual(path.boundingRect.width, 50, accuracy: 1e-9)
    }

    @MainActor func testStrokeBorderInsetsByHalfTheLineWidth() async {
        let view = Circle().strokeBorder(.red, lineWidth: 4)
        XCTAssertEqual(view.content.amount, 2)
        XCTAssertEqual(view.modifier.lineWidth, 4)
        XCTAssertEqual(ShapeView(shape: view.content)._label, "Circle().inset(by: 2)")
    }

    func testStrokeLabelsOnlyShowNonDefaultStyle() {
        XCTAssertEqual(_StrokeShape(style: Color.red, lineWidth: 2)._label, ".stroke(red, lineWidth: 2)")
        XCTAssertEqual(_StrokeShape(style: Color.red, lineWidth: 2)._attributes.map(\.name), ["stroke", "lineWidth"])
        let styled = _StrokeShape(
            style: Color.red, strokeStyle: StrokeStyle(lineWidth: 3, lineCap: .round, dash: [4, 2]))
        XCTAssertEqual(styled._label, ".stroke(red, lineWidth: 3, lineCap: .round, dash: [4, 2])")
        XCTAssertEqual(styled._attributes.map(\.name), ["stroke", "lineWidth", "lineCap", "dash"])
        var changed = styled
        changed.lineWidth = 5
        XCTAssertEqual(changed.strokeStyle.lineWidth, 5)
    }

    func testGradientsResolveToShadingInTheBounds() {
        let bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        let linear = LinearGradient(
            stops: [.init(color: .red, location: 0.2), .init(color: .blue, location: 1)],
            startPoint: .leading, endPoint: .trailing)
        guard case .linearGradient(let stops, let start, let end)? = DisplayList.Shading.resolve(linear, in: bounds)
        else {
            return XCTFail("a linear gradient")
        }
        XCTAssertEqual(stops.map(\.location), [0.2, 1])
        XCTAssertEqual(start, CGPoint(x: 0, y: 25))
        XCTAssertEqual(end, CGPoint(x: 100, y: 25))
        let radial = RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 0, endRadius: 40)
        guard
            case .radialGradient(let radialStops, let center, _, let endRadius)? = DisplayList.Shading.resolve(
                radial, in: bounds)
        else {
            return XCTFail("a radial gradient")
        }
        XCTAssertEqual(radialStops.map(\.location), [0, 1])
        XCTAssertEqual(center, CGPoint(x: 50, y: 25))
        XCTAssertEqual(endRadius, 40)
        XCTAssertEqual(
            DisplayList.Shading.resolve(Color.red.opacity(0.5), in: bounds),
            .color(DisplayList.RGBA(red: 1, green: 0.231, blue: 0.188, opacity: 0.5)))
        XCTAssertEqual(
            LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).description,
            "LinearGradient(red, blue)")
        XCTAssertEqual(linear.description, "LinearGradient(red 0.2, blue 1)")
    }
}
