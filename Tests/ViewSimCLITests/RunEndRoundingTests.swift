// Issue 23, item 6, at the very end of a run: the CLI prints the end of a run
// rounded to four decimals ("lesson1 runs from 0s to 2.2167s") while the run ends
// at an exact time (133/60 s), so a time within half a unit of that last digit
// (0.00005 s) counts as the end: `render --at`, `render --frames a..b` and
// `graph --at` with the printed end draw the last frame, and a time clearly past
// it (the end + 0.001 s) is still refused with the run's span, exit 64.
import Foundation
import XCTest

final class RunEndRoundingTests: XCTestCase {
    /// The end `viewsim` prints for `lesson`, read from the refusal of a time far past it.
    private func printedEnd(of lesson: String) throws -> String {
        let refused = try ViewSimExecutable.run(["render", lesson, "--at", "99999s", "-o", "-"])
        XCTAssertEqual(refused.status, 64, refused.report("A time far past the end is a usage error."))
        let message = refused.errorOutput
        let marker = "runs from 0s to "
        let range = try XCTUnwrap(message.range(of: marker), refused.report("The refusal names the run's span."))
        let end = message[range.upperBound...].prefix { $0 != "s" }
        return String(end)
    }

    /// `render --at`, `render --frames` from 0 and at one time, and `graph --at`, each at `time` (seconds, as printed).
    private func commands(_ lesson: String, at time: String) -> [[String]] {
        [
            ["render", lesson, "--at", "\(time)s", "-o", "at-\(time).png"],
            ["render", lesson, "--frames", "0s..\(time)s/4", "-o", "range-\(time).png"],
            ["render", lesson, "--frames", "\(time)s..\(time)s", "-o", "point-\(time).png"],
            ["graph", lesson, "--at", "\(time)s", "-o", "graph-\(time).dot"],
        ]
    }

    func testThePrintedEndCountsAsTheEnd() throws {
        let directory = try makeTemporaryDirectory(self)
        let lesson = "lesson1"
        let end = try printedEnd(of: lesson)
        let exact = try XCTUnwrap(Double(end))
        XCTAssertEqual(
            end.split(separator: ".").last?.count, 4, "lesson1's end is printed rounded to four decimals (\(end))")
        let past = String(format: "%.4f", exact + 0.001)
        for (time, status) in [(end, Int32(0)), (past, 64)] {
            for arguments in commands(lesson, at: time) {
                let result = try ViewSimExecutable.run(arguments, in: directory)
                let command = arguments.joined(separator: " ")
                if status == 0 {
                    XCTAssertEqual(result.status, 0, result.report("\(command): the printed end is the end."))
                } else {
                    XCTAssertEqual(
                        result.status, 64, result.report("\(command): clearly past the end is a usage error."))
                    XCTAssertTrue(
                        result.errorText.contains("runs from 0s to \(end)s"),
                        result.report("The refusal names the run's span."))
                }
            }
        }
    }
}
