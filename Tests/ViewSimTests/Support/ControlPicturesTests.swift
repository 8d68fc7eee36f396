import XCTest

// ControlPictures: the one mapping from control characters to something visible
// (issue 23): U+0000–U+001F → U+2400–U+241F, U+007F → U+2421 (Unicode's Control
// Pictures), U+0080–U+009F → <U+0080>…<U+009F> (viewsim's model), nothing else.
@testable import ViewSim

final class ControlPicturesTests: XCTestCase {
    func testEachC0ControlAndDELHasItsPictureAndNothingElseDoes() {
        for value in UInt32(0x00)...0x1F {
            XCTAssertEqual(
                ControlPictures.picture(for: Unicode.Scalar(value)!), String(Unicode.Scalar(0x2400 + value)!),
                "U+\(String(value, radix: 16))")
        }
        XCTAssertEqual(ControlPictures.picture(for: "\u{7F}"), "\u{2421}")
        for scalar: Unicode.Scalar in [" ", "a", "~", "\u{A0}", "\u{2400}", "😀"] {
            XCTAssertNil(
                ControlPictures.picture(for: scalar), "U+\(String(scalar.value, radix: 16)) is not a control character")
        }
    }

    func testEachC1ControlShowsAsItsCodePoint() {
        XCTAssertEqual(ControlPictures.picture(for: "\u{80}"), "<U+0080>")
        XCTAssertEqual(ControlPictures.picture(for: "\u{9B}"), "<U+009B>")
        XCTAssertEqual(ControlPictures.picture(for: "\u{9F}"), "<U+009F>")
        for value in UInt32(0x80)...0x9F {
            XCTAssertEqual(
                ControlPictures.picture(for: Unicode.Scalar(value)!),
                "<U+00\(String(value, radix: 16, uppercase: true))>")
        }
    }

    func testShownReplacesAllButTheKeptCharacters() {
        XCTAssertEqual(ControlPictures.shown("a\u{1B}[2Jb\n"), "a␛[2Jb␊")
        XCTAssertEqual(ControlPictures.shown("a\tb\n\u{9B}", keeping: ["\t", "\n"]), "a\tb\n<U+009B>")
        XCTAssertEqual(ControlPictures.shown("é 😀 \u{A0}"), "é 😀 \u{A0}")
        XCTAssertEqual(
            ControlPictures.shown(ControlPictures.shown("\u{0}\u{85}")), "␀<U+0085>", "shown twice is shown once")
    }
}
