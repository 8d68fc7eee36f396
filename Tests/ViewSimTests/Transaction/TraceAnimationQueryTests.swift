// Tests the trace queries about animations (Trace+Animation.swift): the events of
// an animated value, its presentation samples and the value at a time, the
// completions that fired with what released them, and reading numbers back.
import ViewSim
import ViewSimTesting
import XCTest

private struct Meter: View {
    @State private var isOn = false
    var body: some View {
        VStack {
            Circle().trim(from: isOn ? 0.25 : 0, to: isOn ? 1 : 0.5).accessibilityIdentifier("meter")
            Text("label").opacity(isOn ? 1 : 0).animation(.linear(duration: 0.1), value: isOn).accessibilityIdentifier(
                "label")
            Text("go").onTapGesture {
                withAnimation(.linear(duration: 0.05)) {
                    isOn.toggle()
                } completion: {
                }
            }.accessibilityIdentifier("go")
        }
    }
}

@MainActor
final class TraceAnimationQueryTests: XCTestCase {
    private func runScenario() throws -> Simulation {
        let sim = makeAnimationSimulation(Meter())
        try sim.step("go") {
            try sim.tap("go")
            try sim.runUntilIdle()
        }
        return sim
    }

    func testAnimationEventsOfOneValue() async throws {
        let sim = try runScenario()
        let label = sim.trace.animationEvents(attribute: "opacity")
        XCTAssertEqual(label.first?.animation?.description, "linear(duration: 0.1)")
        XCTAssertEqual(label.first?.origin?.description.hasPrefix(".animation(_:value:) #"), true)
        XCTAssertEqual(label.first?.origin?.description.hasSuffix(" (value false → true)"), true)
        XCTAssertEqual(label.first?.frame, 1)
        XCTAssertEqual(label.first?.step, 1)
        XCTAssertTrue(label.first?.description.hasPrefix("frame 1: ◔ .opacity #") == true)
        XCTAssertEqual(label.last?.phase, .finished)
        XCTAssertEqual(label.filter { if case .frame = $0.phase { return true } else { return false } }.count, 7)
        let node = try XCTUnwrap(label.first?.node.id)
        XCTAssertEqual(sim.trace.animationEvents(of: node), label)
        XCTAssertEqual(sim.trace.animationEvents(of: node, inStep: 0), [])
        XCTAssertEqual(sim.trace.animationsAdded(of: node).count, 1)
    }

    func testSeveralAttributesOfOneModifierAnimateTogether() async throws {
        let sim = try runScenario()
        XCTAssertEqual(sim.trace.animatedValues().map(\.attribute), ["trim(from:), trim(to:)", "opacity"])
        // One attribute of the pair can be asked for on its own.
        let from = sim.trace.presentationSamples(attribute: "trim(from:)")
        let to = sim.trace.presentationSamples(attribute: "trim(to:)")
        XCTAssertEqual(from.map(\.presentation.description), ["0", "0.0833", "0.1667", "0.25", "0.25"])
        XCTAssertEqual(to.map(\.presentation.description), ["0.5", "0.6667", "0.8333", "1", "1"])
        XCTAssertEqual(to.first?.attribute, "trim(to:)")
        XCTAssertEqual(to.first?.model.description, "1")
        XCTAssertEqual(
            sim.trace.presentationSamples(attribute: "trim(from:), trim(to:)").first?.presentation.description, "0, 0.5"
        )
    }

    func testPresentationSamplesAndTheValueAtATime() async throws {
        let sim = try runScenario()
        let samples = sim.trace.presentationSamples(attribute: "opacity")
        XCTAssertEqual(samples.map(\.frame), Array(1...8))
        XCTAssertEqual(samples.first?.presentation.description, "0", "the start frame shows the old value")
        XCTAssertEqual(samples.last?.isAtModel, true)
        XCTAssertEqual(samples[3].description, "frame 4 (t=0.0667s): opacity = 0.5 (model 1)")
        XCTAssertEqual(sim.trace.presentation(attribute: "opacity", at: frameTime(4) + 0.005)?.frame, 4)
        XCTAssertEqual(sim.trace.presentation(attribute: "opacity", at: frameTime(4))?.numbers, [0.5])
        XCTAssertNil(sim.trace.presentation(attribute: "opacity", at: 0.01), "before it started")
        XCTAssertEqual(sim.trace.presentation(attribute: "opacity", at: 100)?.presentation.description, "1")
    }

    func testCompletionsSayWhatReleasedThem() async throws {
        let sim = try runScenario()
        let fired = sim.trace.completions()
        XCTAssertEqual(fired.count, 1)
        let completion = try XCTUnwrap(fired.first)
        // The transaction reached both values; it fired when the last of them (the
        // 0.1 s opacity, set by the .animation modifier) logically completed.
        XCTAssertEqual(completion.criteria, .logicallyComplete)
        XCTAssertEqual(completion.frame, 8)
        XCTAssertEqual(completion.releasedBy?.attribute, "opacity")
        XCTAssertEqual(completion.releasedBy?.phase, .logicallyComplete(generation: 0))
        XCTAssertTrue(
            completion.description.hasPrefix("frame 8 (t=0.1333s): logicallyComplete — the animation of .opacity #"))
        XCTAssertEqual(sim.trace.completions(inStep: 0), [])
    }

    func testNumbersComeFromTheTypedValues() async {
        XCTAssertEqual(TraceValue.pair(1.5, -2).numbers, [1.5, -2])
        XCTAssertEqual(TraceValue(Color(red: 0.5, green: 0, blue: 1)).numbers, [0.5, 0, 1, 1])
        XCTAssertEqual(TraceValue(Angle(degrees: 45)).numbers.map { ($0 * 1e9).rounded() / 1e9 }, [45])
        XCTAssertEqual(TraceValue(Color.red).numbers, [1, 0.231, 0.188, 1], "a named color has numbers too")
        XCTAssertEqual(TraceValue.symbol("red").numbers, [])
        XCTAssertEqual(TraceValue.pair(.infinity, -.infinity).numbers, [.infinity, -.infinity])
        XCTAssertTrue(TraceValue.number(.nan).number?.isNaN == true)
        XCTAssertEqual(TraceValue.number(1.0 / 3).number, 1.0 / 3, "exact, not four decimals")
        XCTAssertEqual(TraceValue.number(1.0 / 3).description, "0.3333")
        XCTAssertEqual(TraceValue.list([TraceValue(Color.red), .number(2)]).parts.map(\.description), ["red", "2"])
        XCTAssertEqual(TraceValue.list([.number(0), .number(0.5)]).description, "0, 0.5")
    }
}
