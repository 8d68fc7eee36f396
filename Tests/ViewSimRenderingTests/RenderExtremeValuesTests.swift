// Seeded random display lists full of extreme numbers (NaN, ±∞, ±1e300, 0, tiny
// and negative sizes, odd dashes, empty paths and strings) render to PNG and SVG
// without crashing or hanging, the same bytes twice, with every problem in notes.
import Foundation
import ViewSim
import ViewSimRendering
import XCTest

final class RenderExtremeValuesTests: XCTestCase {
    private static let extremes: [CGFloat] = [
        .nan, .infinity, -.infinity, 1e300, -1e300, 1e7, -1e7, 0, -0.0, 1e-300, 0.5, 5, 50, -20,
    ]

    private func number(_ random: inout SeededRandomNumberGenerator) -> CGFloat {
        Bool.random(using: &random)
            ? Self.extremes.randomElement(using: &random) ?? 0 : CGFloat.random(in: -20...120, using: &random)
    }

    private func point(_ random: inout SeededRandomNumberGenerator) -> CGPoint {
        CGPoint(x: number(&random), y: number(&random))
    }

    private func item(_ random: inout SeededRandomNumberGenerator) -> DisplayList.Item {
        var path = Path()
        for _ in 0..<Int.random(in: 0...5, using: &random) {
            switch Int.random(in: 0...4, using: &random) {
            case 0: path.move(to: point(&random))
            case 1: path.addLine(to: point(&random))
            case 2: path.addQuadCurve(to: point(&random), control: point(&random))
            case 3: path.addCurve(to: point(&random), control1: point(&random), control2: point(&random))
            default: path.closeSubpath()
            }
        }
        let colour = DisplayList.RGBA(
            red: Double(number(&random)), green: 0.5, blue: 0.2, opacity: Double(number(&random)))
        let stops = [
            DisplayList.GradientStop(color: colour, location: Double(number(&random))),
            DisplayList.GradientStop(color: RenderFixtures.blue, location: 1),
        ]
        let shading: DisplayList.Shading
        switch Int.random(in: 0...2, using: &random) {
        case 0: shading = .color(colour)
        case 1: shading = .linearGradient(stops: stops, startPoint: point(&random), endPoint: point(&random))
        default:
            shading = .radialGradient(
                stops: stops, center: point(&random), startRadius: number(&random), endRadius: number(&random))
        }
        let content: DisplayList.Content
        switch Int.random(in: 0...3, using: &random) {
        case 0: content = .fill(path, shading, FillStyle(eoFill: Bool.random(using: &random)))
        case 1:
            let style = StrokeStyle(
                lineWidth: number(&random), lineCap: .round, lineJoin: .miter, miterLimit: number(&random),
                dash: (0..<Int.random(in: 0...3, using: &random)).map { _ in number(&random) },
                dashPhase: number(&random))
            content = .stroke(path, shading, style)
        case 2:
            let strings = ["", "Hi 😀", "\u{FE0F}\u{200D}", "ab\u{0301}c", "\u{4E00}", "👨‍👩‍👧"]
            let font = DisplayList.Font(
                family: ["DejaVu Sans", "Nope", "DejaVu Serif"].randomElement(using: &random) ?? "",
                size: Double(number(&random)), isBold: Bool.random(using: &random))
            content = .text(
                DisplayList.TextRun(
                    string: strings.randomElement(using: &random) ?? "", font: font,
                    origin: point(&random), shading: shading))
        default:
            content = .image(
                DisplayList.ImagePlaceholder(
                    name: "star", isSystemImage: true,
                    rect: CGRect(origin: point(&random), size: CGSize(width: number(&random), height: number(&random))),
                    shading: Bool.random(using: &random) ? shading : nil))
        }
        let transform =
            Bool.random(using: &random)
            ? CGAffineTransform.identity
            : CGAffineTransform(
                a: number(&random), b: 0, c: 0, d: number(&random), tx: number(&random), ty: number(&random))
        let clips =
            Bool.random(using: &random)
            ? [Path(CGRect(origin: point(&random), size: CGSize(width: number(&random), height: 40)))] : []
        return DisplayList.Item(
            viewID: 1, viewName: "Random", content: content, transform: transform,
            opacity: Double(number(&random)), clips: clips)
    }

    func testExtremeValuesNeverCrashAndRenderTheSameTwice() throws {
        var random = SeededRandomNumberGenerator(seed: 11)
        for round in 0..<20 {
            let list = DisplayList(size: CGSize(width: 120, height: 90), items: (0..<40).map { _ in item(&random) })
            let renderer = DisplayListRenderer()
            let png = try renderer.png(list)
            let svg = try renderer.svg(list)
            XCTAssertEqual(try RenderedImage(png: png.bytes).width, 240, "round \(round)")
            XCTAssertEqual(try renderer.png(list).bytes, png.bytes, "round \(round)")
            XCTAssertEqual(try DisplayListRenderer().svg(list).bytes, svg.bytes, "round \(round)")
            XCTAssertLessThanOrEqual(png.notes.count, 101)
            XCTAssertFalse(png.notes.contains { $0.contains("cairo could not draw") }, "round \(round): \(png.notes)")
        }
    }
}
