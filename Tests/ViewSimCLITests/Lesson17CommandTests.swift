// Lesson 17 end to end, run as a subprocess: `viewsim run lesson17` shows each loop's
// warning and its cycle, every claim holds, the trace shows the preference lines (⇡)
// and the never-settling values, and the trace and its JSON are the same bytes in two
// processes.
import Foundation
import XCTest

final class Lesson17CommandTests: XCTestCase {
    func testRunShowsEachLoopAndEveryClaimHolds() throws {
        let directory = try makeTemporaryDirectory(self)
        let out = directory.appendingPathComponent("out")
        let result = try ViewSimExecutable.run(
            ["run", "lesson17", "--out", out.path, "--no-wait"], environment: ["COLUMNS": "400"])
        XCTAssertEqual(result.status, 0, result.report("viewsim run lesson17 should succeed."))
        let text = result.outputText
        for line in [
            "⚠ Bound preference HeightKey tried to update multiple times per frame.",
            "⚠ onChange(of: CGFloat) action tried to update multiple times per frame.",
            "⚠ Publishing changes from within view updates is not allowed, this will cause undefined behavior.",
            "⚠ onChange(of: Double) action tried to update multiple times per frame.",
            "11 of 11 claims hold.",
        ] {
            XCTAssertTrue(text.contains(line), result.report("The run should show: \(line)"))
        }
        XCTAssertFalse(result.output.contains("✗"), result.report("No claim of lesson17 should fail."))
        let trace = try ViewSimExecutable.run(["trace", "lesson17"], environment: ["COLUMNS": "400"])
        for line in [
            "⇡ .onPreferenceChange #17 reads HeightKey: 19.7891 → 59.3672 (set by .preference #20)",
            "never settles; the value went 19.7891 → 59.3672 → 138.5234 → 296.8359",
            "⇡ .onGeometryChange #26 reads its geometry as CGFloat: 19.7891 (its first value)",
        ] {
            XCTAssertTrue(trace.outputText.contains(line), trace.report("The trace should show: \(line)"))
        }
    }

    func testTraceAndJSONAreTheSameInTwoProcesses() throws {
        for arguments in [["trace", "lesson17"], ["trace", "lesson17", "--format", "json"]] {
            // The first process: the run other tests read too (SharedRuns), or made here.
            let first = try SharedRuns.run(arguments).result
            let second = try ViewSimExecutable.run(arguments)
            XCTAssertEqual(first.status, 0, first.report("viewsim \(arguments.joined(separator: " ")) should succeed."))
            XCTAssertFalse(first.standardOutput.isEmpty)
            XCTAssertEqual(first.standardOutput, second.standardOutput, "\(arguments) should print the same bytes.")
        }
    }
}
