// Tests the golden-file helper itself: where goldens live, the messages for a
// missing or different golden, and recording.
import Foundation
import XCTest

final class AssertGoldenTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("viewsim-golden-\(name.filter(\.isLetter))")
        try? FileManager.default.removeItem(at: directory)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    func testGoldensLiveInSnapshotsFolderNamedAfterTheTestFile() {
        let url = goldenURL(named: "loop", testFile: "/repo/Tests/ViewSimGraphvizTests/CauseEffectDiagramTests.swift")
        XCTAssertEqual(url.path, "/repo/Tests/ViewSimGraphvizTests/__Snapshots__/CauseEffectDiagramTests/loop.dot")
        XCTAssertEqual(goldenURL(named: "trace.txt", testFile: "/t/LessonTests.swift").path, "/t/__Snapshots__/LessonTests/trace.txt")
    }

    func testMissingGoldenFailsSayingHowToRecord() {
        let message = verifyGolden("text", at: directory.appendingPathComponent("a.dot"), record: false)
        XCTAssertEqual(message?.components(separatedBy: "\n").first, "No golden file a.dot.")
        XCTAssertTrue(message?.contains("VIEWSIM_RECORD=1 swift test") == true, message ?? "")
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("a.dot").path))
    }

    func testRecordWritesTheFileAndFails() throws {
        let url = directory.appendingPathComponent("Sub/a.dot")
        let message = verifyGolden("one\ntwo\n", at: url, record: true)
        XCTAssertTrue(message?.hasPrefix("Golden file a.dot: recorded, re-run.") == true, message ?? "")
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "one\ntwo\n")
        XCTAssertNil(verifyGolden("one\ntwo\n", at: url, record: false))
    }

    func testDifferenceFailsWithAUnifiedDiff() throws {
        let url = directory.appendingPathComponent("a.dot")
        _ = verifyGolden((1...10).map { "line \($0)" }.joined(separator: "\n"), at: url, record: true)
        var lines = (1...10).map { "line \($0)" }
        lines[4] = "line five"
        let message = try XCTUnwrap(verifyGolden(lines.joined(separator: "\n"), at: url, record: false))
        XCTAssertEqual(message, """
            Golden file a.dot does not match the output.

              @@ line 3 @@
                 line 3
                 line 4
              −  line 5
              +  line five
                 line 6
                 line 7

              (Expected: −, Actual: +)

            To fix, correct the code if the change is a bug; if it is intended, re-record with VIEWSIM_RECORD=1 swift test --filter <this test> and review the diff of \(url.path).
            """)
    }

    func testDiffShowsSeparateHunksAndEmptyLines() {
        let diff = goldenDiff(expected: "a\nb\nc\nd\ne\nf\ng\nh\n", actual: "A\nb\nc\nd\ne\nf\ng\nh\n\n")
        XCTAssertEqual(diff, """
            @@ line 1 @@
            −  a
            +  A
               b
               c
            @@ line 7 @@
               g
               h
            +  (empty line)
               \("")
            """)
    }
}
