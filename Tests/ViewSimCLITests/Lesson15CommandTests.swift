// Lesson 15 end to end, run as a subprocess: `viewsim run lesson15` shows the
// transitions (⇆) with their animations and why one did not run, every claim
// holds, the view graph draws the removing number dashed with its opacity, the
// filmstrip shows it mid-fade, and the trace, its JSON, the report and the PNG
// frames are the same bytes in two processes.
import Foundation
import XCTest

final class Lesson15CommandTests: XCTestCase {
    func testRunShowsTheTransitionsAndEveryClaimHolds() throws {
        let directory = try makeTemporaryDirectory(self)
        let out = directory.appendingPathComponent("out")
        let result = try ViewSimExecutable.run(
            ["run", "lesson15", "--out", out.path, "--no-wait"], environment: ["COLUMNS": "400"])
        XCTAssertEqual(result.status, 0, result.report("viewsim run lesson15 should succeed."))
        let text = result.outputText
        for line in [
            "⇆ Card #102 transition .opacity: willAppear → identity with easeInOut(duration: 0.35)",
            "removed without animation (its transition .opacity did not run): the transaction had none — the write was outside withAnimation",
            "below the `if` that inserts it, so it never sees the change",
            "didDisappear → identity with default: re-added while Card #133 was transitioning out",
            "removal completed after 31 frames",
        ] {
            XCTAssertTrue(text.contains(line), result.report("The run should show: \(line)"))
        }
        XCTAssertTrue(text.contains("9 of 9 claims hold."), result.report("Every claim of lesson15 should hold."))
        XCTAssertFalse(result.output.contains("✗"), result.report("No claim of lesson15 should fail."))

        let graph = try String(contentsOf: out.appendingPathComponent("step7-view-graph.svg"), encoding: .utf8)
        XCTAssertTrue(graph.contains("removing: opacity 0.5"), "The view graph should show the removing number.")
        let report = try String(contentsOf: out.appendingPathComponent("report.html"), encoding: .utf8)
        XCTAssertTrue(report.contains("transition .opacity: identity → didDisappear"), "The report should show it.")
    }

    func testTraceJSONReportAndFramesAreTheSameInTwoProcesses() throws {
        for arguments in [["trace", "lesson15"], ["trace", "lesson15", "--format", "json"]] {
            // The first process: the run other tests read too (SharedRuns), or made here.
            let first = try SharedRuns.run(arguments).result
            let second = try ViewSimExecutable.run(arguments)
            XCTAssertEqual(first.status, 0, first.report("viewsim \(arguments.joined(separator: " ")) should succeed."))
            XCTAssertFalse(first.standardOutput.isEmpty)
            XCTAssertEqual(first.standardOutput, second.standardOutput, "\(arguments) should print the same bytes.")
        }
        var outputs: [(report: Data, frames: Data)] = []
        // Both processes are runs other tests read too (SharedRuns: the first, and the second that
        // DeterminismTests compares with it file by file).
        for (result, out) in try SharedRuns.lessonRunTwice("lesson15") {
            XCTAssertEqual(result.status, 0, result.report("viewsim run lesson15 should succeed."))
            outputs.append(
                (
                    try Data(contentsOf: out.appendingPathComponent("report.html")),
                    try Data(contentsOf: out.appendingPathComponent("step7-frames.png"))
                ))
        }
        XCTAssertFalse(outputs[0].frames.isEmpty)
        XCTAssertEqual(outputs[0].report, outputs[1].report, "the report should be the same bytes every time")
        XCTAssertEqual(outputs[0].frames, outputs[1].frames, "the filmstrip should be the same bytes every time")
    }
}
