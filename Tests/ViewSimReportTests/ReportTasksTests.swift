// The report's "Tasks" line of each step (StepTasks): a debounced search whose
// typing cancels the earlier tasks, and a `.task` that sleeps past the run, show
// per step how many tasks started, were cancelled and ended, and which were still
// pending at the step's end, counted in Swift; task lines take the task colour.
import Foundation
import ViewSim
import XCTest

@testable import ViewSimCLI

private struct DebouncedSearchView: View {
    @State private var query = ""
    @State private var results = "none"

    var body: some View {
        VStack {
            Text(results)
                .task(id: query) {
                    do {
                        try await Task.sleep(for: .milliseconds(300))
                    } catch {
                        return
                    }
                    results = "results for \(query)"
                }
            Text("type").onTapGesture { query += "a" }.accessibilityIdentifier("type")
            Text("clock").task { try? await Task.sleep(for: .seconds(30)) }
        }
    }
}

final class ReportTasksTests: XCTestCase {
    static let search = Scenario("search", title: "A debounced search", root: { DebouncedSearchView() }) {
        Step("Type two letters fast") { sim in
            try sim.tap("type")
            try sim.advance(by: 0.1)
            try sim.tap("type")
        }
        Step("Wait for the results") { sim in try sim.advance(by: 0.6) }
    }

    func testEachStepCountsItsTasksAndNamesThePendingOnes() throws {
        let run = try ScenarioRunner.run(Self.search)
        let steps = StepTasks.perStep(trace: run.trace, stepCount: 3)
        XCTAssertEqual(steps.map(\.sentence), ["2 started", "2 started, 2 cancelled, 2 ended", "1 ended"])
        XCTAssertEqual(
            steps[0].pending, ["task 1 (.task(id:) #4) sleeping until 0.3 s", "task 2 (.task #9) sleeping until 30 s"])
        XCTAssertEqual(
            steps[1].pending,
            ["task 2 (.task #9) sleeping until 30 s", "task 4 (.task(id:) #4) sleeping until 0.4333 s"])
        XCTAssertEqual(steps[2].pending, ["task 2 (.task #9) sleeping until 30 s"])
    }

    func testTheReportShowsEachStepsTasks() throws {
        let (html, _) = try ReportFixtures.page(Self.search)
        let step1 = try XCTUnwrap(ReportFixtures.between(html, "<article class=\"step\" id=\"step-1\"", "</article>"))
        XCTAssertTrue(
            step1.contains(
                "<h3>Tasks</h3>\n<p class=\"tasks\"><span class=\"glyph\">↗</span> 2 started, 2 cancelled, 2 ended; still pending at the step&#39;s end: task 2 (.task #9) sleeping until 30 s, task 4 (.task(id:) #4) sleeping until 0.4333 s</p>"
            ), step1)
        XCTAssertTrue(html.contains("p.tasks { color: \(ReportKey.color(of: .task)); }"))
        // A step without tasks has no Tasks section.
        let (lesson, _) = try ReportFixtures.page(ReportFixtures.hostile)
        XCTAssertFalse(lesson.contains("<h3>Tasks</h3>"))
    }
}
