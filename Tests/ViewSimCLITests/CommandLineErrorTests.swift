// Mistakes on the command line, run as a subprocess: an unknown lesson lists
// the lessons and suggests one, a bad flag shows ArgumentParser's message and
// usage; never a stack trace. Also --help, --version and colour.
import XCTest

final class CommandLineErrorTests: XCTestCase {
    func testUnknownLessonListsTheLessonsAndSuggestsTheClosest() throws {
        let ids = try ViewSimExecutable.lessonIDs()
        // One letter from lesson1 and further from every other id, so the suggestion is lesson1.
        let unknown = "lessn1"
        for subcommand in [
            ["run", unknown, "--no-wait"], ["trace", unknown], ["graph", unknown, "--at", "0", "-o", "a.svg"],
            ["plot", unknown, "-o", "a.svg"], ["report", unknown, "-o", "a.html"],
        ] {
            let result = try ViewSimExecutable.run(subcommand)
            XCTAssertNotEqual(result.status, 0, result.report("An unknown lesson should fail."))
            XCTAssertTrue(
                result.errorText.contains("unknown lesson '\(unknown)'"),
                result.report("Should name the unknown lesson."))
            for id in ids {
                XCTAssertTrue(result.errorText.contains(id), result.report("Should list the lesson \(id)."))
            }
            if ids.contains("lesson1") {
                XCTAssertTrue(
                    result.errorText.contains("Did you mean 'lesson1'?"), result.report("Should suggest lesson1."))
            }
            XCTAssertFalse(result.errorText.contains("Fatal error"), result.report("Should not crash."))
            XCTAssertEqual(result.output, "", result.report("Should print nothing on standard output."))
        }
    }

    func testUnknownFlagShowsTheMessageAndUsage() throws {
        let id = try XCTUnwrap(try ViewSimExecutable.lessonIDs().first)
        let result = try ViewSimExecutable.run(["run", id, "--bogus"])
        XCTAssertNotEqual(result.status, 0, result.report("An unknown flag should fail."))
        XCTAssertTrue(result.errorText.contains("--bogus"), result.report("Should name the flag."))
        XCTAssertTrue(result.errorText.contains("Usage: viewsim run"), result.report("Should show the usage."))
    }

    func testMissingSubcommandArgumentFails() throws {
        let result = try ViewSimExecutable.run(["graph"])
        XCTAssertNotEqual(result.status, 0, result.report("graph without arguments should fail."))
        XCTAssertTrue(result.errorText.contains("Usage: viewsim graph"), result.report("Should show the usage."))
    }

    func testHelpTeachesEachSubcommand() throws {
        let root = try ViewSimExecutable.run(["--help"])
        XCTAssertEqual(root.status, 0, root.report("--help should succeed."))
        for subcommand in ["list", "run", "graph", "plot", "render", "trace", "report"] {
            XCTAssertTrue(root.output.contains(subcommand), root.report("--help should name \(subcommand)."))
            let help = try ViewSimExecutable.run(["help", subcommand])
            XCTAssertEqual(help.status, 0, help.report("help \(subcommand) should succeed."))
            XCTAssertTrue(help.output.contains("Example"), help.report("help \(subcommand) should show examples."))
        }
        let graph = try ViewSimExecutable.run(["graph", "--help"])
        XCTAssertTrue(graph.output.contains("1.5s"), graph.report("graph --help should explain times."))
    }

    /// ArgumentParser wraps a line longer than 80 columns at a word and starts the
    /// rest at column 0, which breaks an indented table ("pictured only\nat\n the
    /// end"): every line of every help must fit, so that nothing is re-wrapped.
    func testNoHelpLineIsRewrapped() throws {
        for subcommand in ["", "list", "run", "graph", "plot", "render", "trace", "report"] {
            let help = try ViewSimExecutable.run(subcommand.isEmpty ? ["--help"] : ["help", subcommand])
            XCTAssertEqual(help.status, 0, help.report("help \(subcommand) should succeed."))
            let lines = help.output.split(separator: "\n", omittingEmptySubsequences: false)
            for (previous, line) in zip(lines, lines.dropFirst()) {
                let indented = previous.hasPrefix("  ")
                let fragment = !line.isEmpty && !line.hasPrefix(" ") && line.first?.isLowercase == true
                XCTAssertFalse(
                    indented && fragment,
                    help.report("help \(subcommand): '\(line)' is the wrapped end of '\(previous)'."))
            }
        }
    }

    func testABareNumberSuggestsTheLessonWithThatNumber() throws {
        let result = try ViewSimExecutable.run(["run", "3", "--no-wait"])
        XCTAssertEqual(result.status, 64, result.report("An unknown lesson is a usage error."))
        XCTAssertTrue(
            result.errorText.contains("Did you mean 'lesson3'?"), result.report("'3' should suggest lesson3."))
    }

    /// A step or time out of range exits 64 whether the command line shows it (a step
    /// number) or the run does (a time after the end); a negative one says so.
    func testOutOfRangeHasOneExitStatusAndNegativeValuesAreRead() throws {
        let directory = try makeTemporaryDirectory(self)
        let cases: [(arguments: [String], message: String)] = [
            (["graph", "lesson1", "--at", "99", "-o", "a.svg"], "step 99 is out of range"),
            (["graph", "lesson1", "--at", "1000s", "-o", "a.svg"], "the time 1000s is after the end"),
            (["graph", "lesson1", "--at", "-1", "-o", "a.svg"], "'-1' is before the start"),
            (["render", "lesson1", "--at", "-2s", "-o", "a.png"], "'-2s' is before the start"),
            (["trace", "lesson1", "--step", "-1"], "step -1 is out of range"),
            (["plot", "lesson3", "--step", "-2", "-o", "a.svg"], "step -2 is out of range"),
        ]
        for (arguments, message) in cases {
            let result = try ViewSimExecutable.run(arguments, in: directory)
            let command = arguments.joined(separator: " ")
            XCTAssertEqual(
                result.status, 64, result.report("\(command) should exit 64, as every out-of-range value does."))
            XCTAssertTrue(result.errorText.contains(message), result.report("\(command) should say '\(message)'."))
            XCTAssertFalse(
                result.errorText.contains("Missing value"), result.report("\(command): the value was given."))
        }
        XCTAssertEqual(contents(of: directory), [], "nothing written")
    }

    /// Every time option is checked against the run as `--at` is, and every bad value of
    /// one exits 64: a range past the end is refused, not drawn; huge times print as
    /// numbers (1e+308s), not as "inf".
    func testEveryTimeIsCheckedAgainstTheRunAndEveryBadTimeExits64() throws {
        let directory = try makeTemporaryDirectory(self)
        let end = "lesson1 runs from 0s to 3.3167s."
        let cases: [(arguments: [String], message: String)] = [
            (
                ["render", "lesson1", "--frames", "100s..200s", "-o", "a.png"],
                "the time range 100s..200s goes past the end: \(end)"
            ),
            (
                ["render", "lesson1", "--frames", "0s..1e308s/1e307s", "-o", "a.png"],
                "the time range 0s..1e+308s goes past the end: \(end)"
            ),
            (
                ["render", "lesson1", "--frames", "0s..1e308s", "-o", "a.png"],
                "the time range 0s..1e+308s goes past the end"
            ),
            (
                ["render", "lesson1", "--at", "1", "--frames", "1e308s..1e308s/3", "-o", "a.png"],
                "the time range 1e+308s..1e+308s goes past the end"
            ),
            (
                ["render", "lesson1", "--frames", "0s..3.4s/0.1s", "-o", "a.png"],
                "the time range 0s..3.4s goes past the end"
            ),
            (["render", "lesson1", "--at", "1e308s", "-o", "a.png"], "the time 1e+308s is after the end: \(end)"),
            (["graph", "lesson1", "--at", "1e308s", "-o", "a.svg"], "the time 1e+308s is after the end: \(end)"),
            (
                ["graph", "lesson1", "--at", "1.7976931348623157e308s", "-o", "a.svg"],
                "the time 1.7977e+308s is after the end"
            ),
            (["render", "lesson1", "--at", "infs", "-o", "a.png"], "'infs' is not a finite number"),
            (["graph", "lesson1", "--at", "nans", "-o", "a.svg"], "'nans' is not a finite number"),
            (["render", "lesson1", "--frames", "0s..infs", "-o", "a.png"], "write a count (8), a time range"),
            (["render", "lesson1", "--frames", "0s..1s/0s", "-o", "a.png"], "a positive stride"),
            (["render", "lesson1", "--frames", "0s..1e308s/1e-300s", "-o", "a.png"], "more than 240 frames"),
        ]
        for (arguments, message) in cases {
            let result = try ViewSimExecutable.run(arguments, in: directory)
            let command = arguments.joined(separator: " ")
            XCTAssertEqual(
                result.status, 64, result.report("\(command) should exit 64, as every out-of-range value does."))
            XCTAssertTrue(result.errorText.contains(message), result.report("\(command) should say '\(message)'."))
            XCTAssertFalse(
                result.errorText.contains("time inf"), result.report("\(command): a finite time prints as a number."))
        }
        // A range within the run is still drawn.
        let within = try ViewSimExecutable.run(
            ["render", "lesson1", "--frames", "0s..2.2s/4", "--scale", "1", "-o", "b.png"], in: directory)
        XCTAssertEqual(within.status, 0, within.report("a range within the run should be drawn."))
        XCTAssertEqual(contents(of: directory), ["b.png"], "nothing written for the refused commands")
    }

    func testVersion() throws {
        let result = try ViewSimExecutable.run(["--version"])
        XCTAssertEqual(result.status, 0, result.report("--version should succeed."))
        XCTAssertNotNil(
            result.output.range(of: #"^\d+\.\d+\.\d+\n$"#, options: .regularExpression),
            result.report("--version should print a version."))
    }

    func testNoColourWhenPipedOrWithNO_COLOR() throws {
        let id = try XCTUnwrap(try ViewSimExecutable.lessonIDs().first)
        let directory = try makeTemporaryDirectory(self)
        for environment: [String: String?] in [
            ["NO_COLOR": "1", "TERM": "xterm-256color"], ["NO_COLOR": nil, "TERM": "xterm-256color"],
        ] {
            for arguments in [["list"], ["run", id, "--out", "out"], ["run", "nosuchlesson"], ["trace", id]] {
                let result = try ViewSimExecutable.run(arguments, in: directory, environment: environment)
                XCTAssertFalse(
                    result.standardOutput.contains(0x1B),
                    result.report("Standard output should have no escape codes when piped."))
                XCTAssertFalse(
                    result.standardError.contains(0x1B),
                    result.report("Standard error should have no escape codes when piped."))
            }
        }
    }
}
