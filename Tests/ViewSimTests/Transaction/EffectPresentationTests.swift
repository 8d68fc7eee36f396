// Tests what built-in effects present while they animate: every frame shows the
// model value minus the delta still to go (opacity, scale, rotation, offset, trim,
// frame, colour), with the exact curve values (easeInOut at ¼, ½, ¾) and the same
// numbers as the pure animation model.
import ViewSim
import ViewSimTesting
import XCTest

private struct Effects: View {
    @State private var isOn = false
    let animation: Animation

    var body: some View {
        VStack {
            Text("opacity").opacity(isOn ? 1 : 0).accessibilityIdentifier("opacity")
            Text("scale").scaleEffect(isOn ? 3 : 1).accessibilityIdentifier("scale")
            Text("rotation").rotationEffect(.degrees(isOn ? 90 : 0)).accessibilityIdentifier("rotation")
            Text("offset").offset(x: isOn ? 100 : 0, y: isOn ? -50 : 0).accessibilityIdentifier("offset")
            Circle().trim(from: 0, to: isOn ? 1 : 0).accessibilityIdentifier("trim")
            Text("frame").frame(width: isOn ? 200 : 100, height: isOn ? 100 : 50).accessibilityIdentifier("frame")
            // A shape: `Text.foregroundStyle(_:)` with a colour changes the Text itself, as in SwiftUI.
            Circle().foregroundStyle(isOn ? Color.blue : Color.red).accessibilityIdentifier("colour")
            Circle().fill(isOn ? Color.green : Color.black).accessibilityIdentifier("fill")
            Text("slide").offset(x: isOn ? 100 : 0).accessibilityIdentifier("slide")
            Text("go").onTapGesture { withAnimation(animation) { isOn.toggle() } }.accessibilityIdentifier("go")
        }
    }
}

@MainActor
final class EffectPresentationTests: XCTestCase {
    /// Each effect: its name, attribute, components before and after.
    private let effects: [(name: String, attribute: String, from: [Double], to: [Double])] = [
        ("opacity", "opacity", [0], [1]),
        ("scale", "scale", [1, 1], [3, 3]),
        ("rotation", "rotation", [0], [90]),
        ("offset", "offset", [0, 0], [100, -50]),
        ("trim", "trim(to:)", [0], [1]),
        ("frame", "frame", [100, 50], [200, 100]),
        ("colour", "foregroundStyle", [1, 0.231, 0.188, 1], [0, 0.478, 1, 1]),
        ("fill", "fill", [0, 0, 0, 1], [0.204, 0.78, 0.349, 1]),
    ]

    private func run(_ animation: Animation, seconds: Double) throws -> Simulation {
        let sim = makeAnimationSimulation(Effects(animation: animation))
        try sim.step("go") {
            try sim.tap("go")
            try sim.advance(by: seconds)
        }
        return sim
    }

    func testEveryFrameShowsTheModelMinusTheRemainingDelta() async throws {
        let sim = try run(.linear(duration: 0.5), seconds: 1)
        for effect in effects {
            let samples = sim.samples(effect.attribute, of: effect.name)
            // Started in frame 1, so frame f is (f − 1) / 30 of the way; finished in frame 32.
            XCTAssertEqual(samples.keys.sorted(), Array(1...32), effect.name)
            for frame in 1...32 {
                let progress = min(Double(frame - 1) / 30, 1)
                let expected = zip(effect.from, effect.to).map { from, to in
                    traceRounded(to - (to - from) * (1 - progress))
                }
                guard let actual = samples[frame] else { continue }
                if actual.isEmpty {
                    // A named colour at the ends ("red" → … → "blue") has no numbers to compare.
                    XCTAssertTrue(frame == 1 || frame == 32, "\(effect.name) frame \(frame) shows no numbers")
                    continue
                }
                XCTAssertEqual(actual.count, expected.count, "\(effect.name) frame \(frame)")
                for (value, wanted) in zip(actual, expected) {
                    XCTAssertEqual(
                        value, wanted, accuracy: 0.00011, "\(effect.name) frame \(frame): \(actual) vs \(expected)")
                }
            }
        }
    }

    func testTheNodeShowsThePresentedValueWhileAnimatingAndTheModelAfter() async throws {
        let sim = makeAnimationSimulation(Effects(animation: .linear(duration: 0.5)))
        try sim.tap("go")
        try sim.advance(by: 0.25)
        XCTAssertEqual(sim.attribute("opacity", of: "opacity")?.description, "0.5")
        XCTAssertEqual(sim.attribute("rotation", of: "rotation")?.description, "45°")
        XCTAssertEqual(sim.attribute("frame", of: "frame")?.description, "width: 150, height: 75")
        try sim.runUntilIdle()
        XCTAssertEqual(sim.attribute("opacity", of: "opacity")?.description, "1")
        XCTAssertEqual(sim.attribute("scale", of: "scale")?.description, "(3, 3)")
        XCTAssertEqual(sim.attribute("foregroundStyle", of: "colour")?.description, "blue")
        let colours = sim.trace.presentationSamples(attribute: "foregroundStyle")
        XCTAssertEqual(colours.first?.presentation.description, "red")
        XCTAssertEqual(colours.dropFirst().first?.presentation.description, "rgba(0.9667, 0.2392, 0.2151, 1)")
        XCTAssertEqual(colours.last?.presentation.description, "blue")
    }

    func testEaseInOutHasTheExactCurveValuesAtQuarterHalfAndThreeQuarters() async throws {
        let sim = try run(.easeInOut(duration: 0.4), seconds: 0.5)
        // Started in frame 1 (t = 1/60): frames 7, 13, 19 are ¼, ½, ¾ of 0.4 s.
        assertPresentation(sim, "opacity", of: "opacity", at: frameTime(7), equals: 0.1292)
        assertPresentation(sim, "opacity", of: "opacity", at: frameTime(13), equals: 0.5)
        assertPresentation(sim, "opacity", of: "opacity", at: frameTime(19), equals: 0.8708)
        // Apple's measured values, ±0.01.
        assertPresentation(sim, "opacity", of: "opacity", at: frameTime(7), equals: 0.13, accuracy: 0.01)
        assertPresentation(sim, "opacity", of: "opacity", at: frameTime(19), equals: 0.87, accuracy: 0.01)
        // Every frame: the remaining delta is Δ · (1 − curve(progress)).
        let samples = sim.firstNumbers("rotation", of: "rotation")
        for frame in 1...25 {
            let progress = min(Double(frame - 1) / 24, 1)
            let remaining = 90 * (1 - UnitCurve.easeInOut.value(at: progress))
            XCTAssertEqual(samples[frame] ?? .nan, traceRounded(90 - remaining), accuracy: 0.00011, "frame \(frame)")
        }
    }

    func testABetweenFramesTimeReadsTheFrameAtOrBeforeIt() async throws {
        let sim = try run(.linear(duration: 0.5), seconds: 0.5)
        let atFrame = try presentationSample(sim, "opacity", of: "opacity", at: frameTime(10))
        let between = try presentationSample(sim, "opacity", of: "opacity", at: frameTime(10) + 0.01)
        XCTAssertEqual(between, atFrame)
        XCTAssertEqual(atFrame.frame, 10)
        XCTAssertEqual(atFrame.presentation.description, "0.3")
        XCTAssertEqual(atFrame.model.description, "1")
    }

    func testTheGraphPresentsWhatThePureModelComputes() async throws {
        for animation in [
            Animation.spring, .bouncy, .snappy(duration: 0.3), .interpolatingSpring, .easeIn(duration: 0.3).delay(0.1),
            .linear(duration: 0.4).speed(2), .timingCurve(0.2, 0.8, 0.4, 1, duration: 0.3),
        ] {
            let sim = try run(animation, seconds: 3)
            let expected = modelPresentations(from: 0, to: 100, animation: animation, startFrame: 1, through: 181)
                .mapValues(traceRounded)
            assertSamples(sim.firstNumbers("offset", of: "slide"), equal: expected, accuracy: 0.00011, "\(animation)")
            XCTAssertEqual(
                sim.samples("offset", of: "slide").keys.max(), expected.keys.max(),
                "\(animation) finishes in the same frame")
        }
    }
}

/// A `Color` used as a view animates like a colour style does.
@MainActor
final class ColorViewAnimationTests: XCTestCase {
    private struct Swatch: View {
        @State var on = false
        var body: some View {
            (on ? Color.blue : Color.red)
                .animation(.linear(duration: 1), value: on)
                .onTapGesture { on.toggle() }
                .accessibilityIdentifier("swatch")
        }
    }

    func testAColorViewAnimatesItsComponents() async throws {
        let sim = Simulation(Swatch())
        try sim.step("tap") {
            try sim.tap("swatch")
            try sim.advance(to: 0.5 + 1.0 / 60)
        }
        // Halfway from red (1, 0.231, 0.188) to blue (0, 0.478, 1).
        XCTAssertEqual(sim.attribute("color", of: "swatch")?.description, "rgba(0.5, 0.3545, 0.594, 1)")
        try sim.step("finish") { try sim.advance(by: 1) }
        XCTAssertEqual(sim.attribute("color", of: "swatch")?.description, "blue")
    }
}
