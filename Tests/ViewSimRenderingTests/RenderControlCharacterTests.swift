// Issue 23: a text run holding every C0 control character and DEL is drawn by
// cairo with each one as its picture (␀ U+2400 … ␟ U+241F, ␡ U+2421; the
// missing-glyph box where no font has the Control Pictures block), not dropped;
// the SVG frame stays well-formed XML with no raw control byte.
import Foundation
import ViewSim
import ViewSimRendering
import XCTest

#if canImport(FoundationXML)
    import FoundationXML
#endif

final class RenderControlCharacterTests: XCTestCase {
    func testControlCharactersAreDrawnAndTheSVGIsWellFormedXML() throws {
        let controls = String(String.UnicodeScalarView((0x00...0x1F).compactMap(Unicode.Scalar.init) + ["\u{7F}"]))
        let size = CGSize(width: 1200, height: 60)
        let withControls = DisplayList(
            size: size, items: [RenderFixtures.text("a" + controls + "b", at: CGPoint(x: 10, y: 40))])
        let plain = DisplayList(size: size, items: [RenderFixtures.text("ab", at: CGPoint(x: 10, y: 40))])
        let renderer = DisplayListRenderer(scale: 1)
        let svg = try renderer.svg(withControls)
        RenderFixtures.keep(svg.bytes, name: "control-characters.svg")
        XCTAssertFalse(
            svg.bytes.contains { ($0 < 0x20 && $0 != 0x0A && $0 != 0x09 && $0 != 0x0D) || $0 == 0x7F },
            "no raw control byte in the SVG")
        let parser = XMLParser(data: Data(svg.bytes))
        XCTAssertTrue(
            parser.parse(),
            "cairo's SVG should be well-formed XML: \(parser.parserError.map(String.init(describing:)) ?? "")")
        XCTAssertNotEqual(
            svg.bytes, try renderer.svg(plain).bytes, "the 33 control characters should be drawn, not dropped")
    }
}
