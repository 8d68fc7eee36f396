// `viewsim run` asking between steps on the terminal (a pseudo-terminal here):
// the prompt and its recap go to the terminal, never to standard output; Enter,
// q, a step number, an answer not understood, the end of input; --step; and no
// terminal at all runs straight through. Each run is bounded by
// PseudoTerminal.timeout, so a hang fails instead of blocking.
import XCTest

final class InteractiveRunTests: XCTestCase {
    /// The first lesson with at least 5 steps (0…4), and its last step.
    private func lesson() throws -> (id: String, last: Int) {
        for id in try ViewSimExecutable.lessonIDs() {
            let trace = try ViewSimExecutable.run(["trace", id])
            let steps = trace.output.split(separator: "\n").filter { $0.hasPrefix("step ") }.count
            if steps >= 5 { return (id, steps - 1) }
        }
        throw XCTSkip("No lesson has 5 steps, so jumping cannot be checked.")
    }

    /// The step numbers whose headings standard output shows.
    private func headings(_ output: String) -> [Int] {
        output.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("── Step ") else { return nil }
            return Int(line.dropFirst(8).prefix { $0.isNumber })
        }
    }

    func testThePromptGoesToTheTerminalAndQuitStopsCleanly() throws {
        let (id, last) = try lesson()
        let directory = try makeTemporaryDirectory(self)
        let terminal = try PseudoTerminal(["run", id, "--out", "out"], in: directory)
        try terminal.waitFor("Step 0/\(last) done: ")
        try terminal.waitFor("Enter: next · q: quit · 2: jump to step 2 › ")
        terminal.type("")
        try terminal.waitFor("Step 1/\(last) done: ")
        try terminal.waitFor(" › ", count: 2)
        terminal.type("q")
        let (result, transcript) = try terminal.finish()

        XCTAssertEqual(result.status, 0, result.report("q should quit with status 0.") + "\nterminal:\n" + transcript)
        XCTAssertEqual(headings(result.output), [0, 1], result.report("Only steps 0 and 1 should be shown."))
        XCTAssertTrue(
            result.output.contains("Stopped after step 1 of \(last); the claims were not checked.\n"),
            result.report("Should say where it stopped."))
        XCTAssertFalse(result.output.contains("Claims"), result.report("The claims should not be checked after q."))
        for prompt in ["Enter: next", "done: ", " › "] {
            XCTAssertFalse(
                result.output.contains(prompt),
                result.report("The prompt (\(prompt)) belongs on the terminal, not standard output."))
            XCTAssertFalse(
                result.errorText.contains(prompt),
                result.report("The prompt (\(prompt)) belongs on the terminal, not standard error."))
        }
        XCTAssertFalse(
            transcript.contains("What happened"),
            "The report belongs on standard output, not the terminal:\n\(transcript)")
        let files = contents(of: directory.appendingPathComponent("out"))
        XCTAssertTrue(
            files.contains("step1-view-graph.svg") && files.contains("trace.txt"),
            "Files written before q stay: \(files)")
        XCTAssertFalse(files.contains("step2-view-graph.svg"), "Step 2 never ran its report: \(files)")
    }

    func testANumberJumpsAndOtherAnswersGetAHint() throws {
        let (id, last) = try lesson()
        let directory = try makeTemporaryDirectory(self)
        let terminal = try PseudoTerminal(["run", id, "--out", "out"], in: directory)
        try terminal.waitFor(" › ")
        terminal.type("next please")
        try terminal.waitFor(
            "'next please' is not an answer here: press Enter for step 1, a step number from 2 to \(last) to jump there, or q and Enter to quit."
        )
        try terminal.waitFor(" › ", count: 2)
        terminal.type("0")
        try terminal.waitFor("Step 0 has already run; ")
        try terminal.waitFor(" › ", count: 3)
        terminal.type("3")
        try terminal.waitFor("Step 3/\(last) done: ")
        try terminal.waitFor(" › ", count: 4)
        terminal.type("q")
        let (result, transcript) = try terminal.finish()

        XCTAssertEqual(
            result.status, 0, result.report("The run should end with status 0.") + "\nterminal:\n" + transcript)
        XCTAssertEqual(headings(result.output), [0, 3], result.report("3 should jump from step 0 to step 3."))
        XCTAssertTrue(
            result.output.contains("Skipped the report of steps 1–2.\n"),
            result.report("Should say which reports were skipped."))
        XCTAssertTrue(
            result.output.contains("Stopped after step 3 of \(last);"), result.report("Should stop after step 3."))
        let files = contents(of: directory.appendingPathComponent("out"))
        XCTAssertTrue(files.contains("step3-view-graph.svg"), "Step 3's files are written: \(files)")
        XCTAssertFalse(files.contains("step1-view-graph.svg"), "A skipped step writes no files: \(files)")
    }

    func testAfterAHundredAnswersNotUnderstoodItGoesOn() throws {
        let (id, last) = try lesson()
        let directory = try makeTemporaryDirectory(self)
        let terminal = try PseudoTerminal(["run", id, "--out", "out"], in: directory)
        try terminal.waitFor(" › ")
        for _ in 0..<100 { terminal.type("x") }
        try terminal.waitFor("(100 answers not understood: going on to the next step.)")
        try terminal.waitFor("Step 1/\(last) done: ")
        try terminal.waitFor(" › ", count: 101)
        terminal.type("q")
        let (result, transcript) = try terminal.finish()

        XCTAssertEqual(result.status, 0, result.report("q should quit with status 0.") + "\nterminal:\n" + transcript)
        XCTAssertEqual(
            transcript.components(separatedBy: "'x' is not an answer here").count - 1, 100,
            "One hint per answer not understood:\n\(transcript)")
        XCTAssertEqual(
            headings(result.output), [0, 1], result.report("After 100 answers not understood it goes on to step 1."))
    }

    func testStepStartsTheReportLaterAndTheEndOfInputRunsStraightThrough() throws {
        let (id, last) = try lesson()
        let directory = try makeTemporaryDirectory(self)
        let terminal = try PseudoTerminal(["run", id, "--out", "out", "--step", "2"], in: directory)
        try terminal.waitFor(" › ")
        XCTAssertTrue(
            terminal.transcript.contains("Step 2/\(last) done: "),
            "The first prompt follows step 2:\n\(terminal.transcript)")
        terminal.typeEndOfInput()
        let (result, transcript) = try terminal.finish()

        XCTAssertEqual(
            result.status, 0,
            result.report("The run should end with every claim holding.") + "\nterminal:\n" + transcript)
        XCTAssertEqual(headings(result.output), Array(2...last), result.report("--step 2 shows steps 2 to \(last)."))
        XCTAssertTrue(
            result.output.contains("Skipped the report of steps 0–1.\n"),
            result.report("Should say which reports were skipped."))
        XCTAssertTrue(result.output.contains("Claims"), result.report("At the end of input it runs to the claims."))
        XCTAssertEqual(
            transcript.components(separatedBy: " › ").count - 1, 1,
            "After the end of input, no more prompts:\n\(transcript)")
    }

    func testWithoutATerminalItRunsStraightThrough() throws {
        let (id, last) = try lesson()
        let directory = try makeTemporaryDirectory(self)
        let result = try ViewSimExecutable.run(["run", id, "--out", directory.path, "--step", "\(last)"])
        XCTAssertEqual(result.status, 0, result.report("Without a terminal the run should not wait."))
        XCTAssertEqual(headings(result.output), [last], result.report("--step \(last) shows only the last step."))
        XCTAssertTrue(result.output.contains("Claims"), result.report("It runs to the claims."))
        XCTAssertFalse(
            result.output.contains(" › ") || result.errorText.contains(" › "),
            result.report("No prompt without a terminal."))
    }

    func testStepOutOfRangeIsAUsageError() throws {
        let (id, last) = try lesson()
        for step in ["\(last + 1)", "-1"] {
            let result = try ViewSimExecutable.run(["run", id, "--no-wait", "--step", step])
            XCTAssertEqual(result.status, 64, result.report("--step \(step) is out of range."))
            XCTAssertTrue(
                result.errorText.contains("step \(step) is out of range: \(id) has steps 0 to \(last)."),
                result.report("Should give the range."))
        }
    }
}
