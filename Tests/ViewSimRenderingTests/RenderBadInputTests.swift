// Bad input never crashes or hangs the renderer: sizes that cannot be drawn are
// thrown errors that say what was wrong; huge sizes are clamped with a note;
// items with NaN or ∞ numbers are skipped with a note while the rest is drawn;
// dashes cairo would reject are drawn solid with a note; a missing font falls
// back with a note naming the font used.
import Foundation
import ViewSim
import ViewSimRendering
import XCTest

final class RenderBadInputTests: XCTestCase {
    let renderer = DisplayListRenderer()

    func testSizesThatCannotBeDrawnAreErrorsThatSaySo() {
        let sizes = [
            CGSize.zero, CGSize(width: -10, height: 10), CGSize(width: CGFloat.nan, height: 10),
            CGSize(width: 10, height: CGFloat.infinity),
        ]
        for size in sizes {
            XCTAssertThrowsError(try renderer.png(DisplayList(size: size))) { error in
                XCTAssertTrue(
                    "\(error)".contains("cannot be drawn: both sides must be finite and greater than 0"), "\(error)")
            }
            XCTAssertThrowsError(try renderer.svg(DisplayList(size: size)), "\(size)")
        }
        XCTAssertEqual(
            "\(RenderError.invalidSize(width: 0, height: 0, what: "display"))".prefix(45),
            "The display size 0 × 0 pt cannot be drawn: bo")
        XCTAssertThrowsError(try DisplayListRenderer(scale: 0).png(DisplayList(size: CGSize(width: 10, height: 10)))) {
            error in
            XCTAssertTrue("\(error)".contains("The rendering scale 0 cannot be used"), "\(error)")
        }
        XCTAssertThrowsError(try DisplayListRenderer(scale: .nan).png(DisplayList(size: CGSize(width: 10, height: 10))))
    }

    func testAHugeDisplayIsClampedToTheMaximumPixelSizeWithANote() throws {
        let wide = try renderer.png(DisplayList(size: CGSize(width: 100_000, height: 10)))
        XCTAssertEqual(wide.pixelWidth, DisplayListRenderer.maximumPixelsPerSide)
        XCTAssertEqual(wide.pixelWidth, 8192)
        XCTAssertEqual(wide.scale, 0.08192, accuracy: 1e-12)
        XCTAssertEqual(wide.pixelHeight, 1)
        XCTAssertEqual(wide.notes.count, 1)
        XCTAssertTrue(
            wide.notes[0].contains(
                "above the maximum of 8192 px a side and 32 megapixels, so it was drawn at scale 0.0819 (8192 × 1 px)"),
            wide.notes[0])

        let square = try renderer.png(
            DisplayList(
                size: CGSize(width: 5000, height: 5000),
                items: [
                    RenderFixtures.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 5000, height: 5000)))
                ]))
        XCTAssertLessThanOrEqual(square.pixelWidth * square.pixelHeight, DisplayListRenderer.maximumPixelCount)
        XCTAssertEqual(square.pixelWidth, 5792, "√(32 Mi) = 5792.6…, rounded down")
        let image = try RenderedImage(png: square.bytes, scale: square.scale)
        assertPixel(
            image, at: CGPoint(x: 2500, y: 2500), is: RenderedImage.Pixel(red: 255, green: 0, blue: 0),
            "drawn at the lower scale")

        let astronomical = try renderer.svg(DisplayList(size: CGSize(width: 1e300, height: 1e300)))
        XCTAssertEqual([astronomical.pixelWidth, astronomical.pixelHeight], [5792, 5792], "32 megapixels")
        XCTAssertEqual(astronomical.notes.count, 1)
    }

    func testItemsWithNonFiniteNumbersAreSkippedWithANoteAndTheRestIsDrawn() throws {
        let nan = CGFloat.nan
        var nanPath = Path()
        nanPath.move(to: CGPoint(x: 0, y: 0))
        nanPath.addLine(to: CGPoint(x: nan, y: 5))
        let nanText = DisplayList.TextRun(
            string: "NaN", font: DisplayList.Font(family: "DejaVu Sans", size: 12, isBold: false),
            origin: CGPoint(x: CGFloat.infinity, y: 0), shading: .color(RenderFixtures.black))
        let zeroSizeText = DisplayList.TextRun(
            string: "tiny", font: DisplayList.Font(family: "DejaVu Sans", size: 0, isBold: false),
            origin: .zero, shading: .color(RenderFixtures.black))
        let hugeText = DisplayList.TextRun(
            string: "huge", font: DisplayList.Font(family: "DejaVu Sans", size: 1e7, isBold: false),
            origin: .zero, shading: .color(RenderFixtures.black))
        let list = DisplayList(
            size: CGSize(width: 50, height: 50),
            items: [
                RenderFixtures.fill(nanPath),
                RenderFixtures.fill(
                    Path(CGRect(x: 0, y: 0, width: 10, height: 10)),
                    transform: CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: nan, ty: 0)),
                RenderFixtures.item(.text(nanText), name: "Text"),
                RenderFixtures.item(.text(zeroSizeText), name: "Text"),
                RenderFixtures.item(.text(hugeText), name: "Text"),
                RenderFixtures.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), opacity: .nan),
                RenderFixtures.fill(
                    Path(CGRect(x: 0, y: 0, width: 10, height: 10)),
                    clips: [Path(CGRect(x: 0, y: 0, width: nan, height: 1))]),
                RenderFixtures.fill(Path(CGRect(x: 0, y: 0, width: 1e12, height: 10))),
                RenderFixtures.fill(
                    Path(CGRect(x: 0, y: 0, width: 10, height: 10)),
                    transform: CGAffineTransform(scaleX: 1e200, y: 1e200)),
                RenderFixtures.fill(
                    Path(CGRect(x: 0, y: 0, width: 10, height: 10)), transform: CGAffineTransform(scaleX: 0, y: 1)),
                RenderFixtures.fill(Path(CGRect(x: 20, y: 20, width: 10, height: 10))),
            ])
        let (image, result) = try RenderFixtures.image(list, name: "bad-items")
        assertPixel(
            image, at: CGPoint(x: 25, y: 25), is: RenderedImage.Pixel(red: 255, green: 0, blue: 0),
            "the good item is drawn")
        assertPixel(image, at: CGPoint(x: 5, y: 5), is: .white, "no bad item drew anything")
        let expected = [
            "item 0 (Shape #1): its path has a non-finite point (NaN, 5); skipped.",
            "item 1 (Shape #1): its transform has a non-finite number",
            "item 2 (Text #1): its text origin has a non-finite point (∞, 0); skipped.",
            "item 3 (Text #1): its font size is 0 (it must be finite and above 0); skipped.",
            "item 4 (Text #1): its font size 10000000 pt is above the 4096 px the renderer draws text at; skipped.",
            "item 5 (Shape #1): its opacity is NaN; skipped.",
            "item 6 (Shape #1): a clip path has a non-finite point",
            "item 7 (Shape #1): its path reaches (1000000000000, 0) pt, beyond the ±4194304 px cairo draws; skipped.",
            "item 8 (Shape #1): its transform is too large to draw",
        ]
        XCTAssertEqual(result.notes.count, expected.count, result.notes.joined(separator: "\n"))
        for (note, start) in zip(result.notes, expected) {
            XCTAssertTrue(note.hasPrefix(start), "\(note)\ndoes not start with\n\(start)")
        }
        XCTAssertFalse(
            result.notes.contains { $0.contains("item 9") }, "a transform of scale 0 draws nothing, silently")
    }

    func testDashesCairoWouldRejectAreDrawnSolidWithANote() throws {
        let path = Path {
            $0.move(to: CGPoint(x: 0, y: 10))
            $0.addLine(to: CGPoint(x: 100, y: 10))
        }
        for dash in [[0, 0], [5, -1], [CGFloat.nan, 3]] as [[CGFloat]] {
            let list = DisplayList(
                size: CGSize(width: 100, height: 20),
                items: [
                    RenderFixtures.item(
                        .stroke(path, .color(RenderFixtures.black), StrokeStyle(lineWidth: 4, dash: dash)))
                ])
            let (image, result) = try RenderFixtures.image(list, name: "bad-dash")
            XCTAssertEqual(result.notes.count, 1, "\(dash)")
            XCTAssertTrue(result.notes.first?.contains("drawn as a solid line") == true, "\(result.notes)")
            XCTAssertTrue(
                image.pixels(in: CGRect(x: 1, y: 9.5, width: 98, height: 1)).allSatisfy { $0.red < 30 },
                "solid: \(dash)")
        }
    }

    func testAMissingFontIsReplacedWithANoteNamingTheFontUsed() throws {
        let list = DisplayList(
            size: CGSize(width: 100, height: 30),
            items: [
                RenderFixtures.text("Hello", at: CGPoint(x: 5, y: 20), family: "No Such Font Family")
            ])
        let (image, result) = try RenderFixtures.image(list, name: "missing-font")
        XCTAssertEqual(result.notes.count, 1, "\(result.notes)")
        XCTAssertTrue(
            result.notes.first?.hasPrefix(
                "The font \"No Such Font Family\" is not installed, so its text was drawn with \"") == true,
            "\(result.notes)")
        XCTAssertTrue(
            image.pixels(in: CGRect(x: 5, y: 5, width: 40, height: 18)).contains { $0.red < 60 },
            "the text is drawn anyway")
    }

    func testBytesThatAreNotAPNGAreAnError() {
        XCTAssertThrowsError(try RenderedImage(png: Array("not a png".utf8))) { error in
            XCTAssertTrue("\(error)".contains("not a PNG"), "\(error)")
        }
        XCTAssertThrowsError(try RenderedImage(png: PNGChunk.signature + [0, 0, 0, 13])) { error in
            XCTAssertTrue("\(error)".contains("not a PNG cairo can read"), "\(error)")
        }
    }

    func testAPointOutsideTheImageHasNoPixel() throws {
        let result = try renderer.png(DisplayList(size: CGSize(width: 10, height: 10)))
        let image = try RenderedImage(png: result.bytes)
        XCTAssertNil(image.pixel(at: CGPoint(x: 10, y: 5)))
        XCTAssertNil(image.pixel(at: CGPoint(x: -0.1, y: 5)))
        XCTAssertNil(image.pixel(at: CGPoint(x: CGFloat.nan, y: 5)))
        XCTAssertEqual(image.pixel(at: CGPoint(x: 9.9, y: 9.9)), .white)
    }
}
