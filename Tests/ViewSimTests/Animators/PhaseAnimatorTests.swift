import ViewSim
// Tests PhaseAnimator: a triggered run goes through every phase once and rests on
// the first; without a trigger it cycles; the animation closure gets the phase
// being animated to; equal phases and nil animations advance at once; an empty
// phase list and a cycle that never animates are reported, never hang.
import XCTest

private struct TriggeredBeat: View {
    @State var taps = 0
    let phases: [Double]
    var body: some View {
        PhaseAnimator(phases, trigger: taps) { scale in
            Circle().scaleEffect(scale)
        } animation: { phase in
            phase == 1.5 ? .easeOut(duration: 0.2) : .easeIn(duration: 0.1)
        }
        .onTapGesture { taps += 1 }
        .accessibilityIdentifier("heart")
    }
}

private struct Looping: View {
    let phases: [Double]
    let animate: Bool
    var body: some View {
        PhaseAnimator(phases) { opacity in
            Rectangle().opacity(opacity)
        } animation: { _ in
            animate ? .linear(duration: 0.25) : nil
        }
    }
}

@MainActor
final class PhaseAnimatorTests: XCTestCase {
    /// The animations started, as (animation, to) in order.
    private func starts(_ trace: Trace, step: Int? = nil) -> [(animation: String, to: String)] {
        trace.frames.filter { step == nil || $0.step == step }.flatMap(\.events).compactMap {
            guard case .animation(_, _, .started(let animation, _, let to, _)) = $0.kind else { return nil }
            return (animation.description, to.description)
        }
    }

    private func positions(_ trace: Trace) -> [String] {
        trace.events.compactMap {
            guard case .stateWrite(_, let property, _, let new, _) = $0.kind, property.hasSuffix("._position") else {
                return nil
            }
            return new.description
        }
    }

    func testATriggerRunsThroughEveryPhaseOnceAndRestsOnTheFirst() async throws {
        let sim = Simulation(TriggeredBeat(phases: [1.0, 1.5, 0.8]))
        XCTAssertTrue(starts(sim.trace).isEmpty, "nothing animates before the trigger changes")
        try sim.step("tap") {
            try sim.tap("heart")
            try sim.advance(by: 1)
        }
        XCTAssertEqual(positions(sim.trace), ["phase 2 of 3 (1.5)", "phase 3 of 3 (0.8)", "phase 1 of 3 (1)"])
        let started = starts(sim.trace, step: 1)
        // The animation closure receives the phase being animated to.
        XCTAssertEqual(
            started.map(\.animation), ["easeOut(duration: 0.2)", "easeIn(duration: 0.1)", "easeIn(duration: 0.1)"])
        XCTAssertEqual(started.map(\.to), ["(1.5, 1.5)", "(0.8, 0.8)", "(1, 1)"])
        XCTAssertEqual(sim.attribute("scale", of: "heart")?.description, "(1, 1)")
    }

    func testEachStepWaitsForTheLogicalCompletionOfTheLast() async throws {
        let sim = Simulation(TriggeredBeat(phases: [1.0, 1.5, 0.8]))
        try sim.step("tap") {
            try sim.tap("heart")
            try sim.advance(by: 1)
        }
        let completions = sim.trace.events.filter {
            if case .completion(let criteria, _) = $0.kind { return criteria == .logicallyComplete }
            return false
        }
        XCTAssertEqual(completions.count, 3)
        // Each step starts in the frame where the previous animation completed.
        let startFrames = sim.trace.events.compactMap { event -> Int? in
            if case .animation(_, _, .started) = event.kind { return event.frame }
            return nil
        }
        XCTAssertEqual(
            startFrames, [1, 14, 21], "easeOut 0.2 s from frame 1 ends at frame 14; easeIn 0.1 s then ends at frame 21")
    }

    func testWithoutATriggerItCyclesForAsLongAsItIsInTheTree() async throws {
        let sim = Simulation(Looping(phases: [0.2, 1.0], animate: true))
        try sim.step("two seconds") { try sim.advance(by: 2) }
        let started = starts(sim.trace)
        XCTAssertGreaterThanOrEqual(started.count, 6, "0.25 s per step: about 8 steps in 2 s")
        XCTAssertEqual(Array(started.prefix(3).map(\.to)), ["1", "0.2", "1"])
    }

    func testEqualAdjacentPhasesAdvanceAtOnceWithoutAnimating() async throws {
        let sim = Simulation(TriggeredBeat(phases: [1.0, 1.0, 1.5]))
        try sim.step("tap") {
            try sim.tap("heart")
            try sim.advance(by: 1)
        }
        // Phase 2 equals phase 1: no animation, and the step to phase 3 starts in the same frame.
        XCTAssertEqual(positions(sim.trace), ["phase 2 of 3 (1)", "phase 3 of 3 (1.5)", "phase 1 of 3 (1)"])
        let started = starts(sim.trace)
        XCTAssertEqual(started.map(\.to), ["(1.5, 1.5)", "(1, 1)"])
        let firstStart = sim.trace.events.first {
            if case .animation(_, _, .started) = $0.kind { return true } else { return false }
        }
        XCTAssertEqual(firstStart?.frame, 1)
    }

    func testACycleThatNeverAnimatesStopsWithADiagnostic() async throws {
        let sim = Simulation(Looping(phases: [0.5, 1.0], animate: false))
        try sim.step("a second") { try sim.advance(by: 1) }
        XCTAssertTrue(starts(sim.trace).isEmpty)
        XCTAssertEqual(sim.trace.diagnostics().filter { $0.kind == .animator }.count, 1)
        XCTAssertNoThrow(try sim.runUntilIdle())
    }

    func testAnEmptyPhaseListShowsAWarningAndRecordsADiagnostic() async throws {
        let sim = Simulation(Looping(phases: [], animate: true))
        XCTAssertEqual(sim.trace.diagnostics().map(\.kind), [.animator])
        XCTAssertTrue(sim.trace.diagnostics()[0].message.contains("empty sequence of phases"))
        XCTAssertTrue(sim.snapshot().nodes.contains { $0.label.contains("PhaseAnimator has no phases") })
    }
}

/// helper-11's reproduction: a removed PhaseAnimator must stop, not step every frame.
private struct RemovableBeat: View {
    @State var shown = true
    var body: some View {
        VStack {
            Text("toggle").onTapGesture { shown.toggle() }.accessibilityIdentifier("toggle")
            if shown {
                Circle().phaseAnimator([1.0, 1.3]) { content, scale in
                    content.scaleEffect(scale)
                } animation: { _ in
                    .easeOut(duration: 0.1)
                }
            }
            TimelineView(.animation) { _ in Text("tick") }  // makes every frame run
        }
    }
}

@MainActor
final class PhaseAnimatorRemovalTests: XCTestCase {
    func testARemovedPhaseAnimatorStops() async throws {
        let sim = Simulation(RemovableBeat())
        try sim.step("beat") { try sim.advance(by: 0.3) }
        XCTAssertGreaterThan(sim.trace.completions(inStep: 1).count, 1)
        try sim.step("remove") {
            try sim.tap("toggle")
            try sim.advance(by: 0.5)
        }
        XCTAssertLessThanOrEqual(
            sim.trace.completions(inStep: 2).count, 1, "at most the completion released by the removal")
        let writes = sim.trace.frames(inStep: 2).flatMap(\.events).filter {
            if case .stateWrite(_, let property, _, _, _) = $0.kind { return property.hasSuffix("._position") }
            return false
        }
        XCTAssertTrue(writes.isEmpty)
    }
}
