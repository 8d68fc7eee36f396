// `viewsim trace`, run as a subprocess: one step with --step, the options
// that map onto TraceTextOptions, and a step outside the lesson refused with
// the valid range; --format json and chrome, -o, text-only flags refused with
// the exports, and an unwritable -o path.
import Foundation
import XCTest

final class TraceCommandTests: XCTestCase {
    func testStepPrintsOnlyThatStep() throws {
        for id in try ViewSimExecutable.lessonIDs() {
            let whole = try ViewSimExecutable.run(["trace", id])
            let step = try ViewSimExecutable.run(["trace", id, "--step", "1"])
            XCTAssertEqual(step.status, 0, step.report("viewsim trace \(id) --step 1 should succeed."))
            XCTAssertTrue(step.output.hasPrefix("step 1 · "), step.report("--step 1 should start with step 1."))
            XCTAssertFalse(step.output.contains("\nstep 2 · "), step.report("--step 1 should print step 1 only."))
            XCTAssertTrue(whole.output.contains(step.output), step.report("Step 1 should be part of the whole trace."))
        }
    }

    func testOptionsChangeWhatIsShown() throws {
        let id = try XCTUnwrap(try ViewSimExecutable.lessonIDs().first)
        let plain = try ViewSimExecutable.run(["trace", id])
        let all = try ViewSimExecutable.run(["trace", id, "--show-all-insertions"])
        let quiet = try ViewSimExecutable.run(["trace", id, "--no-show-attribute-changes"])
        for result in [all, quiet] {
            XCTAssertEqual(result.status, 0, result.report("The trace options should be accepted."))
        }
        XCTAssertGreaterThan(
            all.output.count, plain.output.count, all.report("--show-all-insertions should show more."))
        XCTAssertLessThan(
            quiet.output.count, plain.output.count, quiet.report("--no-show-attribute-changes should show less."))
    }

    func testStepOutsideTheLessonIsRefusedWithTheRange() throws {
        let id = try XCTUnwrap(try ViewSimExecutable.lessonIDs().first)
        let result = try ViewSimExecutable.run(["trace", id, "--step", "99"])
        XCTAssertNotEqual(result.status, 0, result.report("--step 99 should fail."))
        XCTAssertTrue(result.errorText.contains("has steps 0 to"), result.report("Should give the valid range."))
        XCTAssertEqual(result.output, "", result.report("Should print no trace."))
    }

    func testFormatsJSONAndChromeWriteParsableExports() throws {
        let id = try XCTUnwrap(try ViewSimExecutable.lessonIDs().first)
        let json = try ViewSimExecutable.run(["trace", id, "--format", "json"])
        XCTAssertEqual(json.status, 0, json.report("--format json should succeed."))
        let document = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: json.standardOutput) as? [String: Any],
            json.report("Should print JSON."))
        XCTAssertEqual(document["schema"] as? String, "viewsim.trace")
        XCTAssertEqual(document["version"] as? Int, 1)
        XCTAssertFalse((document["frames"] as? [Any] ?? []).isEmpty, json.report("The JSON should hold frames."))

        let step = try ViewSimExecutable.run(["trace", id, "--format", "json", "--step", "1"])
        let stepDocument = try XCTUnwrap(try JSONSerialization.jsonObject(with: step.standardOutput) as? [String: Any])
        XCTAssertEqual(
            (stepDocument["steps"] as? [[String: Any]])?.compactMap { $0["index"] as? Int }, [1],
            step.report("--step 1 keeps step 1."))

        let chrome = try ViewSimExecutable.run(["trace", id, "--format", "chrome"])
        XCTAssertEqual(chrome.status, 0, chrome.report("--format chrome should succeed."))
        let trace = try XCTUnwrap(try JSONSerialization.jsonObject(with: chrome.standardOutput) as? [String: Any])
        let events = try XCTUnwrap(trace["traceEvents"] as? [[String: Any]], chrome.report("Should have traceEvents."))
        XCTAssertTrue(events.contains { $0["ph"] as? String == "X" && $0["cat"] as? String == "frame" })
        XCTAssertTrue(
            events.contains { ($0["args"] as? [String: Any])?["name"] as? String == id },
            chrome.report("The process is named after the lesson."))
    }

    func testOutputFileHoldsWhatStandardOutputWould() throws {
        let id = try XCTUnwrap(try ViewSimExecutable.lessonIDs().first)
        let directory = try makeTemporaryDirectory(self)
        for format in ["text", "json", "chrome"] {
            // Text is written unwrapped, as --width 0 prints it (standard output wraps to the width).
            let printed = try ViewSimExecutable.run(
                ["trace", id, "--format", format] + (format == "text" ? ["--width", "0"] : []))
            let written = try ViewSimExecutable.run(
                ["trace", id, "--format", format, "-o", "out.\(format)"], in: directory)
            XCTAssertEqual(written.status, 0, written.report("-o should succeed."))
            XCTAssertTrue(
                written.output.hasPrefix("Wrote out.\(format): the \(format) trace of \(id)"),
                written.report("Should say what it wrote."))
            let file = try Data(contentsOf: directory.appendingPathComponent("out.\(format)"))
            XCTAssertEqual(file, printed.standardOutput, "-o out.\(format) should hold what --format \(format) prints")
        }
    }

    func testTextOnlyFlagsAreRefusedWithTheExports() throws {
        let id = try XCTUnwrap(try ViewSimExecutable.lessonIDs().first)
        let cases: [([String], String)] = [
            (["--format", "json", "--width", "80"], "--width"),
            (["--format", "chrome", "--show-all-insertions"], "--show-all-insertions"),
            (["--format", "json", "--no-show-attribute-changes"], "--no-show-attribute-changes"),
            (["--format", "chrome", "--step", "1"], "--step 1 does not apply to --format chrome"),
            (["--format", "yaml"], "yaml"),
        ]
        for (arguments, expected) in cases {
            let result = try ViewSimExecutable.run(["trace", id] + arguments)
            XCTAssertEqual(
                result.status, 64, result.report("\(arguments.joined(separator: " ")) should be a usage error."))
            XCTAssertTrue(result.errorText.contains(expected), result.report("The message should name \(expected)."))
            XCTAssertEqual(result.output, "", result.report("Should print no trace."))
        }
    }

    func testUnwritableOutputPathFailsWithAClearError() throws {
        let id = try XCTUnwrap(try ViewSimExecutable.lessonIDs().first)
        let directory = try makeTemporaryDirectory(self)
        try Data("notes".utf8).write(to: directory.appendingPathComponent("notes.txt"))
        let cases = [
            ("missing/trace.json", "does not exist"), ("notes.txt/trace.json", "is a file, not a directory"),
            ("/proc/viewsim-cli-test.json", "Choose"), ("out/", "names a directory"),
        ]
        for (path, expected) in cases {
            let result = try ViewSimExecutable.run(["trace", id, "--format", "json", "-o", path], in: directory)
            XCTAssertEqual(result.status, 1, result.report("An unwritable -o should fail."))
            XCTAssertTrue(
                result.errorOutput.hasPrefix("Error: cannot write '\(path)'"),
                result.report("The message should name the path as given."))
            XCTAssertTrue(result.errorText.contains(expected), result.report("The message should say \(expected)."))
            XCTAssertEqual(result.output, "", result.report("Nothing should be printed."))
        }
        XCTAssertEqual(contents(of: directory), ["notes.txt"], "Nothing should be written.")
    }
}
