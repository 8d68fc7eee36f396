// Update overlays drawn to pixels (`UpdateOverlay`, `viewsim render --overlay
// updates`): a box in the cause's colour on the laid-out frame of every view
// whose body ran in the frame, a badge of its counts, a key band under the frame;
// nothing over a frame in which no body ran; the same bytes every time, for PNG,
// SVG, a filmstrip and an animated PNG (whose frames share one size).
import Foundation
import ViewSim
import ViewSimRendering
import XCTest

/// A label that gets the count (`@self`) under a 300-point-wide header, and a tap target.
private struct Tally: View {
    @State private var count = 0

    var body: some View {
        VStack(spacing: 0) {
            Color.clear.frame(width: 300, height: 60)
            TallyLabel(count: count)
            Text("tap").onTapGesture { count += 1 }
        }
    }
}

private struct TallyLabel: View {
    let count: Int
    var body: some View { Color.clear.frame(width: 160, height: 80).accessibilityIdentifier("label") }
}

@MainActor
final class UpdateOverlayRenderTests: XCTestCase {
    typealias Pixel = RenderedImage.Pixel

    private func simulation() -> Simulation {
        var configuration = SimulationConfiguration()
        configuration.recordsDisplayLists = true
        return Simulation(Tally(), configuration: configuration)
    }

    private func pixel(_ rgba: DisplayList.RGBA) -> Pixel {
        Pixel(
            red: UInt8((rgba.red * 255).rounded()), green: UInt8((rgba.green * 255).rounded()),
            blue: UInt8((rgba.blue * 255).rounded()))
    }

    func testABoxInTheCausesColourSitsOnTheLaidOutFrameOfEachViewThatRan() async throws {
        let sim = simulation()
        try sim.tap("tap")
        let overlay = UpdateOverlay(sim)
        let frame = try sim.renderFrame(at: sim.time)
        let drawn = overlay.apply(to: [frame], croppedToContent: false)[0]
        XCTAssertEqual(drawn.displayList.size.height, frame.displayList.size.height + UpdateOverlay.keyHeight)
        let (image, result) = try RenderFixtures.image(drawn.displayList, name: "update-overlay")
        XCTAssertEqual(result.notes, [])
        let label = try XCTUnwrap(sim.frame(of: "label"))
        let blue = pixel(UpdateOverlay.color(of: .selfChanged))
        // TallyLabel (@self): its left and right edges, under the badge.
        assertPixel(image, at: CGPoint(x: label.minX + 0.75, y: label.maxY - 10), is: blue, "TallyLabel's left edge")
        assertPixel(image, at: CGPoint(x: label.maxX - 0.75, y: label.midY), is: blue, "TallyLabel's right edge")
        assertPixel(image, at: CGPoint(x: label.midX, y: label.maxY - 10), is: .white, "inside the box: nothing")
        // Tally (_count, a dynamic property): the VStack's frame, 300 points wide.
        let tally = try XCTUnwrap(overlay.updates(inFrame: sim.frame).updates.first { $0.node.label == "Tally" }?.frame)
        XCTAssertEqual(tally.width, 300)
        let vermillion = pixel(UpdateOverlay.color(of: .dynamicProperty))
        assertPixel(image, at: CGPoint(x: tally.maxX - 0.75, y: tally.midY), is: vermillion, "Tally's right edge")
        // The badge: filled in the cause's colour at the box's top left, white text on it.
        assertPixel(image, at: CGPoint(x: label.minX + 2, y: label.minY + 2), is: blue, "the badge")
        let badge = image.pixels(in: CGRect(x: label.minX + 2, y: label.minY + 1, width: 24, height: 9))
        XCTAssertTrue(badge.contains { $0.isClose(to: .white, tolerance: 40) }, "the badge's text")
        // The key: a swatch of each colour shown, on white under the frame.
        let key = image.pixels(
            in: CGRect(x: 0, y: frame.displayList.size.height + 1, width: 200, height: UpdateOverlay.keyHeight - 2))
        XCTAssertTrue(key.contains { $0.isClose(to: blue, tolerance: 8) }, "a blue swatch for @self")
        XCTAssertTrue(key.contains { $0.isClose(to: vermillion, tolerance: 8) }, "a vermillion swatch")
    }

    func testAFrameInWhichNoBodyRanHasNoBoxes() async throws {
        let sim = simulation()
        try sim.tap("tap")
        let tapFrame = sim.frame
        try sim.advance(by: 0.5)
        let overlay = UpdateOverlay(sim)
        XCTAssertEqual(overlay.updates(inFrame: sim.frame).updates, [])
        let frame = try sim.renderFrame(at: sim.time)
        let drawn = overlay.apply(to: [frame], croppedToContent: false)[0]
        let added = drawn.displayList.items.dropFirst(frame.displayList.items.count)
        XCTAssertFalse(added.contains { $0.viewName.hasPrefix("Update overlay Tally") }, "no box")
        let key = added.compactMap { item -> String? in
            if case .text(let run) = item.content { return run.string }
            return nil
        }
        XCTAssertEqual(key, ["no body ran in frame \(sim.frame) (the last ran in frame \(tapFrame))"])
    }

    func testBadgesCountRunsAndSkipsSoFarAndBoxesWithOneRectangleAreInset() async throws {
        let sim = simulation()
        try sim.tap("tap")
        try sim.tap("tap")
        let overlay = UpdateOverlay(sim)
        let list = overlay.boxes(over: try sim.renderFrame(at: sim.time).displayList, frame: sim.frame)
        let badges = list.items.compactMap { item -> String? in
            guard item.viewName.hasPrefix("Update overlay"), case .text(let run) = item.content else { return nil }
            return "\(item.viewName.dropFirst("Update overlay ".count)): \(run.string)"
        }
        XCTAssertEqual(badges.count, 2, "\(badges)")
        XCTAssertTrue(badges[0].hasPrefix("Tally #") && badges[0].hasSuffix(": r3 s0"), "\(badges)")
        XCTAssertTrue(badges[1].hasPrefix("TallyLabel #") && badges[1].hasSuffix(": r3 s0"), "\(badges)")
    }

    func testSimulationRenderShowingUpdatesDrawsTheOverlay() async throws {
        let sim = simulation()
        try sim.tap("tap")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "viewsim-overlay-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("updates.png")
        let result = try sim.render(to: url, croppedToContent: true, showingUpdates: true)
        let frame = RenderFrame(time: sim.time, displayList: sim.displayList(), frame: sim.frame)
        let expected = try DisplayListRenderer().png(UpdateOverlay(sim).apply(to: [frame])[0].displayList)
        XCTAssertEqual(result.bytes, expected.bytes)
        XCTAssertEqual(try [UInt8](Data(contentsOf: url)), expected.bytes)
        let strip = try sim.renderFilmstrip(
            times: [0, sim.time], to: folder.appendingPathComponent("strip.png"), showingUpdates: true)
        let plain = try sim.renderFilmstrip(times: [0, sim.time], to: folder.appendingPathComponent("plain.png"))
        XCTAssertGreaterThan(strip.pixelHeight, plain.pixelHeight, "each frame has its key band")
    }

    func testTheSameBytesEveryTimeForPNGSVGAFilmstripAndAnAnimation() async throws {
        func draw() throws -> [[UInt8]] {
            let sim = simulation()
            try sim.tap("tap")
            try sim.advance(by: 0.25)
            try sim.tap("tap")
            let overlay = UpdateOverlay(sim)
            let times = [0, 1 / 60.0, sim.time - 0.25, sim.time]
            let frames = overlay.apply(to: try times.map { try sim.renderFrame(at: $0) })
            XCTAssertEqual(Set(frames.map { "\($0.displayList.size)" }).count, 1, "one size: the keys differ in width")
            let renderer = DisplayListRenderer()
            return [
                try renderer.png(frames[3].displayList).bytes, try renderer.svg(frames[3].displayList).bytes,
                try Filmstrip(frames: frames).png(with: renderer).bytes,
                try AnimatedPNG(frames: frames).png(with: renderer).bytes,
            ]
        }
        let first = try draw()
        XCTAssertEqual(try draw(), first)
        RenderFixtures.keep(first[2], name: "update-overlay-filmstrip.png")
    }
}
