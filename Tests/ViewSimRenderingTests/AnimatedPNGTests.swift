// The animated PNG's structure, read back chunk by chunk: signature, IHDR, acTL
// with the frame count, an fcTL per frame with its delay from the frames' times,
// IDAT for the first frame and fdAT for the rest, sequence numbers in order,
// every CRC valid; and the first frame is what a plain PNG reader shows.
import Foundation
import ViewSim
import ViewSimRendering
import XCTest

final class AnimatedPNGTests: XCTestCase {
    private func frame(_ time: Double, x: CGFloat) -> RenderFrame {
        RenderFrame(time: time, displayList: DisplayList(size: CGSize(width: 40, height: 20), items: [
            RenderFixtures.fill(Path(CGRect(x: x, y: 0, width: 10, height: 20))),
        ]))
    }

    func testChunksCountsDelaysAndCRCs() throws {
        let frames = [frame(0, x: 0), frame(0.25, x: 10), frame(0.5, x: 20), frame(1.0, x: 30)]
        let result = try AnimatedPNG(frames: frames).png(with: DisplayListRenderer())
        RenderFixtures.keep(result.bytes, name: "animated.png")
        XCTAssertEqual(result.notes, [])
        let chunks = try PNGChunk.chunks(of: result.bytes)  // checks every CRC
        XCTAssertEqual(chunks.first?.type, "IHDR")
        XCTAssertEqual(chunks.last?.type, "IEND")
        XCTAssertEqual(chunks[1].type, "acTL", "acTL comes before any image data")
        XCTAssertEqual(PNGChunk.readBigEndian(chunks[1].data, at: 0), 4, "four frames")
        XCTAssertEqual(PNGChunk.readBigEndian(chunks[1].data, at: 4), 0, "plays forever")
        let controls = chunks.filter { $0.type == "fcTL" }
        XCTAssertEqual(controls.count, 4)
        // Delays: 250, 250, 500 ms, and the last as long as the one before it.
        let delays = controls.map { Int($0.data[20]) << 8 | Int($0.data[21]) }
        let denominators = controls.map { Int($0.data[22]) << 8 | Int($0.data[23]) }
        XCTAssertEqual(delays, [250, 250, 500, 500])
        XCTAssertEqual(Set(denominators), [1000])
        for control in controls {
            XCTAssertEqual(PNGChunk.readBigEndian(control.data, at: 4), 80, "width in pixels")
            XCTAssertEqual(PNGChunk.readBigEndian(control.data, at: 8), 40, "height in pixels")
        }
        // Sequence numbers count fcTL and fdAT chunks from 0 without gaps.
        let sequence = chunks.filter { $0.type == "fcTL" || $0.type == "fdAT" }.map { PNGChunk.readBigEndian($0.data, at: 0) }
        XCTAssertEqual(sequence, (0..<UInt32(sequence.count)).map { $0 })
        // The first frame's data is IDAT, right after its fcTL; the others are fdAT.
        let types = chunks.map(\.type)
        XCTAssertEqual(types.firstIndex(of: "IDAT"), (types.firstIndex(of: "fcTL") ?? -9) + 1)
        XCTAssertFalse(types.drop(while: { $0 != "fdAT" }).contains("IDAT"), "no IDAT after the first fdAT")
        XCTAssertGreaterThanOrEqual(types.filter { $0 == "fdAT" }.count, 3)
        // A plain PNG reader sees the first frame: the red bar at x 0…10.
        let image = try RenderedImage(png: result.bytes, scale: result.scale)
        assertPixel(image, at: CGPoint(x: 5, y: 10), is: RenderedImage.Pixel(red: 255, green: 0, blue: 0))
        assertPixel(image, at: CGPoint(x: 15, y: 10), is: .white)
        // Each frame's fdAT data (without its sequence number) is a whole image: frame k's bar is at x 10k…10k+10.
        var frameData: [[UInt8]] = []
        for chunk in chunks {
            if chunk.type == "fcTL" { frameData.append([]) }
            if chunk.type == "IDAT" { frameData[frameData.count - 1] += chunk.data }
            if chunk.type == "fdAT" { frameData[frameData.count - 1] += chunk.data.dropFirst(4) }
        }
        XCTAssertEqual(frameData.count, 4)
        for (index, data) in frameData.enumerated() {
            let png = PNGChunk.file([chunks[0], PNGChunk(type: "IDAT", data: data), PNGChunk(type: "IEND", data: [])])
            let frameImage = try RenderedImage(png: png, scale: result.scale)
            assertPixel(frameImage, at: CGPoint(x: 10 * index + 5, y: 10), is: RenderedImage.Pixel(red: 255, green: 0, blue: 0), "frame \(index)")
            assertPixel(frameImage, at: CGPoint(x: (10 * index + 25) % 40, y: 10), is: .white, "frame \(index)")
        }
    }

    func testTimesThatDoNotIncreaseGetTheDefaultDelayAndANote() throws {
        let result = try AnimatedPNG(frames: [frame(1, x: 0), frame(1, x: 10)]).png(with: DisplayListRenderer())
        let delays = try PNGChunk.chunks(of: result.bytes).filter { $0.type == "fcTL" }.map { Int($0.data[20]) << 8 | Int($0.data[21]) }
        XCTAssertEqual(delays, [100, 100])
        XCTAssertEqual(result.notes.count, 1)
        XCTAssertTrue(result.notes[0].contains("do not increase"), result.notes[0])
    }

    func testOneFrameIsAnAnimationOfOneFrame() throws {
        let result = try AnimatedPNG(frames: [frame(0, x: 0)]).png()
        let chunks = try PNGChunk.chunks(of: result.bytes)
        XCTAssertEqual(chunks.filter { $0.type == "fcTL" }.count, 1)
        XCTAssertEqual(chunks.filter { $0.type == "fdAT" }.count, 0)
        XCTAssertEqual(result.notes, [])
    }

    func testFramesOfDifferentSizesOrNoFramesAreErrors() {
        let other = RenderFrame(time: 1, displayList: DisplayList(size: CGSize(width: 10, height: 10)))
        XCTAssertThrowsError(try AnimatedPNG(frames: [frame(0, x: 0), other]).png(with: DisplayListRenderer())) { error in
            XCTAssertTrue("\(error)".contains("frame 1 is 10 × 10 pt and frame 0 is 40 × 20 pt"), "\(error)")
        }
        XCTAssertThrowsError(try AnimatedPNG(frames: []).png(with: DisplayListRenderer())) { error in
            XCTAssertTrue("\(error)".contains("at least one frame"), "\(error)")
        }
        XCTAssertThrowsError(try AnimatedPNG(frames: [frame(0, x: 0)], loops: -1).png(with: DisplayListRenderer()))
    }

    func testPNGChunkCRCsAreISO3309() throws {
        // The IEND chunk of every PNG file: length 0, "IEND", CRC AE 42 60 82.
        XCTAssertEqual(PNGChunk(type: "IEND", data: []).bytes, [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
        var damaged = try DisplayListRenderer().png(DisplayList(size: CGSize(width: 4, height: 4))).bytes
        damaged[20] ^= 0xFF  // inside IHDR
        XCTAssertThrowsError(try PNGChunk.chunks(of: damaged)) { error in
            XCTAssertTrue("\(error)".contains("CRC"), "\(error)")
        }
    }
}
