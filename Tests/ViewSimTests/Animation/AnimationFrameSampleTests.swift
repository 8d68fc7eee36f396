// Tests an animated frame's sample of a built-in value, which keeps the value and describes it
// when read: it reads as the value the node shows that frame, equals a sample described at
// once, and the node's attributes (read from the animator only when asked for) show the
// presented value while the animation runs and the model value once it finished.
import ViewSim
import ViewSimTesting
import XCTest

private struct Fader: View {
    @State private var isOn = false

    var body: some View {
        VStack {
            Text("fade").opacity(isOn ? 1 : 0).accessibilityIdentifier("fade")
            Text("go").onTapGesture { withAnimation(.linear(duration: 0.5)) { isOn.toggle() } }
                .accessibilityIdentifier("go")
        }
    }
}

@MainActor
final class AnimationFrameSampleTests: XCTestCase {
    /// The opacity frames' samples recorded so far, oldest first.
    private func samples(_ sim: Simulation) -> [AnimationFrameSample] {
        sim.trace.events.compactMap { event in
            guard case .animation(_, "opacity", .frame(let sample)) = event.kind else { return nil }
            return sample
        }
    }

    func testASampleReadsAsTheValueTheNodeShowsThatFrame() async throws {
        let sim = makeAnimationSimulation(Fader())
        try sim.tap("go")
        try sim.advanceFrames(3)
        // Read between frames: the node's attributes come from the animator when asked for.
        let third = try XCTUnwrap(samples(sim).last)
        XCTAssertEqual(sim.attribute("opacity", of: "fade"), third.presentation)
        // Not read for several frames, then read: the latest frame's value.
        try sim.advanceFrames(7)
        let tenth = try XCTUnwrap(samples(sim).last)
        XCTAssertEqual(sim.attribute("opacity", of: "fade"), tenth.presentation)
        XCTAssertNotEqual(tenth.presentation, third.presentation)
        XCTAssertEqual(tenth.model, .number(1))
        XCTAssertEqual(tenth.presentation.numbers.count, 1)
        // A sample described when read equals one described at once, and compares by its values.
        XCTAssertEqual(tenth, AnimationFrameSample(presentation: tenth.presentation, model: tenth.model))
        XCTAssertNotEqual(tenth, AnimationFrameSample(presentation: third.presentation, model: tenth.model))
    }

    func testTheNodeShowsTheModelValueOnceTheAnimationFinished() async throws {
        let sim = makeAnimationSimulation(Fader())
        try sim.tap("go")
        // Not read while the animation runs: the finished animator is dropped, its last value kept.
        try sim.advance(by: 1)
        XCTAssertEqual(sim.attribute("opacity", of: "fade"), .number(1))
        XCTAssertEqual(samples(sim).last?.presentation, .number(1))
    }
}
