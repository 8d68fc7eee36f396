import Foundation
// README.md pastes what `scripts/quickstart` prints for lesson1; this test runs the
// built `viewsim run lesson1 --no-wait` and checks every pasted line is still printed,
// so the README cannot drift from the real output (only a line of "…" alone may stand
// for left-out lines).
import XCTest

final class ReadmeQuickStartTests: XCTestCase {
    func testTheReadmeQuickStartOutputIsWhatLesson1Prints() throws {
        let readme = try String(
            contentsOf: URL(fileURLWithPath: #filePath)
                .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("README.md"), encoding: .utf8)
        guard let start = readme.range(of: "```text\n$ scripts/quickstart\n"),
            let end = readme.range(of: "```", range: start.upperBound..<readme.endIndex)
        else {
            return XCTFail("README.md has no quick-start output block")
        }
        // Only a line of "…" alone marks left-out output; every other line must be printed
        // as pasted, paths included (the run writes to the default viewsim-out/lesson1/).
        let pasted = readme[start.upperBound..<end.lowerBound].split(separator: "\n").map(String.init)
            .filter { $0 != "…" }
        let directory = try makeTemporaryDirectory(self)
        let result = try ViewSimExecutable.run(["run", "lesson1", "--no-wait"], in: directory)
        XCTAssertEqual(result.status, 0)
        let printed = Set(result.output.split(separator: "\n").map(String.init))
        let stale = pasted.filter { !printed.contains($0) }
        XCTAssertTrue(
            stale.isEmpty,
            "README.md's quick-start output is out of date; these lines are no longer printed:\n\(stale.joined(separator: "\n"))"
        )
        XCTAssertGreaterThanOrEqual(pasted.count, 15, "the pasted output shows the lesson's banner, a step and its end")
    }
}
