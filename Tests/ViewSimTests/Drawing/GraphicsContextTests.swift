// GraphicsContext: transform order, clips mapped to canvas coordinates,
// opacity multiplied through layers, copies that share one canvas, text
// measured with the font's metrics, images as placeholders, and bad input.
import Foundation
import XCTest

@testable import ViewSim

final class GraphicsContextTests: XCTestCase {
    private func context(size: CGSize = CGSize(width: 100, height: 100)) -> (GraphicsContext, GraphicsContext.Recording)
    {
        let recording = GraphicsContext.Recording(viewID: 7, viewName: "Canvas")
        return (GraphicsContext(recording: recording, size: size, environment: EnvironmentValues()), recording)
    }

    private let unit = Path(CGRect(x: 0, y: 0, width: 1, height: 1))

    func testTranslateThenRotateMapsAPointThroughTheRotationFirst() throws {
        // translateBy(10, 0) then rotate(90°): (1, 0) turns to (0, 1), then moves to (10, 1).
        var (context, recording) = context()
        context.translateBy(x: 10, y: 0)
        context.rotate(by: .degrees(90))
        context.fill(unit, with: .color(.red))
        let item = try XCTUnwrap(recording.items.first)
        let mapped = CGPoint(x: 1, y: 0).applying(item.transform)
        XCTAssertEqual(mapped.x, 10, accuracy: 1e-9)
        XCTAssertEqual(mapped.y, 1, accuracy: 1e-9)
        XCTAssertEqual(item.viewID, 7)
        XCTAssertEqual(item.viewName, "Canvas")
        XCTAssertEqual(item.content, .fill(unit, .color(Color.red.rgba), FillStyle()))
    }

    func testScaleAndConcatenate() throws {
        var (context, recording) = context()
        context.scaleBy(x: 2, y: 3)
        context.concatenate(CGAffineTransform(translationX: 1, y: 1))
        context.fill(unit, with: .color(.blue))
        // The concatenated translation applies first: (0, 0) → (1, 1) → (2, 3).
        let origin = CGPoint.zero.applying(try XCTUnwrap(recording.items.first).transform)
        XCTAssertEqual(origin, CGPoint(x: 2, y: 3))
    }

    func testClipsAreMappedToCanvasCoordinates() throws {
        var (context, recording) = context()
        context.translateBy(x: 5, y: 5)
        context.clip(to: Path(CGRect(x: 0, y: 0, width: 10, height: 10)))
        context.scaleBy(x: 2, y: 2)
        context.clip(to: Path(CGRect(x: 0, y: 0, width: 10, height: 10)))
        context.fill(unit, with: .color(.red))
        let clips = try XCTUnwrap(recording.items.first).clips
        XCTAssertEqual(
            clips.map(\.boundingRect),
            [CGRect(x: 5, y: 5, width: 10, height: 10), CGRect(x: 5, y: 5, width: 20, height: 20)])
        // In the current user space (scaled 2×, moved 5): the canvas ∩ clips is 5…15, i.e. 0…5 there.
        XCTAssertEqual(context.clipBoundingRect, CGRect(x: 0, y: 0, width: 5, height: 5))
    }

    func testOpacityMultipliesThroughLayersAndCopiesKeepTheirOwnState() throws {
        var (context, recording) = context()
        context.opacity = 0.5
        var copy = context
        copy.translateBy(x: 20, y: 0)
        copy.opacity = 1
        context.drawLayer { layer in
            layer.opacity = 0.5
            layer.fill(unit, with: .color(.red))
        }
        copy.fill(unit, with: .color(.red))
        context.fill(unit, with: .color(.red))
        XCTAssertEqual(
            recording.items.map(\.opacity), [0.25, 1, 0.5], "layer 0.5 × 0.5; the copy's own 1; the original's 0.5")
        XCTAssertEqual(recording.items.map(\.transform.tx), [0, 20, 0], "the copy's translation stays with the copy")
        XCTAssertEqual(context.transform, .identity)
    }

    func testStrokeKeepsItsStyleAndGradientsTheirPoints() throws {
        let (context, recording) = context()
        context.stroke(unit, with: .color(.red), style: StrokeStyle(lineWidth: 3, lineCap: .round))
        context.stroke(
            unit,
            with: .linearGradient(Gradient(colors: [.red, .blue]), startPoint: .zero, endPoint: CGPoint(x: 10, y: 0)),
            lineWidth: 2)
        context.fill(
            Path(CGRect(x: 0, y: 0, width: 10, height: 20)),
            with: .style(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)))
        XCTAssertEqual(recording.items.count, 3)
        guard case .stroke(_, _, let style) = recording.items[0].content else { return XCTFail("a stroke") }
        XCTAssertEqual(style.lineCap, .round)
        guard case .stroke(_, .linearGradient(_, _, let end), let second) = recording.items[1].content else {
            return XCTFail("a gradient stroke")
        }
        XCTAssertEqual(end, CGPoint(x: 10, y: 0))
        XCTAssertEqual(second.lineWidth, 2)
        guard case .fill(_, .linearGradient(_, let start, let bottom), _) = recording.items[2].content else {
            return XCTFail("a style fill")
        }
        XCTAssertEqual(start, CGPoint(x: 5, y: 0), "a style's unit points are placed in the path's bounds")
        XCTAssertEqual(bottom, CGPoint(x: 5, y: 20))
    }

    func testAContextShadingUsedAsAStyleResolvesToItself() {
        let shading = GraphicsContext.Shading.color(.red)
        XCTAssertEqual(DisplayList.Shading.resolve(shading, in: .zero), .color(Color.red.rgba))
        XCTAssertEqual(GraphicsContext.Shading.style(shading).resolve(in: .zero), .color(Color.red.rgba))
    }

    func testTextIsMeasuredWithTheFontsMetricsAndDrawnFromItsAnchor() throws {
        let (context, recording) = context()
        let resolved = context.resolve(Text("Brew"))
        let metrics = TextMetrics.measure("Brew", font: Font.body.resolved)
        let size = resolved.measure(in: CGSize(width: 1000, height: 1000))
        XCTAssertEqual(Double(size.width), metrics.width, accuracy: 1e-9)
        XCTAssertEqual(Double(size.height), metrics.lineHeight, accuracy: 1e-9)
        // By hand, DejaVu Sans advances in font units: B 1405 + r 842 + e 1260 + w 1675 = 5182,
        // at 17 pt of a 2048-unit em: 43.0146 pt wide; the line is 2384 units: 19.7891 pt.
        XCTAssertEqual(Double(size.width), 5182.0 * 17 / 2048, accuracy: 1e-9)
        XCTAssertEqual(Double(size.height), 2384.0 * 17 / 2048, accuracy: 1e-9)
        // Centred on (50, 50): the line's top is 50 − height/2, its baseline ascent below that.
        context.draw(Text("Brew"), at: CGPoint(x: 50, y: 50))
        guard case .text(let run) = try XCTUnwrap(recording.items.first).content else { return XCTFail("a text run") }
        XCTAssertEqual(run.string, "Brew")
        XCTAssertEqual(Double(run.origin.x), 50 - metrics.width / 2, accuracy: 1e-9)
        XCTAssertEqual(Double(run.origin.y), 50 - metrics.lineHeight / 2 + metrics.ascent, accuracy: 1e-9)
        XCTAssertEqual(run.font, Font.body.resolved)
        XCTAssertEqual(run.shading, .color(Color.primary.rgba))
    }

    func testTextWrapsAtSpacesToTheWidthItIsGiven() {
        let (context, _) = context()
        let resolved = context.resolve(Text("one two three"))
        let wide = resolved.measure(in: CGSize(width: 1000, height: 100))
        let oneWord = TextMetrics.measure("three", font: Font.body.resolved)
        let narrow = resolved.measure(in: CGSize(width: CGFloat(oneWord.width) + 1, height: 100))
        XCTAssertEqual(resolved.lines(width: CGFloat(oneWord.width) + 1), ["one", "two", "three"])
        XCTAssertEqual(Double(narrow.height), 3 * oneWord.lineHeight, accuracy: 1e-9)
        XCTAssertLessThan(narrow.width, wide.width)
    }

    func testTextInAZeroSizeRectIsDrawnWholeFromItsCorner() throws {
        // Seed 000 centres each number with a rect of zero size at (−w/2, −h/2).
        let (context, recording) = context()
        context.draw(context.resolve(Text("12 hours").font(.title2)), in: CGRect(x: -5, y: -7, width: 0, height: 0))
        guard case .text(let run) = try XCTUnwrap(recording.items.first).content else { return XCTFail("a text run") }
        XCTAssertEqual(recording.items.count, 1, "not wrapped")
        XCTAssertEqual(run.string, "12 hours")
        XCTAssertEqual(Double(run.origin.x), -5)
        XCTAssertEqual(
            Double(run.origin.y), -7 + TextMetrics.measure("", font: Font.title2.resolved).ascent, accuracy: 1e-9)
    }

    func testAVeryLongTextStopsAtTenThousandLines() {
        let (context, _) = context()
        let resolved = context.resolve(Text(String(repeating: "word ", count: 50_000)))
        XCTAssertEqual(resolved.lines(width: 10).count, 10_000)
        XCTAssertEqual(resolved.lines(width: .infinity).count, 1)
    }

    func testSymbolsArePlaceholdersTheSizeOfTheBodyFont() throws {
        let (context, recording) = context()
        context.draw(Image(systemName: "heart.fill"), at: CGPoint(x: 50, y: 50), anchor: .topLeading)
        guard case .image(let image) = try XCTUnwrap(recording.items.first).content else { return XCTFail("an image") }
        XCTAssertEqual(image.name, "heart.fill")
        XCTAssertTrue(image.isSystemImage)
        XCTAssertEqual(image.rect, CGRect(x: 50, y: 50, width: 17, height: 17))
        XCTAssertEqual(image.shading, .color(Color.primary.rgba))
    }

    func testDrawingsThatAreNotFiniteAreLeftOutAndCounted() {
        var (context, recording) = context()
        var bad = Path()
        bad.move(to: CGPoint(x: CGFloat.nan, y: 0))
        bad.addLine(to: CGPoint(x: 1, y: 1))
        context.fill(bad, with: .color(.red))
        context.stroke(unit, with: .color(.red), lineWidth: .infinity)
        context.draw(Text("x"), at: CGPoint(x: CGFloat.nan, y: 0))
        context.draw(Image(systemName: "star"), in: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1))
        context.translateBy(x: .nan, y: 0)
        context.fill(unit, with: .color(.red))
        XCTAssertTrue(recording.items.isEmpty)
        XCTAssertEqual(recording.nonFiniteDraws, 5)
    }

    func testAnInverseClipIsCountedAndNotApplied() throws {
        var (context, recording) = context()
        context.clip(to: unit, options: .inverse)
        context.fill(unit, with: .color(.red))
        XCTAssertEqual(try XCTUnwrap(recording.items.first).clips, [])
        XCTAssertEqual(recording.inverseClips, 1)
    }

    func testAZeroSizeContextHasAnEmptyClipBoundingRect() {
        let (context, _) = context(size: .zero)
        XCTAssertEqual(context.clipBoundingRect, .zero)
    }
}
