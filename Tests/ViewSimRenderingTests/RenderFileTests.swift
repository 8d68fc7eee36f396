// Writing a render to a file: the extension picks PNG or SVG, the file holds
// exactly the render's bytes, and another extension is an error that says which.
import Foundation
import ViewSim
import ViewSimRendering
import XCTest

final class RenderFileTests: XCTestCase {
    func testTheExtensionPicksTheFormat() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "viewsim-render-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let renderer = DisplayListRenderer()
        let list = RenderFixtures.everything
        let png = try renderer.write(list, to: folder.appendingPathComponent("frame.PNG"))
        XCTAssertEqual(try [UInt8](Data(contentsOf: folder.appendingPathComponent("frame.PNG"))), png.bytes)
        XCTAssertEqual(Array(png.bytes.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let svg = try renderer.write(list, to: folder.appendingPathComponent("frame.svg"))
        XCTAssertEqual(try [UInt8](Data(contentsOf: folder.appendingPathComponent("frame.svg"))), svg.bytes)
        XCTAssertTrue(String(decoding: svg.bytes, as: UTF8.self).hasPrefix("<?xml"))
        XCTAssertThrowsError(try renderer.write(list, to: folder.appendingPathComponent("frame.jpg"))) { error in
            XCTAssertEqual(
                "\(error)",
                "The file \"frame.jpg\" names no format the renderer writes. To fix, end its name with .png or .svg.")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("frame.jpg").path))
    }
}
