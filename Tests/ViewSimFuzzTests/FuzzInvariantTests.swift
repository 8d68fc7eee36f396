import ViewSim
import ViewSimFuzz
// Each invariant check can fail: a deliberately broken set of trace facts trips
// exactly the check it breaks, and the facts of real runs pass them all.
import XCTest

final class FuzzInvariantTests: XCTestCase {
    /// Facts that pass every check.
    private func healthy() -> FuzzTraceFacts {
        FuzzTraceFacts(
            frames: [.init(index: 0, time: 0), .init(index: 1, time: 1.0 / 60), .init(index: 5, time: 5.0 / 60)],
            evaluations: [
                .init(node: "FuzzView #1", frame: 0, reasons: ["@self", "@identity"], causes: 1),
                .init(node: "FuzzView #1", frame: 1, reasons: ["@dependencies"], causes: 2),
            ],
            countedEvaluations: 2, realBodyCalls: 2,
            text: "step 0 · appear\n└─ frame 0 · t=0s\n",
            errors: ["step 1 .advance(-1): advance(by:) needs a finite, non-negative number of seconds; got -1."])
    }

    private func checks(_ facts: FuzzTraceFacts, mode: FuzzMode = .sane) -> [FuzzCheck] {
        FuzzInvariants.check(facts, mode: mode).map(\.check)
    }

    func testHealthyFactsPass() {
        XCTAssertEqual(FuzzInvariants.check(healthy(), mode: .sane), [])
        XCTAssertEqual(FuzzInvariants.repeatable(healthy(), healthy()), [])
    }

    func testALineWiderThanTheWidthIsCaughtInColumnsNotBytes() {
        // 80 columns of emoji are 40 characters of 4 bytes each: counted in columns, they fit.
        XCTAssertEqual(FuzzInvariants.lineWidth(of: String(repeating: "😀", count: 40) + "\nshort", width: 80), [])
        let found = FuzzInvariants.lineWidth(of: "fits\n" + String(repeating: "x", count: 81), width: 80)
        XCTAssertEqual(found.map(\.check), [.lineWidth])
        XCTAssertTrue(
            found.first?.message.hasPrefix("line 2 of the text wrapped to 80 is 81 columns") ?? false, "\(found)")
    }

    func testLinesAreSplitAtLineFeedCharactersWithOrWithoutCarriageReturns() {
        // Without a "\r" the lines are split on bytes; "\r\n" is one character, not a line break.
        let wide = String(repeating: "x", count: 81)
        let plain = FuzzInvariants.lineWidth(of: "a\n├─ é\n\n" + wide + "\nb", width: 80)
        XCTAssertEqual(plain.map(\.message), ["line 4 of the text wrapped to 80 is 81 columns: " + wide])
        let crlf = FuzzInvariants.lineWidth(of: "a\r\n" + wide + "\nb", width: 80)
        XCTAssertEqual(crlf.map(\.message), ["line 1 of the text wrapped to 80 is 83 columns: a\r\n" + wide])
    }

    func testARealRunsCauseTreesAndWrappedTextPass() throws {
        let fuzzCase = FuzzGenerator(seed: 3, mode: .mixed).makeCase(7)
        let facts = FuzzRunner.execute(fuzzCase)
        XCTAssertFalse(
            facts.layoutViolations.contains { $0.check == .causeTree || $0.check == .lineWidth },
            "\(facts.layoutViolations)")
    }

    func testFramesThatDoNotIncreaseAreCaught() {
        var facts = healthy()
        facts.frames.append(.init(index: 3, time: 3.0 / 60))
        XCTAssertEqual(checks(facts), [.frameOrder])
        facts = healthy()
        facts.frames.append(.init(index: 6, time: 5.0 / 60))
        XCTAssertEqual(checks(facts), [.frameOrder])
    }

    func testABodyRunWithoutReasonCauseOrWithAGuessIsCaught() {
        var facts = healthy()
        facts.evaluations[1].reasons = []
        XCTAssertEqual(checks(facts), [.bodyCause])
        facts = healthy()
        facts.evaluations[1].causes = 0
        XCTAssertEqual(checks(facts), [.bodyCause])
        facts = healthy()
        facts.evaluations[0].reasons = ["@unknown"]
        let found = FuzzInvariants.check(facts, mode: .sane)
        XCTAssertEqual(found.map(\.check), [.bodyCause])
        XCTAssertTrue(found.first?.message.contains("guessed") == true, "\(found)")
    }

    func testRealBodyCallsThatDifferFromTheTraceAreCaught() {
        var facts = healthy()
        facts.realBodyCalls = 3
        let found = FuzzInvariants.check(facts, mode: .sane)
        XCTAssertEqual(found.map(\.check), [.bodyCount])
        XCTAssertTrue(found.first?.message.contains("ran 3 times; the trace records 2") == true, "\(found)")
    }

    func testCanvasRendererRunsThatDifferFromTheTraceAreCaught() {
        var facts = healthy()
        facts.canvasDraws = 4
        facts.realCanvasRuns = 4
        XCTAssertEqual(checks(facts), [])
        facts.realCanvasRuns = 5
        let found = FuzzInvariants.check(facts, mode: .sane)
        XCTAssertEqual(found.map(\.check), [.canvasCount])
        XCTAssertTrue(
            found.first?.message.contains("ran 5 times; the trace records 4 canvas draws") == true, "\(found)")
    }

    func testNaNOrInfinityInASaneTraceIsCaughtButNotInAnExtremeOne() {
        for word in ["nan", "inf", "-Infinity"] {
            var facts = healthy()
            facts.text += "   ~ .opacity #4 opacity: \(word) (model 1)\n"
            XCTAssertEqual(checks(facts, mode: .sane), [.nonFinite], word)
            XCTAssertEqual(checks(facts, mode: .extreme), [], word)
        }
        var facts = healthy()
        facts.text += "information, infinite, nanny\n"  // words that merely start alike are fine
        XCTAssertEqual(checks(facts), [])
    }

    func testLinesAreSplitAsCharactersSplitThem() {
        let texts = [
            "", "\n", "\n\n", "a", "a\n", "\na", "a\n\nb\n", "a\r\nb", "a\r\n\nb", "\r\n", "\r\r\n\n",
            "é\n\u{301}x", "naïve 🙂\n  ~ .opacity #4 opacity: nan\n", "\u{1F1E9}\u{1F1EA}\n\u{200D}\n", "\n\u{0308}",
        ]
        var random = SeededRandomNumberGenerator(seed: 3211)
        let pieces = ["a", "\n", "\r", "é", "\u{301}", "🙂", " ", "\u{200D}", "inf"]
        let generated = (0..<500).map { _ in
            (0..<Int(random.next() % 12)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
        }
        for text in texts + generated {
            let lines = FuzzInvariants.lines(of: text)
            let split = text.split(separator: "\n")
            XCTAssertEqual(lines, split, text.debugDescription)
            XCTAssertEqual(lines.map(\.startIndex), split.map(\.startIndex), text.debugDescription)
        }
    }

    func testDifferentTextInTheSecondRunIsCaught() {
        var second = healthy()
        second.text = second.text.replacingOccurrences(of: "t=0s", with: "t=0.1s")
        let found = FuzzInvariants.repeatable(healthy(), second)
        XCTAssertEqual(found.map(\.check), [.repeatable])
        XCTAssertTrue(found.first?.message.contains("line 2") == true, "\(found)")
        var errors = healthy()
        errors.errors = []
        XCTAssertEqual(FuzzInvariants.repeatable(healthy(), errors).map(\.check), [.repeatable])
    }

    func testAnErrorWithoutAMessageIsCaught() {
        var facts = healthy()
        facts.errors = ["step 2 .tap(\"v1\"): "]
        XCTAssertEqual(checks(facts), [.errorMessage])
        facts.errors = ["step 2 .tap(\"v1\"): oops (not a SimulationError)"]
        XCTAssertEqual(checks(facts), [.errorMessage])
    }

    func testRealRunsOfSuiteFeaturesPassEveryCheck() {
        let generator = FuzzGenerator(seed: 2024, mode: .mixed, features: FuzzFeature.suite)
        for index in 0..<25 {
            let outcome = FuzzRunner.check(generator.makeCase(index))
            XCTAssertEqual(outcome.failures, [], "case \(index):\n\(outcome.report)")
        }
    }

    func testRealBodyCallsAreCountedPerSimulation() {
        let fuzzCase = FuzzCase(
            mode: .sane,
            tree: .stateHost(
                initial: 0,
                child: .stack(
                    .vstack,
                    [
                        .reader(.binding, name: "count", animation: .none), .leaf,
                    ])), script: [.tap("count"), .tap("count")])
        let facts = FuzzRunner.execute(fuzzCase)
        // Appear: host, its FuzzView, the stack's two FuzzViews = 4; each tap re-runs the host and the reader.
        XCTAssertEqual(facts.realBodyCalls, facts.countedEvaluations)
        XCTAssertGreaterThan(facts.realBodyCalls, 4)
        XCTAssertEqual(FuzzRunner.execute(fuzzCase).realBodyCalls, facts.realBodyCalls, "a second run counts afresh")
    }

    func testScriptErrorsAreRecordedWithTheirMessages() {
        let fuzzCase = FuzzCase(
            mode: .extreme, tree: .leaf, script: [.advance(.nan), .tap("missing"), .runUntilIdle(-1)])
        let outcome = FuzzRunner.check(fuzzCase)
        XCTAssertEqual(outcome.failures, [], outcome.report)
        XCTAssertEqual(outcome.errors.count, 3, outcome.report)
        XCTAssertTrue(
            outcome.errors[0].hasPrefix("step 1 .advance(.nan): advance(by:) needs a finite"), outcome.errors[0])
        XCTAssertTrue(outcome.errors[1].contains("No view is named \"missing\""), outcome.errors[1])
    }
}
