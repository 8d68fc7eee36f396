// Tests ViewSimTesting's verify functions: nil when the expectation holds, and
// otherwise a message in the TestStore shape (headline; expected vs actual with
// the legend; what ran; "To fix, …"). XCTExpectFailure does not exist on Linux,
// so the messages themselves are checked.
import ViewSim
import ViewSimTesting
import XCTest

private struct Screen: View {
    @State private var isOn = false
    @State private var tint = "red"
    var body: some View {
        VStack {
            Text("heart").onTapGesture { isOn.toggle() }.accessibilityIdentifier("heart")
            Text("tint").onTapGesture { tint = tint == "red" ? "blue" : "red" }.accessibilityIdentifier("tint")
            Heart(isOn: isOn)
            Tinted(tint: tint)
            Static.Badge()
        }
    }

    enum Static {
        struct Badge: View {
            var body: some View { Text("badge") }
        }
    }
}

private struct Heart: View {
    let isOn: Bool
    var body: some View {
        let _ = Self._printChanges()
        Text(isOn ? "♥" : "♡")
    }
}

private struct Tinted: View {
    let tint: String
    var body: some View { Text(tint) }
}

private struct Writer: View {
    @State private var n = 0
    var body: some View {
        let _ = { n += 1 }()
        Text("\(n)")
    }
}

@MainActor
final class VerifyMessageTests: XCTestCase {
    private func tappedHeart() throws -> Simulation {
        let sim = makeSimulation(Screen())
        try sim.step("tap the heart") { try sim.tap("heart") }
        return sim
    }

    // MARK: Counts

    func testBodyCountPassesOnTheRightCountInEveryScope() async throws {
        let sim = try tappedHeart()
        XCTAssertNil(verifyBodyCount(sim.trace, of: "Heart", equals: 2))
        XCTAssertNil(verifyBodyCount(sim.trace, of: "Heart", equals: 1, in: .step(1)))
        XCTAssertNil(verifyBodyCount(sim.trace, of: "Heart", equals: 1, in: .lastStep))
        XCTAssertNil(verifyBodyCount(sim.trace, of: "Heart", equals: 1, in: .frame(1)))
        XCTAssertNil(verifyBodyCount(sim.trace, of: "Tinted", equals: 0, in: .step(1)))
        assertBodyCount(sim, of: "Heart", equals: 1, in: .frame(0))
    }

    func testBodyCountFailureMessage() async throws {
        let sim = try tappedHeart()
        let message = try XCTUnwrap(verifyBodyCount(sim.trace, of: "Heart", equals: 2, in: .step(1)))
        XCTAssertEqual(
            message,
            """
            Heart's body ran 1 time in step 1 ("tap the heart"), not 2.

              − 2 evaluations
              + 1 evaluation

              (Expected: −, Actual: +)

            Evaluations of Heart in step 1 ("tap the heart"):
              frame 1: Heart #10: @self (isOn false → true)

            What ran in step 1 ("tap the heart"):
              step 1 · tap the heart
              └─ frame 1 · t=0.0167s
                 └─ ▶ tap "heart"
                    └─ ▷ .onTapGesture #5 action runs
                       └─ ✎ Screen._isOn: false → true · Screen #1
                          └─ ● Screen #1 body: _isOn changed.
                             ├─ ● Heart #10 body: @self changed.
                             │  ├─ @self: isOn false → true
                             │  ├─ » _printChanges: Heart: @self changed.
                             │  └─ △ Text #11 text: "♡" → "♥"
                             ├─ ○ Tinted #12 skipped: its value is unchanged (1 field compared field by field)
                             └─ ○ Badge #14 skipped: its value cannot change (it has no stored inputs), so its body is not run

            To fix, check that the step changes something Heart depends on: a stored property its parent passes, a @State or @Binding its body reads, an object it observes or an environment value it reads. If 1 is right, expect 1.
            """)
    }

    func testTooManyEvaluationsPointsAtTheReasons() async throws {
        let sim = try tappedHeart()
        let message = try XCTUnwrap(verifyBodyCount(sim.trace, of: "Heart", equals: 0, in: .step(1)))
        XCTAssertTrue(message.hasPrefix("Heart's body ran 1 time in step 1 (\"tap the heart\"), not 0.\n\n"), message)
        XCTAssertTrue(
            message.contains(
                "To fix, read each evaluation's reasons above: @self means the parent passed a different value"),
            message)
        XCTAssertTrue(message.contains("Remove the cause, or if 1 is right, expect 1."), message)
    }

    func testMisspeltTypeNameSuggestsTheClosestOne() async throws {
        let sim = try tappedHeart()
        let message = try XCTUnwrap(verifyBodyCount(sim.trace, of: "Hart", equals: 1))
        XCTAssertTrue(
            message.contains(
                "no body of \"Hart\" ran anywhere in the simulation. Did you mean \"Heart\"? Views whose bodies ran: Screen, Heart, Tinted, Badge."
            ), message)
    }

    func testSkippedViewExplainsTheSkipWhenFewerRan() async throws {
        let sim = try tappedHeart()
        let message = try XCTUnwrap(verifyBodyCount(sim.trace, of: "Tinted", equals: 1, in: .step(1)))
        XCTAssertTrue(
            message.contains(
                "To fix, Tinted was offered a new value but skipped 1 time because its value compared equal"), message)
    }

    func testQualifiedAndGenericNamesMatchTheTraceLabel() async throws {
        let sim = try tappedHeart()
        // The trace says "Badge"; tests may write the nesting or the module.
        XCTAssertNil(verifyBodyCount(sim.trace, of: "Badge", equals: 1))
        XCTAssertNil(verifyBodyCount(sim.trace, of: "Screen.Static.Badge", equals: 1))
        XCTAssertNil(verifyBodyCount(sim.trace, of: "ViewSimTests.Screen.Static.Badge", equals: 1))
        XCTAssertNotNil(verifyBodyCount(sim.trace, of: "adge", equals: 1))

        let generic = makeSimulation(Boxes())
        XCTAssertNil(verifyBodyCount(generic.trace, of: "Box", equals: 2))
        XCTAssertNil(verifyBodyCount(generic.trace, of: "Box<Int>", equals: 1))
        XCTAssertNil(verifyBodyCount(generic.trace, of: "Box<String>", equals: 1))
    }

    func testMissingStepOrFrameIsReported() async throws {
        let sim = try tappedHeart()
        XCTAssertEqual(
            verifyBodyCount(sim.trace, of: "Heart", equals: 1, in: .step(7)),
            """
            Step 7 does not exist.

              The simulation has steps 0…1: 0 "appear", 1 "tap the heart".

            To fix, pass a step that exists (`.step(n)` counts from 0, the appearance), or `.lastStep`.
            """)
        XCTAssertTrue(
            verifyBodyCount(sim.trace, of: "Heart", equals: 1, in: .frame(-1))?.hasPrefix("Frame -1 does not exist.")
                == true)
        let quiet = try XCTUnwrap(verifyBodyCount(sim.trace, of: "Heart", equals: 1, in: .frame(5)))
        XCTAssertTrue(quiet.contains("(nothing happened in frame 5)"), quiet)
    }

    // MARK: Reasons

    func testReasonsAcceptTokensOrWholeLines() async throws {
        let sim = try tappedHeart()
        XCTAssertNil(verifyBodyReasons(sim.trace, of: "Heart", ["@self"], in: .step(1)))
        XCTAssertNil(verifyBodyReasons(sim.trace, of: "Heart", ["Heart: @self changed."], in: .step(1)))
        XCTAssertNil(verifyBodyReasons(sim.trace, of: "Screen", ["@self, @identity, _isOn, _tint", "_isOn"]))
        XCTAssertNil(verifyBodyReasons(sim.trace, of: "Tinted", [], in: .step(1)))
        // The line must name the same type.
        XCTAssertNotNil(verifyBodyReasons(sim.trace, of: "Heart", ["Tinted: @self changed."], in: .step(1)))
    }

    func testReasonsFailureShowsTheDiffAndTheFieldChanges() async throws {
        let sim = try tappedHeart()
        let message = try XCTUnwrap(verifyBodyReasons(sim.trace, of: "Heart", ["_isOn"], in: .step(1)))
        XCTAssertTrue(
            message.hasPrefix(
                """
                Heart's body ran for other reasons than expected in step 1 ("tap the heart").

                  − _isOn
                  + @self

                  (Expected: −, Actual: +)

                Evaluations of Heart in step 1 ("tap the heart"):
                  frame 1: Heart #10: @self (isOn false → true)

                What ran in step 1 ("tap the heart"):
                """), message)
        XCTAssertTrue(
            message.contains("\n\nTo fix, compare the reasons: @self means the parent passed a different value"),
            message)
    }

    func testReasonsFailureWithAnotherNumberOfEvaluations() async throws {
        let sim = try tappedHeart()
        let message = try XCTUnwrap(verifyBodyReasons(sim.trace, of: "Heart", ["@self", "@self"], in: .step(1)))
        XCTAssertTrue(
            message.hasPrefix(
                "Heart's body ran 1 time in step 1 (\"tap the heart\"), but 2 evaluations were expected."), message)
        XCTAssertTrue(message.contains("    @self\n  − @self\n"), message)
    }

    // MARK: Skips

    func testSkippedPassesForTheRightReason() async throws {
        let sim = try tappedHeart()
        XCTAssertNil(verifySkipped(sim.trace, "Tinted", in: .step(1)))
        XCTAssertNil(verifySkipped(sim.trace, "Tinted", because: .valueUnchanged(nil), in: .step(1)))
        XCTAssertNil(verifySkipped(sim.trace, "Tinted", because: .valueUnchanged(.fieldwise), in: .step(1)))
        XCTAssertNil(verifySkipped(sim.trace, "Badge", because: .noStoredInputs, in: .step(1)))
    }

    func testSkippedFailsForAnotherReason() async throws {
        let sim = try tappedHeart()
        let message = try XCTUnwrap(
            verifySkipped(sim.trace, "Tinted", because: .valueUnchanged(.equatable), in: .step(1)))
        XCTAssertTrue(
            message.hasPrefix(
                """
                Tinted was skipped in step 1 ("tap the heart"), but not for the expected reason.

                  − skipped: value unchanged (compared with ==)
                  + skipped: value unchanged (compared field by field)

                  (Expected: −, Actual: +)
                """), message)
        XCTAssertNotNil(verifySkipped(sim.trace, "Badge", because: .valueUnchanged(nil), in: .step(1)))
        XCTAssertNotNil(verifySkipped(sim.trace, "Tinted", because: .timelineEntryUnchanged, in: .step(1)))
    }

    func testSkippedFailsWhenTheBodyRan() async throws {
        let sim = try tappedHeart()
        let message = try XCTUnwrap(verifySkipped(sim.trace, "Heart", in: .step(1)))
        XCTAssertTrue(
            message.hasPrefix(
                """
                Heart was not skipped in step 1 ("tap the heart").

                  − skipped
                  + evaluated: @self

                  (Expected: −, Actual: +)

                Evaluations of Heart in step 1 ("tap the heart"):
                  frame 1: Heart #10: @self (isOn false → true)
                """), message)
        XCTAssertTrue(
            message.contains("To fix, read the evaluations' reasons above: @self lists the fields whose values differ"),
            message)
        // Nothing offered Heart a value in step 0 other than its insertion.
        let never = try XCTUnwrap(verifySkipped(sim.trace, "Heart", in: .step(0)))
        XCTAssertTrue(never.contains("+ evaluated: @self"), never)
    }

    // MARK: Diagnostics

    func testNoDiagnosticsFailureListsEachWithItsHint() async throws {
        let sim = makeSimulation(Writer())
        XCTAssertEqual(
            verifyNoDiagnostics(sim.trace),
            """
            1 diagnostic was recorded in the whole simulation, none expected.

              − no diagnostics
              + modifyingStateDuringUpdate: Modifying state during view update, this will cause undefined behavior.

              (Expected: −, Actual: +)

            Diagnostics in the whole simulation:
              ⚠ Modifying state during view update, this will cause undefined behavior.
                on Writer #1
                to fix: Writer._n was written while Writer.body was running; the write was dropped. Move the write into an action such as onChange, onAppear or a tap handler.

            To fix, follow each diagnostic's "to fix" line; the cycle, when there is one, names every step of the loop. If the warning is what the test is about, check it with verifyDiagnostic(_:_:containing:in:) instead.
            """)
        XCTAssertNil(verifyNoDiagnostics(try tappedHeart().trace))
    }

    func testDiagnosticByKindOrMessage() async throws {
        let sim = makeSimulation(Writer())
        XCTAssertNil(verifyDiagnostic(sim.trace))
        XCTAssertNil(verifyDiagnostic(sim.trace, .modifyingStateDuringUpdate))
        XCTAssertNil(verifyDiagnostic(sim.trace, containing: "Modifying state during view update"))
        XCTAssertNil(
            verifyDiagnostic(sim.trace, .modifyingStateDuringUpdate, containing: "undefined behavior", in: .step(0)))

        let wrongKind = try XCTUnwrap(verifyDiagnostic(sim.trace, .updateLoop))
        XCTAssertTrue(
            wrongKind.hasPrefix(
                """
                No updateLoop diagnostic was recorded in the whole simulation.

                  − updateLoop: any message
                  + modifyingStateDuringUpdate: Modifying state during view update, this will cause undefined behavior.
                """), wrongKind)
        XCTAssertTrue(wrongKind.contains("To fix, compare the recorded diagnostics with the expected one"), wrongKind)

        let wrongText = try XCTUnwrap(verifyDiagnostic(sim.trace, containing: "tried to update multiple times"))
        XCTAssertTrue(
            wrongText.hasPrefix(
                "No diagnostic containing \"tried to update multiple times\" was recorded in the whole simulation."),
            wrongText)
        XCTAssertTrue(wrongText.contains("− any kind: …tried to update multiple times…"), wrongText)

        let none = try XCTUnwrap(verifyDiagnostic(try tappedHeart().trace, .updateLoop, in: .step(1)))
        XCTAssertTrue(none.contains("+ no diagnostics"), none)
        XCTAssertTrue(none.contains("To fix, check that the step reaches the code that causes the warning"), none)
    }

    // MARK: Printed changes

    func testPrintedChanges() async throws {
        let sim = try tappedHeart()
        XCTAssertNil(verifyPrintedChanges(sim.trace, ["Heart: @self changed.", "Heart: @self changed."]))
        XCTAssertNil(verifyPrintedChanges(sim.trace, ["Heart: @self changed."], in: .step(1)))
        XCTAssertNotNil(verifyPrintedChanges(sim.trace, [], in: .step(1)))

        let message = try XCTUnwrap(verifyPrintedChanges(sim.trace, ["Heart: _isOn changed."], in: .step(1)))
        XCTAssertTrue(
            message.hasPrefix(
                """
                Self._printChanges() printed other lines than expected in step 1 ("tap the heart").

                  − Heart: _isOn changed.
                  + Heart: @self changed.

                  (Expected: −, Actual: +)
                """), message)
    }

    // MARK: Exhaustive step

    func testStepPassesWhenEveryEvaluationIsListed() async throws {
        let sim = try tappedHeart()
        XCTAssertNil(verifyStep(sim.trace, evaluated: ["Screen": "_isOn", "Heart": "@self"]))
        // Types in any order; the full line spelling works too.
        XCTAssertNil(verifyStep(sim.trace, evaluated: ["Heart": "Heart: @self changed.", "Screen": "_isOn"]))
        XCTAssertNil(
            verifyStep(
                sim.trace, .step(0),
                evaluated: [
                    "Screen": "@self, @identity, _isOn, _tint", "Heart": "@self", "Tinted": "@self", "Badge": "@self",
                ]))
        XCTAssertNil(verifyStep(sim.trace, evaluated: ["Heart": "@self"], exhaustive: false))
    }

    func testStepFailsOnUnexpectedMissingAndDifferentEvaluations() async throws {
        let sim = try tappedHeart()
        let message = try XCTUnwrap(verifyStep(sim.trace, evaluated: ["Heart": "_isOn", "Tinted": "@self"]))
        XCTAssertTrue(
            message.hasPrefix(
                """
                Step 1 ("tap the heart") ran other bodies than expected: 1 not expected, 1 expected but missing, 1 with other reasons.

                  + Screen: _isOn
                  − Heart: _isOn
                  + Heart: @self
                  − Tinted: @self

                  (Expected: −, Actual: +)

                Evaluations in step 1 ("tap the heart"):
                  frame 1: Screen #1: _isOn
                  frame 1: Heart #10: @self (isOn false → true)
                """), message)
        XCTAssertTrue(message.hasSuffix("or pass `exhaustive: false` to check only the views you name."), message)
    }

    func testNonExhaustiveStepStillChecksEveryEvaluationOfTheNamedTypes() async throws {
        let sim = makeSimulation(Screen())
        try sim.step("tap twice") {
            try sim.tap("heart")
            try sim.tap("heart")
        }
        XCTAssertNil(verifyStep(sim.trace, evaluated: ["Heart": "@self", "Heart": "@self"], exhaustive: false))
        let message = try XCTUnwrap(verifyStep(sim.trace, evaluated: ["Heart": "@self"], exhaustive: false))
        XCTAssertTrue(message.contains("1 not expected"), message)
        XCTAssertFalse(message.contains("+ Screen"), message)
    }

    func testStepChecksDiagnostics() async throws {
        let sim = makeSimulation(Writer())
        XCTAssertNil(
            verifyStep(
                sim.trace, evaluated: ["Writer": "@self, @identity, _n"], diagnostics: [.modifyingStateDuringUpdate]))
        let unexpected = try XCTUnwrap(verifyStep(sim.trace, evaluated: ["Writer": "@self, @identity, _n"]))
        XCTAssertTrue(
            unexpected.contains("+ ⚠ modifyingStateDuringUpdate: Modifying state during view update"), unexpected)
        let missing = try XCTUnwrap(
            verifyStep(
                sim.trace, evaluated: ["Writer": "@self, @identity, _n"],
                diagnostics: [.modifyingStateDuringUpdate, .updateLoop]))
        XCTAssertTrue(missing.contains("− ⚠ updateLoop"), missing)
    }

    func testStepWithNothingExpected() async throws {
        let sim = makeSimulation(Screen())
        try sim.step("nothing") { try sim.advance(by: 1) }
        XCTAssertNil(verifyStep(sim.trace, evaluated: [:]))
        assertStep(sim, evaluated: [:])
    }
}

private struct Box<Value>: View {
    let value: Value
    var body: some View { Text("\(value)") }
}

private struct Boxes: View {
    var body: some View {
        VStack {
            Box(value: 1)
            Box(value: "one")
        }
    }
}
