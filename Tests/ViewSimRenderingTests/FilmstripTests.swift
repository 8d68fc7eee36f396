// The filmstrip's sheet: its size from the frames, columns and rows, each frame
// at its place with its own white background, and the time labels drawn in the
// band under each frame.
import Foundation
import ViewSim
import ViewSimRendering
import XCTest

final class FilmstripTests: XCTestCase {
    /// A 60 × 40 frame with a red square whose left edge is at `x`.
    private func frame(_ time: Double, x: CGFloat) -> RenderFrame {
        RenderFrame(time: time, displayList: DisplayList(size: CGSize(width: 60, height: 40), items: [
            RenderFixtures.fill(Path(CGRect(x: x, y: 10, width: 20, height: 20))),
        ]))
    }

    func testTheSheetHoldsTheFramesInRowsWithTheirLabelsUnderThem() throws {
        let frames = (0..<5).map { frame(Double($0) * 0.25, x: CGFloat($0) * 10) }
        let result = try Filmstrip(frames: frames, columns: 3).png(with: DisplayListRenderer())
        RenderFixtures.keep(result.bytes, name: "filmstrip.png")
        XCTAssertEqual(result.notes, [])
        // 3 columns: 8 + 3 × (60 + 8) = 212 pt wide; 2 rows: 8 + 2 × (40 + 18 + 8) = 140 pt tall.
        XCTAssertEqual([result.pixelWidth, result.pixelHeight], [424, 280])
        let image = try RenderedImage(png: result.bytes, scale: result.scale)
        let sheet = RenderedImage.Pixel(red: 235, green: 235, blue: 237)
        assertPixel(image, at: CGPoint(x: 3, y: 3), is: sheet, tolerance: 2, "the sheet around the frames")
        // Frame 4 is in row 2, column 2: origin (76, 74); its square at x 40…60 of the frame.
        assertPixel(image, at: CGPoint(x: 76 + 50, y: 74 + 20), is: RenderedImage.Pixel(red: 255, green: 0, blue: 0))
        assertPixel(image, at: CGPoint(x: 76 + 20, y: 74 + 20), is: .white, "frame 4's white background")
        // Frame 0 (origin 8, 8): its square at x 0…20.
        assertPixel(image, at: CGPoint(x: 8 + 10, y: 8 + 20), is: RenderedImage.Pixel(red: 255, green: 0, blue: 0))
        // The label band under frame 1 (origin 76, 8) has dark text pixels; the band under the empty sixth cell has none.
        let band = image.pixels(in: CGRect(x: 76, y: 48, width: 60, height: 18))
        XCTAssertTrue(band.contains { $0.red < 110 }, "\"t = 0.250 s\" under frame 1")
        XCTAssertTrue(image.pixels(in: CGRect(x: 144, y: 48 + 66, width: 60, height: 18)).allSatisfy { $0.isClose(to: sheet, tolerance: 2) },
                      "no label where there is no frame")
    }

    func testAFrameThatCannotBeDrawnWhollyIsNotedWithItsIndex() throws {
        var bad = frame(0.5, x: 0)
        bad.displayList.items.append(RenderFixtures.fill(Path(CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1))))
        let result = try Filmstrip(frames: [frame(0, x: 0), bad]).png(with: DisplayListRenderer())
        XCTAssertEqual(result.notes.count, 1)
        XCTAssertTrue(result.notes[0].hasPrefix("frame 1: item 1 (Shape #1): its path has a non-finite point"), result.notes[0])
    }

    func testNoFramesOrNoColumnsIsAnError() {
        XCTAssertThrowsError(try Filmstrip(frames: []).png(with: DisplayListRenderer())) { error in
            XCTAssertTrue("\(error)".contains("at least one frame"), "\(error)")
        }
        XCTAssertThrowsError(try Filmstrip(frames: [frame(0, x: 0)], columns: 0).png(with: DisplayListRenderer())) { error in
            XCTAssertTrue("\(error)".contains("at least 1 column"), "\(error)")
        }
        let empty = RenderFrame(time: 0, displayList: DisplayList(size: CGSize(width: 0, height: 10)))
        XCTAssertThrowsError(try Filmstrip(frames: [frame(0, x: 0), empty]).png(with: DisplayListRenderer())) { error in
            XCTAssertTrue("\(error)".contains("frame 1's display size 0 × 10 pt"), "\(error)")
        }
    }
}
