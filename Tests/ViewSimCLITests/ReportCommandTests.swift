// `viewsim report`, run as a subprocess: -o writes one self-contained HTML page
// (the lesson's title, every step, the claims, the trace JSON inline, nothing
// fetched), an unwritable -o path fails with the usual clear error and writes
// nothing, an unknown lesson lists the lessons, and -o is required.
import Foundation
import XCTest

final class ReportCommandTests: XCTestCase {
    func testOutputIsOneSelfContainedPage() throws {
        let directory = try makeTemporaryDirectory(self)
        let result = try ViewSimExecutable.run(["report", "lesson4", "-o", "report.html"], in: directory)
        XCTAssertEqual(result.status, 0, result.report("viewsim report lesson4 should succeed."))
        XCTAssertTrue(
            result.output.hasPrefix("Wrote report.html: the run of lesson4 on one page, "),
            result.report("Should say what it wrote."))
        XCTAssertEqual(contents(of: directory), ["report.html"], "Only the page should be written.")
        let page = String(
            decoding: try Data(contentsOf: directory.appendingPathComponent("report.html")), as: UTF8.self)
        XCTAssertTrue(page.hasPrefix("<!doctype html>"))
        XCTAssertTrue(page.contains("<h1>lesson4 · "), "the lesson's title")
        XCTAssertTrue(
            page.contains(
                "<script type=\"application/json\" id=\"viewsim-trace\">{\"schema\":\"viewsim.trace.folded\""),
            "the trace JSON inline, folded")
        XCTAssertTrue(page.contains("<input type=\"range\" id=\"frame-slider\""), "the scrubber")
        XCTAssertTrue(page.contains("<svg"), "the view graphs inline")
        XCTAssertEqual(
            page.components(separatedBy: "<img class=\"filmstrip\" alt=\"what the screen shows during step ").count - 1,
            5,
            "a filmstrip per step")
        XCTAssertEqual(
            page.components(separatedBy: "<img ").count - 2,
            page.components(separatedBy: " src=\"data:image/png;base64,").count - 1,
            "every picture inline, as a data: URI (but the frame's picture, which the script fills from the page's own JSON)"
        )
        XCTAssertTrue(
            page.contains("<figure id=\"frame-picture\"><img alt=\"what the screen shows in this frame\" hidden>"),
            "the frame's picture")
        XCTAssertTrue(
            page.contains("<script type=\"application/json\" id=\"viewsim-pictures\">{\"steps\":[{\"step\":0,"),
            "the pictures' JSON inline")
        XCTAssertEqual(
            page.components(separatedBy: "<article class=\"step\"").count - 1, 5, "lesson4's five steps (0–4)")
        XCTAssertTrue(page.contains("<li class=\"claim holds\"><span class=\"mark\">✓</span>"), "the claims, ✓")
        // Nothing is fetched: no external script, style sheet, image or link.
        for pattern in [" src=\"http", " href=\"http", "<link ", "@import", "<img src=\"http", "url(http"] {
            XCTAssertFalse(page.contains(pattern), "The page should fetch nothing, but contains \(pattern).")
        }
    }

    func testUnwritableOutputPathFailsWithAClearErrorAndWritesNothing() throws {
        let directory = try makeTemporaryDirectory(self)
        try Data("notes".utf8).write(to: directory.appendingPathComponent("notes.txt"))
        let cases = [
            ("missing/report.html", "does not exist"), ("notes.txt/report.html", "is a file, not a directory"),
            ("/proc/viewsim-cli-test.html", "Choose"), ("out/", "names a directory"),
        ]
        for (path, expected) in cases {
            let result = try ViewSimExecutable.run(["report", "lesson1", "-o", path], in: directory)
            XCTAssertEqual(result.status, 1, result.report("An unwritable -o should fail."))
            XCTAssertTrue(
                result.errorOutput.hasPrefix("Error: cannot write '\(path)'"),
                result.report("The message should name the path as given."))
            XCTAssertTrue(result.errorText.contains(expected), result.report("The message should say \(expected)."))
            XCTAssertFalse(result.errorText.contains("Fatal error"), result.report("Should not crash."))
            XCTAssertEqual(result.output, "", result.report("Nothing should be printed."))
        }
        XCTAssertEqual(contents(of: directory), ["notes.txt"], "Nothing should be written.")
    }

    func testUnknownLessonAndMissingOutputAreRefused() throws {
        let directory = try makeTemporaryDirectory(self)
        let unknown = try ViewSimExecutable.run(["report", "lessn1", "-o", "report.html"], in: directory)
        XCTAssertEqual(unknown.status, 64, unknown.report("An unknown lesson is a usage error."))
        XCTAssertTrue(
            unknown.errorText.contains("unknown lesson 'lessn1'"), unknown.report("Should name the unknown lesson."))
        XCTAssertTrue(unknown.errorText.contains("Did you mean 'lesson1'?"), unknown.report("Should suggest lesson1."))
        let missing = try ViewSimExecutable.run(["report", "lesson1"], in: directory)
        XCTAssertEqual(missing.status, 64, missing.report("report without -o should fail."))
        XCTAssertTrue(missing.errorText.contains("-o"), missing.report("Should say -o is missing."))
        let empty = try ViewSimExecutable.run(["report", "lesson1", "-o", ""], in: directory)
        XCTAssertEqual(empty.status, 64, empty.report("An empty -o should fail."))
        XCTAssertTrue(empty.errorText.contains("-o needs a file name"), empty.report("Should say what -o needs."))
        XCTAssertEqual(contents(of: directory), [], "Nothing should be written.")
    }
}
