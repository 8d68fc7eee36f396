// Bad input on the way from a simulation to a picture: a zero-size canvas, a
// canvas drawing NaN, a huge screen (drawn at a lower scale, with a note), a past
// time that was not recorded and a file that is neither PNG nor SVG (clear
// errors) — never a crash, and nothing written where it failed.
import Foundation
import ViewSim
import ViewSimRendering
import XCTest

private struct Sketch: View {
    var body: some View {
        VStack {
            Canvas { context, size in
                // A zero-size canvas: the renderer still runs, with size zero.
                context.fill(Path(CGRect(x: 0, y: 0, width: size.width / size.width, height: 1)), with: .color(.red))
            }
            .frame(width: 0, height: 0)
            Rectangle().fill(.blue).frame(width: 50, height: 50)
        }
    }
}

final class SimulationRenderBadInputTests: XCTestCase {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "viewsim-sim-render-\(ProcessInfo.processInfo.processIdentifier)-\(name.filter(\.isLetter))")
        try? FileManager.default.removeItem(at: url)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    func testAZeroSizeCanvasDrawingNaNRendersTheRest() throws {
        let sim = Simulation(Sketch())
        XCTAssertEqual(sim.trace.canvasDraws().count, 1, "the zero-size canvas's renderer ran")
        XCTAssertTrue(sim.trace.diagnostics().contains { $0.kind == .canvas }, "0/0 is NaN: reported")
        let directory = try folder()
        let result = try sim.render(
            to: directory.appendingPathComponent("sketch.png"), scale: 1, croppedToContent: true)
        XCTAssertEqual(result.pixelHeight, 50 + 32, "only the blue square and the margin")
        XCTAssertTrue(
            (82...83).contains(result.pixelWidth),
            "the square at x = 171.5, the margin, whole points: \(result.pixelWidth)")
        let image = try RenderedImage(result)
        XCTAssertTrue(
            try XCTUnwrap(image.pixel(x: 41, y: 41)).isClose(
                to: RenderedImage.Pixel(red: 0, green: 122, blue: 255), tolerance: 40),
            "the square is blue: \(String(describing: image.pixel(x: 41, y: 41)))")
    }

    func testAHugeScreenIsDrawnAtALowerScaleWithANote() throws {
        var configuration = SimulationConfiguration()
        configuration.screenSize = CGSize(width: 10_000, height: 10_000)
        let sim = Simulation(Sketch(), configuration: configuration)
        let result = try sim.render(to: try folder().appendingPathComponent("huge.png"), scale: 2)
        XCTAssertLessThanOrEqual(result.pixelWidth, 8192, "clamped to the documented maximum")
        XCTAssertLessThanOrEqual(result.pixelWidth * result.pixelHeight, 32 << 20, "at most 32 megapixels")
        XCTAssertTrue(result.notes.contains { $0.contains("lower scale") || $0.contains("scale") }, "\(result.notes)")
    }

    func testAnUnrecordedPastTimeAndABadExtensionAreClearErrors() throws {
        let sim = Simulation(Sketch())
        try sim.advance(by: 1)
        let directory = try folder()
        XCTAssertThrowsError(try sim.render(at: 0.5, to: directory.appendingPathComponent("past.png"))) { error in
            XCTAssertTrue("\(error)".contains("recordsDisplayLists"), "says how to record: \(error)")
        }
        XCTAssertThrowsError(try sim.render(to: directory.appendingPathComponent("frame.jpg"))) { error in
            XCTAssertTrue("\(error)".contains(".png") && "\(error)".contains(".svg"), "names the formats: \(error)")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [], "nothing written")
    }
}
