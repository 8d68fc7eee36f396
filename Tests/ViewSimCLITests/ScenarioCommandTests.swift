// A user's own scenarios through ScenarioCommand, end to end: the built
// `viewsim-scenario-demo` (Tests/ViewSimScenarioDemo, scenarios defined outside
// the lessons) prints the same `run` output shape as `viewsim run` for a
// lesson, has the same subcommands and help, and turns bad input into a clear
// error and a non-zero exit: an unknown name (with a suggestion), two
// scenarios with one name, a scenario with no steps, a step that throws.
import XCTest

final class ScenarioCommandTests: XCTestCase {
    private let demo = "viewsim-scenario-demo"

    private func runDemo(_ arguments: [String], list: String? = nil) throws -> CommandResult {
        try ViewSimExecutable.run(arguments, environment: ["VIEWSIM_DEMO_LIST": list], executable: demo)
    }

    /// The run's skeleton: banner, one group per step, claims, with titles
    /// and counts left out, and each step's group collapsed to its kinds of line.
    private func shape(of output: String) -> (banner: [String], step: [[String]], claims: [String]) {
        var banner: [String] = []
        var steps: [[String]] = []
        var claims: [String] = []
        for line in output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let kind: String?
            if line.hasPrefix("━") {
                kind = "rule"
            } else if line.hasPrefix("── Step ") {
                steps.append([])
                continue
            } else if ["What happened", "Diagrams", "Claims"].contains(line) {
                kind = line
            } else if line.hasPrefix("  step "), line.contains(" · ") {
                kind = "trace step"
            } else if line.hasSuffix("the view graph after the step") {
                kind = "view graph file"
            } else if line.hasSuffix("what caused what in this step") {
                kind = "cause file"
            } else if line.hasPrefix("  ✓ ") || line.hasPrefix("  ✗ ") {
                kind = "claim"
            } else if line.range(of: #"^\d+ of \d+ claims? holds?\.$"#, options: .regularExpression) != nil {
                kind = "claim summary"
            } else {
                kind = nil
            }
            guard let kind else { continue }
            if kind == "Claims" || !claims.isEmpty {
                claims.append(kind)
            } else if steps.isEmpty {
                banner.append(kind)
            } else {
                steps[steps.count - 1].append(kind)
            }
        }
        return (banner, steps, claims)
    }

    func testAUsersScenarioPrintsTheSameRunOutputShapeAsALesson() throws {
        let directory = try makeTemporaryDirectory(self)
        let mine = try runDemo(["run", "counter", "--no-wait", "--out", directory.appendingPathComponent("mine").path])
        XCTAssertEqual(mine.status, 0, mine.report("The demo's counter should run, every claim holding."))
        let lesson = try ViewSimExecutable.run([
            "run", "lesson1", "--no-wait", "--out", directory.appendingPathComponent("lesson").path,
        ])
        XCTAssertEqual(lesson.status, 0, lesson.report("viewsim run lesson1 should succeed."))

        let myShape = shape(of: mine.output)
        let lessonShape = shape(of: lesson.output)
        XCTAssertEqual(myShape.banner, ["rule", "rule"], mine.report("A banner between two rules."))
        XCTAssertEqual(myShape.banner, lessonShape.banner)
        XCTAssertEqual(myShape.step.count, 3, mine.report("Steps 0 (the appearance), 1 and 2."))
        let stepShape = ["What happened", "trace step", "Diagrams", "view graph file", "cause file"]
        XCTAssertEqual(
            Set(myShape.step), [stepShape], mine.report("Every step: what happened, its trace, its diagrams."))
        XCTAssertEqual(
            Set(lessonShape.step.filter { !$0.contains("plot file") }), [stepShape],
            lesson.report("The lesson's steps."))
        XCTAssertEqual(myShape.claims, ["Claims", "claim", "claim summary"], mine.report("One claim and the summary."))
        XCTAssertEqual(lessonShape.claims.first, "Claims")
        XCTAssertEqual(lessonShape.claims.last, "claim summary")

        XCTAssertTrue(mine.output.contains("counter · A counter\n"), mine.report("The banner names the scenario."))
        XCTAssertTrue(
            mine.output.contains("── Step 2/2 · Tap twice more "), mine.report("Step headings count like a lesson's."))
        XCTAssertTrue(
            mine.output.contains("Each tap runs CounterView's body once."), mine.report("A step's narrative is shown."))
        XCTAssertTrue(mine.output.contains("1 of 1 claim holds."), mine.report("The claim holds."))
        // The counter's text changes in step 2 (two taps, two pictures): an animated preview there.
        XCTAssertEqual(
            contents(of: directory.appendingPathComponent("mine")),
            ((0...2).flatMap { ["step\($0)-cause-effect.svg", "step\($0)-frames.png", "step\($0)-view-graph.svg"] }
                + ["step2-preview.png", "trace.txt", "report.html"]).sorted())
        let trace = try runDemo(["trace", "counter", "--width", "0"])
        XCTAssertEqual(trace.status, 0, trace.report("The demo's trace should print."))
        XCTAssertEqual(
            try String(contentsOf: directory.appendingPathComponent("mine/trace.txt"), encoding: .utf8), trace.output)
        XCTAssertTrue(trace.output.contains("step 1 · Tap the button\n"), trace.report("The trace titles the step."))
    }

    func testAUsersCommandHasTheSubcommandsHelpAndWords() throws {
        let help = try runDemo(["--help"])
        XCTAssertEqual(help.status, 0, help.report("--help should succeed."))
        for subcommand in ["list", "run", "graph", "plot", "trace"] {
            XCTAssertTrue(help.output.contains("  \(subcommand) "), help.report("--help should name \(subcommand)."))
            let sub = try runDemo(["help", subcommand])
            XCTAssertEqual(sub.status, 0, sub.report("help \(subcommand) should succeed."))
            XCTAssertTrue(
                sub.output.contains("\(demo) \(subcommand)"),
                sub.report("help \(subcommand) should use the demo's name."))
            XCTAssertFalse(
                sub.output.contains("lesson"), sub.report("help \(subcommand) should say scenario, not lesson."))
        }
        let list = try runDemo(["list"])
        XCTAssertEqual(list.status, 0, list.report("list should succeed."))
        XCTAssertEqual(
            list.output,
            "counter       A counter\nparent-child  Only the child re-runs\nfailing       A step that throws\n")

        let directory = try makeTemporaryDirectory(self)
        let dot = directory.appendingPathComponent("step1.dot").path
        let graph = try runDemo(["graph", "parent-child", "--at", "1", "-o", dot])
        XCTAssertEqual(graph.status, 0, graph.report("graph should draw the demo's step."))
        XCTAssertTrue(
            try String(contentsOfFile: dot, encoding: .utf8).contains("ChildView"),
            graph.report("The graph shows the child."))
        let plot = try runDemo(["plot", "counter", "-o", directory.appendingPathComponent("p.svg").path])
        XCTAssertEqual(plot.status, 1, plot.report("Nothing animates in the counter: an error."))
        XCTAssertTrue(
            plot.errorText.contains("counter animates nothing"), plot.report("The plot error names the scenario."))
    }

    func testAnUnknownScenarioListsThemAndSuggestsOne() throws {
        let result = try runDemo(["run", "countr", "--no-wait"])
        XCTAssertNotEqual(result.status, 0, result.report("An unknown scenario should fail."))
        XCTAssertTrue(
            result.errorText.contains("unknown scenario 'countr'. The scenarios are:"), result.report("Names it."))
        XCTAssertTrue(
            result.errorOutput.contains("  parent-child  Only the child re-runs"), result.report("Lists them."))
        XCTAssertTrue(result.errorText.contains("Did you mean 'counter'?"), result.report("Suggests counter."))
        XCTAssertTrue(result.output.isEmpty, result.report("Nothing on standard output."))
    }

    func testTwoScenariosWithOneNameAreAnErrorForEveryCommand() throws {
        for arguments in [["list"], ["run", "counter", "--no-wait"], ["trace", "parent-child"]] {
            let result = try runDemo(arguments, list: "duplicate")
            XCTAssertEqual(result.status, 1, result.report("A list with one name twice should fail."))
            XCTAssertTrue(
                result.errorText.contains("Error: 2 scenarios are named 'counter' (numbers 1, 3 in the list)"),
                result.report("Should say which scenarios share the name."))
            XCTAssertTrue(result.output.isEmpty, result.report("Nothing on standard output."))
        }
    }

    func testAScenarioWithNoStepsIsAnError() throws {
        let result = try runDemo(["trace", "counter"], list: "empty")
        XCTAssertEqual(result.status, 1, result.report("A scenario with no steps should fail."))
        XCTAssertTrue(
            result.errorText.contains("Error: scenario 'empty' has no steps: add at least one step"),
            result.report("Should name the scenario and what to add."))
    }

    func testAStepThatThrowsStopsTheRunKeepingWhatItPrinted() throws {
        let directory = try makeTemporaryDirectory(self)
        let out = directory.appendingPathComponent("out")
        let result = try runDemo(["run", "failing", "--no-wait", "--out", out.path])
        XCTAssertEqual(result.status, 1, result.report("A throwing step should fail the run, without a crash."))
        XCTAssertEqual(
            result.errorOutput, "Error: failing failed in step 2 (Give up): the demo step gave up on purpose\n",
            result.report("Should name the scenario, the step and what it threw."))
        XCTAssertTrue(
            result.output.contains("── Step 1/3 · Tap the button "), result.report("The steps before it were printed."))
        XCTAssertFalse(result.output.contains("Step 2/3"), result.report("The failing step has no report."))
        XCTAssertEqual(
            contents(of: out),
            [
                "step0-cause-effect.svg", "step0-frames.png", "step0-view-graph.svg", "step1-cause-effect.svg",
                "step1-frames.png", "step1-view-graph.svg", "trace.txt",
            ], "The files so far are kept.")
        let trace = try runDemo(["trace", "failing"])
        XCTAssertEqual(trace.status, 1, trace.report("trace fails the same way."))
        XCTAssertTrue(trace.errorText.contains("failing failed in step 2 (Give up)"), trace.report("Names the step."))
    }
}
