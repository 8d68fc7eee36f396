// `viewsim graph`, run as a subprocess: DOT, SVG and PNG by extension, both
// kinds, steps and times, frames with --frames, and clear refusals for an unknown extension, a
// moment outside the lesson and a missing directory, with nothing written.
import XCTest

final class GraphCommandTests: XCTestCase {
    func testWritesDOTSVGAndPNGByExtension() throws {
        let id = try XCTUnwrap(try ViewSimExecutable.lessonIDs().first)
        let directory = try makeTemporaryDirectory(self)
        for kind in ["view", "cause"] {
            for name in ["graph.dot", "graph.gv", "graph.svg", "graph.png"] {
                let result = try ViewSimExecutable.run(
                    ["graph", id, "--at", "1", "--kind", kind, "-o", name], in: directory)
                XCTAssertEqual(result.status, 0, result.report("graph to \(name) should succeed."))
                XCTAssertTrue(
                    result.output.hasPrefix("Wrote \(name): "),
                    result.report("Should say what it wrote, with the path as given."))
                let data = try Data(contentsOf: directory.appendingPathComponent(name))
                switch name {
                case "graph.png":
                    XCTAssertEqual(
                        Array(data.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A],
                        "\(kind) \(name) should be a PNG.")
                case "graph.svg":
                    XCTAssertTrue(
                        String(decoding: data, as: UTF8.self).contains("<svg"), "\(kind) \(name) should be an SVG.")
                default:
                    XCTAssertTrue(
                        String(decoding: data, as: UTF8.self).contains("digraph"), "\(kind) \(name) should be DOT text."
                    )
                }
            }
        }
        XCTAssertEqual(
            contents(of: directory), ["graph.dot", "graph.gv", "graph.png", "graph.svg"],
            "No temporary files should be left.")
    }

    func testFramesAreShownOnlyWithTheFlag() throws {
        let id = try XCTUnwrap(try ViewSimExecutable.lessonIDs().first)
        let directory = try makeTemporaryDirectory(self)
        let plain = try ViewSimExecutable.run(["graph", id, "--at", "1", "-o", "plain.dot"], in: directory)
        let framed = try ViewSimExecutable.run(
            ["graph", id, "--at", "1", "--frames", "-o", "framed.dot"], in: directory)
        XCTAssertEqual(plain.status, 0, plain.report("graph should succeed."))
        XCTAssertEqual(framed.status, 0, framed.report("graph --frames should succeed."))
        let plainText = String(
            decoding: try Data(contentsOf: directory.appendingPathComponent("plain.dot")), as: UTF8.self)
        let framedText = String(
            decoding: try Data(contentsOf: directory.appendingPathComponent("framed.dot")), as: UTF8.self)
        XCTAssertFalse(plainText.contains("frame ("), "Without --frames, no frames.")
        XCTAssertTrue(framedText.contains("frame ("), "With --frames, each view shows its frame.")
    }

    func testEveryWayOfNamingAMoment() throws {
        let id = try XCTUnwrap(try ViewSimExecutable.lessonIDs().first)
        let directory = try makeTemporaryDirectory(self)
        let stepNumber = try ViewSimExecutable.run(["graph", id, "--at", "1", "-o", "a.dot"], in: directory)
        let stepName = try ViewSimExecutable.run(["graph", id, "--at", "step1", "-o", "b.dot"], in: directory)
        XCTAssertEqual(stepNumber.status, 0, stepNumber.report("--at 1 should succeed."))
        XCTAssertEqual(stepName.status, 0, stepName.report("--at step1 should succeed."))
        XCTAssertEqual(
            try Data(contentsOf: directory.appendingPathComponent("a.dot")),
            try Data(contentsOf: directory.appendingPathComponent("b.dot")),
            "--at 1 and --at step1 should draw the same.")

        let time = try ViewSimExecutable.run(["graph", id, "--at", "0s", "-o", "c.dot"], in: directory)
        XCTAssertEqual(time.status, 0, time.report("--at 0s should succeed."))
        XCTAssertTrue(time.output.contains("step 0"), time.report("Time 0 is in step 0, the appearance."))
        XCTAssertTrue(
            time.outputText.contains("frames up to 0s"), time.report("Should say the activity is cut at the time."))
    }

    func testMomentsOutsideTheLessonAreRefusedWithTheRange() throws {
        let id = try XCTUnwrap(try ViewSimExecutable.lessonIDs().first)
        let directory = try makeTemporaryDirectory(self)
        let cases: [(String, String)] = [
            ("99", "has steps 0 to"), ("step99", "has steps 0 to"), ("99999s", "runs from 0s to"),
            ("abc", "1.5s"), ("1.5", "1.5s"), ("-1", "--at"),
        ]
        for (moment, message) in cases {
            let result = try ViewSimExecutable.run(["graph", id, "--at", moment, "-o", "a.svg"], in: directory)
            XCTAssertNotEqual(result.status, 0, result.report("--at \(moment) should fail."))
            XCTAssertTrue(
                result.errorText.contains(message), result.report("--at \(moment) should explain: \(message)"))
        }
        XCTAssertEqual(contents(of: directory), [], "Nothing should be written.")
    }

    func testUnknownExtensionListsTheFormats() throws {
        let id = try XCTUnwrap(try ViewSimExecutable.lessonIDs().first)
        let directory = try makeTemporaryDirectory(self)
        for name in ["graph.jpg", "graph"] {
            let result = try ViewSimExecutable.run(["graph", id, "--at", "0", "-o", name], in: directory)
            XCTAssertNotEqual(result.status, 0, result.report("-o \(name) should fail."))
            for format in [".svg", ".dot", ".png"] {
                XCTAssertTrue(result.errorText.contains(format), result.report("Should list \(format)."))
            }
        }
        XCTAssertEqual(contents(of: directory), [], "Nothing should be written.")
    }

    func testUnwritableOutputFailsCleanly() throws {
        let id = try XCTUnwrap(try ViewSimExecutable.lessonIDs().first)
        let directory = try makeTemporaryDirectory(self)
        try Data("notes".utf8).write(to: directory.appendingPathComponent("notes.txt"))
        for path in ["missing/graph.svg", "notes.txt/graph.svg", "/proc/viewsim-cli-test/graph.svg"] {
            let result = try ViewSimExecutable.run(["graph", id, "--at", "0", "-o", path], in: directory)
            XCTAssertNotEqual(result.status, 0, result.report("-o \(path) should fail."))
            XCTAssertTrue(
                result.errorText.contains("'\(path)'"), result.report("The message should name the path as given."))
            XCTAssertEqual(result.output, "", result.report("Nothing should be printed on standard output."))
        }
        XCTAssertEqual(contents(of: directory), ["notes.txt"], "Nothing should be written.")
    }
}
