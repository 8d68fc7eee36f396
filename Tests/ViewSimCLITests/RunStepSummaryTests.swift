// The printed trace of every step of every lesson `viewsim list` prints, as
// `viewsim run <lesson> --no-wait` shows it (80 columns): it fits one screenful
// (the step summary's budget, 40 printed lines after wrapping, its note
// included), and it, with the lines under "What happened" (where a loop's cycle
// prints), contains every phrase the step's narrative or a claim quotes ("…",
// “…” or `…`) that the step's full trace (`viewsim trace`) contains — the lines
// the lesson refers to. The runs are the ones other tests read too (SharedRuns).
import XCTest

final class RunStepSummaryTests: XCTestCase {
    /// `StepSummary.lineBudget`: one screenful.
    private let budget = 40
    /// The width the budget is counted at: 80, piped output's default.
    private let budgetWidth = 80

    func testEveryStepOfEveryLessonFitsItsBudgetAndShowsWhatItsNarrativeAndClaimsQuote() throws {
        let ids = try ViewSimExecutable.lessonIDs()
        XCTAssertFalse(ids.isEmpty)
        for id in ids {
            // At the default 80 columns, as `swift run viewsim` starts it, so the fold's note names
            // `swift run viewsim trace …` whatever folder the clone is in (an absolute path would
            // wrap by its length): SharedRuns.lessonRun.
            let result = try SharedRuns.lessonRun(id).result
            XCTAssertEqual(result.status, 0, result.report("viewsim run \(id) should succeed."))
            XCTAssertEqual(
                TerminalWidthTests.overwideLines(result.output, width: budgetWidth), [],
                result.report("\(id): the budget is counted at \(budgetWidth) columns."))
            let trace = try SharedRuns.run(["trace", id, "--width", "0"]).result
            XCTAssertEqual(trace.status, 0, trace.report("viewsim trace \(id) should succeed."))
            let report = StepReport.parse(result.output)
            let full = StepReport.fullSteps(trace.output)
            XCTAssertFalse(report.steps.isEmpty, result.report("\(id): no steps printed"))
            var checked = 0
            for step in report.steps {
                XCTAssertFalse(step.trace.isEmpty, "\(id) step \(step.index): no printed trace")
                XCTAssertLessThanOrEqual(
                    step.trace.count, budget,
                    "\(id) step \(step.index): the printed trace takes \(step.trace.count) lines:\n\(step.trace.joined(separator: "\n"))"
                )
                let fullLines = (full[step.index] ?? []).map(StepReport.normalized)
                // What happened (where a loop's cycle prints flat) and the trace.
                let printed = StepReport.normalized(
                    (step.happened + step.trace).map(StepReport.strippingTree).joined(separator: " "))
                let quotes = StepReport.quotes(in: step.narrative) + StepReport.quotes(in: report.claims)
                for quote in quotes where fullLines.contains(where: { $0.contains(quote) }) {
                    checked += 1
                    XCTAssertTrue(
                        printed.contains(quote),
                        "\(id) step \(step.index): the narrative or a claim quotes \"\(quote)\", which the step's trace has, but the printed trace does not show it:\n\(step.trace.joined(separator: "\n"))"
                    )
                }
            }
            if id == "lesson1" {
                XCTAssertGreaterThan(checked, 2, "lesson1's narrative quotes trace lines; the test should find them")
            }
        }
    }

    func testQuotesAreFoundInEveryStyle() {
        XCTAssertEqual(
            StepReport.quotes(in: #"a ("content runs: new entry") and `~` lines, “it has no stored inputs”"#),
            ["content runs: new entry", "~", "it has no stored inputs"])
        XCTAssertEqual(StepReport.quotes(in: "wrapped \"over two\n   lines\" here"), ["over two lines"])
    }
}

/// One `viewsim run` report, cut into steps.
private struct StepReport {
    struct Step {
        let index: Int
        /// The narrative, code left out, as one line.
        var narrative = ""
        /// The printed trace: from `  step k ·` to the blank line after it.
        var trace: [String] = []
        /// The lines under "What happened" before the trace (counts, diagnostics with their cycles).
        var happened: [String] = []
    }

    var steps: [Step] = []
    /// The claims, as one line.
    var claims = ""

    static func parse(_ output: String) -> StepReport {
        var report = StepReport()
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var index = 0
        // Each pass consumes at least one line.
        while index < lines.count {
            let line = lines[index]
            if line.hasPrefix("── Step "), let slash = line.dropFirst("── Step ".count).firstIndex(of: "/"),
                let number = Int(line[line.index(line.startIndex, offsetBy: "── Step ".count)..<slash])
            {
                var step = Step(index: number)
                index += 1
                var narrative: [String] = []
                while index < lines.count, lines[index] != "What happened" {
                    if !lines[index].hasPrefix("    ") { narrative.append(lines[index]) }
                    index += 1
                }
                step.narrative = narrative.joined(separator: " ")
                while index < lines.count, !lines[index].hasPrefix("  step \(number) · ") {
                    step.happened.append(lines[index])
                    index += 1
                }
                while index < lines.count, !lines[index].isEmpty {
                    step.trace.append(lines[index])
                    index += 1
                }
                report.steps.append(step)
                continue
            }
            if line == "Claims" {
                report.claims = lines[(index + 1)...].prefix {
                    !$0.contains("claims hold") && !$0.contains("claim holds")
                }.joined(separator: " ")
            }
            index += 1
        }
        return report
    }

    /// The full trace of each step, as `viewsim trace` prints it.
    static func fullSteps(_ output: String) -> [Int: [String]] {
        var steps: [Int: [String]] = [:]
        var current: Int?
        for line in output.split(separator: "\n").map(String.init) {
            if line.hasPrefix("step "), let number = Int(line.dropFirst(5).prefix { $0.isNumber }) { current = number }
            if let current { steps[current, default: []].append(line) }
        }
        return steps
    }

    /// The phrases between "…", “…” or `…`, whitespace made single spaces.
    static func quotes(in text: String) -> [String] {
        var result: [String] = []
        var closing: Character?
        var phrase = ""
        for character in text {
            if let end = closing {
                if character == end {
                    let found = normalized(phrase)
                    if !found.isEmpty, !result.contains(found) { result.append(found) }
                    closing = nil
                    phrase = ""
                } else {
                    phrase.append(character)
                }
            } else if character == "\"" || character == "`" {
                closing = character
            } else if character == "“" {
                closing = "”"
            }
        }
        return result
    }

    static func normalized(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// A printed tree line without its indentation and box drawing.
    static func strippingTree(_ line: String) -> String {
        String(line.drop { " │├└─".contains($0) })
    }
}
