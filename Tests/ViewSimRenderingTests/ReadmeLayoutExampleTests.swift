// docs/Testing.md's "Layout and what the views draw" example, run as written: the
// circle's frame, its display list half way through the scale animation, and the
// PNG and filmstrip it writes (pixels read back), and what a touch hits.
import Foundation
import ViewSim
import ViewSimRendering
import XCTest

private struct Badge: View {
    @State private var big = false
    var body: some View {
        Circle()
            .fill(.red)
            .frame(width: 100, height: 100)
            .scaleEffect(big ? 1.5 : 1)
            .animation(.linear(duration: 1), value: big)
            .onTapGesture { big.toggle() }
            .accessibilityIdentifier("badge")
    }
}

final class ReadmeLayoutExampleTests: XCTestCase {
    func testTheReadmeExampleDoesWhatItsCommentsSay() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "viewsim-readme-layout-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        var configuration = SimulationConfiguration()
        configuration.recordsDisplayLists = true
        let sim = Simulation(Badge(), configuration: configuration)
        XCTAssertEqual(
            sim.frame(of: "badge"), CGRect(x: 146.5, y: 376, width: 100, height: 100), "centred on the 393 × 852 screen"
        )
        try sim.tap("badge")
        try sim.advance(by: 1)
        let half = try sim.displayList(at: 0.5)
        let circle = try XCTUnwrap(half.items.first)
        XCTAssertEqual(
            circle.transform.a, 1 + 0.5 * (0.5 - 1.0 / 60), accuracy: 1e-9,
            "linear from 1 to 1.5, started in the tap's frame (t = 1/60 s)")
        XCTAssertTrue(half.description.contains("fill"), half.description)

        let png = directory.appendingPathComponent("badge.png")
        let result = try sim.render(at: 0.5, to: png, croppedToContent: true)
        let image = try RenderedImage(png: Array(try Data(contentsOf: png)), scale: result.scale)
        XCTAssertEqual(
            result.pixelWidth, (125 + 2 * 16) * 2, "the scaled circle plus the margin, at 2 pixels per point")
        let centre = try XCTUnwrap(
            image.pixel(at: CGPoint(x: Double(result.pixelWidth) / 4, y: Double(result.pixelHeight) / 4)))
        XCTAssertTrue(centre.red > 200 && centre.green < 80, "the circle is red at its centre: \(centre)")

        let strip = try sim.renderFilmstrip(
            times: [0, 0.25, 0.5, 0.75, 1], to: directory.appendingPathComponent("strip.png"))
        XCTAssertGreaterThan(strip.pixelWidth, 5 * 100 * 2, "five frames side by side")

        XCTAssertEqual(sim.hitTest(at: CGPoint(x: 196, y: 426)), "badge")
        let corner = sim.hitTestDescription(at: CGPoint(x: 125, y: 355))
        XCTAssertTrue(corner.hasPrefix("(125, 355) hits nothing: "), "outside the circle drawn at 1.5×: \(corner)")
        XCTAssertEqual(sim.hitTest(at: CGPoint(x: 135, y: 426)), "badge", "inside it, outside its layout frame")
    }
}
