// Lesson 13 end to end, run as a subprocess: `viewsim run lesson13` shows the
// tasks' lives (started, slept, woke, cancelled, ended) in every step's trace,
// every claim holds, the report and the cause → effect diagrams name the tasks,
// and the trace, its JSON and the report are the same bytes in two processes.
import Foundation
import XCTest

final class Lesson13CommandTests: XCTestCase {
    func testRunShowsTheTasksAndEveryClaimHolds() throws {
        let directory = try makeTemporaryDirectory(self)
        let out = directory.appendingPathComponent("out")
        let result = try ViewSimExecutable.run(
            ["run", "lesson13", "--out", out.path, "--no-wait"], environment: ["COLUMNS": "400"])
        XCTAssertEqual(result.status, 0, result.report("viewsim run lesson13 should succeed."))
        let text = result.outputText
        for line in [
            "↗ task 2 (.task(id:) #28) starts: id changed \"\" → \"p\"",
            "⊗ task 2 (.task(id:) #28) is cancelled: id changed \"p\" → \"pe\"",
            "↘ task 4 (.task(id:) #28) wakes (due at 1.0167 s)",
            "from withAnimation in ↘ task 4 (.task(id:) #28) wakes",
            "⊗ task 6 (.task #80) is cancelled: the view disappeared",
            "▷ DispatchQueue.main.asyncAfter from .onAppear #115 runs",
        ] {
            XCTAssertTrue(text.contains(line), result.report("The run should show: \(line)"))
        }
        XCTAssertTrue(text.contains("9 of 9 claims hold."), result.report("Every claim of lesson13 should hold."))
        XCTAssertFalse(result.output.contains("✗"), result.report("No claim of lesson13 should fail."))

        let cause = try String(contentsOf: out.appendingPathComponent("step1-cause-effect.svg"), encoding: .utf8)
        XCTAssertTrue(
            cause.contains("task 4 (.task(id:) #28) wakes"), "The cause → effect diagram should show task 4.")
        let report = try String(contentsOf: out.appendingPathComponent("report.html"), encoding: .utf8)
        XCTAssertTrue(
            report.contains("⊗ task 6 (.task #80) is cancelled: the view disappeared"),
            "The report should show the cancelled detail load.")
    }

    func testTraceJSONAndReportAreTheSameInTwoProcesses() throws {
        let directory = try makeTemporaryDirectory(self)
        for arguments in [["trace", "lesson13"], ["trace", "lesson13", "--format", "json"]] {
            // The first process: the run other tests read too (SharedRuns), or made here.
            let first = try SharedRuns.run(arguments).result
            let second = try ViewSimExecutable.run(arguments)
            XCTAssertEqual(first.status, 0, first.report("viewsim \(arguments.joined(separator: " ")) should succeed."))
            XCTAssertFalse(first.standardOutput.isEmpty)
            XCTAssertEqual(first.standardOutput, second.standardOutput, "\(arguments) should print the same bytes.")
        }
        var pages: [Data] = []
        for name in ["a.html", "b.html"] {
            let result = try ViewSimExecutable.run(["report", "lesson13", "-o", name], in: directory)
            XCTAssertEqual(result.status, 0, result.report("viewsim report lesson13 should succeed."))
            pages.append(try Data(contentsOf: directory.appendingPathComponent(name)))
        }
        XCTAssertFalse(pages[0].isEmpty)
        XCTAssertEqual(pages[0], pages[1], "viewsim report lesson13 should write the same bytes every time.")
    }
}
