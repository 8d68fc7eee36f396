// Lesson 16 end to end, run as a subprocess: `viewsim run lesson16` shows the drag's
// gesture events (☞), the velocity handed to the spring and the one dropped under
// `.speed(2)`, every claim holds, the report shows the gesture lines, and the trace,
// its JSON, the report and the PNG frames are the same bytes in two processes.
import Foundation
import XCTest

final class Lesson16CommandTests: XCTestCase {
    func testRunShowsTheGestureAndTheVelocityAndEveryClaimHolds() throws {
        let directory = try makeTemporaryDirectory(self)
        let out = directory.appendingPathComponent("out")
        let result = try ViewSimExecutable.run(
            ["run", "lesson16", "--out", out.path, "--no-wait"], environment: ["COLUMNS": "400"])
        XCTAssertEqual(result.status, 0, result.report("viewsim run lesson16 should succeed."))
        let text = result.outputText
        for line in [
            "▶ drag \"pip\" down at (317, 712)",
            "☞ .gesture #10 DragGesture(minimumDistance: 0) began: translation (0, 0)",
            "like frame 2, but",
            "5 of 5 claims hold.",
        ] {
            XCTAssertTrue(text.contains(line), result.report("The run should show: \(line)"))
        }
        XCTAssertFalse(result.output.contains("✗"), result.report("No claim of lesson16 should fail."))
        // An absolute --out prints absolute paths, as given (RunCommandTests' shared runs give a relative one).
        for name in ["step1-plot.svg", "step2-frames.png", "report.html"] {
            XCTAssertTrue(
                result.output.contains("  " + out.appendingPathComponent(name).path),
                result.report("Should print the path of \(name) as given."))
        }
        let trace = try ViewSimExecutable.run(["trace", "lesson16"], environment: ["COLUMNS": "400"])
        for line in [
            "☞ .gesture #10 DragGesture(minimumDistance: 0) ended: translation (-110, -260), velocity (-550, -1300) pt/s",
            "velocity (-550, -1300) pt/s from DragGesture(minimumDistance: 0) on .gesture #10, taken by spring(response: 0.55, dampingFraction: 0.8)",
            "merges with the running spring(response: 0.55, dampingFraction: 0.8), keeping its value and velocity",
            "not used: spring(response: 0.55, dampingFraction: 0.8).speed(2) cannot merge",
        ] {
            XCTAssertTrue(trace.outputText.contains(line), trace.report("The trace should show: \(line)"))
        }
        let report = try String(contentsOf: out.appendingPathComponent("report.html"), encoding: .utf8)
        XCTAssertTrue(report.contains("DragGesture(minimumDistance: 0) ended"), "The report should show the gesture.")
        for step in 1...3 {
            XCTAssertTrue(
                FileManager.default.fileExists(atPath: out.appendingPathComponent("step\(step)-plot.svg").path),
                "step \(step) animates: its plot is written")
        }
    }

    func testTraceJSONReportAndFramesAreTheSameInTwoProcesses() throws {
        for arguments in [["trace", "lesson16"], ["trace", "lesson16", "--format", "json"]] {
            // The first process: the run other tests read too (SharedRuns), or made here.
            let first = try SharedRuns.run(arguments).result
            let second = try ViewSimExecutable.run(arguments)
            XCTAssertEqual(first.status, 0, first.report("viewsim \(arguments.joined(separator: " ")) should succeed."))
            XCTAssertFalse(first.standardOutput.isEmpty)
            XCTAssertEqual(first.standardOutput, second.standardOutput, "\(arguments) should print the same bytes.")
        }
        var outputs: [(report: Data, frames: Data, graph: Data)] = []
        // Both processes are runs other tests read too (SharedRuns: the first, and the second that
        // DeterminismTests compares with it file by file).
        for (result, out) in try SharedRuns.lessonRunTwice("lesson16") {
            XCTAssertEqual(result.status, 0, result.report("viewsim run lesson16 should succeed."))
            outputs.append(
                (
                    try Data(contentsOf: out.appendingPathComponent("report.html")),
                    try Data(contentsOf: out.appendingPathComponent("step2-frames.png")),
                    try Data(contentsOf: out.appendingPathComponent("step2-view-graph.svg"))
                ))
        }
        XCTAssertFalse(outputs[0].frames.isEmpty)
        XCTAssertEqual(outputs[0].report, outputs[1].report, "the report should be the same bytes every time")
        XCTAssertEqual(outputs[0].frames, outputs[1].frames, "the filmstrip should be the same bytes every time")
        XCTAssertEqual(outputs[0].graph, outputs[1].graph, "the view graph should be the same bytes every time")
    }
}
