// Lesson 14 end to end, run as a subprocess: `viewsim run lesson14` shows the
// rows a lazy feed creates as it scrolls, the List row a delete removes and the
// cards an AnyLayout switch moves; every claim holds; the report and diagrams
// are written; and the trace, its JSON and the report are the same bytes in
// two processes.
import Foundation
import XCTest

final class Lesson14CommandTests: XCTestCase {
    func testRunShowsTheRowsAndEveryClaimHolds() throws {
        let directory = try makeTemporaryDirectory(self)
        let out = directory.appendingPathComponent("out")
        let result = try ViewSimExecutable.run(
            ["run", "lesson14", "--out", out.path, "--no-wait"], environment: ["COLUMNS": "400"])
        XCTAssertEqual(result.status, 0, result.report("viewsim run lesson14 should succeed."))
        let text = result.outputText
        for line in Self.expectedLines {
            XCTAssertTrue(text.contains(line), result.report("The run should show: \(line)"))
        }
        XCTAssertTrue(text.contains("7 of 7 claims hold."), result.report("Every claim of lesson14 should hold."))
        XCTAssertFalse(result.output.contains("✗"), result.report("No claim of lesson14 should fail."))

        let names = try FileManager.default.contentsOfDirectory(atPath: out.path)
        for step in 0...5 {
            XCTAssertTrue(names.contains("step\(step)-view-graph.svg"), "step \(step)'s view graph: \(names.sorted())")
        }
        let report = try String(contentsOf: out.appendingPathComponent("report.html"), encoding: .utf8)
        XCTAssertTrue(report.contains("Only what you can see"), "The report should carry the lesson's title.")
    }

    /// Lines of the run's output that show what the lesson teaches.
    static let expectedLines = [
        "▶ scroll \"lazy feed\" by 600",
        "+ PostRow #4094 inserted for element id 20",
        "▷ onDelete([1]) action of List",
        "removed: Message(id: 1,",
        "its state is dropped",
        "✎ Card._taps: 0 → 1",
        "animates with default, from withAnimation in .onTapGesture",
    ]

    func testTraceJSONAndReportAreTheSameInTwoProcesses() throws {
        let directory = try makeTemporaryDirectory(self)
        for arguments in [["trace", "lesson14"], ["trace", "lesson14", "--format", "json"]] {
            // The first process: the run other tests read too (SharedRuns), or made here.
            let first = try SharedRuns.run(arguments).result
            let second = try ViewSimExecutable.run(arguments)
            XCTAssertEqual(first.status, 0, first.report("viewsim \(arguments.joined(separator: " ")) should succeed."))
            XCTAssertFalse(first.standardOutput.isEmpty)
            XCTAssertEqual(first.standardOutput, second.standardOutput, "\(arguments) should print the same bytes.")
        }
        var pages: [Data] = []
        for name in ["a.html", "b.html"] {
            let result = try ViewSimExecutable.run(["report", "lesson14", "-o", name], in: directory)
            XCTAssertEqual(result.status, 0, result.report("viewsim report lesson14 should succeed."))
            pages.append(try Data(contentsOf: directory.appendingPathComponent(name)))
        }
        XCTAssertFalse(pages[0].isEmpty)
        XCTAssertEqual(pages[0], pages[1], "viewsim report lesson14 should write the same bytes every time.")
    }
}
