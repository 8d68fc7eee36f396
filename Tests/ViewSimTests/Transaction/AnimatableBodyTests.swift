// Tests user `Animatable` views and `Animatable` view modifiers: while they animate
// their body runs every frame with the interpolated `animatableData` (reason
// `@self`, field `animatableData`), which the trace shows as a body evaluation per
// frame, unlike a built-in effect, which animates without running any body.
import ViewSim
import ViewSimTesting
import XCTest

/// An Animatable view: `progress` animates, `label` does not.
private struct Ring: View, Animatable {
    var progress: Double
    var label: String
    nonisolated var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }
    var body: some View { Text("\(label) \(Int((progress * 100).rounded()))%").accessibilityIdentifier("ringText") }
}

/// An Animatable view modifier.
private struct Shake: ViewModifier, Animatable {
    var amount: Double
    nonisolated var animatableData: Double {
        get { amount }
        set { amount = newValue }
    }
    func body(content: Content) -> some View { content.offset(x: amount.rounded()) }
}

private struct Dashboard: View {
    @State private var progress = 0.0
    @State private var label = "a"
    @State private var shake = 0.0
    @State private var fade = false

    var body: some View {
        VStack {
            Ring(progress: progress, label: label).accessibilityIdentifier("ring")
            Text("shaken").modifier(Shake(amount: shake)).accessibilityIdentifier("shaken")
            Text("faded").opacity(fade ? 1 : 0).accessibilityIdentifier("faded")
            Text("fill").onTapGesture { withAnimation(.linear(duration: 0.1)) { progress = 1 } }
                .accessibilityIdentifier("fill")
            Text("relabel").onTapGesture { label = "b" }.accessibilityIdentifier("relabel")
            Text("shake").onTapGesture { withAnimation(.linear(duration: 0.1)) { shake = 60 } }.accessibilityIdentifier(
                "shake")
            Text("fade").onTapGesture { withAnimation(.linear(duration: 0.1)) { fade = true } }.accessibilityIdentifier(
                "fade")
        }
    }
}

@MainActor
final class AnimatableBodyTests: XCTestCase {
    func testAnAnimatableViewsBodyRunsEveryFrameWithTheInterpolatedData() async throws {
        let sim = makeAnimationSimulation(Dashboard())
        try sim.step("fill") {
            try sim.tap("fill")
            try sim.runUntilIdle()
        }
        assertAnimation(
            sim, "animatableData", of: "ring", animation: "linear(duration: 0.1)", origin: .hasPrefix("withAnimation"))
        // Frame 1: the new value; frames 2…7: one frame each (0.1 s from frame 1);
        // frame 8 finishes at the model value, which the body already showed.
        let evaluations = sim.trace.bodyEvaluations(of: "Ring", inStep: 1)
        XCTAssertEqual(evaluations.map(\.frame), [1, 2, 3, 4, 5, 6, 7])
        XCTAssertEqual(
            evaluations.dropFirst().map(\.printChangesLine), Array(repeating: "Ring: @self changed.", count: 6))
        guard case .selfChanged(let fields) = evaluations[1].reasons.first else { return XCTFail("\(evaluations[1])") }
        XCTAssertEqual(fields.map { "\($0.path) \($0.old) → \($0.new)" }, ["animatableData 0 → 0.1667"])
        // The body saw the interpolated values.
        let texts = sim.trace.events(inStep: 1).compactMap { event -> String? in
            guard case .attributeChanged(_, "text", _, let new) = event.kind else { return nil }
            return new.description
        }
        XCTAssertEqual(texts, ["\"a 17%\"", "\"a 33%\"", "\"a 50%\"", "\"a 67%\"", "\"a 83%\"", "\"a 100%\""])
        // The parent ran once: the cost is the animated view's body, every frame.
        XCTAssertEqual(sim.trace.bodyEvaluations(of: "Dashboard", inStep: 1).count, 1)
    }

    func testABuiltInEffectAnimatesWithoutRunningABody() async throws {
        let sim = makeAnimationSimulation(Dashboard())
        try sim.step("fade") {
            try sim.tap("fade")
            try sim.runUntilIdle()
        }
        assertAnimation(sim, "opacity", of: "faded", animation: "linear(duration: 0.1)")
        assertStep(sim, evaluated: ["Dashboard": "_fade"])
    }

    func testAnAnimatableModifiersBodyRunsEveryFrame() async throws {
        let sim = makeAnimationSimulation(Dashboard())
        try sim.step("shake") {
            try sim.tap("shake")
            try sim.runUntilIdle()
        }
        assertAnimation(sim, "animatableData", of: "shaken", animation: "linear(duration: 0.1)")
        let evaluations = sim.trace.bodyEvaluations(of: "Shake", inStep: 1)
        XCTAssertEqual(evaluations.map(\.frame), [1, 2, 3, 4, 5, 6, 7])
        // Its body put the interpolated amount into the offset below it.
        XCTAssertEqual(sim.samples("animatableData", of: "shaken").keys.sorted(), Array(1...8))
        let offsets = sim.trace.events(inStep: 1).compactMap { event -> String? in
            guard case .attributeChanged(let node, "offset", _, let new) = event.kind, node.label == ".offset" else {
                return nil
            }
            return new.description
        }
        XCTAssertEqual(offsets, ["(10, 0)", "(20, 0)", "(30, 0)", "(40, 0)", "(50, 0)", "(60, 0)"])
    }

    func testAnotherFieldChangedDuringTheAnimationShowsAtOnce() async throws {
        let sim = makeAnimationSimulation(Dashboard())
        try sim.step("fill, then relabel half way") {
            try sim.tap("fill")
            try sim.advance(by: 0.04)
            try sim.tap("relabel")
            try sim.runUntilIdle()
        }
        let texts = sim.trace.events(inStep: 1).compactMap { event -> String? in
            guard case .attributeChanged(_, "text", _, let new) = event.kind else { return nil }
            return new.description
        }
        XCTAssertEqual(texts, ["\"a 17%\"", "\"a 33%\"", "\"b 50%\"", "\"b 67%\"", "\"b 83%\"", "\"b 100%\""])
        // The evaluation in the frame of the relabel names both changed fields.
        let merged = sim.trace.bodyEvaluations(of: "Ring", inFrame: 4)
        guard case .selfChanged(let fields)? = merged.first?.reasons.first else { return XCTFail("\(merged)") }
        XCTAssertEqual(fields.map(\.path), ["animatableData", "label"])
    }
}
