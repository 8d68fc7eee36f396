// The size of a typical animated preview: a 393 × 852 pt screen where only a 40 × 40 pt
// circle moves, 120 frames at 60 fps, drawn at scale 1. Prints the file's size (XCTest
// prints the test's time); set VIEWSIM_RENDER_ARTIFACTS to keep the file. Measured in a
// debug build on the shared 2-core machine: 504,032 bytes in 1.1–1.5 s when every frame was
// the whole image; 77,410 bytes in about 0.11 s with region frames.
import Foundation
import ViewSim
import ViewSimRendering
import XCTest

final class AnimatedPNGSizeTests: XCTestCase {
    /// Frame `index`: a static title bar and card, and the circle 2 pt right and 5 pt down per frame.
    static func movingCircle(_ index: Int) -> RenderFrame {
        let circle = CGRect(x: 20 + 2 * CGFloat(index), y: 120 + 5 * CGFloat(index), width: 40, height: 40)
        return RenderFrame(
            time: Double(index) / 60,
            displayList: DisplayList(
                size: CGSize(width: 393, height: 852),
                items: [
                    RenderFixtures.fill(Path(CGRect(x: 0, y: 0, width: 393, height: 96)), RenderFixtures.blue),
                    RenderFixtures.fill(
                        Path(roundedRect: CGRect(x: 16, y: 700, width: 361, height: 120), cornerRadius: 12),
                        RenderFixtures.black),
                    RenderFixtures.fill(Path(ellipseIn: circle)),
                ]))
    }

    func testAMovingCircleOnAStillScreenIsSmall() throws {
        let frames = (0..<120).map(Self.movingCircle)
        let result = try AnimatedPNG(frames: frames).png(with: DisplayListRenderer(scale: 1))
        RenderFixtures.keep(result.bytes, name: "moving-circle.apng.png")
        print("AnimatedPNG of 120 frames of 393 × 852 px, a 40 × 40 circle moving: \(result.bytes.count) bytes")
        XCTAssertEqual(result.notes, [])
        XCTAssertEqual(result.pixelWidth, 393)
        XCTAssertLessThan(result.bytes.count, 150_000, "region frames: about 640 bytes a frame, not a whole image")
        let played = try APNGComposer(apng: result.bytes, compose: false)
        XCTAssertEqual(played.frameCount, 120)
        XCTAssertEqual(played.controls.dropFirst().map(\.width).max(), 42, "the circle's old and new box: 40 + 2 pt")
        XCTAssertEqual(played.controls.dropFirst().map(\.height).max(), 45, "the circle's old and new box: 40 + 5 pt")
    }
}
