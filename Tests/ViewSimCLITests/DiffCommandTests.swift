// `viewsim diff`, run as a subprocess: lesson 1's step 1 against step 3 (before
// and after the fix) lists SubView's body going from 0 to 5 runs with reason
// @self; a step against itself has no differences; a whole-run trace JSON file
// gives the same difference as the lesson; JSON and HTML output; the exit
// status (0 same, 1 different, 2 error) and the errors' messages.
import Foundation
import XCTest

final class DiffCommandTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent(
                "viewsim-diff-\(ProcessInfo.processInfo.processIdentifier)-\(name.filter(\.isLetter))")
        try? FileManager.default.removeItem(at: directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    /// The lines of `text` from the one that starts with `heading` to the next unindented one.
    private func block(_ heading: String, in text: String) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(of: heading) else { return [] }
        return Array(lines[(start + 1)...].prefix { $0.hasPrefix(" ") })
    }

    func testLesson1StepOneAgainstStepThreeShowsSubViewsBodyRunningWithTheFix() throws {
        let result = try ViewSimExecutable.run(["diff", "lesson1:1", "lesson1:3"])
        XCTAssertEqual(result.status, 1, result.report("Steps 1 and 3 differ: exit status 1, as diff(1)."))
        let subView = block("ContentView › ManyFaces › TimelineView › SubView", in: result.output)
        XCTAssertEqual(
            subView,
            [
                "  body runs     0 → 5",
                "  reason @self  0 → 5",
                "  body skips    5 → 0",
                "  skipped: its value cannot change (it has no stored inputs), so its body is not",
                "    run",
                "                5 → 0",
            ], result.report("SubView's body should go from 0 to 5 runs, all with reason @self."))
        XCTAssertTrue(
            result.output.hasPrefix(
                "A: lesson1, step 1 · “A second of updates without the fix” · 55 frames\nB: lesson1, step 3 · "),
            result.report("The output should say what A and B are."))
        XCTAssertTrue(
            result.outputText.contains("not by node id"), result.report("It should say how views are matched."))
        XCTAssertEqual(result.errorOutput, "", result.report("Nothing on standard error."))
    }

    func testAStepAgainstItselfHasNoDifferences() throws {
        let result = try ViewSimExecutable.run(["diff", "lesson1:1", "lesson1:1"])
        XCTAssertEqual(result.status, 0, result.report("The same step: exit status 0."))
        XCTAssertTrue(result.outputText.contains("No differences"), result.report("It should say so."))
    }

    func testATraceFileGivesTheSameDifferenceAsTheLesson() throws {
        let export = try ViewSimExecutable.run(["trace", "lesson1", "--format", "json", "-o", "a.json"], in: directory)
        XCTAssertEqual(export.status, 0, export.report("The export should succeed."))
        let fromLesson = try ViewSimExecutable.run(["diff", "lesson1:1", "lesson1:3", "--format", "json"])
        let fromFile = try ViewSimExecutable.run(["diff", "a.json:1", "a.json:3", "--format", "json"], in: directory)
        XCTAssertEqual(fromFile.status, 1, fromFile.report("The file's steps 1 and 3 differ."))
        func views(_ result: CommandResult) throws -> NSArray? {
            let document = try JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any]
            return document?["views"] as? NSArray
        }
        XCTAssertEqual(
            try views(fromFile), try views(fromLesson), fromFile.report("A trace file's summary is the lesson's."))
        // The whole run against itself, a file against the lesson it came from.
        let same = try ViewSimExecutable.run(["diff", "a.json", "lesson1"], in: directory)
        XCTAssertEqual(same.status, 0, same.report("A run's trace file and the run are the same."))
    }

    func testJSONAndHTMLFormats() throws {
        let json = try ViewSimExecutable.run(["diff", "lesson1:1", "lesson1:3", "--format", "json"])
        XCTAssertEqual(json.status, 1, json.report("They differ."))
        let document = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: json.standardOutput) as? [String: Any], json.report("JSON"))
        XCTAssertEqual(document["schema"] as? String, "viewsim.diff")
        XCTAssertEqual(document["equal"] as? Bool, false)
        let views = try XCTUnwrap(document["views"] as? [[String: Any]])
        let subView = try XCTUnwrap(
            views.first { $0["path"] as? String == "ContentView › ManyFaces › TimelineView › SubView" })
        let rows = try XCTUnwrap(subView["rows"] as? [[String: Any]])
        let selfRow = try XCTUnwrap(rows.first { $0["what"] as? String == "reason @self" })
        XCTAssertEqual(selfRow["a"] as? Int, 0)
        XCTAssertEqual(selfRow["b"] as? Int, 5)

        let html = try ViewSimExecutable.run(
            ["diff", "lesson1:1", "lesson1:3", "--format", "html", "-o", "diff.html"], in: directory)
        XCTAssertEqual(html.status, 1, html.report("They differ, written to a file too."))
        let page = try String(contentsOf: directory.appendingPathComponent("diff.html"), encoding: .utf8)
        XCTAssertTrue(page.hasPrefix("<!DOCTYPE html>"), "The page should be HTML.")
        XCTAssertTrue(page.contains("<h2>ContentView › ManyFaces › TimelineView › SubView</h2>"))
        XCTAssertTrue(page.contains("<td>reason @self</td><td>0</td><td>5</td>"))
        XCTAssertFalse(page.contains("<script") || page.contains("src=") || page.contains("href="), "Self-contained.")
    }

    func testErrorsExitWithStatusTwoAndSayWhatToDo() throws {
        try Data("{}".utf8).write(to: directory.appendingPathComponent("other.json"))
        let cases: [([String], String)] = [
            (["diff", "missing.json", "lesson1"], "no file 'missing.json'"),
            (["diff", "lesson99", "lesson1"], "unknown lesson 'lesson99'"),
            (["diff", "lesson1:9", "lesson1"], "step 9 is out of range: lesson1 has steps 0 to 4."),
            (["diff", "lesson1:x", "lesson1"], "after the colon comes a step number"),
            (["diff", "other.json", "lesson1"], "other.json is not a viewsim trace"),
            (["diff", "lesson1"], "Missing expected argument '<b>'"),
        ]
        for (arguments, message) in cases {
            let result = try ViewSimExecutable.run(arguments, in: directory)
            XCTAssertEqual(result.status, 2, result.report("An error exits with status 2."))
            XCTAssertTrue(result.errorText.contains(message), result.report("Should say: \(message)"))
            XCTAssertEqual(result.output, "", result.report("Nothing on standard output."))
        }
    }
}
