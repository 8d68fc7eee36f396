// Tests the plot of a dragged value (issue 29, "plots of position and velocity"): in
// frames a gesture drove, the value's changes without an animation are drawn with
// the spring that follows, and its velocity frame to frame on a panel of its own;
// frames without a gesture plot as before.
import ViewSim
import ViewSimGraphviz
import XCTest

private struct Card: View {
    @State private var x: CGFloat = 0
    var body: some View {
        Color.blue.frame(width: 80, height: 80)
            .offset(x: x)
            .gesture(
                DragGesture()
                    .onChanged { x = $0.translation.width }
                    .onEnded { _ in withAnimation(.spring(response: 0.5, dampingFraction: 1)) { x = 0 } }
            )
            .accessibilityIdentifier("card")
    }
}

@MainActor
final class PlotVelocityTests: XCTestCase {
    func testADraggedValueIsPlottedWithItsVelocity() async throws {
        let sim = Simulation(Card())
        try sim.drag("card", by: CGSize(width: 100, height: 0), duration: 0.25)
        try sim.advance(by: 0.2)
        let series = PlotSeries.animations(in: sim.trace)
        let offset = try XCTUnwrap(series.first { $0.unit == .points && $0.name.hasSuffix("offset[0]") })
        let line = try XCTUnwrap(offset.presented.first)
        XCTAssertEqual(offset.presented.count, 1, "the drag and the spring are one line")
        XCTAssertEqual(line.first?.value ?? .nan, 13.3333, accuracy: 1e-3, "the first change the drag made")
        let velocity = try XCTUnwrap(series.first { $0.unit == .pointsPerSecond && $0.name.contains("offset[0]") })
        let values = velocity.presented.flatMap { $0 }
        XCTAssertEqual(
            values.first?.value ?? .nan, 400, accuracy: 0.01, "100 pt in 0.25 s (the trace keeps four decimals)")
        XCTAssertLessThan(values.last?.value ?? 0, 0, "the spring brings it back")
        let svg = ValuePlot.svg(series: series, title: "drag")
        XCTAssertTrue(svg.contains("(pt/s)"), "the velocity has a panel of its own")
    }

    func testWithoutAGestureNothingChanges() async throws {
        let sim = Simulation(Color.red.frame(width: 10, height: 10).offset(x: 0))
        XCTAssertTrue(PlotSeries.animations(in: sim.trace).allSatisfy { $0.unit != .pointsPerSecond })
    }
}
