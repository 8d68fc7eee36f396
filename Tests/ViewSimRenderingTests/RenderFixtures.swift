// Builds the small display lists the rendering tests draw, and keeps the images
// they produce for a person to look at when VIEWSIM_RENDER_ARTIFACTS names a folder.
import Foundation
import ViewSim
import ViewSimRendering
import XCTest

enum RenderFixtures {
    static let red = DisplayList.RGBA(red: 1, green: 0, blue: 0)
    static let blue = DisplayList.RGBA(red: 0, green: 0, blue: 1)
    static let black = DisplayList.RGBA(red: 0, green: 0, blue: 0)

    static func item(_ content: DisplayList.Content, transform: CGAffineTransform = .identity, opacity: Double = 1,
                     clips: [Path] = [], name: String = "Shape") -> DisplayList.Item {
        DisplayList.Item(viewID: 1, viewName: name, content: content, transform: transform, opacity: opacity, clips: clips)
    }

    static func fill(_ path: Path, _ color: DisplayList.RGBA = red, eoFill: Bool = false, transform: CGAffineTransform = .identity,
                     opacity: Double = 1, clips: [Path] = []) -> DisplayList.Item {
        item(.fill(path, .color(color), FillStyle(eoFill: eoFill)), transform: transform, opacity: opacity, clips: clips)
    }

    static func text(_ string: String, size: Double = 20, at origin: CGPoint, family: String = "DejaVu Sans",
                     bold: Bool = false, color: DisplayList.RGBA = black) -> DisplayList.Item {
        let run = DisplayList.TextRun(string: string, font: DisplayList.Font(family: family, size: size, isBold: bold),
                                      origin: origin, shading: .color(color))
        return item(.text(run), name: "Text")
    }

    /// Renders `list` to PNG and reads it back; saves it as `<name>.png` when VIEWSIM_RENDER_ARTIFACTS is set.
    static func image(_ list: DisplayList, name: String, renderer: DisplayListRenderer = DisplayListRenderer(),
                      file: StaticString = #filePath, line: UInt = #line) throws -> (RenderedImage, RenderResult) {
        let result = try renderer.png(list)
        keep(result.bytes, name: "\(name).png")
        return (try RenderedImage(png: result.bytes, scale: result.scale), result)
    }

    /// Writes `bytes` to $VIEWSIM_RENDER_ARTIFACTS/`name` when that variable is set.
    static func keep(_ bytes: [UInt8], name: String) {
        guard let folder = ProcessInfo.processInfo.environment["VIEWSIM_RENDER_ARTIFACTS"], !folder.isEmpty else { return }
        let url = URL(fileURLWithPath: folder).appendingPathComponent(name)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(bytes).write(to: url, options: .atomic)
    }
}

/// Asserts the pixel at `point` (points) is within `tolerance` of `expected`.
func assertPixel(_ image: RenderedImage, at point: CGPoint, is expected: RenderedImage.Pixel, tolerance: Int = 8,
                 _ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
    guard let pixel = image.pixel(at: point) else {
        return XCTFail("(\(point.x), \(point.y)) is outside the \(image.width) × \(image.height) px image. \(message)", file: file, line: line)
    }
    XCTAssertTrue(pixel.isClose(to: expected, tolerance: tolerance),
                  "At (\(point.x), \(point.y)) pt: \(pixel), expected \(expected) ± \(tolerance). \(message)", file: file, line: line)
}
