// Reads pixels of rendered display lists at known points: fills, even-odd holes,
// strokes with caps and dashes, gradients at their ends, opacity over white,
// clips, transforms, text inside and outside its measured box, emoji in colour,
// image placeholders. Expected colours are worked out from the geometry.
import Foundation
import ViewSim
import ViewSimRendering
import XCTest

final class RendererPixelTests: XCTestCase {
    typealias Pixel = RenderedImage.Pixel
    let red = Pixel(red: 255, green: 0, blue: 0)

    func testARedCircleIsRedAtItsCentreAndWhiteOutside() throws {
        let list = DisplayList(
            size: CGSize(width: 100, height: 100),
            items: [
                RenderFixtures.fill(Path(ellipseIn: CGRect(x: 20, y: 20, width: 60, height: 60)))
            ])
        let (image, result) = try RenderFixtures.image(list, name: "circle")
        XCTAssertEqual(result.notes, [])
        XCTAssertEqual([image.width, image.height], [200, 200], "2 pixels per point")
        assertPixel(image, at: CGPoint(x: 50, y: 50), is: red)
        assertPixel(image, at: CGPoint(x: 50, y: 21), is: red, "just inside the top")
        assertPixel(image, at: CGPoint(x: 22, y: 22), is: .white, "the bounding box's corner is outside the circle")
        assertPixel(image, at: CGPoint(x: 5, y: 5), is: .white)
        assertPixel(image, at: CGPoint(x: 50, y: 81), is: .white, "just below")
    }

    func testEvenOddFillLeavesTheInnerRectangleEmpty() throws {
        var path = Path(CGRect(x: 10, y: 10, width: 80, height: 80))
        path.addRect(CGRect(x: 30, y: 30, width: 40, height: 40))
        let list = DisplayList(
            size: CGSize(width: 100, height: 100),
            items: [
                RenderFixtures.fill(path, eoFill: true),
                RenderFixtures.fill(
                    path, RenderFixtures.blue, eoFill: false, transform: CGAffineTransform(translationX: 0, y: 100)),
            ])
        var tall = list
        tall.size.height = 200
        let (image, _) = try RenderFixtures.image(tall, name: "even-odd")
        assertPixel(image, at: CGPoint(x: 20, y: 20), is: red, "between the rectangles")
        assertPixel(image, at: CGPoint(x: 50, y: 50), is: .white, "the hole: even-odd")
        assertPixel(
            image, at: CGPoint(x: 50, y: 150), is: Pixel(red: 0, green: 0, blue: 255),
            "non-zero fills the inside (both rects wind the same way)")
    }

    func testAStrokedLineCoversItsWidthAndItsCaps() throws {
        let path = Path {
            $0.move(to: CGPoint(x: 20, y: 50))
            $0.addLine(to: CGPoint(x: 80, y: 50))
        }
        let butt = RenderFixtures.item(.stroke(path, .color(RenderFixtures.black), StrokeStyle(lineWidth: 10)))
        var roundPath = path
        roundPath = Path {
            $0.move(to: CGPoint(x: 20, y: 80))
            $0.addLine(to: CGPoint(x: 80, y: 80))
        }
        let round = RenderFixtures.item(
            .stroke(roundPath, .color(RenderFixtures.black), StrokeStyle(lineWidth: 10, lineCap: .round)))
        let (image, result) = try RenderFixtures.image(
            DisplayList(size: CGSize(width: 100, height: 100), items: [butt, round]), name: "stroke")
        XCTAssertEqual(result.notes, [])
        assertPixel(image, at: CGPoint(x: 50, y: 50), is: .black)
        assertPixel(image, at: CGPoint(x: 50, y: 46), is: .black, "inside the 10-pt width")
        assertPixel(image, at: CGPoint(x: 50, y: 44), is: .white, "outside the width")
        assertPixel(image, at: CGPoint(x: 18, y: 50), is: .white, "a butt cap ends at the end point")
        assertPixel(image, at: CGPoint(x: 18, y: 80), is: .black, "a round cap reaches 5 pt past the end point")
    }

    func testADashedLineHasGapsWhereTheDashSaysSo() throws {
        let path = Path {
            $0.move(to: CGPoint(x: 0, y: 10))
            $0.addLine(to: CGPoint(x: 100, y: 10))
        }
        let style = StrokeStyle(lineWidth: 6, dash: [10, 10], dashPhase: 5)
        let list = DisplayList(
            size: CGSize(width: 100, height: 20),
            items: [RenderFixtures.item(.stroke(path, .color(RenderFixtures.black), style))])
        let (image, _) = try RenderFixtures.image(list, name: "dash")
        // Phase 5: dashes cover 0–5, 15–25, 35–45…; gaps 5–15, 25–35…
        assertPixel(image, at: CGPoint(x: 2, y: 10), is: .black)
        assertPixel(image, at: CGPoint(x: 10, y: 10), is: .white)
        assertPixel(image, at: CGPoint(x: 20, y: 10), is: .black)
        assertPixel(image, at: CGPoint(x: 30, y: 10), is: .white)
    }

    func testALinearGradientIsItsEndColoursAtItsEnds() throws {
        let stops = [
            DisplayList.GradientStop(color: RenderFixtures.red, location: 0),
            DisplayList.GradientStop(color: RenderFixtures.blue, location: 1),
        ]
        let shading = DisplayList.Shading.linearGradient(
            stops: stops, startPoint: CGPoint(x: 10, y: 0), endPoint: CGPoint(x: 90, y: 0))
        let list = DisplayList(
            size: CGSize(width: 100, height: 20),
            items: [
                RenderFixtures.item(.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 20)), shading, FillStyle()))
            ])
        let (image, _) = try RenderFixtures.image(list, name: "linear-gradient")
        assertPixel(image, at: CGPoint(x: 2, y: 10), is: red, "padded before the start")
        assertPixel(image, at: CGPoint(x: 97, y: 10), is: Pixel(red: 0, green: 0, blue: 255), "padded after the end")
        assertPixel(
            image, at: CGPoint(x: 50, y: 10), is: Pixel(red: 128, green: 0, blue: 128), tolerance: 6, "half way")
    }

    func testARadialGradientIsItsInnerColourAtTheCentre() throws {
        let stops = [
            DisplayList.GradientStop(color: RenderFixtures.red, location: 0),
            DisplayList.GradientStop(color: RenderFixtures.blue, location: 1),
        ]
        let shading = DisplayList.Shading.radialGradient(
            stops: stops, center: CGPoint(x: 50, y: 50), startRadius: 0, endRadius: 40)
        let list = DisplayList(
            size: CGSize(width: 100, height: 100),
            items: [
                RenderFixtures.item(.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)), shading, FillStyle()))
            ])
        let (image, _) = try RenderFixtures.image(list, name: "radial-gradient")
        assertPixel(image, at: CGPoint(x: 50, y: 50), is: red, tolerance: 10)
        assertPixel(image, at: CGPoint(x: 97, y: 50), is: Pixel(red: 0, green: 0, blue: 255), "beyond the end radius")
    }

    func testHalfOpacityOverWhiteIsHalfWayToWhite() throws {
        let list = DisplayList(
            size: CGSize(width: 40, height: 40),
            items: [
                RenderFixtures.fill(
                    Path(CGRect(x: 0, y: 0, width: 40, height: 40)), RenderFixtures.black, opacity: 0.5),
                RenderFixtures.fill(
                    Path(CGRect(x: 0, y: 20, width: 40, height: 20)),
                    DisplayList.RGBA(red: 1, green: 0, blue: 0, opacity: 0.5), opacity: 0.5),
            ])
        let (image, _) = try RenderFixtures.image(list, name: "opacity")
        assertPixel(image, at: CGPoint(x: 10, y: 10), is: Pixel(red: 128, green: 128, blue: 128), tolerance: 2)
        // Colour opacity 0.5 times item opacity 0.5 = 0.25 red over the grey.
        assertPixel(image, at: CGPoint(x: 10, y: 30), is: Pixel(red: 160, green: 96, blue: 96), tolerance: 3)
    }

    func testHalfOpacityFadesEmojiAndTextToo() throws {
        var emoji = RenderFixtures.text("😀", size: 30, at: CGPoint(x: 5, y: 32))
        var faded = emoji
        faded.opacity = 0.5
        faded.transform = CGAffineTransform(translationX: 50, y: 0)
        var text = RenderFixtures.text("█", size: 30, at: CGPoint(x: 5, y: 72))
        text.opacity = 0.5
        emoji.opacity = 1
        let list = DisplayList(size: CGSize(width: 100, height: 80), items: [emoji, faded, text])
        let (image, _) = try RenderFixtures.image(list, name: "opacity-emoji")
        // The face's yellow (about 255, 200, 60) over white at half opacity: blue rises to about 158.
        let solid = image.pixels(in: CGRect(x: 5, y: 5, width: 40, height: 35)).filter { $0.chroma > 100 }
        let pale = image.pixels(in: CGRect(x: 55, y: 5, width: 40, height: 35)).filter { $0.chroma > 40 }
        XCTAssertGreaterThan(solid.count, 100)
        XCTAssertGreaterThan(pale.count, 100)
        XCTAssertLessThan(
            pale.map(\.chroma).max() ?? 255, 150, "no pixel of the faded face is as saturated as the solid one's")
        assertPixel(
            image, at: CGPoint(x: 14, y: 62), is: RenderedImage.Pixel(red: 128, green: 128, blue: 128), tolerance: 3,
            "a full block at half opacity")
    }

    func testAClipKeepsOnlyWhatIsInsideAllClips() throws {
        let clips = [
            Path(CGRect(x: 0, y: 0, width: 60, height: 100)),
            Path(ellipseIn: CGRect(x: 20, y: 20, width: 60, height: 60)),
        ]
        let list = DisplayList(
            size: CGSize(width: 100, height: 100),
            items: [
                RenderFixtures.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)), clips: clips)
            ])
        let (image, _) = try RenderFixtures.image(list, name: "clip")
        assertPixel(image, at: CGPoint(x: 40, y: 50), is: red, "inside both")
        assertPixel(image, at: CGPoint(x: 70, y: 50), is: .white, "inside the circle, outside the rectangle")
        assertPixel(image, at: CGPoint(x: 10, y: 10), is: .white, "inside the rectangle, outside the circle")
    }

    func testARotatedRectangleCoversItsRotatedCorners() throws {
        // A 60 × 10 bar centred on (50, 50), turned 90° about its centre: it stands upright.
        let transform = CGAffineTransform(translationX: -30, y: -5)
            .concatenating(CGAffineTransform(rotationAngle: .pi / 2))
            .concatenating(CGAffineTransform(translationX: 50, y: 50))
        let list = DisplayList(
            size: CGSize(width: 100, height: 100),
            items: [
                RenderFixtures.fill(Path(CGRect(x: 0, y: 0, width: 60, height: 10)), transform: transform)
            ])
        let (image, _) = try RenderFixtures.image(list, name: "rotated")
        assertPixel(image, at: CGPoint(x: 50, y: 25), is: red, "the top of the upright bar")
        assertPixel(image, at: CGPoint(x: 50, y: 75), is: red, "its bottom")
        assertPixel(image, at: CGPoint(x: 25, y: 50), is: .white, "where the unrotated bar would be")
        assertPixel(image, at: CGPoint(x: 57, y: 50), is: .white, "beyond its 10-pt width")
    }

    func testTextIsDarkInsideItsMeasuredBoxAndNothingIsDrawnOutside() throws {
        let font = DisplayList.Font(family: "DejaVu Sans", size: 20, isBold: false)
        let origin = CGPoint(x: 10, y: 30)
        let width = try XCTUnwrap(DisplayListRenderer().measure("Hello", font: font)).advance
        let list = DisplayList(size: CGSize(width: 100, height: 40), items: [RenderFixtures.text("Hello", at: origin)])
        let (image, result) = try RenderFixtures.image(list, name: "text")
        XCTAssertEqual(result.notes, [])
        XCTAssertEqual(
            width, 20 * (1540 + 1260 + 569 + 569 + 1253) / 2048.0, accuracy: 1e-6,
            "DejaVu Sans's advances of H, e, l, l, o")
        // Ascent 0.928 em, descent 0.236 em at 20 pt: the box is y 11.4…34.7.
        let inside = image.pixels(in: CGRect(x: origin.x, y: 11.5, width: width, height: 23))
        XCTAssertLessThan(inside.map { Int($0.red) }.min() ?? 255, 40, "some pixel of the glyphs is nearly black")
        let dark = inside.filter { $0.red < 128 }.count
        XCTAssertGreaterThan(dark, inside.count / 10, "the glyphs cover a good part of the box")
        for outside in [
            CGRect(x: 0, y: 0, width: 100, height: 10), CGRect(x: origin.x + width + 1, y: 0, width: 100, height: 40),
            CGRect(x: 0, y: 0, width: origin.x - 0.5, height: 40), CGRect(x: 0, y: 35.5, width: 100, height: 5),
        ] {
            XCTAssertTrue(
                image.pixels(in: outside).allSatisfy { $0 == .white }, "nothing is drawn outside the box, in \(outside)"
            )
        }
    }

    func testBoldTextIsDarkerThanRegular() throws {
        let list = DisplayList(
            size: CGSize(width: 100, height: 80),
            items: [
                RenderFixtures.text("Mm", size: 30, at: CGPoint(x: 5, y: 32)),
                RenderFixtures.text("Mm", size: 30, at: CGPoint(x: 5, y: 72), bold: true),
            ])
        let (image, _) = try RenderFixtures.image(list, name: "bold")
        func ink(_ rect: CGRect) -> Int { image.pixels(in: rect).reduce(0) { $0 + 255 - Int($1.red) } }
        XCTAssertGreaterThan(
            ink(CGRect(x: 0, y: 40, width: 100, height: 40)), ink(CGRect(x: 0, y: 0, width: 100, height: 40)) * 5 / 4)
    }

    func testAnEmojiIsDrawnInColour() throws {
        let list = DisplayList(
            size: CGSize(width: 60, height: 40), items: [RenderFixtures.text("❤️😀", size: 20, at: CGPoint(x: 4, y: 28))])
        let (image, result) = try RenderFixtures.image(list, name: "emoji")
        XCTAssertEqual(result.notes, [])
        let pixels = image.pixels(in: CGRect(x: 0, y: 0, width: 60, height: 40))
        let coloured = pixels.filter { $0.chroma > 100 }.count
        XCTAssertGreaterThan(coloured, 200, "the heart is red and the face yellow, not black outlines")
        let heart = image.pixels(in: CGRect(x: 4, y: 12, width: 24, height: 18))
        XCTAssertTrue(heart.contains { $0.red > 180 && $0.green < 80 && $0.blue < 100 }, "a red pixel in the heart")
        let face = image.pixels(in: CGRect(x: 29, y: 10, width: 25, height: 22))
        XCTAssertTrue(face.contains { $0.red > 200 && $0.green > 150 && $0.blue < 90 }, "a yellow pixel in the face")
    }

    func testAnImagePlaceholderIsOutlinedInItsTintWithItsNameInside() throws {
        let placeholder = DisplayList.ImagePlaceholder(
            name: "heart.fill", isSystemImage: true,
            rect: CGRect(x: 10, y: 10, width: 80, height: 40), shading: .color(RenderFixtures.red))
        let list = DisplayList(
            size: CGSize(width: 100, height: 60), items: [RenderFixtures.item(.image(placeholder), name: "Image")])
        let (image, _) = try RenderFixtures.image(list, name: "placeholder")
        assertPixel(image, at: CGPoint(x: 50, y: 10.6), is: red, tolerance: 30, "the outline's top edge")
        let label = image.pixels(in: CGRect(x: 20, y: 22, width: 60, height: 16))
        XCTAssertTrue(label.contains { $0.red > 200 && $0.green < 120 }, "the name is written in the tint")
        assertPixel(image, at: CGPoint(x: 5, y: 5), is: .white)
    }
}
