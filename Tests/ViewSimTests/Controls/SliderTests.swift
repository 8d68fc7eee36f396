// Tests Slider: the track and thumb placed by the value's fraction of the range,
// the value labels around it, `sim.slide(_:to:)` clamped and stepped as a traced
// cause with onEditingChanged around the write, a NaN bound value reported and
// drawn at the lower bound, and the errors for ∞ and a wrong name.
import ViewSim
import XCTest

private struct Volume: View {
    @State private var volume: Float = 5
    @State private var editing: [Bool] = []
    var body: some View {
        VStack {
            Slider(value: $volume, in: 0...10, step: 2) {
                Text("Volume")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("10")
            } onEditingChanged: {
                editing.append($0)
            }
            .accessibilityIdentifier("volume")
            Text("\(editing)").accessibilityIdentifier("editing")
        }
    }
}

private struct Broken: View {
    @State private var level = Double.nan
    var body: some View {
        Slider(value: $level).accessibilityIdentifier("level")
    }
}

@MainActor
final class SliderTests: XCTestCase {
    func testTheThumbSitsAtTheValuesFractionOfTheTrackBetweenTheLabels() async throws {
        let sim = Simulation(Volume())
        let list = sim.displayList().description
        let track = try XCTUnwrap(
            list.split(separator: "\n").first { $0.contains("SliderTrack fill rgba(0, 0.478, 1, 1)") })
        // Between "0" and "10" with 8 pt spacing; 5 of 0...10 puts the thumb's centre half way.
        let frame = try XCTUnwrap(sim.frame(of: "volume"))
        XCTAssertEqual(frame.height, 28)
        XCTAssertEqual(frame.width, 393)
        XCTAssertTrue(list.contains("Text \"0\""), list)
        XCTAssertTrue(list.contains("Text \"10\""), list)
        XCTAssertFalse(list.contains("Text \"Volume\""), "iOS does not draw a slider's label")
        XCTAssertTrue(track.hasSuffix("4)"), "the track is 4 pt high: \(track)")
        XCTAssertEqual(sim.attribute("value", of: "volume"), .number(5))
        XCTAssertEqual(sim.attribute("range", of: "volume"), .pair(0, 10))
        XCTAssertEqual(sim.attribute("step", of: "volume"), .number(2))
    }

    func testSlideClampsAndStepsTheValueAndCallsOnEditingChangedAroundTheWrite() async throws {
        let sim = Simulation(Volume())
        let before = sim.displayList().description
        try sim.slide("volume", to: 6.9)  // the nearest step is 6
        XCTAssertEqual(sim.attribute("value", of: "volume"), .number(6))
        XCTAssertNotEqual(sim.displayList().description, before, "the thumb moved")
        let text = sim.trace.text()
        // onEditingChanged(true), the write, onEditingChanged(false), each caused by the slide.
        assertTraceRun(
            sim,
            [
                "▶ slide \"volume\" to 6.9", "▷ SliderControl #6 action runs",
                "✎ Volume._editing: [] → [true] · Volume #1",
            ])
        let lines = traceLines(sim)
        let write = try XCTUnwrap(lines.firstIndex(of: "✎ Volume._volume: 5 → 6 · Volume #1"))
        let ended = try XCTUnwrap(lines.firstIndex(of: "✎ Volume._editing: [true] → [true, false] · Volume #1"))
        XCTAssertLessThan(write, ended, text)
        XCTAssertEqual(sim.text(of: "editing"), "[true, false]")
        try sim.slide("volume", to: 99)  // past the range: the maximum
        XCTAssertEqual(sim.attribute("value", of: "volume"), .number(10))
        try sim.slide("volume", to: -3)
        XCTAssertEqual(sim.attribute("value", of: "volume"), .number(0))
    }

    func testANonFiniteBoundValueIsReportedAndDrawnAtTheLowerBound() async throws {
        let sim = Simulation(Broken())
        let diagnostics = sim.trace.diagnostics().map(\.message)
        XCTAssertEqual(
            diagnostics,
            [
                "viewsim: Slider was given the value nan, which is not finite; it shows 0 (the lower bound) and leaves the bound value as it is."
            ])
        let thumb = try XCTUnwrap(
            sim.displayList().description.split(separator: "\n").first {
                $0.contains("SliderTrack fill rgba(1, 1, 1, 1)")
            })
        XCTAssertTrue(thumb.contains("in (0, "), "the thumb at the start: \(thumb)")
        try sim.slide("level", to: 0.25)
        XCTAssertEqual(sim.attribute("value", of: "level"), .number(0.25))
    }

    func testSlideRefusesAnInfiniteValueAndAWrongName() async throws {
        let sim = Simulation(Volume())
        XCTAssertThrowsError(try sim.slide("volume", to: .infinity)) { error in
            XCTAssertEqual("\(error)", "slide(_:to:) needs a finite value; got inf.")
        }
        XCTAssertThrowsError(try sim.slide("speed", to: 1)) { error in
            XCTAssertEqual("\(error)", "No slider is named \"speed\"; sliders: \"volume\".")
        }
        XCTAssertThrowsError(try sim.toggle("volume")) { error in
            XCTAssertEqual(
                "\(error)",
                "No toggle is named \"volume\"; there is no toggle on screen. A toggle is found by the .accessibilityIdentifier on it or around it, or by its label's text."
            )
        }
    }
}
