// Region frames and merged frames of the animated PNG: a frame holds only the box of the
// pixels that changed (at the renderer's scale), frames that change nothing — equal display
// lists or equal pixels — lengthen the frame before, a merged frame longer than 65.535 s is
// split, and playing the file back (APNGComposer) gives exactly the frames drawn directly,
// the same bytes in every render.
import Foundation
import ViewSim
import ViewSimRendering
import XCTest

final class AnimatedPNGRegionTests: XCTestCase {
    private let size = CGSize(width: 40, height: 20)

    private func frame(_ time: Double, _ items: [DisplayList.Item]) -> RenderFrame {
        RenderFrame(time: time, displayList: DisplayList(size: size, items: items))
    }

    private func square(x: CGFloat, y: CGFloat, _ color: DisplayList.RGBA = RenderFixtures.red) -> DisplayList.Item {
        RenderFixtures.fill(Path(CGRect(x: x, y: y, width: 10, height: 10)), color)
    }

    /// The fcTLs of `result`, played back.
    private func play(_ result: RenderResult, file: StaticString = #filePath, line: UInt = #line) throws -> APNGComposer
    {
        let played = try APNGComposer(apng: result.bytes)
        XCTAssertEqual(
            played.frameCount, played.controls.count, "acTL counts the frames written", file: file, line: line)
        XCTAssertEqual(played.controls.map(\.sequence).first, 0, file: file, line: line)
        XCTAssertEqual(Set(played.controls.map(\.denominator)), [1000], file: file, line: line)
        return played
    }

    func testASquareThatAppearsIsTheSecondFramesRegionAtTheScale() throws {
        let frames = [frame(0, []), frame(0.5, [square(x: 20, y: 5)])]
        for scale in [1.0, 2, 3] {
            let played = try play(AnimatedPNG(frames: frames).png(with: DisplayListRenderer(scale: scale)))
            let pixels = Int(10 * scale)
            let whole = (Int(40 * scale), Int(20 * scale))
            XCTAssertEqual(
                played.controls.map { [$0.width, $0.height, $0.x, $0.y] },
                [[whole.0, whole.1, 0, 0], [pixels, pixels, Int(20 * scale), Int(5 * scale)]], "scale \(scale)")
            XCTAssertEqual(played.controls.map(\.delay), [500, 500])
        }
    }

    func testEqualDisplayListsMergeWithTheirDelaysSummed() throws {
        let moved = [square(x: 10, y: 5)]
        let frames = [
            frame(0, [square(x: 0, y: 5)]), frame(0.25, moved), frame(0.5, moved), frame(1.0, moved), frame(1.1, []),
        ]
        let result = try AnimatedPNG(frames: frames).png(with: DisplayListRenderer())
        XCTAssertEqual(result.notes, [])
        let played = try play(result)
        XCTAssertEqual(played.frameCount, 3)
        // 250 ms; 250 + 500 + 100 for the three equal lists; the last as long as the gap before it (100).
        XCTAssertEqual(played.controls.map(\.delay), [250, 850, 100])
    }

    func testEqualPixelsMergeToo() throws {
        // Different lists, same pixels: an invisible square, and a white one on the white background.
        let frames = [
            frame(0, []), frame(0.1, [square(x: 0, y: 0, DisplayList.RGBA(red: 1, green: 1, blue: 1))]),
            frame(0.2, [RenderFixtures.fill(Path(CGRect(x: 5, y: 5, width: 10, height: 10)), opacity: 0)]),
            frame(0.3, [square(x: 30, y: 10)]),
        ]
        XCTAssertNotEqual(frames[0].displayList, frames[1].displayList)
        let played = try play(AnimatedPNG(frames: frames).png(with: DisplayListRenderer()))
        XCTAssertEqual(played.controls.map(\.delay), [300, 100])
        XCTAssertEqual(
            played.controls.map { [$0.width, $0.height, $0.x, $0.y] }, [[80, 40, 0, 0], [20, 20, 60, 20]])
    }

    func testOneUnchangingFrameIsOneFrameOfTheSummedDelay() throws {
        let frames = (0..<5).map { frame(Double($0) * 0.2, [square(x: 0, y: 0)]) }
        let played = try play(AnimatedPNG(frames: frames).png(with: DisplayListRenderer()))
        XCTAssertEqual(played.controls.map(\.delay), [1000])
    }

    func testAMergedFrameLongerThanTheLongestDelayIsSplit() throws {
        // Gaps of 40 s: the middle frame is shown 120 s (three equal lists): 65.535 + 54.465 s.
        let still = [square(x: 20, y: 5)]
        let frames = [frame(0, []), frame(40, still), frame(80, still), frame(120, still), frame(160, [])]
        let result = try AnimatedPNG(frames: frames).png(with: DisplayListRenderer())
        XCTAssertEqual(result.notes, [])
        let played = try play(result)
        XCTAssertEqual(played.controls.map(\.delay), [40_000, 65_535, 54_465, 40_000])
        XCTAssertEqual(
            played.controls.map { [$0.width, $0.height, $0.x, $0.y] },
            [[80, 40, 0, 0], [20, 20, 40, 10], [1, 1, 0, 0], [20, 20, 40, 10]], "the continuation repaints one pixel")
        XCTAssertEqual(played.shown[2], played.shown[1], "the continuation changes nothing")
        let last = try RenderedImage(DisplayListRenderer().png(frames[4].displayList))
        XCTAssertEqual(played.shown.last, APNGComposer.pixels(of: last))
    }

    func testAGapLongerThanTheLongestDelayIsClampedWithANote() throws {
        let result = try AnimatedPNG(frames: [frame(0, []), frame(100, [square(x: 0, y: 0)])]).png(
            with: DisplayListRenderer())
        let played = try play(result)
        XCTAssertEqual(played.controls.map(\.delay), [65_535, 65_535])
        XCTAssertEqual(result.notes.count, 1, "\(result.notes)")
        XCTAssertTrue(result.notes.first?.contains("100 s apart") == true, "\(result.notes)")
    }

    /// A circle moving by fractions of a pixel over text, a gradient and a faded shape: anti-aliased edges everywhere.
    private func movingCircle(_ index: Int) -> RenderFrame {
        let stops = [
            DisplayList.GradientStop(color: RenderFixtures.red, location: 0),
            DisplayList.GradientStop(color: RenderFixtures.blue, location: 1),
        ]
        let circle = CGRect(x: 3 + 1.7 * CGFloat(index), y: 20 + 0.9 * CGFloat(index), width: 14.5, height: 14.5)
        return RenderFrame(
            time: Double(index) / 60,
            displayList: DisplayList(
                size: CGSize(width: 60, height: 50),
                items: [
                    RenderFixtures.item(
                        .fill(
                            Path(CGRect(x: 0, y: 30, width: 60, height: 12)),
                            .linearGradient(stops: stops, startPoint: .zero, endPoint: CGPoint(x: 60, y: 0)),
                            FillStyle())),
                    RenderFixtures.text("Hi", size: 14, at: CGPoint(x: 4, y: 2)),
                    RenderFixtures.fill(Path(ellipseIn: circle), RenderFixtures.blue, opacity: 0.6),
                    RenderFixtures.fill(
                        Path(CGRect(x: 40, y: 0, width: 15, height: 15)), opacity: index % 4 == 0 ? 1 : 0.5),
                ]))
    }

    func testPlayedBackEveryFrameIsTheFrameDrawnDirectly() throws {
        let frames = (0..<16).map(movingCircle)
        for scale in [1.0, 2] {
            let renderer = DisplayListRenderer(scale: scale)
            let result = try AnimatedPNG(frames: frames).png(with: renderer)
            RenderFixtures.keep(result.bytes, name: "moving-circle-\(Int(scale))x.apng.png")
            let played = try play(result)
            XCTAssertEqual(played.shown.count, frames.count, "every frame changes something")
            // Frame 2 only moves the circle (1.7 × 0.9 pt): its region is the circle's old and new box, plus edge pixels.
            let circle = played.controls[2]
            XCTAssertLessThanOrEqual(circle.width, Int(((14.5 + 1.7) * scale).rounded(.up)) + 2, "scale \(scale)")
            XCTAssertLessThanOrEqual(circle.height, Int(((14.5 + 0.9) * scale).rounded(.up)) + 2, "scale \(scale)")
            XCTAssertEqual(circle.x, Int(((3 + 1.7) * scale).rounded(.down)), "scale \(scale)")
            for (index, shown) in played.shown.enumerated() {
                let direct = try RenderedImage(renderer.png(frames[index].displayList))
                XCTAssertEqual(shown, APNGComposer.pixels(of: direct), "frame \(index) at scale \(scale)")
            }
        }
    }

    func testTheSameFramesGiveTheSameBytes() throws {
        let frames = (0..<16).map(movingCircle) + [movingCircle(15), movingCircle(3)]
        let first = try AnimatedPNG(frames: frames).png(with: DisplayListRenderer())
        let second = try AnimatedPNG(frames: frames).png(with: DisplayListRenderer())
        XCTAssertEqual(first, second)
        XCTAssertEqual(try APNGComposer(apng: first.bytes).frameCount, 17, "the repeated frame 15 merged")
    }
}
