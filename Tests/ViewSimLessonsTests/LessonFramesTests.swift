import ViewSim
import ViewSimRendering
// Pixels of lessons' rendered frames (cairo, through ViewSimRendering): what a
// learner sees in `viewsim run`'s step<k>-frames.png. Lesson 3's heart is grey
// before the tap and fills with red as its trim animates; lesson 11's particles
// are drawn (in colour) where seed 004's formula puts them.
import XCTest

@testable import ViewSimLessons

@MainActor
final class LessonFramesTests: XCTestCase {
    private func recordedRun(_ lesson: Scenario) throws -> Simulation {
        var configuration = SimulationConfiguration()
        configuration.recordsDisplayLists = true
        return try lesson.run(configuration: configuration).simulation
    }

    /// Red stroke pixels: strongly red, little green or blue.
    private func isRed(_ pixel: RenderedImage.Pixel) -> Bool {
        pixel.red > 180 && pixel.green < 110 && pixel.blue < 110
    }

    /// Grey stroke pixels: SwiftUI's `Color.gray` (142, 142, 147), not the black text.
    private func isGrey(_ pixel: RenderedImage.Pixel) -> Bool {
        pixel.isClose(to: RenderedImage.Pixel(red: 142, green: 142, blue: 147), tolerance: 12)
    }

    func testLesson3sHeartIsGreyBeforeTheTapAndFillsWithRedAsTheTrimAnimates() async throws {
        let sim = try recordedRun(Lesson3.lesson)
        let heart = try XCTUnwrap(sim.frame(of: "heart"))
        let renderer = DisplayListRenderer(scale: 1)
        // The tap is step 1's one frame; the spring fills the stroke in step 2's frames.
        let tap = try XCTUnwrap(sim.trace.frames(inStep: Lesson3.Step.tap).first?.index)
        let end = try XCTUnwrap(sim.trace.frames(inStep: Lesson3.Step.spring).last?.index)
        func pixels(atFrame frame: Int) throws -> [RenderedImage.Pixel] {
            let list = try sim.displayList(at: Double(frame) / 60)
            // The scale effect grows the heart to 1.2×: look at its grown frame.
            return try RenderedImage(renderer.png(list)).pixels(in: heart.insetBy(dx: -25, dy: -25))
        }
        let before = try pixels(atFrame: max(0, tap - 1))
        let middle = try pixels(atFrame: tap + 10)
        let after = try pixels(atFrame: end)
        let red = [before, middle, after].map { $0.filter(isRed).count }
        XCTAssertEqual(red[0], 0, "before the tap the trim is 0: no red")
        XCTAssertGreaterThan(before.filter(isGrey).count, 400, "the grey heart is drawn")
        XCTAssertGreaterThan(red[1], 100, "ten frames into the spring, part of the outline is red")
        XCTAssertGreaterThan(red[2], red[1] + 100, "at the end, more of it: \(red)")
        XCTAssertLessThan(
            after.filter(isGrey).count, before.filter(isGrey).count / 4, "the red stroke covers the grey one")
    }

    func testLesson11sParticlesAreDrawnInColourAtTheirPositions() async throws {
        let sim = try recordedRun(Lesson11.lesson)
        let draws = Lesson11.draws("particles", in: sim.trace, step: Lesson11.Step.emit)
        let time = Double(try XCTUnwrap(draws.last).frame) / 60
        let list = try sim.displayList(at: time)
        let image = try RenderedImage(DisplayListRenderer(scale: 2).png(list))
        let particles = list.items.filter { $0.viewName == "particles" }
        XCTAssertEqual(particles.count, 5, "every particle is out at the end of the step")
        for item in particles {
            let bounds = try XCTUnwrap(DisplayList(size: list.size, items: [item]).contentBounds)
            let colourful = image.pixels(in: bounds.insetBy(dx: bounds.width / 4, dy: bounds.height / 4)).filter {
                $0.chroma > 100
            }
            XCTAssertGreaterThan(colourful.count, 50, "a colour emoji heart is drawn at \(bounds)")
        }
    }
}
