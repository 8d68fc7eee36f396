// Tests update baselines (assertUpdates / verifyUpdates): a missing baseline is
// recorded (never under record mode never, as on CI), the same run then passes,
// and a changed view fails with the difference: the Badge whose value now
// changes runs its body where it was skipped. The failing assertion is shown
// once through XCTest's failure capture against a committed baseline.
import Foundation
import ViewSim
import ViewSimTesting
import XCTest

/// A counter whose badge is given the count only when `badgeShowsCount`: without
/// it, the badge's value never changes and its body is skipped at every tap.
private struct Shelf: View {
    let badgeShowsCount: Bool
    @State private var count = 0

    var body: some View {
        VStack {
            Text("\(count)").onTapGesture { count += 1 }.accessibilityIdentifier("add")
            Badge(count: badgeShowsCount ? count : 0)
        }
    }
}

private struct Badge: View {
    let count: Int
    var body: some View { Text("badge \(count)") }
}

final class BaselineAssertionsTests: XCTestCase {
    private var directory: URL!
    private var captured: [String] = []
    private var capturing = false

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent(
                "viewsim-baseline-\(ProcessInfo.processInfo.processIdentifier)-\(name.filter(\.isLetter))")
        try? FileManager.default.removeItem(at: directory)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        if capturing {
            captured.append(description)
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    /// Taps the shelf's counter twice.
    private func shelf(badgeShowsCount: Bool) throws -> Simulation {
        let sim = makeSimulation(Shelf(badgeShowsCount: badgeShowsCount))
        try sim.step("add two") {
            try sim.tap("add")
            try sim.tap("add")
        }
        return sim
    }

    func testBaselineIsRecordedThenMatchedThenFailsWithTheDifference() throws {
        let url = directory.appendingPathComponent("__Snapshots__/ShelfTests/shelf.json")
        let before = try shelf(badgeShowsCount: false)

        let missing = try XCTUnwrap(verifyUpdates(before.trace, matchBaseline: url, mode: .never))
        XCTAssertTrue(missing.contains("No baseline shelf.json (record mode never"), missing)
        XCTAssertFalse(FileManager.default.fileExists(atPath: url.path), "Record mode never writes nothing.")

        let recorded = try XCTUnwrap(verifyUpdates(before.trace, matchBaseline: url, mode: .missing))
        XCTAssertTrue(recorded.contains("No baseline shelf.json: recorded it"), recorded)
        let file = try String(contentsOf: url, encoding: .utf8)
        XCTAssertTrue(file.hasPrefix("{\"schema\":\"viewsim.updates\",\"version\":1,"), file)

        XCTAssertNil(verifyUpdates(before.trace, matchBaseline: url, mode: .never), "The same run matches.")
        XCTAssertNil(
            verifyUpdates(try shelf(badgeShowsCount: false).trace, matchBaseline: url, mode: .never),
            "Another simulation of the same view matches (node ids play no part).")

        let after = try shelf(badgeShowsCount: true)
        let failure = try XCTUnwrap(verifyUpdates(after.trace, matchBaseline: url, mode: .never))
        XCTAssertTrue(
            failure.contains(
                """
                Baseline shelf.json does not match the simulation (A: the baseline, B: the simulation):

                  A: the baseline · steps 0–1 · 
                """), failure)
        XCTAssertTrue(
            failure.contains(
                """
                  Shelf › Badge
                    body runs     1 → 3
                    reason @self  1 → 3
                    body skips    2 → 0
                """), failure)
        XCTAssertTrue(failure.contains("VIEWSIM_RECORD=failed swift test --filter ShelfTests"), failure)
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), file, "Record mode never leaves the file.")

        // Record mode failed writes the new summary; the next check passes.
        let rerecorded = try XCTUnwrap(verifyUpdates(after.trace, matchBaseline: url, mode: .failed))
        XCTAssertTrue(rerecorded.contains("re-recorded it (record mode failed)"), rerecorded)
        XCTAssertNil(verifyUpdates(after.trace, matchBaseline: url, mode: .never))
    }

    func testAssertUpdatesFailsWithTheDifferenceWhenTheViewChanges() throws {
        // __Snapshots__/BaselineAssertionsTests/shelf.json holds the run with the badge not showing the count.
        assertUpdates(try shelf(badgeShowsCount: false), matchBaseline: "shelf.json")
        captured = []
        capturing = true
        assertUpdates(try shelf(badgeShowsCount: true), matchBaseline: "shelf.json")
        capturing = false
        XCTAssertEqual(captured.count, 1, "The changed view should fail once.")
        let message = try XCTUnwrap(captured.first)
        XCTAssertTrue(message.contains("Baseline shelf.json does not match the simulation"), message)
        XCTAssertTrue(message.contains("    body runs     1 → 3\n    reason @self  1 → 3"), message)
    }

    func testBaselinesLiveBesideTheGoldens() {
        XCTAssertEqual(
            baselineURL(named: "checkout", testFile: "/repo/Tests/AppTests/CheckoutTests.swift").path,
            "/repo/Tests/AppTests/__Snapshots__/CheckoutTests/checkout.json")
    }

    func testAnUnreadableBaselineSaysHowToRecordIt() throws {
        let url = directory.appendingPathComponent("__Snapshots__/ShelfTests/broken.json")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{\"schema\":\"viewsim.updates\",\"version\":1}".utf8).write(to: url)
        let message = try XCTUnwrap(
            verifyUpdates(makeSimulation(Badge(count: 1)).trace, matchBaseline: url, mode: .never))
        XCTAssertTrue(message.contains("Baseline broken.json could not be read"), message)
        XCTAssertTrue(message.contains("is missing"), message)
    }
}
