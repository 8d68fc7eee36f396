// Tests the golden-file helper's diff, which is all a learner or a maintainer
// sees when a trace changes: changed lines with context and hunk headers.
// Simplifies: recording and file lookup are exercised by the lessons' golden tests.
import XCTest

final class GoldenFileTests: XCTestCase {
    func testDiffShowsChangedLinesWithContext() {
        let expected = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let actual = expected.replacingOccurrences(of: "line 5\n", with: "line five\n")
        XCTAssertEqual(GoldenFile.lineDiff(expected: expected, actual: actual), """
            @@ -2,7 +2,7 @@
              line 2
              line 3
              line 4
            - line 5
            + line five
              line 6
              line 7
              line 8
            """)
    }

    func testDiffOfAddedAndRemovedLines() {
        XCTAssertEqual(GoldenFile.lineDiff(expected: "a\nb\nc", actual: "a\nc\nd", context: 0), """
            @@ -2,1 +1,0 @@
            - b
            @@ -3,0 +3,1 @@
            + d
            """)
    }

    func testDiffOfTextsThatDifferOnlyInLineEndings() {
        XCTAssertTrue(GoldenFile.lineDiff(expected: "a\nb\n", actual: "a\nb\n").contains("do not show as lines"))
    }
}
