// Checks viewsim's text metrics (FontFace's tables, which layout measures text
// with) against what cairo measures with the faces the renderer draws with:
// every code point of every DejaVu table at 100 pt, unhinted, to 1e-6 em; the
// faces' ascent, descent and line height; Noto Color Emoji's advance and line height.
import Foundation
import ViewSim
import ViewSimRendering
import XCTest

final class FontMetricsTests: XCTestCase {
    static let faces: [DisplayList.Font] = [FontFace.sansFamily, FontFace.monoFamily, FontFace.serifFamily].flatMap {
        family in
        [false, true].map { DisplayList.Font(family: family, size: 100, isBold: $0) }
    }

    func testEveryTableAdvanceIsWhatCairoMeasures() throws {
        let renderer = DisplayListRenderer()
        for font in Self.faces {
            let face = FontFace.face(for: font)
            XCTAssertEqual(face.family, font.family)
            XCTAssertEqual(face.isBold, font.isBold)
            var checked = 0
            var mismatches: [String] = []
            for range in face.ranges {
                for (offset, units) in range.advances.enumerated() where units != 0 {
                    guard let scalar = Unicode.Scalar(range.first + UInt32(offset)) else { continue }
                    let measured = try XCTUnwrap(renderer.measure(String(scalar), font: font))
                    XCTAssertEqual(measured.family, font.family)
                    let table = Double(units) / Double(face.unitsPerEm)
                    if abs(measured.advance / 100 - table) > 1e-6 {
                        mismatches.append(
                            "U+\(String(scalar.value, radix: 16, uppercase: true)): table \(table) em, cairo \(measured.advance / 100) em"
                        )
                    }
                    checked += 1
                }
            }
            XCTAssertGreaterThan(checked, 300, "\(font.family) \(font.isBold ? "Bold" : "Book") has a table")
            XCTAssertEqual(
                mismatches, [],
                "\(font.family) \(font.isBold ? "Bold" : "Book"): \(mismatches.count) of \(checked) advances differ")
        }
    }

    func testLineMetricsAreWhatCairoMeasures() throws {
        let renderer = DisplayListRenderer()
        for font in Self.faces {
            let face = FontFace.face(for: font)
            let measured = try XCTUnwrap(renderer.measure("x", font: font))
            XCTAssertEqual(measured.ascent / 100, face.ascent, accuracy: 1e-6, "\(font) ascent")
            XCTAssertEqual(measured.descent / 100, face.descent, accuracy: 1e-6, "\(font) descent")
            XCTAssertEqual(measured.height / 100, face.lineSpacing, accuracy: 1e-6, "\(font) line height")
        }
    }

    func testAnEmojisAdvanceAndLineHeightAreNotoColorEmojis() throws {
        let renderer = DisplayListRenderer()
        let font = DisplayList.Font(family: FontFace.sansFamily, size: 100, isBold: false)
        for emoji in ["😀", "❤", "🚀", "👍"] {
            let measured = try XCTUnwrap(renderer.measure(emoji, font: font, emoji: true))
            XCTAssertEqual(measured.family, FontFace.emojiFamily)
            XCTAssertEqual(measured.advance / 100, FontFace.emojiAdvance, accuracy: 1e-6, emoji)
            XCTAssertEqual(measured.height / 100, FontFace.emojiLineHeight, accuracy: 1e-6, emoji)
        }
        // And layout measures an emoji with that advance.
        XCTAssertEqual(
            TextMetrics.measure("😀", font: DisplayList.Font(family: FontFace.sansFamily, size: 10, isBold: false))
                .width,
            10 * FontFace.emojiAdvance, accuracy: 1e-9)
    }
}
