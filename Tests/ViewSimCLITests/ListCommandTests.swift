// `viewsim list`, run as a subprocess: every lesson on its own line, the id
// first, aligned columns, nothing on standard error.
import XCTest

final class ListCommandTests: XCTestCase {
    func testListPrintsOneLessonPerLineWithTheIDFirst() throws {
        let result = try ViewSimExecutable.run(["list"])
        XCTAssertEqual(result.status, 0, result.report("viewsim list should succeed."))
        XCTAssertEqual(result.errorOutput, "", result.report("viewsim list should print nothing on standard error."))

        let lines = result.output.split(separator: "\n").map(String.init)
        XCTAssertFalse(lines.isEmpty, result.report("viewsim list printed no lessons."))
        let ids = lines.compactMap { $0.split(separator: " ").first.map(String.init) }
        XCTAssertEqual(Set(ids).count, ids.count, result.report("Lesson ids should be unique."))
        for line in lines {
            let columns = line.components(separatedBy: "  ").filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            XCTAssertGreaterThanOrEqual(columns.count, 3, result.report("Each line should show id, title and source: \(line)"))
        }
        // Aligned: every title starts in the same column.
        let titleColumns = Set(lines.map { line in
            line.distance(from: line.startIndex, to: line.firstIndex(of: " ") ?? line.endIndex)
                + line.drop { $0 != " " }.prefix { $0 == " " }.count
        })
        XCTAssertEqual(titleColumns.count, 1, result.report("Titles should start in one column."))
    }
}
