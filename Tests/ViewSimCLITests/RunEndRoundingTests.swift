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

    func testThePrintedEndCountsAsTheEnd() throws {
        let directory = try makeTemporaryDirectory(self)
        let lesson = "lesson1"
        let end = try printedEnd(of: lesson)
        let exact = try XCTUnwrap(Double(end))
        XCTAssertEqual(end.split(separator: ".").last?.count, 4, "lesson1's end is printed rounded to four decimals (\(end))")
        let commands: [[String]] = [
            ["render", lesson, "--at", "\(end)s", "-o", "at.png"],
            ["render", lesson, "--frames", "0s..\(end)s/4", "-o", "range.png"],
            ["render", lesson, "--frames", "\(end)s..\(end)s", "-o", "point.png"],
            ["graph", lesson, "--at", "\(end)s", "-o", "graph.dot"],
        ]
        for arguments in commands {
            let result = try ViewSimExecutable.run(arguments, in: directory)
            XCTAssertEqual(result.status, 0, result.report("\(arguments.joined(separator: " ")): the printed end is the end."))
        }
        let past = String(format: "%.4f", exact + 0.001)
        let refusals: [[String]] = [
            ["render", lesson, "--at", "\(past)s", "-o", "past.png"],
            ["render", lesson, "--frames", "0s..\(past)s", "-o", "past-range.png"],
            ["graph", lesson, "--at", "\(past)s", "-o", "past.dot"],
        ]
        for arguments in refusals {
            let result = try ViewSimExecutable.run(arguments, in: directory)
            XCTAssertEqual(result.status, 64, result.report("\(arguments.joined(separator: " ")): clearly past the end is a usage error."))
            XCTAssertTrue(result.errorOutput.contains("runs from 0s to \(end)s"), result.report("The refusal names the run's span."))
        }
    }
}
