// `viewsim list`, run as a subprocess: a table that fits the width (80 piped,
// COLUMNS when set): each lesson's row starts with its id, the only text at the
// left margin; its title and source wrap in the second column, aligned.
import XCTest

final class ListCommandTests: XCTestCase {
    func testListIsATableThatFitsTheWidth() throws {
        for width in [80, 60] {
            let result = try ViewSimExecutable.run(["list"], environment: width == 80 ? [:] : ["COLUMNS": "\(width)"])
            XCTAssertEqual(result.status, 0, result.report("viewsim list should succeed."))
            XCTAssertEqual(
                result.errorOutput, "", result.report("viewsim list should print nothing on standard error."))
            XCTAssertEqual(
                TerminalWidthTests.overwideLines(result.output, width: width), [],
                result.report("Every line of viewsim list should fit \(width) columns."))

            let lines = result.output.split(separator: "\n").map(String.init)
            let rows = lines.filter { $0.first != " " }
            XCTAssertFalse(rows.isEmpty, result.report("viewsim list printed no lessons."))
            let ids = rows.compactMap { $0.split(separator: " ").first.map(String.init) }
            XCTAssertEqual(Set(ids).count, ids.count, result.report("Lesson ids should be unique."))
            // Aligned: every title starts in the same column, and every wrapped line starts there too.
            let column = (ids.map(\.count).max() ?? 0) + 2
            for row in rows {
                XCTAssertEqual(
                    row.prefix(column).last, " ", result.report("A row's title starts in column \(column): \(row)"))
                XCTAssertNotEqual(
                    Array(row)[column], " ", result.report("A row's title starts in column \(column): \(row)"))
            }
            for line in lines where line.first == " " {
                XCTAssertTrue(
                    line.hasPrefix(String(repeating: " ", count: column)) && Array(line)[column] != " ",
                    result.report("A wrapped cell line starts under the title: \(line)"))
            }
            XCTAssertGreaterThan(
                lines.count, rows.count, result.report("Titles and sources wrap within the second column."))
        }
    }
}
