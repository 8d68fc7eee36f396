// Canvas in the graph: its renderer runs when the canvas is inserted, gets a
// new value or changes size, and under TimelineView(.animation) it runs every
// frame while no body runs; `.animation(minimumInterval: 0.1)` about ten times
// a second and `paused: true` never.
import Foundation
import ViewSimTesting
import XCTest

@testable import ViewSim

/// Counts renderer runs per simulation (each test makes its own counter; shared with CanvasUnderAnimationTests).
final class DrawCounter: @unchecked Sendable {
    var runs = 0
    var sizes: [CGSize] = []
}

private struct AnimatedCanvas: View {
    let counter: DrawCounter
    let schedule: AnimationTimelineSchedule
    var body: some View {
        TimelineView(schedule) { timeline in
            Canvas { context, size in
                counter.runs += 1
                let seconds = timeline.date.timeIntervalSince(SimulationConfiguration.defaultStartDate)
                context.rotate(by: .degrees(seconds * 90))
                context.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 40)), with: .color(.red))
            }
        }
    }
}

private struct Tapper: View {
    let counter: DrawCounter
    @State private var taps = 0
    var body: some View {
        VStack {
            Text("taps \(taps)").onTapGesture { taps += 1 }.accessibilityIdentifier("tap")
            Canvas { context, size in
                counter.runs += 1
                counter.sizes.append(size)
                context.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(.blue))
            }
            .accessibilityIdentifier("canvas")
        }
    }
}

private struct BadCanvas: View {
    @State private var height: CGFloat = 10
    var body: some View {
        VStack {
            Text("taller").onTapGesture { height += 10 }.accessibilityIdentifier("taller")
            Canvas { context, size in
                // The frame gives the canvas no width: a division by zero.
                let scale = 10 / size.width
                context.fill(Path(CGRect(x: 0, y: 0, width: scale, height: 1)), with: .color(.red))
                context.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(.red))
            }
            .frame(width: 0, height: height)
        }
    }
}

/// A canvas whose frame a tap widens: the canvas draws again at its new size.
private struct Widening: View {
    let counter: DrawCounter
    @State private var width: CGFloat = 100
    var body: some View {
        VStack {
            Text("wider").onTapGesture { width += 100 }.accessibilityIdentifier("wider")
            Canvas { context, size in
                counter.runs += 1
                counter.sizes.append(size)
                context.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(.blue))
            }
            .frame(width: width, height: 100)
        }
    }
}

final class CanvasGraphTests: XCTestCase {
    private func canvasNode(_ sim: Simulation) throws -> ViewNode {
        var found: ViewNode?
        var stack = [try XCTUnwrap(sim.graph.root)]
        while let node = stack.popLast() {
            if node.view is any AnyCanvas { found = node }
            stack.append(contentsOf: node.children)
        }
        return try XCTUnwrap(found)
    }

    func testUnderAnAnimationTimelineTheRendererRunsEveryFrameWhileNoBodyRuns() throws {
        let counter = DrawCounter()
        let sim = makeSimulation(AnimatedCanvas(counter: counter, schedule: .animation))
        XCTAssertEqual(counter.runs, 1, "drawn once when inserted")
        let before = sim.trace.bodyEvaluations(of: AnimatedCanvas.self).count
        try sim.advance(by: 1)
        // 60 frames in a second: the canvas draws in each, the view's body never runs again.
        XCTAssertEqual(counter.runs, 61)
        let draws = sim.trace.canvasDraws().filter { $0.frame > 0 }
        XCTAssertEqual(draws.count, 60)
        XCTAssertTrue(draws.allSatisfy { $0.causes == [.timelineEntry] && $0.items == 1 })
        XCTAssertEqual(sim.trace.bodyEvaluations(of: AnimatedCanvas.self).count, before, "no body runs")
        XCTAssertEqual(sim.trace.canvasDraws(inFrame: 0).first?.causes, [.inserted])
        let node = try canvasNode(sim)
        XCTAssertEqual(node.canvasDisplayItems.count, 1)
        XCTAssertTrue(
            sim.trace.text().contains("▷ Canvas #\(node.id) draws: timeline entry (1 item)"), "the trace says why")
        XCTAssertTrue(sim.trace.summary(step: 0).contains { $0.hasPrefix("61 canvas draws: Canvas #\(node.id) ×61") })
    }

    func testAMinimumIntervalOfATenthDrawsAboutTenTimesASecond() throws {
        let counter = DrawCounter()
        let sim = makeSimulation(AnimatedCanvas(counter: counter, schedule: .animation(minimumInterval: 0.1)))
        try sim.advance(by: 1)
        let draws = sim.trace.canvasDraws().filter { $0.frame > 0 }
        XCTAssertEqual(draws.count, 10, "entries at 0.1 s … 1 s")
        XCTAssertEqual(counter.runs, 11)
    }

    func testAPausedScheduleDrawsNothingAfterAppearing() throws {
        let counter = DrawCounter()
        let sim = makeSimulation(AnimatedCanvas(counter: counter, schedule: .animation(paused: true)))
        try sim.advance(by: 1)
        XCTAssertEqual(counter.runs, 1, "only the insertion")
        XCTAssertEqual(sim.trace.canvasDraws().count, 1)
    }

    func testANewValueFromTheParentsBodyRedrawsAndNothingElseDoes() throws {
        let counter = DrawCounter()
        let sim = makeSimulation(Tapper(counter: counter))
        XCTAssertEqual(counter.runs, 1)
        try sim.advance(by: 1)
        XCTAssertEqual(counter.runs, 1, "idle frames draw nothing")
        try sim.tap("tap")
        try sim.advanceFrames(1)
        XCTAssertEqual(counter.runs, 2)
        XCTAssertEqual(sim.trace.canvasDraws().last?.causes, [.newValue])
    }

    func testItemsCarryTheCanvasIdentifierAndTheCountCanBeAsserted() throws {
        let counter = DrawCounter()
        let sim = makeSimulation(Tapper(counter: counter))
        let node = try canvasNode(sim)
        XCTAssertEqual(node.canvasDisplayItems.map(\.viewName), ["canvas"])
        XCTAssertEqual(node.canvasDisplayItems.map(\.viewID), [node.id])
        XCTAssertNil(verifyCanvasDrawCount(sim.trace, equals: 1))
        XCTAssertNil(verifyCanvasDrawCount(sim.trace, node: node.id, equals: 1, in: .frame(0)))
        let message = try XCTUnwrap(verifyCanvasDrawCount(sim.trace, equals: 3))
        XCTAssertTrue(message.hasPrefix("Canvases drew 1 time "), message)
        XCTAssertTrue(message.contains(", not 3."), message)
        XCTAssertTrue(message.contains("+ 1 draw"), message)
        XCTAssertTrue(message.contains("frame 0: Canvas #\(node.id): inserted (1 item)"), message)
        XCTAssertTrue(message.contains("TimelineView"), "the fix says how to draw on a schedule: \(message)")
    }

    func testASizeChangeRedrawsAtTheNewSize() throws {
        let counter = DrawCounter()
        let sim = makeSimulation(Widening(counter: counter))
        XCTAssertEqual(
            counter.sizes, [CGSize(width: 100, height: 100)], "the first draw is at the size layout gave the canvas")
        try sim.tap("wider")
        XCTAssertEqual(counter.sizes.last, CGSize(width: 200, height: 100))
        let draw = try XCTUnwrap(sim.trace.canvasDraws().last)
        XCTAssertTrue(
            draw.causes.contains(
                .sizeChanged(from: CGSize(width: 100, height: 100), to: CGSize(width: 200, height: 100))),
            "\(draw.causes)")
        XCTAssertTrue(sim.trace.text().contains("size changed: 100×100 → 200×100"), sim.trace.text())
    }

    func testARendererDrawingNaNIsReportedOnceAndItsOtherItemsKept() throws {
        let sim = makeSimulation(BadCanvas())
        XCTAssertEqual(sim.trace.canvasDraws().first?.items, 1, "the finite rectangle is kept")
        let diagnostics = sim.trace.diagnostics().filter { $0.kind == .canvas }
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertTrue(diagnostics.first?.message.contains("not finite") == true, "\(diagnostics)")
        try sim.tap("taller")
        try sim.tap("taller")
        XCTAssertEqual(sim.trace.canvasDraws().count, 3, "each new height draws again, with NaN again")
        XCTAssertEqual(sim.trace.diagnostics().filter { $0.kind == .canvas }.count, 1, "once per canvas")
    }

    func testARemovedCanvasStopsDrawing() throws {
        struct Toggle: View {
            let counter: DrawCounter
            @State private var shown = true
            var body: some View {
                VStack {
                    Text("toggle").onTapGesture { shown.toggle() }.accessibilityIdentifier("toggle")
                    if shown {
                        TimelineView(.animation) { _ in
                            Canvas { _, _ in counter.runs += 1 }
                        }
                    }
                }
            }
        }
        let counter = DrawCounter()
        let sim = makeSimulation(Toggle(counter: counter))
        try sim.advanceFrames(3)
        XCTAssertEqual(counter.runs, 4)
        try sim.tap("toggle")
        try sim.advance(by: 1)
        XCTAssertEqual(counter.runs, 4)
        XCTAssertTrue(sim.graph.canvases.entries.isEmpty)
    }

    func testTextWithoutAFontUsesTheFontModifierAboveTheCanvas() throws {
        struct Titled: View {
            var body: some View {
                Canvas { context, _ in context.draw(Text("12"), at: .zero) }.font(.title)
            }
        }
        let sim = makeSimulation(Titled())
        let node = try canvasNode(sim)
        guard case .text(let run) = try XCTUnwrap(node.canvasDisplayItems.first).content else {
            return XCTFail("a text run")
        }
        XCTAssertEqual(run.font, Font.title.resolved)
    }
}
