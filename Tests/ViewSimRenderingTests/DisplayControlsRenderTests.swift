// Renders the display controls of issue 26 to pixels: a shadow's offset copy, a
// `.borderedProminent` button's tinted background, a progress bar's fill and
// track, and a divider, each checked at points inside and outside.
import Foundation
import ViewSim
import ViewSimRendering
import XCTest

private struct Controls: View {
    var body: some View {
        VStack(spacing: 20) {
            Color.red.frame(width: 40, height: 40).shadow(color: .black, radius: 0, x: 10, y: 10)
                .accessibilityIdentifier("square")
            Button("Buy") {}.buttonStyle(.borderedProminent).tint(.green).accessibilityIdentifier("buy")
            ProgressView(value: 0.5).tint(.blue).frame(width: 100).accessibilityIdentifier("bar")
            Divider().frame(width: 100).accessibilityIdentifier("line")
        }
    }
}

@MainActor
final class DisplayControlsRenderTests: XCTestCase {
    func testShadowStyledButtonProgressBarAndDividerArePainted() async throws {
        let sim = Simulation(Controls())
        let image = try RenderedImage(DisplayListRenderer().png(sim.displayList()))
        func pixel(_ x: CGFloat, _ y: CGFloat) throws -> RenderedImage.Pixel {
            try XCTUnwrap(image.pixel(at: CGPoint(x: x, y: y)))
        }
        let square = try XCTUnwrap(sim.frame(of: "square"))
        XCTAssertTrue(
            try pixel(square.midX, square.midY).isClose(to: RenderedImage.Pixel(red: 255, green: 59, blue: 48)))
        XCTAssertTrue(try pixel(square.maxX + 5, square.maxY + 5).isClose(to: .black), "the shadow, offset (10, 10)")
        XCTAssertTrue(try pixel(square.maxX + 5, square.minY + 5).isClose(to: .white), "no shadow above its offset")

        let buy = try XCTUnwrap(sim.frame(of: "buy"))
        XCTAssertTrue(
            try pixel(buy.minX + 4, buy.midY).isClose(to: RenderedImage.Pixel(red: 52, green: 199, blue: 89)),
            "the prominent button's background is the tint")

        let bar = try XCTUnwrap(sim.frame(of: "bar"))
        XCTAssertTrue(
            try pixel(bar.minX + 25, bar.midY).isClose(to: RenderedImage.Pixel(red: 0, green: 122, blue: 255)),
            "filled to half in the tint")
        let track = try pixel(bar.minX + 75, bar.midY)
        XCTAssertLessThan(track.chroma, 20, "the rest is the grey track: \(track)")
        XCTAssertLessThan(Int(track.red), 250, "the rest is the grey track: \(track)")

        let line = try XCTUnwrap(sim.frame(of: "line"))
        XCTAssertEqual(line.height, 1)
        let divider = try pixel(line.midX, line.midY)
        XCTAssertLessThan(Int(divider.red), 250, "the divider is drawn: \(divider)")
    }
}
