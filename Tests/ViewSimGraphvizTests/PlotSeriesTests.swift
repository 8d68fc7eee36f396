import ViewSim
// Tests building plot series from a trace: one series per animated attribute,
// presented and model values over time, markers for each phase, runs split where
// an animation finished, components of multi-valued attributes, filtering, and
// reading numbers back from the trace's text.
import XCTest

@testable import ViewSimGraphviz

@MainActor
final class PlotSeriesTests: XCTestCase {
    func testOneSeriesPerAnimatedAttributeInFirstSeenOrder() async throws {
        let (sim, _) = try AnimationFixtures.retargetedHeart()
        let series = PlotSeries.animations(in: sim.trace, step: 1)
        XCTAssertEqual(series.map(\.name), [".trim #9 trim(to:)", ".opacity #14 opacity"])
        XCTAssertEqual(series.map(\.attribute), ["trim(to:)", "opacity"])
        XCTAssertTrue(PlotSeries.animations(in: sim.trace, step: 0).isEmpty, "the appearance animates nothing")
    }

    func testPresentedModelAndMarkersFollowTheTrace() async throws {
        let (_, frames) = try AnimationFixtures.retargetedHeart()
        let trim = try XCTUnwrap(PlotSeries.animations(in: frames, matching: "trim").first)
        let time: (Int) -> Double = { frame in frames.first { $0.index == frame }?.time ?? -1 }
        // One run: from the start (frame 1, value 0) to the finish, every frame sampled.
        XCTAssertEqual(trim.presented.count, 1)
        let run = trim.presented[0]
        XCTAssertEqual(run.first, PlotPoint(time: time(1), value: 0))
        XCTAssertEqual(run[1], PlotPoint(time: time(2), value: 0.0044))
        XCTAssertEqual(run.last?.value, 0)
        XCTAssertEqual(run.count, 1 + 32)
        // The model: 0, then 1 at the start, then 0 at the retarget, held to the end.
        XCTAssertEqual(
            trim.model,
            [
                [
                    PlotPoint(time: time(1), value: 0), PlotPoint(time: time(1), value: 1),
                    PlotPoint(time: time(11), value: 0), PlotPoint(time: time(33), value: 0),
                ]
            ])
        XCTAssertEqual(
            trim.markers.map(\.kind), [.started, .combined, .logicallyComplete, .logicallyComplete, .finished])
        XCTAssertEqual(trim.markers[0].label, "started · easeInOut(duration: 0.35)")
        XCTAssertEqual(trim.markers[1].label, "combined · easeInOut(duration: 0.35)")
        XCTAssertEqual(trim.markers[1].value, 0.459, "a retarget sits on the value shown then")
        XCTAssertEqual(trim.markers[1].time, time(11))
    }

    func testARunEndsWhenTheAnimationFinishes() async throws {
        let sim = Simulation(AnimatedHeart())
        try sim.step("tap twice, far apart") {
            try sim.tap("heart")
            try sim.advance(by: 0.6)
            try sim.tap("heart")
            try sim.advance(by: 0.6)
        }
        let trim = try XCTUnwrap(PlotSeries.animations(in: sim.trace, step: 1).first)
        XCTAssertEqual(trim.presented.count, 2, "two separate animations, two polylines")
        XCTAssertEqual(trim.model.count, 2)
        XCTAssertEqual(
            trim.markers.map(\.kind),
            [.started, .logicallyComplete, .finished, .started, .logicallyComplete, .finished])
    }

    func testMultiValuedAttributesGiveOneSeriesPerComponent() async throws {
        struct Mover: View {
            @State private var far = false
            var body: some View {
                Text("x").offset(x: far ? 10 : 0, y: far ? -4 : 0)
                    .onTapGesture { withAnimation(.linear(duration: 0.1)) { far = true } }
                    .accessibilityIdentifier("x")
            }
        }
        let sim = Simulation(Mover())
        try sim.step("tap") {
            try sim.tap("x")
            try sim.advance(by: 0.2)
        }
        let series = PlotSeries.animations(in: sim.trace, step: 1)
        XCTAssertEqual(series.map(\.attribute), ["offset[0]", "offset[1]"])
        XCTAssertEqual(series[0].presented.first?.last?.value, 10)
        XCTAssertEqual(series[1].presented.first?.last?.value, -4)
        XCTAssertEqual(series[1].markers.first?.kind, .started)
    }

    func testComponentsEqualThroughoutAreOneSeries() async throws {
        struct Pulse: View {
            @State private var big = false
            var body: some View {
                Text("x").scaleEffect(big ? 2 : 1)
                    .onTapGesture { withAnimation(.linear(duration: 0.1)) { big = true } }
                    .accessibilityIdentifier("x")
            }
        }
        let sim = Simulation(Pulse())
        try sim.step("tap") {
            try sim.tap("x")
            try sim.advance(by: 0.2)
        }
        let series = PlotSeries.animations(in: sim.trace, step: 1)
        XCTAssertEqual(series.count, 1)
        XCTAssertTrue(series.first?.name.hasSuffix(" scale (both components)") == true, "\(series.map(\.name))")
        XCTAssertEqual(series.first?.attribute, "scale")
        XCTAssertEqual(series.first?.presented.first?.last?.value, 2)
    }

    func testMatchingFiltersByNameOrAttribute() async throws {
        let (sim, _) = try AnimationFixtures.retargetedHeart()
        XCTAssertEqual(PlotSeries.animations(in: sim.trace, matching: "#14").map(\.attribute), ["opacity"])
        XCTAssertEqual(PlotSeries.animations(in: sim.trace, matching: ".TRIM").map(\.attribute), ["trim(to:)"])
        XCTAssertEqual(PlotSeries.animations(in: sim.trace, matching: "trim(to:)").map(\.attribute), ["trim(to:)"])
        XCTAssertTrue(PlotSeries.animations(in: sim.trace, matching: "scale").isEmpty)
        XCTAssertEqual(PlotSeries.animations(in: sim.trace, matching: "").count, 2)
    }

    func testNumbersComeFromTheTypedValue() async {
        XCTAssertEqual(
            PlotSeries.numbers(in: .number(0.004_41)), [0.0044],
            "as the trace prints it, so points and trace lines agree")
        XCTAssertEqual(PlotSeries.numbers(in: .pair(3, -0.5)), [3, -0.5])
        XCTAssertEqual(
            PlotSeries.numbers(in: TraceValue(Color(red: 1, green: 0.231, blue: 0.188))), [1, 0.231, 0.188, 1])
        XCTAssertEqual(PlotSeries.numbers(in: .list([.number(1e-05), .number(2000.00004)])), [0, 2000])
        XCTAssertEqual(PlotSeries.numbers(in: TraceValue(Angle(degrees: 90))), [90])
        XCTAssertEqual(PlotSeries.numbers(in: .symbol("red")), [])
        XCTAssertEqual(PlotSeries.numbers(in: .string("x2 #9")), [], "a string holds no numbers")
        XCTAssertEqual(PlotSeries.numbers(in: .pair(.nan, 1)), [1], "non-finite components are not plotted")
    }

    func testNoAnimationNoSeries() async throws {
        let (sim, _) = try Fixtures.tappedCounter()
        XCTAssertTrue(PlotSeries.animations(in: sim.trace).isEmpty)
    }
}
