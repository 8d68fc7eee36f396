// Tests the display list: what a small tree draws, where, in which order and
// colour, with an animated scale and opacity read at their presented values
// mid-animation; trims applied to stroked paths; text at its baseline in the
// foreground colour; recorded frames and `displayList(at:)`; the difference
// between two frames; the one-line description.
import ViewSim
import XCTest

private struct Heart: View {
    @State private var isOn = false
    var body: some View {
        Circle()
            .fill(Color.red)
            .frame(width: 50, height: 50)
            .scaleEffect(isOn ? 2 : 1)
            .opacity(isOn ? 0.5 : 1)
            .animation(.linear(duration: 1), value: isOn)
            .onTapGesture { isOn.toggle() }
            .accessibilityIdentifier("heart")
    }
}

private struct Labelled: View {
    var body: some View {
        VStack(spacing: 0) {
            Circle().trim(from: 0, to: 0.5).stroke(Color.blue, lineWidth: 4).frame(width: 20, height: 20)
            Text("Hi").foregroundStyle(Color.green)
            Rectangle()
        }
        .frame(width: 100, height: 100)
        .background(Color.yellow)
    }
}

@MainActor
final class DisplayListTests: XCTestCase {
    func testAnimatedScaleAndOpacityAreDrawnAtTheirPresentedValues() async throws {
        let sim = Simulation(Heart())
        // At rest: the circle fills its 50 × 50 frame at ((393 − 50) / 2, (852 − 50) / 2) = (171.5, 401).
        XCTAssertEqual(
            sim.displayList().description,
            "#\(try circleID(sim)) Circle fill rgba(1, 0.231, 0.188, 1) in (171.5, 401, 50, 50)")
        try sim.tap("heart")  // frame 1, t = 1/60: the linear animation starts
        try sim.advance(to: 0.5 + 1.0 / 60)  // half way: scale 1.5, opacity 0.75
        let item = try XCTUnwrap(sim.displayList().items.first)
        XCTAssertEqual(item.opacity, 0.75, accuracy: 1e-9)
        // Scaled 1.5 around the centre (196.5, 426): 75 × 75 from (196.5 − 37.5, 426 − 37.5).
        XCTAssertEqual(
            item.description,
            "#\(try circleID(sim)) Circle fill rgba(1, 0.231, 0.188, 1) in (159, 388.5, 75, 75) opacity 0.75")
        // Layout did not change: scale and opacity are draw-only.
        XCTAssertEqual(sim.frame(of: "heart"), CGRect(x: 171.5, y: 401, width: 50, height: 50))
    }

    func testStrokeTrimTextAndBackgroundBackToFront() async throws {
        let sim = Simulation(Labelled())
        let list = sim.displayList()
        XCTAssertEqual(list.items.count, 4, list.description)
        // Back to front: the background, then the stack's children in order.
        guard case .fill(_, .color(let yellow), _) = list.items[0].content else { return XCTFail(list.description) }
        XCTAssertEqual(yellow, Color.yellow.rgba)
        guard case .stroke(let path, .color(let blue), let style) = list.items[1].content else {
            return XCTFail(list.description)
        }
        XCTAssertEqual(blue, Color.blue.rgba)
        XCTAssertEqual(style.lineWidth, 4)
        // Half the circle: the trimmed path is not the whole circle's.
        XCTAssertNotEqual(path, Circle().path(in: CGRect(x: 0, y: 0, width: 20, height: 20)))
        guard case .text(let run) = list.items[2].content else { return XCTFail(list.description) }
        XCTAssertEqual(run.string, "Hi")
        XCTAssertEqual(run.shading, .color(Color.green.rgba))
        // The frame is 100 × 100 at (146.5, 376); the stack is 20 + 19.789 + the rectangle's rest, 100 high.
        // The text is centred across: x = 146.5 + (100 − 17.506) / 2; its baseline 1901 / 2048 × 17 below its top,
        // which is 20 below the stack's top.
        let origin = run.origin.applying(list.items[2].transform)
        // (Typed constants: the literal arithmetic inline took seconds to type-check.)
        let textWidth: Double = 2109.0 / 2048 * 17
        let baseline: Double = 1901.0 / 2048 * 17
        XCTAssertEqual(Double(origin.x), 146.5 + (100 - textWidth) / 2, accuracy: 1e-6)
        XCTAssertEqual(Double(origin.y), 376 + 20 + baseline, accuracy: 1e-6)
        // A shape with no fill or stroke fills with the foreground style, primary by default.
        guard case .fill(_, .color(let primary), _) = list.items[3].content else { return XCTFail(list.description) }
        XCTAssertEqual(primary, Color.primary.rgba)
    }

    func testPastDisplayListsNeedRecording() async throws {
        let sim = Simulation(Heart())
        try sim.tap("heart")
        try sim.advance(by: 2)
        XCTAssertThrowsError(try sim.displayList(at: 0.2)) { error in
            XCTAssertTrue("\(error)".contains("recordsDisplayLists"), "\(error)")
        }

        var configuration = SimulationConfiguration()
        configuration.recordsDisplayLists = true
        let recorded = Simulation(Heart(), configuration: configuration)
        let atRest = recorded.displayList()
        try recorded.tap("heart")
        // A time in the future advances to it.
        let middle = try recorded.displayList(at: 0.5 + 1.0 / 60)
        XCTAssertEqual(recorded.time, 0.5 + 1.0 / 60, accuracy: 1e-9)
        try recorded.advance(by: 2)
        XCTAssertEqual(try recorded.displayList(at: 0), atRest)
        XCTAssertEqual(try recorded.displayList(at: 0.5 + 1.0 / 60), middle)
        XCTAssertEqual(try recorded.displayList(at: 0.5 + 1.0 / 60 + 0.001), middle, "the frame at or before the time")
        XCTAssertEqual(middle.items.first?.opacity ?? 0, 0.75, accuracy: 1e-9)
    }

    func testDifferenceNamesTheViewsThatDrawDifferently() async throws {
        let sim = Simulation(Heart())
        let before = sim.displayList()
        XCTAssertTrue(before.difference(from: before).isEmpty)
        try sim.tap("heart")
        try sim.advance(by: 2)
        let after = sim.displayList()
        let difference = after.difference(from: before)
        XCTAssertEqual(difference.changed.map(\.new.viewID), [try circleID(sim)])
        XCTAssertEqual(difference.added, [])
        XCTAssertEqual(difference.removed, [])
        XCTAssertTrue(difference.description.hasPrefix("~ #"), difference.description)
        XCTAssertEqual(before.difference(from: DisplayList(size: before.size)).added.count, 1)
    }

    private func circleID(_ sim: Simulation) throws -> Int {
        try XCTUnwrap(sim.snapshot().nodes.first { $0.label == "Circle()" }?.id)
    }
}

/// A rotated, offset square and a canvas's own drawing placed under its transform.
@MainActor
final class DisplayListTransformTests: XCTestCase {
    func testRotationIsAroundTheAnchorAndOffsetMovesTheDrawingNotTheFrame() async throws {
        let sim = Simulation(
            Color.red.frame(width: 20, height: 10).rotationEffect(.degrees(90)).offset(x: 5).accessibilityIdentifier(
                "bar"))
        // Layout: 20 × 10 centred at (186.5, 421); the offset and rotation leave it there.
        XCTAssertEqual(sim.frame(of: "bar"), CGRect(x: 186.5, y: 421, width: 20, height: 10))
        let item = try XCTUnwrap(sim.displayList().items.first)
        // Rotated 90° around its centre (196.5, 426): 10 wide, 20 high, then 5 to the right.
        let box = CGRect(x: 0, y: 0, width: 20, height: 10).applying(item.transform)
        XCTAssertEqual(Double(box.minX), 196.5 - 5 + 5, accuracy: 1e-9)
        XCTAssertEqual(Double(box.minY), 426 - 10, accuracy: 1e-9)
        XCTAssertEqual(Double(box.width), 10, accuracy: 1e-9)
        XCTAssertEqual(Double(box.height), 20, accuracy: 1e-9)
    }

    func testCanvasItemsAreConcatenatedWithTheCanvasTransformAndClipped() async throws {
        let sim = Simulation(
            Rectangle().frame(width: 40, height: 40).opacity(0.5).clipped().offset(x: 10).accessibilityIdentifier(
                "canvas"))
        // Stand in for the drawing engineer's Canvas: give the shape's leaf what a canvas would have drawn.
        let leaf = try XCTUnwrap(
            sim.graph.root?.subtree().first { $0.typeName.hasPrefix("Rectangle") && $0.children.isEmpty })
        let drawn = DisplayList.Item(
            viewID: leaf.id, viewName: "Canvas",
            content: .fill(Path(CGRect(x: 1, y: 2, width: 3, height: 4)), .color(Color.blue.rgba), FillStyle()),
            transform: CGAffineTransform(translationX: 2, y: 0), opacity: 0.5)
        leaf.canvasDisplayItems = [drawn]
        let canvasItem = try XCTUnwrap(sim.displayList().items.first { $0.viewName == "Canvas" })
        // The canvas is at (176.5, 406) and moved 10 right: its own (1, 2) point, moved 2 by its transform, is at (189.5, 408).
        let corner = CGPoint(x: 1, y: 2).applying(canvasItem.transform)
        XCTAssertEqual(corner, CGPoint(x: 176.5 + 10 + 3, y: 408))
        XCTAssertEqual(canvasItem.opacity, 0.25, "its own opacity times the view's")
        XCTAssertEqual(canvasItem.clips.count, 1)
        XCTAssertEqual(
            canvasItem.clips.first?.controlPointBounds, CGRect(x: 186.5, y: 406, width: 40, height: 40),
            "the clip in display coordinates")
    }
}
