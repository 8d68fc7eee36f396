// `viewsim trace`, run as a subprocess: one step with --step, the options
// that map onto TraceTextOptions, and a step outside the lesson refused with
// the valid range.
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
        XCTAssertGreaterThan(all.output.count, plain.output.count, all.report("--show-all-insertions should show more."))
        XCTAssertLessThan(quiet.output.count, plain.output.count, quiet.report("--no-show-attribute-changes should show less."))
    }

    func testStepOutsideTheLessonIsRefusedWithTheRange() throws {
        let id = try XCTUnwrap(try ViewSimExecutable.lessonIDs().first)
        let result = try ViewSimExecutable.run(["trace", id, "--step", "99"])
        XCTAssertNotEqual(result.status, 0, result.report("--step 99 should fail."))
        XCTAssertTrue(result.errorOutput.contains("has steps 0 to"), result.report("Should give the valid range."))
        XCTAssertEqual(result.output, "", result.report("Should print no trace."))
    }
}
