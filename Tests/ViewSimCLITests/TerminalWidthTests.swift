// `viewsim run` at 60, 80 and 120 columns: every line fits, a step's code
// included (wrapped at token boundaries, ↪), long lines hang under their text,
// the tree's guides continue, a loop's cycle prints flat one hop a line, and
// --width is checked. `viewsim trace` wraps too; --width 0 keeps one event a line.
// At 80 columns the run is the one other tests read too (SharedRuns); at 60 and 120 it
// is `--no-files` (the same text without the files' list), and the lesson with the
// widest files' list also runs with its files at 60 and 120.
import XCTest

final class TerminalWidthTests: XCTestCase {
    func testEveryLessonFitsSixtyEightyAndOneHundredTwentyColumns() throws {
        // The lesson whose list of files has the longest line at 80 columns, and its length.
        var widestFiles: (id: String, columns: Int)?
        for id in try ViewSimExecutable.lessonIDs() {
            for width in [60, 80, 120] {
                let directory = try makeTemporaryDirectory(self)
                let result: CommandResult
                if width == 80 {
                    // 80 is the default when standard output is not a terminal.
                    result = try SharedRuns.lessonRun(id).result
                    let files = Self.columns(ofFileLists: result.output)
                    if files > widestFiles?.columns ?? -1 { widestFiles = (id, files) }
                } else {
                    result = try ViewSimExecutable.run(
                        ["run", id, "--no-wait", "--no-files", "--width", "\(width)"], in: directory)
                    XCTAssertEqual(contents(of: directory), [], "\(id): --no-files should write nothing.")
                }
                XCTAssertEqual(result.status, 0, result.report("viewsim run \(id) at \(width) columns should succeed."))
                let wide = Self.overwideLines(result.output, width: width)
                XCTAssertEqual(wide, [], result.report("\(id): every line should fit \(width) columns."))
            }
        }
        // The files' list (paths, and what each shows hanging beside or under them) at 60 and 120.
        let id = try XCTUnwrap(widestFiles?.id, "No lesson listed any files.")
        for width in [60, 120] {
            let directory = try makeTemporaryDirectory(self)
            let result = try ViewSimExecutable.run(
                ["run", id, "--no-wait", "--out", "out", "--width", "\(width)"], in: directory)
            XCTAssertEqual(result.status, 0, result.report("viewsim run \(id) at \(width) columns should succeed."))
            XCTAssertGreaterThan(Self.columns(ofFileLists: result.output), 0, result.report("\(id) lists its files."))
            XCTAssertEqual(
                Self.overwideLines(result.output, width: width), [],
                result.report("\(id): every line, its files' list included, should fit \(width) columns."))
        }
    }

    func testNoFilesPrintsTheSameTextWithoutTheFilesList() throws {
        // The lesson with the most kinds of file: attribute graphs, plots and animated frames.
        let id = "lesson17"
        let full = try SharedRuns.lessonRun(id).result
        let directory = try makeTemporaryDirectory(self)
        let text = try ViewSimExecutable.run(
            ["run", id, "--no-wait", "--no-files"], in: directory, environment: SharedRuns.lessonRunEnvironment)
        XCTAssertEqual(text.status, 0, text.report("viewsim run \(id) --no-files should succeed."))
        XCTAssertEqual(contents(of: directory), [], "--no-files should write nothing, not even viewsim-out.")
        // The full run's text without its lists of files and the plots' names the fold points to.
        var expected: [String] = []
        var inList = false
        for line in full.output.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == "Diagrams" || line == "Report" {
                inList = true
                _ = expected.popLast()  // The blank line before the list.
                continue
            }
            if inList, line.hasPrefix(" ") { continue }
            inList = false
            expected.append(
                String(line).replacingOccurrences(
                    of: #", see step\d+-plot\.svg"#, with: "", options: .regularExpression))
        }
        XCTAssertEqual(
            text.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init), expected,
            text.report("--no-files should print the run's text, without the files it does not write."))

        let both = try ViewSimExecutable.run(["run", id, "--no-files", "--out", "out"], in: directory)
        XCTAssertEqual(both.status, 64, both.report("--no-files with --out is a usage error."))
        XCTAssertTrue(both.errorText.contains("--no-files writes nothing"), both.report("The message says why."))
        XCTAssertEqual(contents(of: directory), [], "Nothing should be written.")
    }

    func testNarrowTreeKeepsItsGuidesAndTheCycleIsFlat() throws {
        let directory = try makeTemporaryDirectory(self)
        let result = try ViewSimExecutable.run(
            ["run", "lesson4", "--no-wait", "--out", "out", "--width", "60", "--step", "1", "--full-trace"],
            in: directory)
        XCTAssertEqual(result.status, 0, result.report("viewsim run lesson4 should succeed."))
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)

        // The cycle: one hop a line, numbered 1 to 6, at the same shallow indent.
        let hops = lines.filter { $0.range(of: #"^      \d\. "#, options: .regularExpression) != nil }
        XCTAssertEqual(
            hops.map { $0.dropFirst(6).prefix(2) }, ["1.", "2.", "3.", "4.", "5.", "6."],
            result.report("The cycle should print flat, one hop a line."))
        XCTAssertTrue(lines.contains("    cycle:"), result.report("The cycle should be introduced under the warning."))
        XCTAssertTrue(
            lines.contains { $0.hasPrefix("    to fix: ") }, result.report("The fix should follow the cycle."))
        let pointer = Self.words("its cycle (6 hops) and how to fix it: under What happened, above")
        let words = Self.words(result.output)
        XCTAssertTrue(
            (0...(words.count - pointer.count)).contains { Array(words[$0..<($0 + pointer.count)]) == pointer },
            result.report("The tree should point to the flat cycle instead of repeating it."))

        // A wrapped tree line keeps the guide to its children: the line after
        // "… #10 sees a new value:" continues with │ in the column of its └─.
        let index = try XCTUnwrap(
            lines.firstIndex { $0.hasSuffix("└─ △ .onChange(of: Date) #10 sees a new value:") },
            result.report("lesson4 step 1's onChange line should wrap at 60 columns."))
        let column = try XCTUnwrap(lines[index].range(of: "└─")).lowerBound
        let next = lines[index + 1]
        let offset = lines[index].distance(from: lines[index].startIndex, to: column)
        XCTAssertEqual(
            Array(next)[offset + 3], "│",
            result.report("The continuation should keep the guide to the line's children."))
        XCTAssertTrue(
            next.hasSuffix("t=0s → t=2s"), result.report("The continuation should hold the rest of the line."))
    }

    func testWidthZeroNeverWrapsAndBadWidthsAreRefused() throws {
        let directory = try makeTemporaryDirectory(self)
        let unwrapped = try ViewSimExecutable.run(
            ["run", "lesson4", "--no-wait", "--out", "out", "--width", "0", "--step", "1"], in: directory)
        XCTAssertEqual(unwrapped.status, 0, unwrapped.report("--width 0 should be accepted."))
        XCTAssertTrue(
            unwrapped.output.contains("⚠ onChange(of: Date) action tried to update multiple times per frame.\n"),
            unwrapped.report("--width 0 should print each line whole."))

        for bad in ["10", "-5", "5000", "wide"] {
            let result = try ViewSimExecutable.run(
                ["run", "lesson4", "--no-wait", "--out", "out", "--width", bad], in: directory)
            XCTAssertEqual(result.status, 64, result.report("--width \(bad) should be a usage error."))
            XCTAssertTrue(result.errorText.contains("--width"), result.report("The message should name the option."))
            XCTAssertFalse(result.errorText.contains("Fatal error"), result.report("Should not crash."))
        }
    }

    func testTraceWrapsToTheWidthAndWidthZeroKeepsOneEventALine() throws {
        let piped = try ViewSimExecutable.run(["trace", "lesson4", "--step", "1"])
        XCTAssertEqual(piped.status, 0, piped.report("viewsim trace should succeed."))
        XCTAssertEqual(
            Self.overwideLines(piped.output, width: 80), [], piped.report("Piped, the trace fits 80 columns."))
        let unwrapped = try ViewSimExecutable.run(["trace", "lesson4", "--step", "1", "--width", "0"])
        XCTAssertTrue(Self.longestLine(unwrapped.output) > 120, unwrapped.report("--width 0 keeps one event a line."))

        for width in [60, 120] {
            let wrapped = try ViewSimExecutable.run(["trace", "lesson4", "--step", "1", "--width", "\(width)"])
            XCTAssertEqual(wrapped.status, 0, wrapped.report("viewsim trace --width \(width) should succeed."))
            XCTAssertEqual(
                Self.overwideLines(wrapped.output, width: width), [],
                wrapped.report("--width \(width) should wrap the trace."))
        }
        let sixty = try ViewSimExecutable.run(["trace", "lesson4", "--step", "1"], environment: ["COLUMNS": "60"])
        XCTAssertEqual(
            Self.overwideLines(sixty.output, width: 60), [], sixty.report("COLUMNS=60 should wrap the trace at 60."))
        // At 120 columns the tree is never cut into continued blocks: the same
        // words as unwrapped, only laid out differently.
        let wide = try ViewSimExecutable.run(["trace", "lesson4", "--step", "1", "--width", "120"])
        XCTAssertEqual(
            Self.words(wide.output), Self.words(unwrapped.output), wide.report("Wrapping should only move words."))
    }

    // MARK: Measuring

    /// The widest line of the files' lists ("Diagrams", "Report") in a run's output; 0 when it has none.
    static func columns(ofFileLists output: String) -> Int {
        var widest = 0
        var inList = false
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == "Diagrams" || line == "Report" {
                inList = true
            } else if inList, line.hasPrefix(" ") {
                widest = max(widest, columns(String(line)))
            } else {
                inList = false
            }
        }
        return widest
    }

    /// Lines wider than `width` columns, each step's code included.
    static func overwideLines(_ output: String, width: Int) -> [String] {
        output.split(separator: "\n").map(String.init).filter { columns($0) > width }.map { "\(columns($0)): \($0)" }
    }

    static func longestLine(_ text: String) -> Int {
        text.split(separator: "\n").map { columns(String($0)) }.max() ?? 0
    }

    /// The words of a trace, without the tree's guides.
    static func words(_ text: String) -> [Substring] {
        text.split { $0 == " " || $0 == "\n" }.filter { !["│", "├─", "└─"].contains($0) }
    }

    /// Terminal columns: emoji and wide characters take two, variation selectors none.
    static func columns(_ line: String) -> Int {
        line.reduce(0) { total, character in
            let scalars = character.unicodeScalars
            guard let first = scalars.first else { return total }
            if scalars.contains(where: { $0.value == 0xFE0F }) { return total + 2 }
            switch first.value {
            case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFF00...0xFF60, 0x1F300...0x1FAFF,
                0x231A...0x231B, 0x23E9...0x23EC, 0x23F0, 0x23F3, 0x2614...0x2615, 0x26A1, 0x2705, 0x2728, 0x274C,
                0x2B50, 0x2B55:
                return total + 2
            default: return total + 1
            }
        }
    }
}
