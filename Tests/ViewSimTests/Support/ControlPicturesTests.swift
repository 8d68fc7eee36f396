// ControlPictures: the one mapping from control characters to Unicode's Control
// Pictures (issue 23): U+0000–U+001F → U+2400–U+241F, U+007F → U+2421, nothing else.
@testable import ViewSim
import XCTest

final class ControlPicturesTests: XCTestCase {
    func testEachC0ControlAndDELHasItsPictureAndNothingElseDoes() {
        for value in UInt32(0x00)...0x1F {
            XCTAssertEqual(ControlPictures.picture(for: Unicode.Scalar(value)!), Unicode.Scalar(0x2400 + value), "U+\(String(value, radix: 16))")
        }
        XCTAssertEqual(ControlPictures.picture(for: "\u{7F}"), "\u{2421}")
        for scalar: Unicode.Scalar in [" ", "a", "~", "\u{80}", "\u{9F}", "\u{A0}", "\u{2400}", "😀"] {
            XCTAssertNil(ControlPictures.picture(for: scalar), "U+\(String(scalar.value, radix: 16)) is not a C0 control or DEL")
        }
    }
}
