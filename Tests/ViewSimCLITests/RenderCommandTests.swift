// `viewsim render`, run as a subprocess: a PNG or SVG of the frame at a step or a
// time, a filmstrip (--frames), an animated PNG (--animate), the same bytes in
// every process (with --overlay updates, too), and clear refusals — a format it cannot write, a step or time
// out of range, a malformed --frames, an unwritable path — with nothing written.
import XCTest

final class RenderCommandTests: XCTestCase {
    /// The width and height an IHDR chunk gives, or nil when `data` is not a PNG.
    private func pngSize(_ data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data)
        guard bytes.count > 24, bytes.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A],
            String(decoding: bytes[12..<16], as: UTF8.self) == "IHDR"
        else { return nil }
        func int(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (int(16), int(20))
    }

    func testWritesAFrameAsPNGAndSVGTheSameEveryTime() throws {
        let directory = try makeTemporaryDirectory(self)
        let png = try ViewSimExecutable.run(["render", "lesson3", "--at", "1", "-o", "heart.png"], in: directory)
        XCTAssertEqual(png.status, 0, png.report("render --at 1 -o heart.png should succeed."))
        XCTAssertTrue(png.output.hasPrefix("Wrote heart.png: the frame at "), png.report("Should say what it wrote."))
        let first = try Data(contentsOf: directory.appendingPathComponent("heart.png"))
        let size = try XCTUnwrap(pngSize(first), "heart.png should be a PNG")
        XCTAssertTrue(
            png.output.contains("\(size.width)×\(size.height) pixels"), png.report("Should give the size it wrote."))
        XCTAssertLessThanOrEqual(size.width, 393 * 2, "within the screen")
        XCTAssertLessThan(size.height, 852 * 2, "cropped to the views, not the whole screen")

        let again = try ViewSimExecutable.run(["render", "lesson3", "--at", "1", "-o", "again.png"], in: directory)
        XCTAssertEqual(again.status, 0, again.report("the second render should succeed."))
        XCTAssertEqual(
            try Data(contentsOf: directory.appendingPathComponent("again.png")), first,
            "the same PNG bytes in another process")

        let full = try ViewSimExecutable.run(
            ["render", "lesson3", "--at", "1.5s", "--full-screen", "--scale", "1", "-o", "full.png"], in: directory)
        XCTAssertEqual(full.status, 0, full.report("--full-screen --scale 1 should succeed."))
        let fullSize = try XCTUnwrap(pngSize(try Data(contentsOf: directory.appendingPathComponent("full.png"))))
        XCTAssertEqual(
            [fullSize.width, fullSize.height], [393, 852], "the whole simulated screen at one pixel per point")

        let svg = try ViewSimExecutable.run(["render", "lesson3", "--at", "step1", "-o", "heart.svg"], in: directory)
        XCTAssertEqual(svg.status, 0, svg.report("-o heart.svg should succeed."))
        let text = String(decoding: try Data(contentsOf: directory.appendingPathComponent("heart.svg")), as: UTF8.self)
        XCTAssertTrue(text.contains("<svg"), "heart.svg should be an SVG")
        let svgAgain = try ViewSimExecutable.run(
            ["render", "lesson3", "--at", "step1", "-o", "again.svg"], in: directory)
        XCTAssertEqual(svgAgain.status, 0, svgAgain.report("the second SVG render should succeed."))
        XCTAssertEqual(
            try Data(contentsOf: directory.appendingPathComponent("again.svg")), Data(text.utf8),
            "the same SVG bytes in another process")
        XCTAssertEqual(
            contents(of: directory), ["again.png", "again.svg", "full.png", "heart.png", "heart.svg"],
            "no temporary files left")
    }

    func testFilmstripsAndAnimations() throws {
        let directory = try makeTemporaryDirectory(self)
        let strip = try ViewSimExecutable.run(
            ["render", "lesson11", "--at", "3", "--frames", "4", "--scale", "1", "-o", "strip.png"], in: directory)
        XCTAssertEqual(strip.status, 0, strip.report("--frames 4 should succeed."))
        XCTAssertTrue(
            strip.output.contains("a filmstrip of 4 frames"), strip.report("Should say how many frames it drew."))
        let single = try ViewSimExecutable.run(
            ["render", "lesson11", "--at", "3", "--scale", "1", "-o", "one.png"], in: directory)
        let stripSize = try XCTUnwrap(pngSize(try Data(contentsOf: directory.appendingPathComponent("strip.png"))))
        let oneSize = try XCTUnwrap(pngSize(try Data(contentsOf: directory.appendingPathComponent("one.png"))))
        XCTAssertEqual(single.status, 0, single.report("a single frame should succeed."))
        // Four frames in one row, drawn smaller so that the sheet keeps within 960 points (pixels at scale 1).
        XCTAssertLessThanOrEqual(stripSize.width, 960)
        XCTAssertGreaterThan(stripSize.width, 2 * oneSize.width, "four frames side by side")
        XCTAssertLessThan(stripSize.height, oneSize.height + 60, "in one row")

        let range = try ViewSimExecutable.run(
            ["render", "lesson11", "--frames", "6.6s..7.6s/0.25s", "--scale", "1", "-o", "range.png"], in: directory)
        XCTAssertEqual(range.status, 0, range.report("a time range with a stride should succeed without --at."))
        XCTAssertTrue(
            range.output.contains("a filmstrip of 5 frames from 6.6s to 7.6s"),
            range.report("Should name the frames' times."))

        let animation = try ViewSimExecutable.run(
            ["render", "lesson11", "--at", "3", "--animate", "--scale", "1", "-o", "step3.png"], in: directory)
        XCTAssertEqual(animation.status, 0, animation.report("--animate should succeed."))
        let apng = try Data(contentsOf: directory.appendingPathComponent("step3.png"))
        XCTAssertNotNil(apng.range(of: Data("acTL".utf8)), "an animated PNG has an acTL chunk")
        XCTAssertNotNil(apng.range(of: Data("fdAT".utf8)), "and frames after the first")
    }

    func testUpdateOverlaysAreTheSameBytesInEveryProcess() throws {
        let directory = try makeTemporaryDirectory(self)
        // Lesson 1's fix (frame 67): ContentView, ManyFaces, its timeline and SubView run.
        let runs: [(arguments: [String], file: String)] = [
            (["render", "lesson1", "--at", "1.1167s", "--overlay", "updates"], "frame.png"),
            (["render", "lesson1", "--at", "1.1167s", "--overlay", "updates"], "frame.svg"),
            (["render", "lesson1", "--frames", "0s..1.2s/0.2s", "--scale", "1", "--overlay", "updates"], "strip.png"),
            (["render", "lesson1", "--at", "2", "--animate", "--scale", "1", "--overlay", "updates"], "anim.png"),
            // Frames whose keys differ in width: one size for all.
            (["render", "lesson4", "--at", "1", "--animate", "--scale", "1", "--overlay", "updates"], "loop.png"),
        ]
        for (arguments, file) in runs {
            var drawn: [Data] = []
            for process in 1...2 {
                let name = "\(process)-\(file)"
                let result = try ViewSimExecutable.run(arguments + ["-o", name], in: directory)
                XCTAssertEqual(result.status, 0, result.report("\(arguments.joined(separator: " ")) should succeed."))
                XCTAssertTrue(
                    result.output.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains(
                        "with update overlays"), result.report("Should say it drew them."))
                drawn.append(try Data(contentsOf: directory.appendingPathComponent(name)))
            }
            XCTAssertEqual(drawn[0], drawn[1], "\(file): the same bytes in another process")
        }
        let plain = try ViewSimExecutable.run(
            ["render", "lesson1", "--at", "1.1167s", "-o", "plain.png"], in: directory)
        XCTAssertEqual(plain.status, 0, plain.report("the frame without overlays should succeed."))
        let plainSize = try XCTUnwrap(pngSize(try Data(contentsOf: directory.appendingPathComponent("plain.png"))))
        let overlaid = try XCTUnwrap(pngSize(try Data(contentsOf: directory.appendingPathComponent("1-frame.png"))))
        XCTAssertEqual(overlaid.height, plainSize.height + 32, "the key band: 16 points at scale 2")
        let svg = String(decoding: try Data(contentsOf: directory.appendingPathComponent("1-frame.svg")), as: UTF8.self)
        XCTAssertTrue(svg.contains("rgb(0%,44.705882%,69.803922%)"), "@self blue")
    }

    func testBadInputIsRefusedWithNothingWritten() throws {
        let directory = try makeTemporaryDirectory(self)
        try Data("notes".utf8).write(to: directory.appendingPathComponent("notes.txt"))
        let cases: [(arguments: [String], message: String)] = [
            (["render", "lesson3", "--at", "1", "-o", "heart.jpg"], "Use .png or .svg"),
            (["render", "lesson3", "--at", "99", "-o", "heart.png"], "step 99 is out of range"),
            (["render", "lesson3", "--at", "999s", "-o", "heart.png"], "after the end"),
            (["render", "lesson3", "-o", "heart.png"], "--at is missing"),
            (["render", "lesson3", "--at", "1", "--frames", "lots", "-o", "heart.png"], "write a count (8)"),
            (["render", "lesson3", "--frames", "2s..1s", "-o", "heart.png"], "ends before it starts"),
            (["render", "lesson3", "--at", "1", "--frames", "0", "-o", "heart.png"], "1 to 240 frames"),
            (["render", "lesson3", "--at", "1", "--frames", "4", "-o", "heart.svg"], "is a PNG"),
            (["render", "lesson3", "--at", "1.5s", "--animate", "-o", "heart.png"], "not a time"),
            (["render", "lesson3", "--at", "1", "--scale", "9", "-o", "heart.png"], "use 1 to 4"),
            (
                ["render", "lesson3", "--at", "1", "--overlay", "paint", "-o", "heart.png"],
                "--overlay paint: use updates"
            ),
            (["render", "lesson3", "--at", "1", "--scale", "nan", "-o", "heart.png"], "use 1 to 4"),
            (["render", "lesson3", "--at", "1", "-o", "notes.txt/heart.png"], "notes.txt/heart.png"),
            (["render", "lesson3", "--at", "1", "-o", "/proc/viewsim-heart.png"], "/proc/viewsim-heart.png"),
        ]
        for (arguments, message) in cases {
            let result = try ViewSimExecutable.run(arguments, in: directory)
            let command = arguments.joined(separator: " ")
            XCTAssertNotEqual(result.status, 0, result.report("\(command) should fail."))
            XCTAssertTrue(result.errorText.contains(message), result.report("\(command) should say '\(message)'."))
            XCTAssertFalse(result.errorText.contains("Fatal error"), result.report("\(command) should not crash."))
        }
        XCTAssertEqual(contents(of: directory), ["notes.txt"], "nothing should be written")
    }
}
