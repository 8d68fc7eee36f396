// The screen's pictures on the report page (ReportPictures): every frame of a
// step maps to the picture that was on screen, identical pictures are stored
// once, a step that changes its picture often keeps an even selection within the
// byte budget, and the counts the page shows say how many were kept.
import Foundation
import ViewSim
import ViewSimLessons
import ViewSimRendering
import XCTest

@testable import ViewSimCLI

final class ReportPicturesTests: XCTestCase {
    func testEvenSelectionKeepsTheEndsAndSpreadsTheRest() {
        XCTAssertEqual(ReportPictures.evenSelection(of: 5, keeping: 10), [0, 1, 2, 3, 4], "fewer than the limit: all")
        XCTAssertEqual(ReportPictures.evenSelection(of: 10, keeping: 4), [0, 3, 6, 9])
        XCTAssertEqual(ReportPictures.evenSelection(of: 10, keeping: 1), [0])
        XCTAssertEqual(ReportPictures.evenSelection(of: 0, keeping: 3), [])
    }

    func testStepRangesCoverTheRunWithoutGaps() throws {
        let recording = try ScenarioRunner.record(try ReportFixtures.lesson("lesson3"), recordsDisplayLists: true)
        let simulation = recording.run.simulation
        let ranges = ReportPictures.stepRanges(simulation.trace.steps, lastFrame: simulation.frame)
        XCTAssertEqual(ranges.map(\.step), Array(0..<recording.run.scenario.steps.count))
        XCTAssertEqual(ranges.first?.range.lowerBound, 0)
        XCTAssertEqual(ranges.last?.range.upperBound, simulation.frame)
        for (earlier, later) in zip(ranges, ranges.dropFirst()) {
            XCTAssertEqual(
                earlier.range.upperBound + 1, later.range.lowerBound,
                "step \(later.step) starts right after step \(earlier.step)")
        }
    }

    /// Lesson 3's trim animates for 50–60 frames a step: more pictures than the
    /// budget keeps. Every frame still maps to a picture, exactly where kept; the
    /// kept picture of a frame is the one the run drew then, byte for byte.
    func testLesson3sFramesMapToThePicturesOnScreen() throws {
        let recording = try ScenarioRunner.record(try ReportFixtures.lesson("lesson3"), recordsDisplayLists: true)
        let simulation = recording.run.simulation
        let pictures = try ReportPictures(simulation: simulation, for: "report.html")
        XCTAssertFalse(pictures.images.isEmpty)
        XCTAssertEqual(pictures.steps.map(\.step), Array(0..<recording.run.scenario.steps.count))
        let bytes = pictures.images.map(\.bytes.count).reduce(0, +)
        XCTAssertLessThanOrEqual(bytes, ReportPictures.byteBudget)
        XCTAssertEqual(Set(pictures.images.map(\.bytes)).count, pictures.images.count, "each picture stored once")
        XCTAssertEqual(pictures.spans.map(\.first), pictures.spans.map(\.first).sorted(), "spans in frame order")
        for span in pictures.spans {
            XCTAssertLessThanOrEqual(span.first, span.last)
            XCTAssertTrue(pictures.images.indices.contains(span.image))
        }
        let animating = try XCTUnwrap(pictures.steps.first { $0.pictures > 40 }, "a step of lesson 3 animates the trim")
        XCTAssertLessThan(
            animating.kept, animating.pictures, "its pictures are more than the budget keeps, and the page says so")
        XCTAssertGreaterThan(animating.kept, 10, "yet it keeps enough to scrub through")
        XCTAssertTrue(
            pictures.steps.contains { $0.pictures == 1 && $0.kept == 1 }, "a still step keeps its one picture")

        // A kept span's picture is what the run drew in its first frame, cropped as the step is.
        let vector = DisplayListRenderer()
        let bitmap = DisplayListRenderer(scale: 1)
        let ranges = ReportPictures.stepRanges(simulation.trace.steps, lastFrame: simulation.frame)
        let frameDuration = 1 / Double(simulation.configuration.framesPerSecond)
        let range = try XCTUnwrap(ranges.first { $0.step == animating.step }?.range)
        let inStep = pictures.spans.filter { range.contains($0.first) }
        XCTAssertEqual(inStep.count, animating.kept)
        let lists = try range.map {
            RenderFrame(time: Double($0), displayList: try simulation.displayList(at: Double($0) * frameDuration))
        }
        let cropped = RenderFrame.croppedToContent(lists)
        for span in [inStep[0], inStep[inStep.count / 2], inStep[inStep.count - 1]] {
            let list = cropped[span.first - range.lowerBound].displayList
            let svg = try vector.svg(list).bytes
            let png = try bitmap.png(list).bytes
            let image = pictures.images[span.image]
            XCTAssertEqual(image.bytes, image.format == "svg" ? svg : png, "frame \(span.first)'s picture")
            if span == inStep[0] {
                XCTAssertEqual(
                    image.bytes.count, min(svg.count, png.count),
                    "the step's first picture is the smaller of its SVG and PNG")
            }
            XCTAssertEqual(image.format, pictures.images[inStep[0].image].format, "one format a step")
            if span.last > span.first {
                XCTAssertEqual(
                    cropped[span.last - range.lowerBound].displayList,
                    cropped[span.first - range.lowerBound].displayList,
                    "frames \(span.first)–\(span.last) showed one picture")
            }
        }
    }

    /// A scenario that draws nothing that changes has one picture for the run, and
    /// its JSON names it for every step.
    func testAStillRunStoresItsPictureOnce() throws {
        let recording = try ScenarioRunner.record(ReportFixtures.hostile, recordsDisplayLists: true)
        let pictures = try ReportPictures(simulation: recording.run.simulation, for: "report.html")
        XCTAssertEqual(pictures.steps.map(\.kept), pictures.steps.map(\.pictures))
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(pictures.json().utf8)) as? [String: Any])
        let images = try XCTUnwrap(json["images"] as? [[Any]])
        XCTAssertEqual(images.count, pictures.images.count)
        let first = try XCTUnwrap(images.first)
        XCTAssertEqual(first[0] as? Int, pictures.images[0].width)
        let bytes = Array(try XCTUnwrap(Data(base64Encoded: try XCTUnwrap(first[3] as? String))))
        XCTAssertEqual(first[2] as? String, pictures.images[0].format)
        if pictures.images[0].format == "svg" {
            XCTAssertTrue(String(decoding: bytes, as: UTF8.self).contains("<svg"), "an SVG document")
        } else {
            XCTAssertEqual(Array(bytes.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "a PNG")
        }
    }

    func testARunWithoutDisplayListsHasNoPictures() throws {
        let recording = try ScenarioRunner.record(ReportFixtures.hostile, recordsDisplayLists: false)
        let pictures = try ReportPictures(simulation: recording.run.simulation, for: "report.html")
        XCTAssertTrue(pictures.images.isEmpty)
        XCTAssertEqual(pictures.json(), "{\"steps\":[],\"spans\":[],\"images\":[]}")
    }
}
