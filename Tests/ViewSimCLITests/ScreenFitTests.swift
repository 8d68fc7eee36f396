// Every line fits: each lesson's `viewsim run` on an 80 × 24 pseudo-terminal
// (standard output the terminal itself) has no line over 80 columns; run
// interactively, every screen between two prompts fits 24 rows; at COLUMNS=60
// a couple of lessons fit 60 piped; `--help` of every subcommand and an error
// fit too; and a step's code is wrapped at token boundaries with `↪`. The terminal
// runs are `--no-files` (the files' list at 80 columns is checked on the runs
// TerminalWidthTests reads, and the paged runs write files); so are the COLUMNS=60
// and code-wrapping runs (the width and the code are in the text `--no-files` prints,
// the files' list at 60 columns is checked by TerminalWidthTests on the lesson whose
// list is widest, and TerminalWidthTests checks that `--no-files` prints the full
// run's text minus that list).
import XCTest

final class ScreenFitTests: XCTestCase {
    func testEveryLessonFitsAnEightyColumnTerminal() throws {
        for id in try ViewSimExecutable.lessonIDs() {
            let directory = try makeTemporaryDirectory(self)
            let terminal = try PseudoTerminal(
                ["run", id, "--no-wait", "--no-files"], in: directory, rows: 24, columns: 80, outputOnTerminal: true)
            let (result, transcript) = try terminal.finish()
            XCTAssertEqual(result.status, 0, "viewsim run \(id) on a terminal should succeed:\n\(transcript)")
            XCTAssertTrue(
                transcript.contains("── Step 1/"), "viewsim run \(id) printed its steps on the terminal:\n\(transcript)"
            )
            XCTAssertEqual(
                TerminalWidthTests.overwideLines(transcript, width: 80), [],
                "\(id): every line on an 80-column terminal fits.")
        }
    }

    func testAPagedRunShowsEachScreenWithinTheTerminalsHeight() throws {
        for id in ["lesson4", "lesson11"] {
            let directory = try makeTemporaryDirectory(self)
            let terminal = try PseudoTerminal(
                ["run", id, "--out", "out"], in: directory, rows: 24, columns: 80, outputOnTerminal: true)
            let transcript = try terminal.pressEnterAtEveryPrompt()
            let (result, _) = try terminal.finish()
            XCTAssertEqual(result.status, 0, "viewsim run \(id), paged, should succeed:\n\(transcript)")
            XCTAssertEqual(
                TerminalWidthTests.overwideLines(transcript, width: 80), [], "\(id): every paged line fits 80 columns.")
            let lines = transcript.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            XCTAssertTrue(
                lines.contains { $0.hasPrefix("-- more (Enter): what happened --") },
                "\(id): what happened starts a screen of its own:\n\(transcript)")
            // Rows from one prompt to the next, the prompt's own row included.
            var screens: [[String]] = [[]]
            for line in lines {
                screens[screens.count - 1].append(line)
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.hasSuffix("›") || trimmed.hasPrefix("-- more") { screens.append([]) }
            }
            XCTAssertGreaterThan(screens.count, 6, "\(id): a run pages on a 24-row terminal:\n\(transcript)")
            for screen in screens where screen.count > 24 {
                XCTFail(
                    "\(id): a screen of \(screen.count) rows is taller than the 24-row terminal:\n\(screen.joined(separator: "\n"))"
                )
            }
        }
    }

    func testColumnsSetsTheWidthOfAPipedRun() throws {
        for id in ["lesson3", "lesson11"] {
            let directory = try makeTemporaryDirectory(self)
            let result = try ViewSimExecutable.run(
                ["run", id, "--no-wait", "--no-files"], in: directory, environment: ["COLUMNS": "60"])
            XCTAssertEqual(result.status, 0, result.report("viewsim run \(id) at COLUMNS=60 should succeed."))
            XCTAssertEqual(
                TerminalWidthTests.overwideLines(result.output, width: 60), [],
                result.report("\(id): every line fits COLUMNS=60."))
            XCTAssertTrue(
                result.output.contains("━━━━\n")
                    && result.output.split(separator: "\n").contains { $0.count == 60 && $0.hasPrefix("━") },
                result.report("The banner's rule spans the 60 columns COLUMNS gives."))
        }
    }

    func testCodeWrapsAtTokenBoundariesWithAContinuationMark() throws {
        let directory = try makeTemporaryDirectory(self)
        let result = try ViewSimExecutable.run(
            ["run", "lesson11", "--no-wait", "--no-files", "--step", "1"], in: directory)
        XCTAssertEqual(result.status, 0, result.report("viewsim run lesson11 should succeed."))
        let lines = result.output.split(separator: "\n").map(String.init)
        let continued = lines.indices.filter { lines[$0].trimmingCharacters(in: .whitespaces).hasPrefix("↪ ") }
        XCTAssertFalse(continued.isEmpty, result.report("Step 1's long code lines wrap with ↪."))
        for index in continued {
            let line = lines[index]
            let indentation = line.prefix { $0 == " " }.count
            let previous = lines[index - 1]
            let start =
                previous.trimmingCharacters(in: .whitespaces).hasPrefix("↪ ") ? 0 : previous.prefix { $0 == " " }.count
            XCTAssertTrue(
                start == 0 || indentation == start,
                result.report("A continuation is indented as the line it continues:\n\(previous)\n\(line)"))
        }
        // The line that used to break inside `centerOffset` keeps the identifier whole.
        XCTAssertTrue(
            result.output.contains("centerOffset"),
            result.report("Identifiers are never cut when a line can break between tokens."))
        XCTAssertFalse(result.output.contains("centerOffse\n"), result.report("No identifier is cut at the margin."))
    }

    func testHelpAndErrorsFitTheWidth() throws {
        for width in [80, 60] {
            let environment: [String: String?] = width == 80 ? [:] : ["COLUMNS": "\(width)"]
            for subcommand in ["", "list", "run", "graph", "plot", "render", "trace", "report", "diff", "why"] {
                let result = try ViewSimExecutable.run(
                    (subcommand.isEmpty ? [] : [subcommand]) + ["--help"], environment: environment)
                XCTAssertEqual(result.status, 0, result.report("--help should succeed."))
                XCTAssertEqual(
                    TerminalWidthTests.overwideLines(result.output, width: width), [],
                    result.report("viewsim \(subcommand) --help fits \(width) columns."))
            }
            for arguments in [
                ["run", "nosuchlesson"], ["render", "lesson3", "--at"],
                ["trace", "lesson3", "--format", "chrome", "--step", "1"],
            ] {
                let result = try ViewSimExecutable.run(arguments, environment: environment)
                XCTAssertEqual(result.status, 64, result.report("\(arguments) is a usage error."))
                XCTAssertTrue(
                    result.errorText.contains("Usage: viewsim \(arguments[0])"), result.report("The usage is shown."))
                XCTAssertEqual(
                    TerminalWidthTests.overwideLines(result.errorOutput, width: width), [],
                    result.report("The error of \(arguments) fits \(width) columns."))
            }
        }
    }
}
