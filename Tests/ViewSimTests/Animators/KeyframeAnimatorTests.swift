import ViewSim
import ViewSimTesting
// Tests KeyframeAnimator: content runs every frame while a run animates and not
// at rest; a finished run rests at its end value, which the next run starts from
// (why seed 004's second tap "does nothing"); a trigger change mid-run starts
// from the current value; repeating loops; the modifier form works the same.
import XCTest

private struct Stroke: Animatable, Equatable {
    var trim = 0.0
    var opacity = 0.0
    nonisolated var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(trim, opacity) }
        set {
            trim = newValue.first
            opacity = newValue.second
        }
    }
}

private struct StrokeHeart: View {
    @State var taps = 0
    var body: some View {
        KeyframeAnimator(initialValue: Stroke(), trigger: taps) { value in
            Circle().trim(to: value.trim).opacity(value.opacity)
        } keyframes: { _ in
            KeyframeTrack(\.trim) { CubicKeyframe(1, duration: 2) }
            KeyframeTrack(\.opacity) { MoveKeyframe(0.1) }
        }
        .onTapGesture { taps += 1 }
        .accessibilityIdentifier("heart")
    }
}

private struct Bouncing: View {
    var body: some View {
        Circle()
            .keyframeAnimator(initialValue: 0.0, repeating: true) { content, offset in
                content.offset(y: offset)
            } keyframes: { _ in
                LinearKeyframe(-20, duration: 0.5)
                LinearKeyframe(0, duration: 0.5)
            }
            .accessibilityIdentifier("ball")
    }
}

/// The stroke heart beside a TimelineView the user wrote, on a 1 s schedule.
private struct HeartAndClock: View {
    var body: some View {
        VStack {
            StrokeHeart()
            TimelineView(.periodic(from: .simNow, by: 1)) { timeline in
                Text("\(timeline.date)")
            }
        }
    }
}

@MainActor
final class KeyframeAnimatorTests: XCTestCase {
    private func contentRuns(_ trace: Trace, step: Int) -> Int {
        trace.bodyEvaluations(of: "TimelineView", inStep: step).count
    }

    private func runs(_ trace: Trace) -> [String] {
        trace.events.compactMap {
            guard case .stateWrite(_, let property, _, let new, _) = $0.kind, property.hasSuffix("._run") else {
                return nil
            }
            return new.description
        }
    }

    func testContentRunsEveryFrameWhileARunAnimatesAndRestsAfterwards() async throws {
        let sim = Simulation(StrokeHeart())
        try sim.step("tap") {
            try sim.tap("heart")
            try sim.advance(by: 2.5)
        }
        // A 2 s run from frame 1: one evaluation per frame up to its end (frame 121), then none.
        XCTAssertEqual(contentRuns(sim.trace, step: 1), 122)
        XCTAssertEqual(sim.attribute("trim(to:)", of: "heart")?.description, "1")
        XCTAssertEqual(sim.attribute("opacity", of: "heart")?.description, "0.1")
        try sim.step("rest") { try sim.advance(by: 1) }
        XCTAssertEqual(contentRuns(sim.trace, step: 2), 0)
    }

    func testTheSecondRunStartsFromTheFirstRunsEndValueSoItDoesNothing() async throws {
        let sim = Simulation(StrokeHeart())
        try sim.step("tap") {
            try sim.tap("heart")
            try sim.advance(by: 2.5)
        }
        try sim.step("tap again") {
            try sim.tap("heart")
            try sim.advance(by: 2.5)
        }
        XCTAssertEqual(
            runs(sim.trace),
            [
                "run 1 from t=0.0167s: Stroke(trim: 0, opacity: 0) → Stroke(trim: 1, opacity: 0.1) over 2s",
                "run 2 from t=2.5333s: Stroke(trim: 1, opacity: 0.1) → Stroke(trim: 1, opacity: 0.1) over 2s",
            ])
        let changes = sim.trace.frames(inStep: 2).flatMap(\.events).filter {
            $0.kind.name == .attributeChanged
        }
        XCTAssertTrue(changes.isEmpty, "the second run redraws every frame but nothing changes")
        XCTAssertGreaterThan(contentRuns(sim.trace, step: 2), 100)
    }

    func testATriggerChangeMidRunStartsFromTheCurrentValue() async throws {
        let sim = Simulation(StrokeHeart())
        try sim.step("tap twice") {
            try sim.tap("heart")
            try sim.advance(by: 1)
            try sim.tap("heart")
        }
        let second = try XCTUnwrap(runs(sim.trace).last)
        XCTAssertTrue(second.hasPrefix("run 2 from t=1.0333s: Stroke(trim: 0.5"), second)
    }

    /// viewsim's model: the animator's clock is a TimelineView the user never wrote.
    /// It is internal (naming the animator), the summary leaves it out of its counts
    /// and says in one line what it ran; the user's own TimelineView still counts.
    func testTheAnimatorsClockIsInternalAndTheSummarySaysWhatItRan() async throws {
        let sim = Simulation(HeartAndClock())
        try sim.step("tap") {
            try sim.tap("heart")
            try sim.advance(by: 2.5)
        }
        let timelines = sim.trace.bodyEvaluations(of: "TimelineView", inStep: 1)
        let clock = timelines.filter(\.node.isInternal)
        let own = timelines.filter { !$0.node.isInternal }
        XCTAssertEqual(clock.count, 122, "one content run per frame of the 2 s run, and the tap's")
        XCTAssertEqual(own.count, 2, "the user's timeline: its entries at 1 s and 2 s")
        let owner = try XCTUnwrap(clock.first?.node.internalClockOwner)
        XCTAssertTrue(owner.label.hasPrefix("KeyframeAnimator<"), owner.label)
        XCTAssertNil(own.first?.node.internalClockOwner)

        let summary = sim.trace.summary(step: 1)
        let ran = sim.trace.bodyEvaluations(inStep: 1).count - 122
        XCTAssertEqual(summary.first?.hasPrefix("\(ran) body evaluations in "), true, summary.first ?? "")
        XCTAssertEqual(
            summary.first?.contains("TimelineView ×2"), true,
            "the user's TimelineView is listed: \(summary.first ?? "")")
        XCTAssertEqual(
            summary.dropFirst().first,
            "On its internal clock, \(owner) ran its content 122 times in 121 frames"
                + " (viewsim's model: KeyframeAnimator is driven by an internal per-frame clock; SwiftUI does not document how it is driven)"
        )
        try sim.step("rest") { try sim.advance(by: 0.5) }
        XCTAssertFalse(
            sim.trace.summary(step: 2).contains { $0.contains("internal clock") }, "at rest the clock runs nothing")
    }

    func testRepeatingLoopsTheKeyframesThroughThePlaceholder() async throws {
        let sim = Simulation(Bouncing())
        try sim.step("1.25 s") { try sim.advance(to: 1.25) }
        XCTAssertEqual(sim.attribute("offset", of: "ball")?.description, "(0, -10)")
        XCTAssertEqual(runs(sim.trace).count, 1, "one repeating run")
        XCTAssertEqual(sim.snapshot().nodes.filter { $0.label == "Circle()" }.count, 1)
        XCTAssertNoThrow(try sim.runUntilIdle(timeout: 1))
    }
}

@MainActor
final class AnimatorAssertionTests: XCTestCase {
    private struct Beat: View {
        @State var taps = 0
        var body: some View {
            PhaseAnimator([1.0, 1.5], trigger: taps) { scale in
                Circle().scaleEffect(scale)
            } animation: { _ in
                .linear(duration: 0.5)
            }
            .onTapGesture { taps += 1 }
            .accessibilityIdentifier("beat")
        }
    }

    func testPhaseKeyframeValueAndContentRunsOfNamedAnimators() async throws {
        let beat = Simulation(Beat())
        XCTAssertEqual(try animatorPhase(beat, of: "beat", at: 0), "phase 1 of 2 (1)")
        try beat.step("tap") {
            try beat.tap("beat")
            try beat.advance(by: 1.5)
        }
        assertAnimatorPhase(beat, of: "beat", at: 0.25, equals: "phase 2 of 2 (1.5)")
        assertAnimatorPhase(beat, of: "beat", at: 1.4, equals: "phase 1 of 2 (1)")
        // The trigger change (@self), then two steps
        assertAnimatorContentRuns(beat, of: "beat", in: .step(1), equals: 3)
        let message = try XCTUnwrap(verifyAnimatorPhase(beat, of: "beat", at: 0.25, equals: "phase 1 of 2 (1)"))
        XCTAssertTrue(
            message.hasPrefix(
                "The PhaseAnimator in \"beat\" showed phase 2 of 2 (1.5) at t=0.25s, not phase 1 of 2 (1)."), message)
        XCTAssertTrue(message.contains("frame 1 (t=0.0167s): phase 1 of 2 (1) → phase 2 of 2 (1.5)"), message)

        let heart = Simulation(StrokeHeartForAssertions())
        XCTAssertThrowsError(try keyframeValue(heart, of: "heart", at: 0))
        try heart.step("tap") {
            try heart.tap("heart")
            try heart.advance(by: 2.5)
        }
        assertKeyframeValue(heart, of: "heart", at: 2.5, equals: "Stroke(trim: 1, opacity: 0.1)")
        assertAnimatorContentRuns(heart, of: "heart", in: .step(1), equals: 122)
        XCTAssertNotNil(verifyAnimatorContentRuns(heart, of: "heart", in: .step(1), equals: 1))
        XCTAssertThrowsError(try animatorPhase(heart, of: "heart", at: 1))
        XCTAssertThrowsError(try animatorPhase(heart, of: "nobody", at: 1))
    }
}

private struct StrokeHeartForAssertions: View {
    var body: some View { StrokeHeart() }
}
