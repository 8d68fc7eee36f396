// A code point the text's face lacks is drawn with the font fontconfig sorts
// first among those that have it (here: Hebrew in DejaVu Sans Mono comes from
// DejaVu Sans), and one no installed font has is a missing-glyph box with a note.
import Foundation
import ViewSim
import ViewSimRendering
import XCTest

final class FontFallbackTests: XCTestCase {
    func testACodePointTheFaceLacksComesFromAnotherFont() throws {
        let list = DisplayList(
            size: CGSize(width: 60, height: 50),
            items: [
                RenderFixtures.text("א", size: 40, at: CGPoint(x: 10, y: 40), family: FontFace.monoFamily)
            ])
        let (image, result) = try RenderFixtures.image(list, name: "fallback-hebrew")
        XCTAssertEqual(result.notes, [])
        XCTAssertTrue(
            image.pixels(in: CGRect(x: 10, y: 10, width: 40, height: 30)).contains { $0.red < 60 },
            "the letter is drawn")
        var sans = list
        sans.items = [RenderFixtures.text("א", size: 40, at: CGPoint(x: 10, y: 40), family: FontFace.sansFamily)]
        XCTAssertEqual(
            try DisplayListRenderer().png(sans).bytes, try DisplayListRenderer().png(list).bytes,
            "DejaVu Sans Mono has no Hebrew; fontconfig's first font with it is DejaVu Sans, whose glyph is drawn")
    }

    func testACodePointNoFontHasIsABoxWithANote() throws {
        let list = DisplayList(
            size: CGSize(width: 60, height: 50),
            items: [RenderFixtures.text("\u{4E00}", size: 30, at: CGPoint(x: 10, y: 40))])
        let installed = try DisplayListRenderer().png(list)
        guard installed.notes.isEmpty == false else {
            throw XCTSkip("An installed font has U+4E00; this machine draws CJK.")
        }
        XCTAssertEqual(
            installed.notes, ["No installed font has U+4E00; it was drawn as DejaVu Sans's missing-glyph box."])
    }
}
