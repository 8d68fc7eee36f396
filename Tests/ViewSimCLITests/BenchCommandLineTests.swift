// Runs the built viewsim-bench on its command line alone: `--help` lists every flag and what it
// does, and an unknown flag, a missing value or a wrong one ends at once with status 2 and a
// message that names it and what to type instead. No benchmark runs in these tests: each case
// ends before the first one would start (a mistake used to run the whole ten-minute benchmark).
import Foundation
import XCTest

final class BenchCommandLineTests: XCTestCase {
    private func bench(_ arguments: [String]) throws -> CommandResult {
        try ViewSimExecutable.run(arguments, executable: "viewsim-bench")
    }

    func testHelpListsEveryFlagWithWhatItDoes() throws {
        let result = try bench(["--help"])
        XCTAssertEqual(result.status, 0, result.report("--help failed"))
        for flag in [
            "--compare", "--only wide,narrow,…", "--rounds n", "--leaves 100,1000,…", "--narrow-only",
            "--soak-case list|animated",
            "--seconds n", "--frames 10000,20000,…", "--quick", "--help",
        ] {
            XCTAssertTrue(result.output.contains("  " + flag), "missing \(flag):\n\(result.output)")
        }
        XCTAssertTrue(result.output.contains("swift build -c release --product viewsim-bench"), result.output)
        XCTAssertTrue(result.errorOutput.isEmpty || result.errorOutput.hasPrefix("note:"), result.errorOutput)
    }

    func testAMistypedFlagIsNamedWithTheNearestOne() throws {
        let result = try bench(["--compre", "--only", "narrow"])
        XCTAssertEqual(result.status, 2, result.report("a mistyped flag was not refused"))
        XCTAssertTrue(
            result.errorOutput.contains("unknown flag '--compre'; did you mean --compare?"), result.errorOutput)
        XCTAssertTrue(result.errorOutput.contains("viewsim-bench --help"), result.errorOutput)
        XCTAssertFalse(result.output.contains("µs"), "a benchmark ran:\n\(result.output)")
    }

    func testAnArgumentThatIsNoFlagIsRefused() throws {
        let result = try bench(["narrow"])
        XCTAssertEqual(result.status, 2, result.report("a bare word was not refused"))
        XCTAssertTrue(result.errorOutput.contains("unexpected argument 'narrow'"), result.errorOutput)
    }

    func testValuesAreCheckedBeforeAnythingRuns() throws {
        let cases: [([String], String)] = [
            (["--compare", "--only", "narow"], "unknown name 'narow' after --only; use one or more of"),
            (["--compare", "--leaves", "100,,1000"], "--leaves needs whole numbers of 1 or more"),
            (["--compare", "--rounds", "0"], "--rounds needs a whole number of 1 or more, not '0'"),
            (["--compare", "--rounds"], "--rounds needs a value (n)"),
            (["--compare", "--leaves", "--only", "wide"], "--leaves needs a value"),
            (["--soak-case", "lists"], "--soak-case takes one of list, animated, not 'lists'"),
            (["--narrow-only", "--leaves", "100,1000"], "without --compare, --leaves takes one size"),
        ]
        for (arguments, message) in cases {
            let result = try bench(arguments)
            XCTAssertEqual(result.status, 2, result.report("not refused"))
            XCTAssertTrue(result.errorOutput.contains(message), "\(arguments): \(result.errorOutput)")
            XCTAssertFalse(result.output.contains("µs"), "a benchmark ran for \(arguments):\n\(result.output)")
        }
    }
}
