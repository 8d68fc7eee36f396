// Tests `.contentTransition(_:)` (issue 28, item 3): a text whose string changes transitions only
// in a transaction with an animation (Apple, `ContentTransition`: content transitions "only take
// effect within transactions that apply an Animation"), traced as an animation with its origin,
// frames and finish; what is drawn mid-flight (viewsim's model: a cross-fade, or the changed
// digits rolling for `.numericText`); and why a change did not transition.
import ViewSim
import ViewSimTesting
import XCTest

/// A counter whose number is shown under `transition` (none: no modifier); "up" and "down"
/// change it inside `withAnimation(.linear(duration: 0.5))`, "jump" without an animation,
/// "muted" inside `withAnimation`, past 1,000, where `.transaction { $0.animation = nil }` removes it.
private struct Counter: View {
    let transition: ContentTransition?
    var byValue = false
    @State var count: Int

    var body: some View {
        VStack {
            number
            Text("up").onTapGesture { withAnimation(.linear(duration: 0.5)) { count += 1 } }
            Text("down").onTapGesture { withAnimation(.linear(duration: 0.5)) { count -= 1 } }
            Text("jump").onTapGesture { count += 1 }
            Text("muted").onTapGesture { withAnimation(.linear(duration: 0.5)) { count += 10 } }
        }
    }

    @ViewBuilder private var number: some View {
        if byValue {
            Text("\(count)").contentTransition(.numericText(value: Double(count))).accessibilityIdentifier("count")
                .transaction { if count >= 1_000 { $0.animation = nil } }
        } else if let transition {
            Text("\(count)").contentTransition(transition).accessibilityIdentifier("count")
                .transaction { if count >= 1_000 { $0.animation = nil } }
        } else {
            Text("\(count)").accessibilityIdentifier("count")
        }
    }
}

@MainActor
final class ContentTransitionTests: XCTestCase {
    private func simulation(_ transition: ContentTransition?, from count: Int = 9, byValue: Bool = false)
        -> Simulation
    {
        var configuration = SimulationConfiguration()
        configuration.printChangesToStandardOutput = false
        return Simulation(
            Counter(transition: transition, byValue: byValue, count: count), configuration: configuration)
    }

    /// The text runs the counter draws now, as `string opacity (x, y)`, the start of each run's
    /// baseline on the screen, rounded to 0.01 (at rest, "10" starts at (185.68, 376.31)).
    private func counterRuns(_ sim: Simulation) throws -> [String] {
        let counter = try XCTUnwrap(sim.graph.node(named: "count"))
        let ids = Set(counter.subtree().map(\.id))
        return sim.displayList().items.compactMap { item in
            guard ids.contains(item.viewID), case .text(let run) = item.content else { return nil }
            let at = run.origin.applying(item.transform)
            return "\(run.string) \(rounded(item.opacity)) (\(rounded(Double(at.x))), \(rounded(Double(at.y))))"
        }
    }

    private func rounded(_ value: Double) -> String {
        let hundredths = (value * 100).rounded() / 100
        return hundredths == hundredths.rounded() ? "\(Int(hundredths))" : "\(hundredths)"
    }

    // MARK: - The trace

    func testANumericTextTransitionIsAnAnimationWithItsOriginFramesAndFinish() async throws {
        let sim = simulation(.numericText())
        try sim.step("up") {
            try sim.tap("up")
            try sim.runUntilIdle()
        }
        let attribute = "contentTransition(.numericText(countsDown: false))"
        assertAnimation(
            sim, attribute, of: "count", animation: "linear(duration: 0.5)", origin: .hasPrefix("withAnimation"))
        let events = sim.animationEvents(attribute, of: "count", inStep: 1)
        guard case .started(_, let from, let to, let origin)? = events.first?.phase else {
            return XCTFail("\(events)")
        }
        XCTAssertEqual(from, .text("9"))
        XCTAssertEqual(to, .text("10"))
        XCTAssertEqual(origin?.description, "withAnimation in .onTapGesture #10 action")
        // A frame each 1/60 s for 0.5 s from frame 1, then logically complete and finished.
        let frames = events.filter { if case .frame = $0.phase { return true } else { return false } }
        XCTAssertEqual(frames.map(\.frame), Array(2...32))
        XCTAssertEqual(sim.firstNumbers(attribute, of: "count")[16], 0.5)
        XCTAssertEqual(events.last?.phase, .finished)
        XCTAssertEqual(events.last?.frame, 32)
        XCTAssertEqual(sim.text(of: "count"), "10", "the model value is the new string from the start")
        let line = try XCTUnwrap(sim.trace.text().split(separator: "\n").first { $0.contains("◔ Text") })
        XCTAssertTrue(
            line.hasSuffix(
                "Text #9 contentTransition(.numericText(countsDown: false)): \"9\" → \"10\" animates with linear(duration: 0.5), from withAnimation in .onTapGesture #10 action"
            ), "\(line)")
    }

    func testWithoutAnAnimationTheNewStringShowsAtOnceAndTheTraceSaysWhy() async throws {
        let sim = simulation(.opacity)
        try sim.step("jump") { try sim.tap("jump") }
        let events = sim.animationEvents("contentTransition(.opacity)", of: "count", inStep: 1)
        XCTAssertEqual(
            events.map(\.phase),
            [.swappedWithoutTransition(from: .text("9"), to: .text("10"), because: .noAnimation)])
        XCTAssertTrue(
            sim.trace.text().contains(
                "Text #9 contentTransition(.opacity): \"9\" → \"10\" shows at once, no content transition: the transaction had no animation"
            ))
        XCTAssertEqual(try counterRuns(sim), ["10 1 (185.68, 376.31)"])
    }

    func testATransactionModifierThatRemovesTheAnimationIsNamed() async throws {
        let sim = simulation(.opacity, from: 995)
        try sim.step("muted") { try sim.tap("muted") }
        let events = sim.animationEvents("contentTransition(.opacity)", of: "count", inStep: 1)
        guard case .swappedWithoutTransition(_, _, .removed(let node))? = events.last?.phase else {
            return XCTFail("\(events)")
        }
        XCTAssertEqual(node.description, ".transaction #6")
    }

    func testIdentityNeverTransitionsEvenInsideWithAnimation() async throws {
        let sim = simulation(.identity)
        try sim.step("up") {
            try sim.tap("up")
            try sim.runUntilIdle()
        }
        let events = sim.animationEvents("contentTransition(.identity)", of: "count", inStep: 1)
        XCTAssertEqual(
            events.map(\.phase), [.swappedWithoutTransition(from: .text("9"), to: .text("10"), because: .identity)])
        XCTAssertEqual(try counterRuns(sim), ["10 1 (185.68, 376.31)"])
    }

    func testATextWithNoModifierCrossFadesInsideWithAnimationAndSaysNothingWithout() async throws {
        let sim = simulation(nil)
        try sim.step("jump") { try sim.tap("jump") }
        XCTAssertEqual(sim.animationEvents("contentTransition(default)", of: "count"), [], "no noise without one")
        try sim.step("up") {
            try sim.tap("up")
            try sim.advanceFrames(15)
        }
        assertAnimation(sim, "contentTransition(default)", of: "count", animation: "linear(duration: 0.5)")
        XCTAssertEqual(
            try counterRuns(sim).map { $0.split(separator: " ").prefix(2).joined(separator: " ") },
            [
                "10 0.5", "11 0.5",
            ])
    }

    // MARK: - What is drawn mid-flight

    func testOpacityCrossFadesTheOldAndNewStrings() async throws {
        let sim = simulation(.opacity)
        try sim.tap("up")
        try sim.advanceFrames(6)  // frame 7: 0.2 of the way
        let runs = try counterRuns(sim)
        XCTAssertEqual(runs.count, 2)
        XCTAssertTrue(runs[0].hasPrefix("9 0.8 "), "\(runs)")
        XCTAssertTrue(runs[1].hasPrefix("10 0.2 "), "\(runs)")
        try sim.runUntilIdle()
        XCTAssertEqual(try counterRuns(sim), ["10 1 (185.68, 376.31)"])
    }

    func testInterpolateIsDrawnAsACrossFade() async throws {
        let sim = simulation(.interpolate)
        try sim.tap("up")
        try sim.advanceFrames(6)
        XCTAssertEqual(
            try counterRuns(sim).map { $0.split(separator: " ").prefix(2).joined(separator: " ") },
            [
                "9 0.8", "10 0.2",
            ])
    }

    func testNumericTextRollsOnlyTheChangedDigitsUpWhenCountingUp() async throws {
        let sim = simulation(.numericText(), from: 10)
        try sim.tap("up")
        try sim.advanceFrames(15)  // frame 16: halfway
        // "10" → "11": the "1" in front stays (drawn once, at full opacity, on the baseline);
        // the new "1" comes in from below (+y), the old "0" leaves upwards (−y), each half way
        // through half a line (9.89 of a 19.79 line).
        XCTAssertEqual(
            try counterRuns(sim), ["1 1 (185.68, 376.31)", "1 0.5 (196.5, 381.25)", "0 0.5 (196.5, 371.36)"])
    }

    func testCountsDownRollsTheOtherWay() async throws {
        let sim = simulation(.numericText(countsDown: true), from: 10)
        try sim.tap("down")
        try sim.advanceFrames(15)
        // "10" → "9": nothing in common from the end: the "9" comes in from above, "10" leaves downwards.
        XCTAssertEqual(
            try counterRuns(sim), ["9 0.5 (188.39, 371.36)", "1 0.5 (188.39, 381.25)", "0 0.5 (199.2, 381.25)"])
    }

    func testNumericTextValueTakesTheDirectionFromTheChangeOfItsValue() async throws {
        let sim = simulation(nil, from: 10, byValue: true)
        try sim.tap("down")
        try sim.advanceFrames(15)
        let down = try counterRuns(sim)
        try sim.runUntilIdle()
        try sim.tap("up")
        try sim.advanceFrames(15)
        let up = try counterRuns(sim)
        // 10 → 9, the value fell: as counting down. 9 → 10, it rose: as counting up.
        XCTAssertEqual(down, ["9 0.5 (188.39, 371.36)", "1 0.5 (188.39, 381.25)", "0 0.5 (199.2, 381.25)"])
        XCTAssertEqual(up, ["1 0.5 (188.39, 381.25)", "0 0.5 (199.2, 381.25)", "9 0.5 (188.39, 371.36)"])
    }

    func testAMidFlightNumericTextMatchesItsGolden() async throws {
        // 119 → 120, a third of the way: the leading "1" stays; "20" comes in from below at
        // opacity 1/3 while "19" leaves upwards at 2/3.
        let sim = simulation(.numericText(), from: 119)
        try sim.tap("up")
        try sim.advanceFrames(10)
        assertGolden(sim.displayList().description, named: "numericText-119-to-120-frame-11.txt")
    }

    // MARK: - Images, completions, interruptions, the environment

    func testAnImageWhoseNameChangesCrossFades() async throws {
        struct Weather: View {
            @State var sunny = true
            var body: some View {
                VStack {
                    Image(systemName: sunny ? "sun.max" : "cloud").accessibilityIdentifier("icon")
                    Text("toggle").onTapGesture { withAnimation(.linear(duration: 0.5)) { sunny.toggle() } }
                }
                .contentTransition(.opacity)
            }
        }
        let sim = Simulation(Weather())
        try sim.tap("toggle")
        try sim.advanceFrames(15)
        let icon = try XCTUnwrap(sim.graph.node(named: "icon"))
        let ids = Set(icon.subtree().map(\.id))
        let images: [String] = sim.displayList().items.compactMap { item in
            guard ids.contains(item.viewID), case .image(let image) = item.content else { return nil }
            return "\(image.name) \(item.opacity)"
        }
        XCTAssertEqual(images, ["sun.max 0.5", "cloud 0.5"])
        assertAnimation(sim, "contentTransition(.opacity)", of: "icon", animation: "linear(duration: 0.5)")
    }

    func testAWithAnimationCompletionWaitsForTheContentTransition() async throws {
        struct Score: View {
            @State var score = 1
            @State var done = false
            var body: some View {
                VStack {
                    Text("\(score)").contentTransition(.numericText()).accessibilityIdentifier("score")
                    Text(done ? "done" : "running").accessibilityIdentifier("status")
                    Text("add").onTapGesture {
                        withAnimation(.linear(duration: 0.5)) {
                            score += 1
                        } completion: {
                            done = true
                        }
                    }
                }
            }
        }
        let sim = Simulation(Score())
        try sim.tap("add")
        try sim.advanceFrames(20)
        XCTAssertEqual(sim.text(of: "status"), "running")
        try sim.runUntilIdle()
        XCTAssertEqual(sim.text(of: "status"), "done")
        let completion = try XCTUnwrap(sim.trace.completions().first)
        // `withAnimation`'s default criteria: logically complete, at the end of a linear curve.
        XCTAssertEqual(
            completion.reason.description,
            "the animation of Text #6 contentTransition(.numericText(countsDown: false)) logically completed")
    }

    func testAChangeDuringATransitionEndsItAndStartsTheNextFromTheNewString() async throws {
        let sim = simulation(.opacity)
        try sim.tap("up")
        try sim.advanceFrames(6)
        try sim.tap("up")
        let phases = sim.animationEvents("contentTransition(.opacity)", of: "count").map(\.phase)
        guard phases.count >= 3, case .started(_, let from, let to, _) = phases[phases.count - 1] else {
            return XCTFail("\(phases)")
        }
        XCTAssertEqual(phases[phases.count - 2], .finished)
        XCTAssertEqual([from, to], [.text("10"), .text("11")])
        XCTAssertEqual(
            try counterRuns(sim).map { $0.split(separator: " ").prefix(2).joined(separator: " ") },
            [
                "10 1", "11 0",
            ])
    }

    func testTheEnvironmentValueIsSetBelowTheModifier() async throws {
        struct Reader: View {
            @Environment(\.contentTransition) var transition
            var body: some View { Text("\(transition)").accessibilityIdentifier("reader") }
        }
        let sim = Simulation(VStack { Reader().contentTransition(.numericText(value: 3)) })
        XCTAssertEqual(sim.text(of: "reader"), ".numericText(value: 3)")
        XCTAssertEqual(Simulation(Reader()).text(of: "reader"), "default")
        XCTAssertEqual(ContentTransition.numericText(), .numericText(countsDown: false))
        XCTAssertNotEqual(ContentTransition.opacity, .interpolate)
    }

    func testATasksWriteAfterItsAnimatingTransactionEndedSaysSo() async throws {
        struct Loader: View {
            @State var status = "idle"
            @State var loads = 0
            var body: some View {
                VStack {
                    Text(status).contentTransition(.opacity).accessibilityIdentifier("status")
                    Text("load").onTapGesture {
                        withAnimation(.linear(duration: 1)) {
                            loads += 1
                            Task {
                                try? await Task.sleep(for: .milliseconds(100))
                                status = "done"
                            }
                        }
                    }
                }
            }
        }
        let sim = Simulation(Loader())
        try sim.tap("load")
        try sim.runUntilIdle()
        let events = sim.animationEvents("contentTransition(.opacity)", of: "status")
        guard case .swappedWithoutTransition(_, _, .taskEnded(let ended))? = events.last?.phase else {
            return XCTFail("\(events)")
        }
        XCTAssertEqual(ended.task.id, 1)
        XCTAssertTrue(
            ended.description.hasSuffix("a transaction that ended before the task's code ran"), ended.description)
    }
}
