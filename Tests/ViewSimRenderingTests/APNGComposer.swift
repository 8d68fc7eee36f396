// Plays an animated PNG back the way a browser does, for the tests: reads the chunks,
// decodes each frame's image data (IDAT or fdAT) as a PNG of its region's size, and pastes
// it at its offset on a canvas the size of the image, giving every frame as it is shown.
// Simplifies: only what AnimatedPNG writes — 8-bit RGB, dispose none, blend source; any
// other fcTL is an error, so a test fails when the writer starts using them.
import Foundation
import ViewSim
import ViewSimRendering
import XCTest

struct APNGComposer {
    /// One fcTL: the frame's region, delay (over 1000) and how it is composed.
    struct Control: Equatable {
        var sequence: UInt32
        var width: Int
        var height: Int
        var x: Int
        var y: Int
        var delay: Int
        var denominator: Int
        var dispose: UInt8
        var blend: UInt8
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    let width: Int
    let height: Int
    /// acTL's frame count and loops.
    let frameCount: Int
    let loops: Int
    let controls: [Control]
    /// The canvas after each frame, row by row (none unless composed).
    let shown: [[RenderedImage.Pixel]]

    /// Reads `bytes`; with `compose`, decodes and composes every frame too.
    init(apng bytes: [UInt8], compose: Bool = true) throws {
        let chunks = try PNGChunk.chunks(of: bytes)
        guard let header = chunks.first, header.type == "IHDR" else { throw Failure(description: "no IHDR first") }
        guard chunks.count > 1, chunks[1].type == "acTL" else { throw Failure(description: "no acTL after IHDR") }
        width = Int(PNGChunk.readBigEndian(header.data, at: 0))
        height = Int(PNGChunk.readBigEndian(header.data, at: 4))
        frameCount = Int(PNGChunk.readBigEndian(chunks[1].data, at: 0))
        loops = Int(PNGChunk.readBigEndian(chunks[1].data, at: 4))
        var controls: [Control] = []
        var data: [[UInt8]] = []
        for chunk in chunks.dropFirst(2) {
            switch chunk.type {
            case "fcTL":
                let d = chunk.data
                controls.append(
                    Control(
                        sequence: PNGChunk.readBigEndian(d, at: 0),
                        width: Int(PNGChunk.readBigEndian(d, at: 4)), height: Int(PNGChunk.readBigEndian(d, at: 8)),
                        x: Int(PNGChunk.readBigEndian(d, at: 12)), y: Int(PNGChunk.readBigEndian(d, at: 16)),
                        delay: Int(d[20]) << 8 | Int(d[21]), denominator: Int(d[22]) << 8 | Int(d[23]), dispose: d[24],
                        blend: d[25]))
                data.append([])
            case "IDAT":
                guard controls.count == 1 else { throw Failure(description: "IDAT outside the first frame") }
                data[0] += chunk.data
            case "fdAT":
                guard controls.count > 1 else { throw Failure(description: "fdAT in the first frame") }
                data[data.count - 1] += chunk.data.dropFirst(4)
            case "IEND":
                break
            default:
                throw Failure(description: "unexpected chunk \(chunk.type)")
            }
        }
        var canvas = [RenderedImage.Pixel](
            repeating: RenderedImage.Pixel(red: 0, green: 0, blue: 0, alpha: 0), count: width * height)
        var shown: [[RenderedImage.Pixel]] = []
        for (control, frameData) in zip(controls, data) where compose {
            guard control.dispose == 0, control.blend == 0 else {
                throw Failure(
                    description: "frame \(shown.count) uses dispose \(control.dispose), blend \(control.blend)")
            }
            guard control.x >= 0, control.y >= 0, control.x + control.width <= width,
                control.y + control.height <= height
            else {
                throw Failure(description: "frame \(shown.count)'s region is outside the image")
            }
            var ihdr = header.data
            ihdr.replaceSubrange(
                0..<8, with: PNGChunk.bigEndian(UInt32(control.width)) + PNGChunk.bigEndian(UInt32(control.height)))
            let png = PNGChunk.file([
                PNGChunk(type: "IHDR", data: ihdr), PNGChunk(type: "IDAT", data: frameData),
                PNGChunk(type: "IEND", data: []),
            ])
            let image = try RenderedImage(png: png, scale: 1)
            guard image.width == control.width, image.height == control.height else {
                throw Failure(
                    description:
                        "frame \(shown.count)'s data is \(image.width) × \(image.height) px, its fcTL says \(control.width) × \(control.height)"
                )
            }
            for row in 0..<control.height {
                for column in 0..<control.width {
                    if let pixel = image.pixel(x: column, y: row) {
                        canvas[(control.y + row) * width + control.x + column] = pixel
                    }
                }
            }
            shown.append(canvas)
        }
        self.controls = controls
        self.shown = shown
    }

    /// The pixels of `image` row by row, to compare with a shown frame.
    static func pixels(of image: RenderedImage) -> [RenderedImage.Pixel] {
        (0..<image.height).flatMap { y in (0..<image.width).compactMap { x in image.pixel(x: x, y: y) } }
    }
}
