// Tests the golden-file helper of ViewSimTesting: where goldens live, how the
// environment picks a record mode (CI never records), what each mode does with a
// missing, equal and different golden (in a temporary folder), and the diff.
import Foundation
import ViewSimTesting
import XCTest

final class GoldenAssertionsTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent(
                "viewsim-golden-\(ProcessInfo.processInfo.processIdentifier)-\(name.filter(\.isLetter))")
        try? FileManager.default.removeItem(at: directory)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private func contents(_ url: URL) -> String? {
        FileManager.default.contents(atPath: url.path).map { String(decoding: $0, as: UTF8.self) }
    }

    private func write(_ text: String, _ url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    // MARK: Layout

    func testGoldensLiveInSnapshotsFolderNamedAfterTheTestFile() {
        XCTAssertEqual(
            goldenURL(named: "loop.dot", testFile: "/repo/Tests/ViewSimGraphvizTests/CauseEffectDiagramTests.swift")
                .path,
            "/repo/Tests/ViewSimGraphvizTests/__Snapshots__/CauseEffectDiagramTests/loop.dot")
        XCTAssertEqual(
            goldenURL(named: "lesson1.trace", testFile: "/t/Lesson1Tests.swift").path,
            "/t/__Snapshots__/Lesson1Tests/lesson1.trace")
        XCTAssertEqual(
            goldenURL(named: "trace", testFile: "/t/LessonTests.swift").path, "/t/__Snapshots__/LessonTests/trace.txt")
        XCTAssertEqual(
            goldenURL(named: "a.b/trace", testFile: "/t/LessonTests.swift").path,
            "/t/__Snapshots__/LessonTests/a.b/trace.txt")
    }

    // MARK: Choosing the mode

    func testEnvironmentChoosesTheModeAndCINeverRecords() {
        XCTAssertEqual(try GoldenRecordMode.from(environment: [:]).get(), .missing)
        XCTAssertEqual(try GoldenRecordMode.from(environment: ["VIEWSIM_RECORD": ""]).get(), .missing)
        for mode in GoldenRecordMode.allCases {
            XCTAssertEqual(try GoldenRecordMode.from(environment: ["VIEWSIM_RECORD": mode.rawValue]).get(), mode)
            XCTAssertEqual(
                try GoldenRecordMode.from(environment: ["VIEWSIM_RECORD": mode.rawValue, "CI": "true"]).get(), .never)
        }
        XCTAssertEqual(try GoldenRecordMode.from(environment: ["VIEWSIM_RECORD": "1"]).get(), .all)
        XCTAssertEqual(try GoldenRecordMode.from(environment: ["VIEWSIM_RECORD": "Failed"]).get(), .failed)
        XCTAssertEqual(try GoldenRecordMode.from(environment: ["CI": "true"]).get(), .never)
        XCTAssertEqual(try GoldenRecordMode.from(environment: ["CI": "1"]).get(), .never)
        XCTAssertEqual(try GoldenRecordMode.from(environment: ["CI": "false", "VIEWSIM_RECORD": "all"]).get(), .all)
    }

    func testAnUnknownModeIsAnErrorNamingTheModes() {
        guard case .failure(let error) = GoldenRecordMode.from(environment: ["VIEWSIM_RECORD": "yes"]) else {
            return XCTFail("VIEWSIM_RECORD=yes was accepted")
        }
        XCTAssertEqual(
            error.description,
            "VIEWSIM_RECORD=yes is not a record mode. Use one of missing, all, failed, never (or 1, meaning all), or unset it."
        )
    }

    // MARK: never

    func testNeverFailsOnAMissingGoldenSayingHowToRecordAndWritesNothing() {
        let url = directory.appendingPathComponent("a.txt")
        let message = verifyGolden("text", at: url, mode: .never)
        XCTAssertTrue(message?.hasPrefix("No golden file a.txt (record mode never") == true, message ?? "")
        XCTAssertTrue(
            message?.contains("VIEWSIM_RECORD=missing swift test --filter <this test>") == true, message ?? "")
        XCTAssertNil(contents(url))
        let beside = directory.appendingPathComponent("__Snapshots__/Lesson9Tests/lesson9.trace.txt")
        let named = verifyGolden("text", at: beside, mode: .never)
        XCTAssertTrue(named?.contains("VIEWSIM_RECORD=missing swift test --filter Lesson9Tests,") == true, named ?? "")
    }

    func testNeverPassesOnAnEqualGoldenAndFailsWithADiffOnADifferentOne() throws {
        let url = directory.appendingPathComponent("a.txt")
        try write("one\ntwo\n", url)
        XCTAssertNil(verifyGolden("one\ntwo\n", at: url, mode: .never))
        let message = try XCTUnwrap(verifyGolden("one\nTWO\n", at: url, mode: .never))
        XCTAssertTrue(message.hasPrefix("Golden file a.txt does not match the output (- golden, + output):"), message)
        XCTAssertTrue(message.contains("  - two\n  + TWO"), message)
        XCTAssertEqual(contents(url), "one\ntwo\n")
    }

    // MARK: missing

    func testMissingRecordsAMissingGoldenAndFails() {
        let url = directory.appendingPathComponent("Sub/a.dot")
        let message = verifyGolden("one\n", at: url, mode: .missing)
        XCTAssertTrue(
            message?.hasPrefix("No golden file a.dot: recorded it (record mode missing); re-run to compare.") == true,
            message ?? "")
        XCTAssertEqual(contents(url), "one\n")
        XCTAssertNil(verifyGolden("one\n", at: url, mode: .missing))
    }

    func testMissingDoesNotOverwriteADifferentGolden() throws {
        let url = directory.appendingPathComponent("a.txt")
        try write("one\n", url)
        XCTAssertNotNil(verifyGolden("two\n", at: url, mode: .missing))
        XCTAssertEqual(contents(url), "one\n")
    }

    // MARK: failed

    func testFailedRewritesOnlyADifferentGoldenAndFailsWithTheChange() throws {
        let url = directory.appendingPathComponent("a.txt")
        try write("one\n", url)
        XCTAssertNil(verifyGolden("one\n", at: url, mode: .failed))
        let message = try XCTUnwrap(verifyGolden("two\n", at: url, mode: .failed))
        XCTAssertTrue(
            message.hasPrefix("Golden file a.txt did not match the output; re-recorded it (record mode failed)."),
            message)
        XCTAssertTrue(message.contains("  - one\n  + two"), message)
        XCTAssertEqual(contents(url), "two\n")
        XCTAssertNil(verifyGolden("two\n", at: url, mode: .failed))
    }

    func testFailedRecordsAMissingGolden() {
        let url = directory.appendingPathComponent("a.txt")
        XCTAssertNotNil(verifyGolden("one\n", at: url, mode: .failed))
        XCTAssertEqual(contents(url), "one\n")
    }

    // MARK: all

    func testAllRecordsEveryGoldenAndAlwaysFails() throws {
        let url = directory.appendingPathComponent("a.txt")
        try write("one\n", url)
        let unchanged = try XCTUnwrap(verifyGolden("one\n", at: url, mode: .all))
        XCTAssertTrue(unchanged.hasPrefix("Golden file a.txt: recorded (record mode all), unchanged"), unchanged)
        let changed = try XCTUnwrap(verifyGolden("two\n", at: url, mode: .all))
        XCTAssertTrue(
            changed.hasPrefix("Golden file a.txt: recorded (record mode all), changed (- old golden, + output):"),
            changed)
        XCTAssertEqual(contents(url), "two\n")
        let other = directory.appendingPathComponent("b.txt")
        XCTAssertNotNil(verifyGolden("new\n", at: other, mode: .all))
        XCTAssertEqual(contents(other), "new\n")
    }

    // MARK: Diff

    func testDiffIsUnifiedWithContextAndLineNumbers() {
        var lines = (1...10).map { "line \($0)" }
        let expected = lines.joined(separator: "\n")
        lines[4] = "line five"
        XCTAssertEqual(
            goldenDiff(expected: expected, actual: lines.joined(separator: "\n"), context: 2),
            """
            @@ -3,5 +3,5 @@
              line 3
              line 4
            - line 5
            + line five
              line 6
              line 7
            """)
    }

    func testDiffShowsSeparateHunksAndEmptyLines() {
        XCTAssertEqual(
            goldenDiff(expected: "a\nb\nc\nd\ne\nf\ng\nh\n", actual: "A\nb\nc\nd\ne\nf\ng\nh\n\n", context: 1),
            """
            @@ -1,2 +1,2 @@
            - a
            + A
              b
            @@ -8,2 +8,3 @@
              h
            + (empty line)
              \("")
            """)
        XCTAssertEqual(
            goldenDiff(expected: "a\nb", actual: "a\nb\n"),
            """
            @@ -1,2 +1,3 @@
              a
              b
            + (empty line)
            """)
    }

    func testDiffShowsOnlyTheFirstDifferences() {
        let expected = (1...200).map { "line \($0)" }.joined(separator: "\n")
        let actual = (1...200).map { $0 % 10 == 0 ? "changed \($0)" : "line \($0)" }.joined(separator: "\n")
        let diff = goldenDiff(expected: expected, actual: actual, context: 1, limit: 10)
        XCTAssertEqual(diff.split(separator: "\n").count, 11)
        XCTAssertTrue(diff.hasSuffix("… 89 more diff lines"), diff)
        XCTAssertTrue(diff.hasPrefix("@@ -9,3 +9,3 @@\n  line 9\n- line 10\n+ changed 10"), diff)
    }
}
