// Renders a scrolled ScrollView to pixels: its content is clipped to the
// viewport, so the rows that stick out above and below it leave the screen
// white there, and the offset moves what is drawn.
import Foundation
import ViewSim
import ViewSimRendering
import XCTest

private struct Rows: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<10, id: \.self) { index in (index % 2 == 0 ? Color.red : Color.blue).frame(height: 100) }
            }
        }
        .frame(height: 200)
        .accessibilityIdentifier("feed")
    }
}

@MainActor
final class ScrollViewRenderTests: XCTestCase {
    func testTheContentIsClippedToTheViewportAtItsOffset() async throws {
        let sim = Simulation(Rows())
        try sim.scroll("feed", by: 150)
        let image = try RenderedImage(DisplayListRenderer().png(sim.displayList()))
        func pixel(_ y: CGFloat) throws -> RenderedImage.Pixel { try XCTUnwrap(image.pixel(at: CGPoint(x: 196, y: y))) }
        let red = RenderedImage.Pixel(red: 255, green: 59, blue: 48)
        let blue = RenderedImage.Pixel(red: 0, green: 122, blue: 255)
        // The viewport spans y 326…526. Scrolled by 150: row 1 (blue) spans 276…376, row 2 (red) 376…476,
        // row 3 (blue) 476…576.
        XCTAssertTrue(try pixel(330).isClose(to: blue), "row 1 inside the viewport")
        XCTAssertTrue(try pixel(420).isClose(to: red), "row 2")
        XCTAssertTrue(try pixel(500).isClose(to: blue), "row 3 inside the viewport")
        XCTAssertTrue(try pixel(320).isClose(to: .white), "row 1 above the viewport is clipped")
        XCTAssertTrue(try pixel(540).isClose(to: .white), "row 3 below the viewport is clipped")
    }
}
