// Tests how an animation's values are described, decided once per animation
// (`AnimatedValueTrace`): built-in modifiers and leaves through their attributes
// (the animated ones are the trace value), other `Animatable` values through their
// animatable data; and that a frame's cached description follows every change of
// the presented value (a jump without animation while animating).
import Foundation
import ViewSim
import ViewSimTesting
import XCTest

private struct Ring: View, Animatable {
    var progress: Double
    var label = "ring"
    nonisolated var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }
    var body: some View { Text(label) }
}

private struct Spot: View, Animatable {
    var x: Double
    var y: Double
    nonisolated var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
    var body: some View { Text("spot") }
}

private struct Fader: View {
    @State private var level = 0.0
    var body: some View {
        VStack {
            Text("faded").opacity(level).accessibilityIdentifier("faded")
            Text("go").onTapGesture { withAnimation(.linear(duration: 1)) { level = 1 } }.accessibilityIdentifier("go")
            Text("jump").onTapGesture { level = 0.5 }.accessibilityIdentifier("jump")
        }
    }
}

private struct Rows: View {
    @State private var on = false
    var body: some View {
        VStack {
            ForEach(0..<3, id: \.self) { index in
                Text("row \(index)").opacity(on ? 1 : 0.25 * Double(index)).accessibilityIdentifier("row\(index)")
            }
            Text("animate").onTapGesture { withAnimation(.linear(duration: 0.5)) { on.toggle() } }
                .accessibilityIdentifier("animate")
            Text("snap").onTapGesture { on.toggle() }.accessibilityIdentifier("snap")
        }
    }
}

@MainActor
final class AnimatedValueTraceTests: XCTestCase {
    private func opacity(_ value: Double) -> _OpacityEffect { Text("x").opacity(value).modifier }
    private func trim(from: Double, to: Double) -> _TrimmedShape { Circle().trim(from: from, to: to).modifier }

    func testABuiltInModifierIsReadThroughItsAttributes() async {
        let trace = AnimatedValueTrace<_OpacityEffect>()
        XCTAssertTrue(trace.showsAttributes)
        XCTAssertEqual(trace.attributes(of: opacity(0.25)), [NodeAttribute("opacity", .number(0.25))])
        XCTAssertEqual(trace.describe(opacity(0.25)), .number(0.25))
    }

    func testTheAnimatedNamesPickWhichAttributesTheTraceValueHolds() async {
        let both = AnimatedValueTrace<_TrimmedShape>()
        XCTAssertEqual(both.describe(trim(from: 0.1, to: 0.6)), .list([.number(0.1), .number(0.6)]))
        XCTAssertEqual(both.changedNames(from: trim(from: 0.1, to: 0.2), to: trim(from: 0.1, to: 0.6)), ["trim(to:)"])
        let end = both.naming(["trim(to:)"])
        XCTAssertEqual(end.names, ["trim(to:)"])
        XCTAssertTrue(end.showsAttributes, "naming keeps the attribute reader")
        XCTAssertEqual(end.describe(trim(from: 0.1, to: 0.6)), .number(0.6))
        XCTAssertEqual(end.describe(trim(from: 0.1, to: 0.6)).description, "0.6")
        XCTAssertEqual(
            both.naming(["trim(from:)", "trim(to:)"]).describe(trim(from: 0.1, to: 0.6)).description, "0.1, 0.6")
    }

    func testAnAnimatableViewIsDescribedByItsAnimatableData() async {
        let ring = AnimatedValueTrace<Ring>()
        XCTAssertFalse(ring.showsAttributes)
        XCTAssertNil(ring.attributes(of: Ring(progress: 0.4)))
        XCTAssertEqual(ring.describe(Ring(progress: 0.4)), .number(0.4))
        XCTAssertEqual(ring.changedNames(from: Ring(progress: 0), to: Ring(progress: 1)), [])
        let spot = AnimatedValueTrace<Spot>().describe(Spot(x: 1.5, y: -2))
        XCTAssertEqual(spot.numbers, [1.5, -2])
        XCTAssertEqual(spot, TraceValue(AnimatablePair(1.5, -2.0)), "as the trace described animatable data before")
        XCTAssertEqual(spot.description, TraceValue(AnimatablePair(1.5, -2.0)).description)
        guard case .value = spot else {
            return XCTFail("a pair of numbers is boxed, as TraceValue(_:) boxes it: \(spot)")
        }
        guard case .number = ring.describe(Ring(progress: 0.4)) else { return XCTFail("a Double is a typed number") }
    }

    func testAColourShownAsAViewIsReadThroughItsAttributes() async {
        let trace = AnimatedValueTrace<Color>()
        XCTAssertTrue(trace.showsAttributes)
        let red = Color(red: 1, green: 0, blue: 0, opacity: 1)
        XCTAssertEqual(trace.attributes(of: red)?.map(\.name), ["color"])
        XCTAssertEqual(trace.describe(red), TraceValue(red))
    }

    /// Angles and colours are boxed directly (no typed case to try first): the
    /// same value, the same text, the same numbers as `TraceValue(_:)`.
    func testBoxedValuesAreWhatTraceValueMakes() async {
        let angle = Angle.degrees(45)
        let red = Color(red: 1, green: 0, blue: 0, opacity: 1)
        let gradient = LinearGradient(colors: [red, .blue], startPoint: .top, endPoint: .bottom)
        for (boxed, made) in [
            (TraceValue.boxed(angle), TraceValue(angle)), (.boxed(red), TraceValue(red)),
            (.style(red), TraceValue(red)), (.style(gradient), TraceValue(gradient)),
        ] {
            guard case .value = boxed else { return XCTFail("\(boxed) is not boxed") }
            XCTAssertEqual(boxed, made)
            XCTAssertEqual(boxed.description, made.description)
            XCTAssertEqual(boxed.numbers, made.numbers)
        }
        XCTAssertEqual(TraceValue.boxed(angle).description, "45°")
        XCTAssertEqual(TraceValue.boxed(angle).numbers, [45])
        XCTAssertEqual(
            Text("x").rotationEffect(angle).modifier._attributes, [NodeAttribute("rotation", TraceValue(angle))])
    }

    func testSamplingIntoAValueAddsTheOffsetUntilTheAnimationFinishes() async {
        var sampled = AnimatorState(animation: .linear(duration: 1), interval: 10.0, beginTime: 0)
        var reference = sampled
        var value = 10.0
        XCTAssertTrue(sampled.sample(at: 0.25, addingTo: &value))
        XCTAssertEqual(value, 10 + (reference.sample(at: 0.25) ?? .nan), accuracy: 1e-12)
        XCTAssertEqual(value, 2.5, accuracy: 1e-12)
        value = 7
        XCTAssertFalse(sampled.sample(at: 1.5, addingTo: &value))
        XCTAssertEqual(value, 7, "a finished animation leaves the value alone")
        XCTAssertNil(reference.sample(at: 1.5))
    }

    /// Every running animation is sampled once per frame, however it started:
    /// several at once, retargeted while running, again after finishing, or after
    /// a change without animation.
    func testEveryRunningValueIsSampledOncePerFrame() async throws {
        let sim = Simulation(Rows())
        try sim.tap("animate")  // three start together
        try sim.advance(by: 0.2)
        try sim.tap("animate")  // retargeted while running
        try sim.advance(by: 1)  // and finished
        try sim.tap("animate")  // starts again after finishing
        try sim.advance(by: 0.1)
        try sim.tap("snap")  // jumps while running
        try sim.advance(by: 1)
        let samples = sim.trace.presentationSamples(attribute: "opacity")
        var perFrame: [String: Int] = [:]
        for sample in samples { perFrame["\(sample.node.id)@\(sample.frame)", default: 0] += 1 }
        XCTAssertEqual(Set(samples.map(\.node.id)).count, 3)
        XCTAssertGreaterThan(samples.count, 60)
        XCTAssertEqual(perFrame.values.filter { $0 > 1 }.count, 0, "a value sampled twice in a frame")
        XCTAssertEqual(try sim.runUntilIdle(timeout: 1), 0, "every animation has finished")
    }

    /// The presented value's description is made once per presented value; a jump
    /// (a change without animation while animating) must show in the next frames.
    func testAJumpWhileAnimatingShowsInTheFramesAndOnTheNode() async throws {
        let sim = Simulation(Fader())
        try sim.tap("go")  // frame 1, t = 1/60: starts 0 → 1 over 1 s
        try sim.advance(to: 0.5)
        XCTAssertEqual(sim.attribute("opacity", of: "faded")?.number ?? .nan, 0.5 - 1 / 60, accuracy: 1e-9)
        try sim.tap("jump")  // the model jumps to 0.5; 0.5 s of the curve is left
        try sim.advance(to: 0.75)
        // presentation = model + (elapsed − 1) × interval, interval = 1
        let expected: Double = 0.5 + (0.75 - 1 / 60 - 1)
        XCTAssertEqual(sim.attribute("opacity", of: "faded")?.number ?? .nan, expected, accuracy: 1e-9)
        let last = try XCTUnwrap(sim.trace.presentationSamples(attribute: "opacity").last)
        XCTAssertEqual(last.presentation.number ?? .nan, expected, accuracy: 1e-9)
        XCTAssertEqual(last.model.number, 0.5)
    }
}
