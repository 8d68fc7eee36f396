// Issue 23, item 7, on the terminal: the built `viewsim-scenario-demo` runs its
// `hostile-text` scenario (every C0 control, DEL and every C1 control in a
// Text, a @State string, a tap's name, the title, narrative, code and a claim)
// through `trace` (text, JSON, Chrome) and `run`, and no output or file it
// writes as text carries a control character raw: only line feeds (and tabs)
// stay; the rest show as their pictures (␛ U+241B, <U+009B>). The JSON exports
// keep the real strings, escaped.
import Foundation
import XCTest

final class ControlCharacterOutputTests: XCTestCase {
    private let demo = "viewsim-scenario-demo"

    private func runDemo(_ arguments: [String]) throws -> CommandResult {
        try ViewSimExecutable.run(arguments, environment: ["VIEWSIM_DEMO_LIST": "hostile"], executable: demo)
    }

    /// The code points of `text` a terminal could obey: C0 but line feed and tab, DEL, C1.
    private func rawControls(_ text: String) -> [String] {
        text.unicodeScalars.filter { scalar in
            (scalar.value < 0x20 && scalar != "\n" && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
        }.map { "U+" + String($0.value, radix: 16, uppercase: true) }
    }

    /// Checks that `result` wrote no raw control character to either stream and showed the pictures.
    private func assertShown(
        _ result: CommandResult, _ what: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(
            rawControls(result.output), [], result.report("\(what): no raw control character on standard output."),
            file: file, line: line)
        XCTAssertEqual(
            rawControls(result.errorOutput), [], result.report("\(what): no raw control character on standard error."),
            file: file, line: line)
    }

    func testTheTextTraceShowsEveryControlCharacterAsItsPicture() throws {
        let result = try runDemo(["trace", "hostile-text"])
        XCTAssertEqual(result.status, 0, result.report("The hostile scenario's trace should print."))
        assertShown(result, "trace")
        for picture in ["␀", "␛", "␡", "<U+0080>", "<U+009B>", "<U+009F>"] {
            XCTAssertTrue(result.output.contains(picture), result.report("The trace should show \(picture)."))
        }
        XCTAssertTrue(
            result.output.contains("⏎"), result.report("A line feed in a value is still ⏎, the trace's convention."))
        let wide = try runDemo(["trace", "hostile-text", "--width", "60"])
        assertShown(wide, "trace --width 60")
    }

    func testTheExportsKeepTheRealStringsEscaped() throws {
        for format in ["json", "chrome"] {
            let result = try runDemo(["trace", "hostile-text", "--format", format])
            XCTAssertEqual(result.status, 0, result.report("--format \(format) should print."))
            assertShown(result, "--format \(format)")
            XCTAssertNoThrow(
                try JSONSerialization.jsonObject(with: result.standardOutput),
                result.report("--format \(format) is JSON."))
        }
        let json = try runDemo(["trace", "hostile-text", "--format", "json"])
        XCTAssertTrue(
            json.output.contains(#""title":"Step \u0000\u0001"#) && json.output.contains(#"\u001b\u001c"#)
                && json.output.contains(#"\u007f\u0080"#) && json.output.contains(#"\u009b"#),
            json.report("A step's title is the real string, escaped (C1 too, as \\u0080…)."))
    }

    func testRunPrintsAndWritesNoRawControlCharacter() throws {
        let directory = try makeTemporaryDirectory(self)
        let result = try runDemo(["run", "hostile-text", "--no-wait", "--out", directory.path])
        XCTAssertEqual(
            result.status, 1, result.report("The hostile scenario's claim fails on purpose (exit status 1)."))
        assertShown(result, "run")
        // Unwrapped, so that each text is on one line.
        let full = try runDemo([
            "run", "hostile-text", "--no-wait", "--full-trace", "--width", "0", "--out", directory.path,
        ])
        assertShown(full, "run --full-trace --width 0")
        for text in [
            "Title ␀␁", "Source ␀", "Intro ␀", "Step ␀", "Narrative ␀", "Text(\"␀", "Claim ␀", "observed ␀", "<U+009B>",
            "\"clear␛[2J<U+009B>0m\"",
        ] {
            XCTAssertTrue(full.output.contains(text), full.report("run should show \(text)."))
        }
        let trace = try String(contentsOf: directory.appendingPathComponent("trace.txt"), encoding: .utf8)
        XCTAssertEqual(rawControls(trace), [], "trace.txt holds no raw control character")
        XCTAssertEqual(
            trace, try runDemo(["trace", "hostile-text", "--width", "0"]).output,
            "trace.txt is what trace --width 0 prints")
    }

    func testAnErrorNamingHostileTextShowsItsPictures() throws {
        let result = try runDemo(["trace", "hostile-text\u{1B}[2J\u{9B}"])
        XCTAssertNotEqual(result.status, 0, result.report("An unknown scenario is refused."))
        assertShown(result, "an unknown scenario's error")
    }
}
