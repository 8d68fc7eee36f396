// Output is the same bytes in every process (Swift seeds hashing per process,
// so this catches Dictionary or Set order leaking into output): the trace of
// every lesson, and its DOT, run twice in separate processes.
import XCTest

final class DeterminismTests: XCTestCase {
    func testTraceIsByteIdenticalAcrossProcesses() throws {
        for id in try ViewSimExecutable.lessonIDs() {
            let first = try ViewSimExecutable.run(["trace", id])
            let second = try ViewSimExecutable.run(["trace", id])
            XCTAssertEqual(first.status, 0, first.report("viewsim trace \(id) should succeed."))
            XCTAssertTrue(first.output.hasPrefix("step 0 · "), first.report("The trace should start with step 0."))
            XCTAssertEqual(first.standardOutput, second.standardOutput, "viewsim trace \(id) should print the same bytes every time.")
            XCTAssertEqual(first.errorOutput, "", first.report("viewsim trace should print nothing on standard error."))
        }
    }

    func testDOTIsByteIdenticalAcrossProcesses() throws {
        for id in try ViewSimExecutable.lessonIDs() {
            let directory = try makeTemporaryDirectory(self)
            for kind in ["view", "cause"] {
                let first = try ViewSimExecutable.run(["graph", id, "--at", "1", "--kind", kind, "-o", "a.dot"], in: directory)
                let second = try ViewSimExecutable.run(["graph", id, "--at", "1", "--kind", kind, "-o", "b.dot"], in: directory)
                XCTAssertEqual(first.status, 0, first.report("viewsim graph \(id) should succeed."))
                XCTAssertEqual(second.status, 0, second.report("viewsim graph \(id) should succeed."))
                let a = try Data(contentsOf: directory.appendingPathComponent("a.dot"))
                let b = try Data(contentsOf: directory.appendingPathComponent("b.dot"))
                XCTAssertFalse(a.isEmpty, "\(id): the DOT should not be empty.")
                XCTAssertEqual(a, b, "viewsim graph \(id) --at 1 --kind \(kind) should write the same DOT every time.")
            }
        }
    }
}
