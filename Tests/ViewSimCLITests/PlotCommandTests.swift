// `viewsim plot`, run as a subprocess: an SVG of a step's animated values (or the
// whole run's), --attribute filtering, the same bytes in every process, and clear
// refusals — a step or lesson with no animation (naming where animations are),
// a non-SVG file, a step out of range — with nothing written.
import XCTest

final class PlotCommandTests: XCTestCase {
    func testWritesTheSVGOfEachAnimatedStep() throws {
        let (id, steps) = try ViewSimExecutable.firstAnimatedLesson()
        let directory = try makeTemporaryDirectory(self)
        for step in steps {
            let name = "step\(step).svg"
            let result = try ViewSimExecutable.run(["plot", id, "--step", "\(step)", "-o", name], in: directory)
            XCTAssertEqual(result.status, 0, result.report("plot \(id) --step \(step) should succeed."))
            XCTAssertTrue(result.output.hasPrefix("Wrote \(name): "), result.report("Should say what it wrote."))
            XCTAssertTrue(result.output.contains("step \(step) of \(id)"), result.report("Should name the step."))
            let svg = String(decoding: try Data(contentsOf: directory.appendingPathComponent(name)), as: UTF8.self)
            XCTAssertTrue(svg.hasPrefix("<?xml"), "\(name) should be XML.")
            XCTAssertTrue(svg.contains("<svg xmlns=\"http://www.w3.org/2000/svg\""), "\(name) should be an SVG.")
            XCTAssertTrue(svg.contains("class=\"presented\""), "\(name) should draw the presented values.")
            XCTAssertTrue(svg.contains("<g class=\"marker "), "\(name) should mark the animation's moments.")
            XCTAssertTrue(svg.contains("\(id) · step \(step)"), "\(name) should be titled with the lesson and step.")
        }
        let whole = try ViewSimExecutable.run(["plot", id, "-o", "all.svg"], in: directory)
        XCTAssertEqual(whole.status, 0, whole.report("plot \(id) without --step should plot the whole run."))
        XCTAssertTrue(whole.output.contains("\(id), all steps"), whole.report("Should say it plotted every step."))
        XCTAssertEqual(
            contents(of: directory), (steps.map { "step\($0).svg" } + ["all.svg"]).sorted(),
            "No temporary files should be left.")
    }

    func testAttributeKeepsTheMatchingValuesAndListsThemWhenNoneMatches() throws {
        let (id, steps) = try ViewSimExecutable.firstAnimatedLesson()
        let step = try XCTUnwrap(steps.first)
        let directory = try makeTemporaryDirectory(self)
        let all = try ViewSimExecutable.run(["plot", id, "--step", "\(step)", "-o", "all.svg"], in: directory)
        XCTAssertEqual(all.status, 0, all.report("plot should succeed."))
        // "Wrote all.svg: 2 animated values of step 1 of lesson3: .trim #9 trim(to:), .opacity #14 opacity."
        let names = try XCTUnwrap(
            all.output.split(separator: "\n").first?.components(separatedBy: ": ").last?.dropLast()
        )
        .components(separatedBy: ", ")
        let first = try XCTUnwrap(names.first)
        let one = try ViewSimExecutable.run(
            ["plot", id, "--step", "\(step)", "--attribute", first, "-o", "one.svg"], in: directory)
        XCTAssertEqual(one.status, 0, one.report("--attribute \(first) should match."))
        XCTAssertTrue(one.output.contains(first), one.report("Should name the value plotted."))

        let none = try ViewSimExecutable.run(
            ["plot", id, "--step", "\(step)", "--attribute", "no-such-value", "-o", "none.svg"], in: directory)
        XCTAssertNotEqual(none.status, 0, none.report("An attribute that matches nothing should fail."))
        XCTAssertTrue(
            none.errorText.contains("no animated value of step \(step) of \(id) matches 'no-such-value'"),
            none.report("Should say nothing matched."))
        XCTAssertTrue(
            none.errorText.contains("Animated there: \(names.joined(separator: ", "))."),
            none.report("Should list what animated."))
        XCTAssertFalse(contents(of: directory).contains("none.svg"), "Nothing should be written.")
    }

    func testAStepThatAnimatesNothingNamesTheStepsThatDo() throws {
        let (id, steps) = try ViewSimExecutable.firstAnimatedLesson()
        let trace = try ViewSimExecutable.run(["trace", id])
        let stepCount = trace.output.split(separator: "\n").filter { $0.hasPrefix("step ") }.count
        guard let still = (0..<stepCount).first(where: { !steps.contains($0) }) else {
            throw XCTSkip("Every step of \(id) animates; there is no still step to refuse.")
        }
        let directory = try makeTemporaryDirectory(self)
        let result = try ViewSimExecutable.run(["plot", id, "--step", "\(still)", "-o", "a.svg"], in: directory)
        XCTAssertNotEqual(result.status, 0, result.report("A step without animation should fail."))
        XCTAssertTrue(
            result.errorText.contains("step \(still) of \(id) animates nothing."),
            result.report("Should say the step animates nothing."))
        let words = steps.count == 1 ? "Step \(steps[0]) animates" : "Steps"
        XCTAssertTrue(result.errorText.contains(words), result.report("Should name the steps that animate."))
        XCTAssertTrue(result.errorText.contains("try --step \(steps[0])"), result.report("Should suggest a step."))
        XCTAssertEqual(result.output, "", result.report("Nothing on standard output."))
        XCTAssertEqual(contents(of: directory), [], "Nothing should be written.")
    }

    func testALessonThatNeverAnimatesSaysSoAndNamesTheLessonsThatDo() throws {
        let ids = try ViewSimExecutable.lessonIDs()
        var still: String?
        var animated: [String] = []
        for id in ids {
            if try ViewSimExecutable.animatedSteps(of: id).isEmpty { still = still ?? id } else { animated.append(id) }
        }
        guard let still else { throw XCTSkip("Every lesson animates; there is no still lesson to refuse.") }
        let directory = try makeTemporaryDirectory(self)
        for arguments in [["plot", still, "-o", "a.svg"], ["plot", still, "--step", "1", "-o", "a.svg"]] {
            let result = try ViewSimExecutable.run(arguments, in: directory)
            XCTAssertNotEqual(result.status, 0, result.report("A lesson without animation should fail."))
            XCTAssertTrue(result.errorText.contains("animates nothing"), result.report("Should say nothing animates."))
            if animated.isEmpty {
                XCTAssertTrue(
                    result.errorText.contains("No lesson animates anything yet."),
                    result.report("Should say no lesson animates."))
            } else {
                XCTAssertTrue(
                    result.errorText.contains("Lessons with animations: \(animated.joined(separator: ", "))."),
                    result.report("Should name the animated lessons."))
            }
            XCTAssertFalse(result.errorText.contains("Fatal error"), result.report("Should not crash."))
        }
        XCTAssertEqual(contents(of: directory), [], "Nothing should be written.")
    }

    func testRefusesAFileThatIsNotSVGAndAStepOutOfRange() throws {
        let id = try XCTUnwrap(try ViewSimExecutable.lessonIDs().first)
        let directory = try makeTemporaryDirectory(self)
        for (arguments, message) in [
            (["-o", "plot.png"], "ending in .svg"), (["-o", "plot"], "ending in .svg"),
            (["--step", "99", "-o", "a.svg"], "has steps 0 to"),
            (["--attribute", "", "-o", "a.svg"], "--attribute needs a name"),
        ] {
            let result = try ViewSimExecutable.run(["plot", id] + arguments, in: directory)
            XCTAssertNotEqual(result.status, 0, result.report("\(arguments) should fail."))
            XCTAssertTrue(result.errorText.contains(message), result.report("Should explain: \(message)"))
        }
        let missing = try ViewSimExecutable.run(["plot", id, "-o", "missing/a.svg"], in: directory)
        XCTAssertNotEqual(missing.status, 0, missing.report("A missing directory should fail."))
        XCTAssertTrue(missing.errorText.contains("'missing/a.svg'"), missing.report("Should name the path as given."))
        XCTAssertEqual(contents(of: directory), [], "Nothing should be written.")
    }

    /// Every animated step's plot, written by two processes with their own hash seeds: the
    /// lesson's shared `viewsim run` (SharedRuns, which writes `stepK-plot.svg`, the same bytes
    /// as `viewsim plot --step K`) and a `viewsim plot --step K` here, so each plot is drawn
    /// once more rather than twice more.
    func testPlotIsByteIdenticalAcrossProcesses() throws {
        var plotted = 0
        for id in try ViewSimExecutable.lessonIDs() {
            let shared = try SharedRuns.lessonRun(id)
            XCTAssertEqual(shared.result.status, 0, shared.result.report("viewsim run \(id) should succeed."))
            for step in try ViewSimExecutable.animatedSteps(of: id) {
                let directory = try makeTemporaryDirectory(self)
                let second = try ViewSimExecutable.run(
                    ["plot", id, "--step", "\(step)", "-o", "b.svg"], in: directory,
                    environment: SharedRuns.lessonRunEnvironment)
                XCTAssertEqual(second.status, 0, second.report("plot \(id) --step \(step) should succeed."))
                let a = try Data(contentsOf: shared.directory.appendingPathComponent("out/step\(step)-plot.svg"))
                let b = try Data(contentsOf: directory.appendingPathComponent("b.svg"))
                XCTAssertFalse(a.isEmpty, "\(id) step \(step): the plot should not be empty.")
                XCTAssertEqual(
                    a, b,
                    "viewsim plot \(id) --step \(step) should write the same SVG every time (as run's step\(step)-plot.svg)."
                )
                plotted += 1
            }
        }
        if plotted == 0 { throw XCTSkip("No lesson animates anything yet, so no plot could be compared.") }
    }

    func testHelpExplainsTheChartAndShowsExamples() throws {
        let help = try ViewSimExecutable.run(["help", "plot"])
        XCTAssertEqual(help.status, 0, help.report("help plot should succeed."))
        for text in ["Example", "--step", "--attribute", "dashed line", "model value", "logically complete"] {
            XCTAssertTrue(help.output.contains(text), help.report("help plot should explain \(text)."))
        }
        let root = try ViewSimExecutable.run(["--help"])
        XCTAssertTrue(root.output.contains("plot"), root.report("--help should name plot."))
    }
}
