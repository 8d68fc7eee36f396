import ViewSimLessons
import XCTest

// Every step of every lesson in the catalog, folded by `StepSummary` as
// `viewsim run` prints it: under the default budget and under a budget of one
// line, each diagnostic keeps its line and its cycle, each script action its
// line (a touch's move samples fold like animation frames), and each phrase the step's narrative or a claim quotes that the step's
// full trace contains is printed. (The CLI test RunStepSummaryTests checks the
// printed output, wrapped, against the budget.)
@testable import ViewSim

final class LessonStepSummaryTests: XCTestCase {
    func testEveryStepKeepsItsDiagnosticsScriptActionsAndQuotesUnderAnyBudget() throws {
        var diagnosticsSeen = 0
        for lesson in LessonCatalog.all {
            let trace = try lesson.run().trace
            for step in lesson.steps.indices {
                let full = trace.text(step: step)
                for budget in [1, StepSummary.lineBudget] {
                    var options = StepSummary.Options()
                    options.budget = budget
                    options.quotes = StepSummary.quotes(of: lesson, step: step)
                    let summary = StepSummary(trace: trace, step: step, options: options)
                    let text = (summary.lines + summary.note).joined(separator: "\n")
                    let context = "\(lesson.name) step \(step), budget \(budget)"
                    for diagnostic in trace.diagnostics(inStep: step) {
                        diagnosticsSeen += 1
                        XCTAssertTrue(text.contains("⚠ \(diagnostic.message)"), "\(context): the diagnostic is printed")
                        for hop in diagnostic.cycle {
                            XCTAssertTrue(text.contains(hop.description), "\(context): the cycle hop \(hop)")
                        }
                        if let hint = diagnostic.hint {
                            XCTAssertTrue(text.contains("to fix: \(hint)"), "\(context): its fix")
                        }
                    }
                    for event in trace.frames(inStep: step).flatMap(\.events) {
                        guard case .script(let label) = event.kind else { continue }
                        if let touch = TouchSampleText.parse(label) {
                            // A touch's move samples fold like animation frames: the touch is named.
                            XCTAssertTrue(
                                text.contains(touch.subject) || budget == 1,
                                "\(context): the touch \(touch.subject) is named")
                        } else {
                            XCTAssertTrue(text.contains("▶ \(label)"), "\(context): the script action \(label)")
                        }
                    }
                    for phrase in options.quotes.map(StepSummary.normalized)
                    where full.split(separator: "\n").contains(where: {
                        StepSummary.normalized(String($0)).contains(phrase)
                    }) {
                        XCTAssertTrue(
                            summary.lines.contains { StepSummary.normalized($0).contains(phrase) },
                            "\(context): the quoted \"\(phrase)\" is printed:\n\(text)")
                    }
                }
            }
        }
        XCTAssertGreaterThan(diagnosticsSeen, 0, "some lesson teaches a diagnostic; the test should see it")
    }
}
