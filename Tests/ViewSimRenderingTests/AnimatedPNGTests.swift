// The animated PNG's structure, read back chunk by chunk: signature, IHDR, acTL
// with the frame count, an fcTL per frame with its region and its delay from the
// frames' times, IDAT for the first frame and fdAT for the rest, sequence numbers in
// order, every CRC valid; the first frame is what a plain PNG reader shows. Region
// frames hold only what changed, frames that change nothing merge into the one before,
// and the frames played back (APNGComposer) are the frames drawn directly.
import Foundation
import ViewSim
import ViewSimRendering
import XCTest

final class AnimatedPNGTests: XCTestCase {
    private func frame(_ time: Double, x: CGFloat) -> RenderFrame {
        RenderFrame(
            time: time,
            displayList: DisplayList(
                size: CGSize(width: 40, height: 20),
                items: [
                    RenderFixtures.fill(Path(CGRect(x: x, y: 0, width: 10, height: 20)))
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
        // The first frame is the whole image; each later one the box of the bar's old and new place.
        let regions = controls.map { control in (0..<4).map { PNGChunk.readBigEndian(control.data, at: 4 + 4 * $0) } }
        XCTAssertEqual(
            regions, [[80, 40, 0, 0], [40, 40, 0, 0], [40, 40, 20, 0], [40, 40, 40, 0]], "width, height, x, y in pixels"
        )
        // Sequence numbers count fcTL and fdAT chunks from 0 without gaps.
        let sequence = chunks.filter { $0.type == "fcTL" || $0.type == "fdAT" }.map {
            PNGChunk.readBigEndian($0.data, at: 0)
        }
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
        // Played back, frame k shows the bar at x 10k…10k+10 and nothing else.
        let played = try APNGComposer(apng: result.bytes)
        XCTAssertEqual(played.shown.count, 4)
        for (index, shown) in played.shown.enumerated() {
            let expected = try RenderedImage(DisplayListRenderer().png(frames[index].displayList))
            XCTAssertEqual(shown, APNGComposer.pixels(of: expected), "frame \(index)")
            XCTAssertEqual(
                shown[20 * 80 + 20 * index + 10], RenderedImage.Pixel(red: 255, green: 0, blue: 0),
                "frame \(index)'s bar")
            XCTAssertEqual(shown[20 * 80 + (20 * index + 50) % 80], .white, "frame \(index) beside its bar")
        }
    }

    func testTimesThatDoNotIncreaseGetTheDefaultDelayAndANote() throws {
        let result = try AnimatedPNG(frames: [frame(1, x: 0), frame(1, x: 10)]).png(with: DisplayListRenderer())
        let delays = try PNGChunk.chunks(of: result.bytes).filter { $0.type == "fcTL" }.map {
            Int($0.data[20]) << 8 | Int($0.data[21])
        }
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
        XCTAssertThrowsError(try AnimatedPNG(frames: [frame(0, x: 0), other]).png(with: DisplayListRenderer())) {
            error in
            XCTAssertTrue("\(error)".contains("frame 1 is 10 × 10 pt and frame 0 is 40 × 20 pt"), "\(error)")
        }
        XCTAssertThrowsError(try AnimatedPNG(frames: []).png(with: DisplayListRenderer())) { error in
            XCTAssertTrue("\(error)".contains("at least one frame"), "\(error)")
        }
        XCTAssertThrowsError(try AnimatedPNG(frames: [frame(0, x: 0)], loops: -1).png(with: DisplayListRenderer()))
    }

    func testPNGChunkCRCsAreISO3309() throws {
        // The IEND chunk of every PNG file: length 0, "IEND", CRC AE 42 60 82.
        XCTAssertEqual(
            PNGChunk(type: "IEND", data: []).bytes, [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
        var damaged = try DisplayListRenderer().png(DisplayList(size: CGSize(width: 4, height: 4))).bytes
        damaged[20] ^= 0xFF  // inside IHDR
        XCTAssertThrowsError(try PNGChunk.chunks(of: damaged)) { error in
            XCTAssertTrue("\(error)".contains("CRC"), "\(error)")
        }
    }
}
