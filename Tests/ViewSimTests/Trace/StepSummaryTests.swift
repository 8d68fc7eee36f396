import XCTest

// Tests `StepSummary`, the printed trace of one step: a run of frames that only
// sample an animation folds into one line with each value first → last (and the
// plot named once); frames that repeat an earlier one fold into "same as frame N";
// a tight budget folds further, but never drops a diagnostic with its cycle, a
// script action, or a phrase the narrative quotes; quotes are found in every style.
@testable import ViewSim

private struct Grower: View {
    @State private var isBig = false
    var body: some View {
        VStack {
            Text("♥").scaleEffect(isBig ? 2 : 1).animation(.linear(duration: 0.5), value: isBig)
                .accessibilityIdentifier("heart")
            Text("grow").onTapGesture { isBig.toggle() }.accessibilityIdentifier("grow")
        }
    }
}

private struct Still: View {
    var body: some View { Text("still") }
}

private struct Ticker: View {
    var body: some View {
        TimelineView(.periodic(from: .simNow, by: 0.2)) { _ in
            VStack {
                Text("tick")
                Still()
            }
        }
    }
}

/// Toggles a flag in onChange of the timeline's date and of the flag itself:
/// more onChange runs in a frame than SwiftUI allows, every entry.
private struct Looper: View {
    @State private var flag = false
    var body: some View {
        TimelineView(.periodic(from: .simNow, by: 0.2)) { context in
            Text(flag ? "on" : "off")
                .onChange(of: context.date) { flag.toggle() }
                .onChange(of: flag) { flag.toggle() }
        }
    }
}

/// A text that a timeline changes in every frame: frames alike but for the text.
private struct EveryFrameText: View {
    var body: some View {
        TimelineView(.animation) { context in
            Text("t \(Int((context.date.timeIntervalSince(SimulationConfiguration.defaultStartDate) * 60).rounded()))")
        }
    }
}

/// A text with a new identity in every frame: no frame is like another, so the
/// summary must digest and leave out frames to fit.
private struct EveryFrameNewView: View {
    var body: some View {
        TimelineView(.animation) { context in
            let frame = Int((context.date.timeIntervalSince(SimulationConfiguration.defaultStartDate) * 60).rounded())
            Text("new").id(frame)
        }
    }
}

/// Forty alike rows with bodies, all inserted in the first frame: a run `AlikeSiblings` folds.
private struct AlikeRows: View {
    var body: some View {
        VStack {
            ForEach(0..<40) { index in
                AlikeRow(index: index)
            }
        }
    }
}

private struct AlikeRow: View {
    let index: Int
    var body: some View { Text("row \(index)") }
}

@MainActor
final class StepSummaryTests: XCTestCase {
    private func summary(
        _ trace: Trace, step: Int, budget: Int = StepSummary.lineBudget, quotes: [String] = [], plot: String? = nil
    ) -> StepSummary {
        var options = StepSummary.Options()
        options.budget = budget
        options.quotes = quotes
        options.plot = plot
        options.wholeStepHint = "viewsim trace test --step \(step)"
        return StepSummary(trace: trace, step: step, options: options)
    }

    func testARunOfSamplesFoldsIntoOneLineFromFirstToLast() async throws {
        let sim = makeSimulation(Grower())
        try sim.step("grow") {
            try sim.tap("grow")
            try sim.advance(by: 0.7)
        }
        // The samples of the frames after the tap's (which samples the first value itself).
        let samples = sim.trace.frames(inStep: 1).dropFirst().flatMap(\.events).compactMap { event -> TraceValue? in
            if case .animation(_, "scale", .frame(let sample)) = event.kind { return sample.presentation }
            return nil
        }
        XCTAssertGreaterThan(samples.count, 20)
        let folded = summary(sim.trace, step: 1, plot: "step1-plot.svg")
        let lines = folded.lines + folded.note
        let runs = lines.filter { $0.contains("~ frames ") }
        XCTAssertEqual(runs.count, 1, lines.joined(separator: "\n"))
        let run = try XCTUnwrap(runs.first)
        XCTAssertTrue(run.contains("scale \(samples[0]) → \(samples[samples.count - 1])"), run)
        XCTAssertTrue(run.contains("see step1-plot.svg"), run)
        XCTAssertFalse(
            lines.contains { $0.contains("~ .scaleEffect") && $0.contains("frame 20") },
            "no frame of the run is printed alone")
        XCTAssertTrue(lines.contains { $0.contains("▶ tap \"grow\"") }, "the tap that starts it is printed")
        XCTAssertTrue(
            try XCTUnwrap(lines.last).hasPrefix("… samples and repeated frames folded; all "),
            lines.joined(separator: "\n"))
        XCTAssertTrue(try XCTUnwrap(lines.last).hasSuffix("viewsim trace test --step 1"))
    }

    func testTheFoldNoteSaysTheTruth() async throws {
        let sim = makeSimulation(Looper())
        try sim.step("loop") { try sim.advance(by: 1.05) }
        // A budget of one line cannot hold the diagnostic that must stay: not "to fit one screen".
        let tight = summary(sim.trace, step: 1, budget: 1)
        XCTAssertGreaterThan(tight.printedLineCount, 1)
        let tightNote = tight.note.joined(separator: " ")
        XCTAssertFalse(tightNote.contains("to fit one screen"), tightNote)
        XCTAssertTrue(
            tightNote.contains(
                "folded as far as it goes (\(tight.lines.count) lines: what must stay is more than a screen)"),
            tightNote)
        // Within the budget it says so, and "all N lines" counts what the hinted command prints.
        var options = StepSummary.Options()
        options.budget = 12
        options.wholeStepHint = "viewsim trace test --step 1"
        options.wholeStepLineCount = 777
        let fitted = StepSummary(trace: sim.trace, step: 1, options: options)
        let note = fitted.note.joined(separator: " ")
        if fitted.printedLineCount <= 12 {
            XCTAssertTrue(
                note.contains("folded to fit one screen") || note.contains("samples and repeated frames folded"), note)
        }
        XCTAssertTrue(note.hasSuffix("all 777 lines: viewsim trace test --step 1"), note)
    }

    func testFramesThatRepeatAnEarlierFrameFoldIntoSameAs() async throws {
        let sim = makeSimulation(Ticker())
        try sim.step("tick") { try sim.advance(by: 1.05) }
        let frames = sim.trace.frames(inStep: 1).map(\.index)
        XCTAssertEqual(frames.count, 5, "an entry every 0.2 s")
        let lines = summary(sim.trace, step: 1).lines
        let first = frames[0]
        XCTAssertTrue(lines.contains("├─ frame \(first) · t=0.2s"), lines.joined(separator: "\n"))
        let later = frames.dropFirst().map(String.init).joined(separator: ", ")
        XCTAssertTrue(lines.contains("└─ frames \(later): same as frame \(first)"), lines.joined(separator: "\n"))
        // The full trace prints every frame.
        let full = sim.trace.text(step: 1)
        for frame in frames {
            XCTAssertTrue(full.contains("frame \(frame) · t="), "viewsim trace still prints frame \(frame)")
        }
    }

    func testADiagnosticAndItsCycleAreNeverFoldedAway() async throws {
        let sim = makeSimulation(Looper())
        try sim.step("loop") { try sim.advance(by: 1.05) }
        let diagnostics = sim.trace.diagnostics(inStep: 1)
        XCTAssertFalse(diagnostics.isEmpty, "the loop warns")
        XCTAssertTrue(diagnostics.contains { !$0.cycle.isEmpty }, "with its cycle")
        for budget in [1, 10, StepSummary.lineBudget] {
            let folded = summary(sim.trace, step: 1, budget: budget)
            if budget == StepSummary.lineBudget { XCTAssertLessThanOrEqual(folded.printedLineCount, budget) }
            let text = (folded.lines + folded.note).joined(separator: "\n")
            XCTAssertEqual(
                text.components(separatedBy: "⚠ ").count - 1, diagnostics.count,
                "budget \(budget): one ⚠ line per diagnostic:\n\(text)")
            for diagnostic in diagnostics {
                XCTAssertTrue(text.contains(diagnostic.message), "budget \(budget)")
                for hop in diagnostic.cycle {
                    XCTAssertTrue(text.contains(hop.description), "budget \(budget): the cycle hop \(hop)")
                }
            }
            XCTAssertFalse(text.contains("same as frame"), "a frame with a diagnostic is never folded:\n\(text)")
        }
    }

    func testAQuotedPhraseIsPrintedUnderAnyBudget() async throws {
        let sim = makeSimulation(Grower())
        try sim.step("grow") {
            try sim.tap("grow")
            try sim.advance(by: 0.7)
        }
        // A sample from the middle of the run, which the run's line does not name.
        let quoted = "scale = (1.4, 1.4)"
        XCTAssertTrue(sim.trace.text(step: 1).contains(quoted))
        for budget in [1, StepSummary.lineBudget] {
            let folded = summary(sim.trace, step: 1, budget: budget, quotes: [quoted, "not in the trace"])
            XCTAssertEqual(folded.protectedPhrases, [quoted])
            XCTAssertTrue(folded.lines.contains { $0.contains(quoted) }, folded.lines.joined(separator: "\n"))
            XCTAssertTrue(
                folded.lines.contains { $0.contains("▶ tap \"grow\"") }, "the script action stays at budget \(budget)")
        }
    }

    func testARunOfAlikeInsertedSiblingsPrintsOnceWithItsCountAsTheDiagramDrawsIt() async throws {
        let sim = makeSimulation(AlikeRows())
        let full = sim.trace.text(step: 0).split(separator: "\n").map(String.init)
        let insertions = full.filter { $0.contains("+ AlikeRow #") }
        XCTAssertEqual(insertions.count, 40, "viewsim trace keeps every row")
        let folded = summary(sim.trace, step: 0)
        XCTAssertLessThanOrEqual(folded.printedLineCount, StepSummary.lineBudget)
        let text = (folded.lines + folded.note).joined(separator: "\n")
        let rows = folded.lines.filter { $0.contains("+ AlikeRow #") }
        XCTAssertEqual(rows.count, 1, text)
        XCTAssertTrue(
            StepSummary.normalized(text).contains("(×40 alike sibling views: AlikeRow inserted, body"), text)
        // The same rule as the diagram's: the run is the one AlikeSiblings finds.
        let events = sim.trace.frames(inStep: 0).flatMap(\.events)
        let alike = AlikeSiblings(shown: events, all: events)
        XCTAssertEqual(alike.runs.count, 1)
        XCTAssertEqual(Set(alike.counts.values), [40])
        // A quoted row is still printed.
        let quoted = try XCTUnwrap(insertions.last?.split(separator: "+ ").last.map { "+ " + $0 })
        let pinned = summary(sim.trace, step: 0, quotes: [String(quoted.prefix(16))])
        XCTAssertTrue(pinned.lines.contains { $0.contains(quoted.prefix(16)) }, pinned.lines.joined(separator: "\n"))
    }

    func testAStepThatFitsIsPrintedAsTheFullTrace() async throws {
        let sim = makeSimulation(Still())
        try sim.step("nothing") { try sim.advance(by: 0.1) }
        XCTAssertEqual(
            summary(sim.trace, step: 0).lines, sim.trace.text(step: 0).split(separator: "\n").map(String.init))
        XCTAssertEqual(summary(sim.trace, step: 1).lines, ["step 1 · nothing", "└─ (nothing happened)"])
        XCTAssertEqual(summary(sim.trace, step: 1).note, [], "nothing folded, nothing to say")
    }

    /// CPU seconds to summarise one step of `frames` frames of `root`, and the summary.
    private func summaryCost<Root: View>(_ root: Root, frames: Int) throws -> (seconds: Double, summary: StepSummary) {
        let sim = makeSimulation(root)
        try sim.step("run") {
            while sim.frame < frames { try sim.advanceFrames(min(1_000, frames - sim.frame)) }
        }
        let start = processCPUSeconds()
        let result = summary(sim.trace, step: 1)
        return (processCPUSeconds() - start, result)
    }

    /// The summary is linear in a step's frames: four times the frames cost
    /// about four times as much (quadratic, as it was, sixteen). Before, `run` of
    /// 1,000 such frames took 6 s and 40,000 did not finish in 820 s.
    func testTheSummaryIsLinearInTheStepsFrames() throws {
        for (name, make) in [
            ("alike frames", { AnyView(EveryFrameText()) }), ("all different", { AnyView(EveryFrameNewView()) }),
        ] {
            let small = try summaryCost(make(), frames: 500)
            let large = try summaryCost(make(), frames: 2_000)
            XCTAssertLessThanOrEqual(large.summary.printedLineCount, StepSummary.lineBudget, name)
            // Warm-up and noise aside, linear work grows about 4×; quadratic 16×.
            let ratio = large.seconds / max(small.seconds, 0.01)
            XCTAssertLessThan(
                ratio, 8, "\(name): 500 frames \(small.seconds) s, 2,000 frames \(large.seconds) s of CPU")
        }
    }

    func testQuotedPhrasesInEveryStyle() async {
        XCTAssertEqual(
            StepSummary.quotedPhrases(
                in: #"runs ("content runs: new entry"), the `~` lines and “it has no stored inputs”"#),
            ["content runs: new entry", "~", "it has no stored inputs"])
        XCTAssertEqual(
            StepSummary.quotedPhrases(in: "a quote \"over two\n    lines\" and an unclosed \"one"), ["over two lines"])
    }
}
