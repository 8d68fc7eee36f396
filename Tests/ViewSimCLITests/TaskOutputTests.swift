// Issue 25, item 4, from the command line: the built `viewsim-scenario-demo` runs
// its `search` scenario (a debounced `.task(id:)`: typing fast cancels the earlier
// tasks) and every output shows the tasks: the text trace, the Chrome export
// (async slices, category `task`), the cause → effect diagram (parallelograms) and
// the report's per-step Tasks line; each is the same bytes in two processes.
import Foundation
import XCTest

final class TaskOutputTests: XCTestCase {
    private func runDemo(_ arguments: [String], in directory: URL? = nil) throws -> CommandResult {
        try ViewSimExecutable.run(
            arguments, in: directory, environment: ["VIEWSIM_DEMO_LIST": "tasks"], executable: "viewsim-scenario-demo")
    }

    func testTheTraceAndTheChromeExportShowTheTasksAndAreDeterministic() throws {
        let trace = try runDemo(["trace", "search", "--width", "0"])
        XCTAssertEqual(trace.status, 0, trace.report("The search scenario's trace should print."))
        for line in [
            "↗ task 1 (.task(id:) #", "⋯ task 1 (.task(id:) #", "⊗ task 1 (.task(id:) #",
            "is cancelled: id changed \"\" → \"a\"", "↘ task 4 (.task(id:) #", "∎ task 4 (.task(id:) #",
        ] {
            XCTAssertTrue(trace.output.contains(line), trace.report("The trace shows \(line)"))
        }
        XCTAssertEqual(try runDemo(["trace", "search", "--width", "0"]).output, trace.output, "a second process")
        let chrome = try runDemo(["trace", "search", "--format", "chrome"])
        XCTAssertEqual(chrome.status, 0, chrome.report("--format chrome should print."))
        XCTAssertTrue(chrome.output.contains(#""cat":"task","ph":"b""#), chrome.report("tasks are async slices"))
        XCTAssertEqual(try runDemo(["trace", "search", "--format", "chrome"]).output, chrome.output)
    }

    func testTheReportAndTheCauseDiagramShowTheTasks() throws {
        let directory = try makeTemporaryDirectory(self)
        var pages: [Data] = []
        for name in ["one.html", "two.html"] {
            let result = try runDemo(["report", "search", "-o", name], in: directory)
            XCTAssertEqual(result.status, 0, result.report("The report should be written."))
            pages.append(try Data(contentsOf: directory.appendingPathComponent(name)))
        }
        XCTAssertEqual(pages[0], pages[1], "the report is the same bytes in two processes")
        let page = String(decoding: pages[0], as: UTF8.self)
        XCTAssertTrue(page.contains("<h3>Tasks</h3>"), "the report has a Tasks line")
        XCTAssertTrue(page.contains("2 started, 2 cancelled, 2 ended; still pending at the step&#39;s end: "))
        let result = try runDemo(["graph", "search", "--at", "1", "--kind", "cause", "-o", "cause.dot"], in: directory)
        XCTAssertEqual(result.status, 0, result.report("The cause → effect diagram should be written."))
        let dot = try String(contentsOf: directory.appendingPathComponent("cause.dot"), encoding: .utf8)
        XCTAssertTrue(dot.contains("parallelogram"), "task events are parallelograms:\n\(dot)")
        XCTAssertTrue(dot.contains("is cancelled: id changed"), dot)
    }
}
