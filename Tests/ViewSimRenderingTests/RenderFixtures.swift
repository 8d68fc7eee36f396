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

    static func item(
        _ content: DisplayList.Content, transform: CGAffineTransform = .identity, opacity: Double = 1,
        clips: [Path] = [], name: String = "Shape"
    ) -> DisplayList.Item {
        DisplayList.Item(
            viewID: 1, viewName: name, content: content, transform: transform, opacity: opacity, clips: clips)
    }

    static func fill(
        _ path: Path, _ color: DisplayList.RGBA = red, eoFill: Bool = false, transform: CGAffineTransform = .identity,
        opacity: Double = 1, clips: [Path] = []
    ) -> DisplayList.Item {
        item(
            .fill(path, .color(color), FillStyle(eoFill: eoFill)), transform: transform, opacity: opacity, clips: clips)
    }

    static func text(
        _ string: String, size: Double = 20, at origin: CGPoint, family: String = "DejaVu Sans",
        bold: Bool = false, color: DisplayList.RGBA = black
    ) -> DisplayList.Item {
        let run = DisplayList.TextRun(
            string: string, font: DisplayList.Font(family: family, size: size, isBold: bold),
            origin: origin, shading: .color(color))
        return item(.text(run), name: "Text")
    }

    /// Renders `list` to PNG and reads it back; saves it as `<name>.png` when VIEWSIM_RENDER_ARTIFACTS is set.
    static func image(
        _ list: DisplayList, name: String, renderer: DisplayListRenderer = DisplayListRenderer(),
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> (RenderedImage, RenderResult) {
        let result = try renderer.png(list)
        keep(result.bytes, name: "\(name).png")
        return (try RenderedImage(result), result)
    }

    /// Writes `bytes` to $VIEWSIM_RENDER_ARTIFACTS/`name` when that variable is set.
    static func keep(_ bytes: [UInt8], name: String) {
        guard let folder = ProcessInfo.processInfo.environment["VIEWSIM_RENDER_ARTIFACTS"], !folder.isEmpty else {
            return
        }
        let url = URL(fileURLWithPath: folder).appendingPathComponent(name)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(bytes).write(to: url, options: .atomic)
    }
}

/// Asserts the pixel at `point` (points) is within `tolerance` of `expected`.
func assertPixel(
    _ image: RenderedImage, at point: CGPoint, is expected: RenderedImage.Pixel, tolerance: Int = 8,
    _ message: String = "", file: StaticString = #filePath, line: UInt = #line
) {
    guard let pixel = image.pixel(at: point) else {
        return XCTFail(
            "(\(point.x), \(point.y)) is outside the \(image.width) × \(image.height) px image. \(message)", file: file,
            line: line)
    }
    XCTAssertTrue(
        pixel.isClose(to: expected, tolerance: tolerance),
        "At (\(point.x), \(point.y)) pt: \(pixel), expected \(expected) ± \(tolerance). \(message)", file: file,
        line: line)
}

extension RenderFixtures {
    /// A list with one of everything: fills, a dashed stroke, gradients, text, emoji, a placeholder,
    /// a rotation, opacity groups and a clip.
    static var everything: DisplayList {
        let stops = [
            DisplayList.GradientStop(color: red, location: 0), DisplayList.GradientStop(color: blue, location: 1),
        ]
        let heart = DisplayList.ImagePlaceholder(
            name: "heart.fill", isSystemImage: true, rect: CGRect(x: 110, y: 10, width: 80, height: 30),
            shading: .color(red))
        let arc = Path { path in
            path.move(to: CGPoint(x: 10, y: 150))
            path.addQuadCurve(to: CGPoint(x: 90, y: 150), control: CGPoint(x: 50, y: 100))
            path.addCurve(
                to: CGPoint(x: 170, y: 150), control1: CGPoint(x: 110, y: 190), control2: CGPoint(x: 150, y: 110))
        }
        return DisplayList(
            size: CGSize(width: 200, height: 200),
            items: [
                fill(Path(ellipseIn: CGRect(x: 10, y: 10, width: 60, height: 60))),
                item(
                    .fill(
                        Path(CGRect(x: 10, y: 80, width: 180, height: 20)),
                        .linearGradient(
                            stops: stops, startPoint: CGPoint(x: 10, y: 0), endPoint: CGPoint(x: 190, y: 0)),
                        FillStyle())),
                item(
                    .fill(
                        Path(ellipseIn: CGRect(x: 140, y: 120, width: 50, height: 50)),
                        .radialGradient(stops: stops, center: CGPoint(x: 165, y: 145), startRadius: 0, endRadius: 25),
                        FillStyle()),
                    opacity: 0.6),
                item(
                    .stroke(
                        arc, .color(black), StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round, dash: [6, 4]))),
                fill(
                    Path(CGRect(x: 0, y: 0, width: 30, height: 8)), blue,
                    transform: CGAffineTransform(rotationAngle: .pi / 6).concatenating(
                        CGAffineTransform(translationX: 80, y: 40)),
                    opacity: 0.5, clips: [Path(CGRect(x: 80, y: 30, width: 30, height: 30))]),
                item(.image(heart), name: "Image"),
                text("Brew ☕️ 12:05", size: 16, at: CGPoint(x: 10, y: 190)),
                text(
                    "Bold serif", size: 12, at: CGPoint(x: 110, y: 60), family: "DejaVu Serif", bold: true, color: blue),
            ])
    }
}
