// The filmstrip's sheet: a grid of at most six columns with the frames spread
// evenly over the rows, each frame at its place with its own white background,
// labels (frame number and time) that read at 100% (font size in pixels, and the
// label's measured width inside its cell), frames drawn smaller — never the labels
// — when the sheet would be too wide.
import Foundation
import ViewSim
import XCTest

@testable import ViewSimRendering

final class FilmstripTests: XCTestCase {
    /// A 60 × 40 frame with a red square whose left edge is at `x`.
    private func frame(_ time: Double, x: CGFloat, frame number: Int? = nil) -> RenderFrame {
        RenderFrame(
            time: time,
            displayList: DisplayList(
                size: CGSize(width: 60, height: 40),
                items: [
                    RenderFixtures.fill(Path(CGRect(x: x, y: 10, width: 20, height: 20)))
                ]), frame: number)
    }

    /// A `width` × `height` frame filled red.
    private func big(_ index: Int, width: CGFloat, height: CGFloat) -> RenderFrame {
        RenderFrame(
            time: Double(index) / 60,
            displayList: DisplayList(
                size: CGSize(width: width, height: height),
                items: [
                    RenderFixtures.fill(Path(CGRect(x: 0, y: 0, width: width, height: height)))
                ]), frame: index)
    }

    func testTheSheetHoldsTheFramesInRowsWithTheirLabelsUnderThem() throws {
        let frames = (0..<5).map { frame(Double($0) * 0.25, x: CGFloat($0) * 10) }
        let strip = Filmstrip(frames: frames, columns: 3)
        let layout = try strip.layout(scale: 2)
        XCTAssertEqual([layout.columns, layout.rows], [3, 2])
        XCTAssertEqual(layout.frameScale, 1)
        let result = try strip.png(with: DisplayListRenderer())
        RenderFixtures.keep(result.bytes, name: "filmstrip.png")
        XCTAssertEqual(result.notes, [])
        XCTAssertEqual(
            [result.pixelWidth, result.pixelHeight],
            [Int((layout.size.width * 2).rounded(.up)), Int((layout.size.height * 2).rounded(.up))])
        let image = try RenderedImage(png: result.bytes, scale: result.scale)
        let sheet = RenderedImage.Pixel(red: 235, green: 235, blue: 237)
        assertPixel(image, at: CGPoint(x: 3, y: 3), is: sheet, tolerance: 2, "the sheet around the frames")
        // Frame 4 is in row 2, column 2; its square at x 40…60 of the frame.
        let fourth = layout.origins[4]
        XCTAssertEqual(fourth.y, layout.origins[3].y)
        XCTAssertGreaterThan(fourth.y, layout.origins[0].y + 40)
        assertPixel(
            image, at: CGPoint(x: fourth.x + 50, y: fourth.y + 20), is: RenderedImage.Pixel(red: 255, green: 0, blue: 0)
        )
        assertPixel(image, at: CGPoint(x: fourth.x + 20, y: fourth.y + 20), is: .white, "frame 4's white background")
        let first = layout.origins[0]
        assertPixel(
            image, at: CGPoint(x: first.x + 10, y: first.y + 20), is: RenderedImage.Pixel(red: 255, green: 0, blue: 0))
        // The label band under frame 1 has dark text pixels; the band under the empty sixth cell has none.
        let second = layout.origins[1]
        let band = image.pixels(in: CGRect(x: second.x - 10, y: second.y + 40, width: 80, height: layout.band))
        XCTAssertTrue(band.contains { $0.red < 110 }, "\"t = 0.250 s\" under frame 1")
        let sixth = CGRect(
            x: Filmstrip.spacing + 2 * (layout.cell.width + Filmstrip.spacing), y: fourth.y + 40,
            width: layout.cell.width, height: layout.band)
        XCTAssertTrue(
            image.pixels(in: sixth).allSatisfy { $0.isClose(to: sheet, tolerance: 2) },
            "no label where there is no frame")
    }

    /// Issue 24: a 12-frame strip was one row 3216 px wide whose labels could not be read.
    func testTwelveFramesAreAGridOfSixColumnsAndTwoRows() throws {
        let frames = (0..<12).map { frame(Double($0) / 60, x: 0, frame: $0) }
        let layout = try Filmstrip(frames: frames).layout(scale: 1)
        XCTAssertEqual([layout.columns, layout.rows], [6, 2])
        XCTAssertLessThanOrEqual(Double(layout.size.width), Filmstrip.defaultMaximumWidth)
    }

    func testFramesSpreadEvenlyOverTheRowsAndNeverMoreThanSixColumns() throws {
        for (count, expected) in [
            (1, [1, 1]), (6, [6, 1]), (7, [4, 2]), (8, [4, 2]), (13, [5, 3]), (240, [6, 40]),
        ] {
            let frames = (0..<count).map { frame(Double($0) / 60, x: 0, frame: $0) }
            let layout = try Filmstrip(frames: frames, maximumWidth: 10_000).layout(scale: 1)
            XCTAssertEqual([layout.columns, layout.rows], expected, "\(count) frames")
            XCTAssertLessThanOrEqual(layout.columns, Filmstrip.maximumColumns)
        }
    }

    func testLabelsReadAt100PercentAndFitTheirCells() throws {
        // Narrow frames, a wide label; scales 1 and 2, and a renderer at 0.5.
        let frames = (0..<9).map { frame(Double($0) * 1.5, x: 0, frame: $0 * 90) }
        for scale in [0.5, 1, 2] {
            let layout = try Filmstrip(frames: frames).layout(scale: scale)
            XCTAssertGreaterThanOrEqual(layout.font.size * scale, Filmstrip.minimumLabelPixels, "scale \(scale)")
            for frame in frames {
                let width = TextMetrics.measure(frame.label, font: layout.font).width
                XCTAssertLessThanOrEqual(
                    width, Double(layout.cell.width), "\"\(frame.label)\" fits its cell at scale \(scale)")
            }
        }
        XCTAssertEqual(frames[3].label, "frame 270 · t = 4.500 s")
        XCTAssertEqual(frame(0.25, x: 0).label, "t = 0.250 s", "no frame number when it is not known")
        // The labels really are drawn that large: dark pixels span most of a label's measured width.
        let result = try Filmstrip(frames: Array(frames.prefix(2))).png(with: DisplayListRenderer(scale: 1))
        XCTAssertEqual(result.notes, [])
        let layout = try Filmstrip(frames: Array(frames.prefix(2))).layout(scale: 1)
        let image = try RenderedImage(png: result.bytes, scale: 1)
        let band = CGRect(
            x: Filmstrip.spacing, y: Filmstrip.spacing + layout.cell.height, width: layout.cell.width,
            height: layout.band)
        let dark = image.pixels(in: band).filter { $0.red < 128 }
        XCTAssertGreaterThan(dark.count, 100, "the label's glyphs are many pixels, not a 4-point smudge")
    }

    func testWideFramesAreDrawnSmallerButNotTheirLabels() throws {
        // Full-screen frames: 6 at 393 pt would be 2,400 pt wide.
        let frames = (0..<6).map { big($0, width: 393, height: 852) }
        let strip = Filmstrip(frames: frames)
        let layout = try strip.layout(scale: 2)
        XCTAssertLessThanOrEqual(Double(layout.size.width), Filmstrip.defaultMaximumWidth)
        XCTAssertGreaterThanOrEqual(layout.frameScale, Filmstrip.minimumFrameScale)
        XCTAssertLessThan(layout.frameScale, 1)
        XCTAssertEqual([layout.columns, layout.rows], [3, 2], "4 columns at 0.58 of their size, spread as 3 + 3")
        XCTAssertEqual(layout.font.size, Filmstrip.labelFontSize)
        let result = try strip.png(with: DisplayListRenderer(scale: 2))
        XCTAssertEqual(result.notes, [])
        XCTAssertEqual(result.scale, 2, "the sheet itself is not scaled down")
        let image = try RenderedImage(png: result.bytes, scale: 2)
        // Frame 4 (row 2, column 2) is red across its scaled size, and the sheet just past it is grey.
        let origin = layout.origins[4]
        let drawn = CGSize(width: 393 * layout.frameScale, height: 852 * layout.frameScale)
        assertPixel(
            image, at: CGPoint(x: origin.x + drawn.width - 2, y: origin.y + drawn.height - 2),
            is: RenderedImage.Pixel(red: 255, green: 0, blue: 0))
        assertPixel(
            image, at: CGPoint(x: origin.x + drawn.width + 4, y: origin.y + 10),
            is: RenderedImage.Pixel(red: 235, green: 235, blue: 237), tolerance: 2,
            "the sheet right of the scaled frame")
    }

    func testFourFramesThatFitAtTheirScaleStayInOneRowWithinTheWidth() throws {
        // The scale that fits four 377-point frames in 960 points makes the sheet exactly that wide.
        let layout = try Filmstrip(frames: (0..<4).map { big($0, width: 377, height: 649) }).layout(scale: 1)
        XCTAssertEqual([layout.columns, layout.rows], [4, 1])
        XCTAssertLessThanOrEqual(Double(layout.size.width), Filmstrip.defaultMaximumWidth)
        XCTAssertEqual(
            try Filmstrip(frames: (0..<4).map { big($0, width: 377, height: 649) }).png(
                with: DisplayListRenderer(scale: 1)
            ).pixelWidth,
            Int(Filmstrip.defaultMaximumWidth))
    }

    func testASheetTooLargeForAPNGDrawsItsFramesSmallerNotItsLabels() throws {
        let frames = (0..<240).map { big($0, width: 393, height: 852) }
        let layout = try Filmstrip(frames: frames).layout(scale: 2)
        XCTAssertLessThanOrEqual(Double(layout.size.height) * 2, 8192)
        XCTAssertEqual(layout.font.size * 2, Filmstrip.labelFontSize * 2)
    }

    func testAFrameThatCannotBeDrawnWhollyIsNotedWithItsIndex() throws {
        var bad = frame(0.5, x: 0)
        bad.displayList.items.append(RenderFixtures.fill(Path(CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1))))
        let result = try Filmstrip(frames: [frame(0, x: 0), bad]).png(with: DisplayListRenderer())
        XCTAssertEqual(result.notes.count, 1)
        XCTAssertTrue(
            result.notes[0].hasPrefix("frame 1: item 1 (Shape #1): its path has a non-finite point"), result.notes[0])
    }

    func testNoFramesOrAColumnCountOutside1To6IsAnError() {
        XCTAssertThrowsError(try Filmstrip(frames: []).png(with: DisplayListRenderer())) { error in
            XCTAssertTrue("\(error)".contains("at least one frame"), "\(error)")
        }
        for columns in [0, 7] {
            XCTAssertThrowsError(
                try Filmstrip(frames: [frame(0, x: 0)], columns: columns).png(with: DisplayListRenderer())
            ) { error in
                XCTAssertTrue("\(error)".contains("1 to 6 columns, not \(columns)"), "\(error)")
            }
        }
        let empty = RenderFrame(time: 0, displayList: DisplayList(size: CGSize(width: 0, height: 10)))
        XCTAssertThrowsError(try Filmstrip(frames: [frame(0, x: 0), empty]).png(with: DisplayListRenderer())) { error in
            XCTAssertTrue("\(error)".contains("frame 1's display size 0 × 10 pt"), "\(error)")
        }
    }
}
