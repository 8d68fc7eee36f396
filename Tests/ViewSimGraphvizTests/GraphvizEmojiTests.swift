// Graphviz's PNGs draw emoji in colour: its cairo/pango plugin finds Noto Color
// Emoji through fontconfig (installed by scripts/install-deps, Debian
// fonts-noto-color-emoji). Before, emoji in a label came out as empty boxes.
// The PNG is read back with ViewSimRendering's RenderedImage.
import Foundation
import ViewSimRendering
import XCTest

@testable import ViewSimGraphviz

final class GraphvizEmojiTests: XCTestCase {
    func testAnEmojiInANodeLabelIsDrawnInColour() throws {
        let dot = """
            digraph G {
              node [shape=box, fontname="DejaVu Sans", color=black, fontcolor=black];
              heart [label="❤️ 😀 emoji"];
            }
            """
        let png = try GraphvizRenderer.render(dot: dot, format: .png)
        if let folder = ProcessInfo.processInfo.environment["VIEWSIM_RENDER_ARTIFACTS"], !folder.isEmpty {
            try? Data(png).write(
                to: URL(fileURLWithPath: folder).appendingPathComponent("graphviz-emoji.png"), options: .atomic)
        }
        let image = try RenderedImage(png: png, scale: 1)
        var coloured = 0
        var red = 0
        var yellow = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                guard let pixel = image.pixel(x: x, y: y) else { continue }
                if pixel.chroma > 100 { coloured += 1 }
                if pixel.red > 180, pixel.green < 80, pixel.blue < 100 { red += 1 }
                if pixel.red > 200, pixel.green > 150, pixel.blue < 90 { yellow += 1 }
            }
        }
        // Everything else in the picture is black on white: only the emoji have colour.
        XCTAssertGreaterThan(
            coloured, 30,
            "strongly coloured pixels (\(image.width) × \(image.height) px image); is fonts-noto-color-emoji installed (scripts/install-deps)?"
        )
        XCTAssertGreaterThan(red, 5, "the red heart")
        XCTAssertGreaterThan(yellow, 5, "the yellow face")
    }
}
