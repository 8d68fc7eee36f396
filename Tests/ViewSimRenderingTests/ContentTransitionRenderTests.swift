// Renders a `.numericText` content transition to pixels (issue 28, item 3): half way from
// "10" to "11" counting up, the changed digit's ink has moved up (the old "0" leaving upwards,
// faded) and down (the new "1" coming in from below), while the "1" in front has not moved.
// viewsim's model of `.numericText` (docs/ARCHITECTURE.md, "Choices"): half a line each way.
import Foundation
import ViewSim
import ViewSimRendering
import XCTest

/// A 60-pt counter, with 80 pt of room below it so that the button stays out of the band searched for ink.
private struct Counter: View {
    @State private var count = 10
    var body: some View {
        VStack(spacing: 80) {
            Text("\(count)").font(.system(size: 60)).contentTransition(.numericText())
                .accessibilityIdentifier("count")
            Text("up").onTapGesture { withAnimation(.linear(duration: 0.5)) { count += 1 } }
        }
    }
}

@MainActor
final class ContentTransitionRenderTests: XCTestCase {
    /// The topmost and bottommost rows (in points) with ink in the column band `x` of `image`,
    /// within `frame` widened by `margin` above and below.
    private func inkRows(_ image: RenderedImage, x: ClosedRange<CGFloat>, frame: CGRect, margin: CGFloat) -> (
        top: CGFloat, bottom: CGFloat
    )? {
        var top: CGFloat?
        var bottom: CGFloat?
        var y = frame.minY - margin
        while y <= frame.maxY + margin {
            let inked = stride(from: x.lowerBound, through: x.upperBound, by: 0.5).contains { column in
                (image.pixel(at: CGPoint(x: column, y: y)).map { Int($0.red) } ?? 255) < 230
            }
            if inked {
                if top == nil { top = y }
                bottom = y
            }
            y += 0.5
        }
        guard let top, let bottom else { return nil }
        return (top, bottom)
    }

    func testHalfWayTheChangedDigitRollsAndTheKeptOneStays() async throws {
        let sim = Simulation(Counter())
        let frame = try XCTUnwrap(sim.frame(of: "count"))
        let half = frame.width / 2
        let leading = frame.minX...(frame.minX + half - 4)
        let trailing = (frame.minX + half + 4)...frame.maxX
        let rest = try RenderedImage(DisplayListRenderer().png(sim.displayList()))
        let keptAtRest = try XCTUnwrap(inkRows(rest, x: leading, frame: frame, margin: 40))
        let changedAtRest = try XCTUnwrap(inkRows(rest, x: trailing, frame: frame, margin: 40))

        try sim.tap("up")
        try sim.advanceFrames(15)  // frame 16 of a 0.5 s curve from frame 1: half way
        XCTAssertEqual(sim.frame(of: "count"), frame, "\"10\" and \"11\" are as wide: nothing moves in layout")
        let mid = try RenderedImage(DisplayListRenderer().png(sim.displayList()))
        let kept = try XCTUnwrap(inkRows(mid, x: leading, frame: frame, margin: 40))
        let changed = try XCTUnwrap(inkRows(mid, x: trailing, frame: frame, margin: 40))
        XCTAssertEqual(kept.top, keptAtRest.top, "the leading 1 stays on its baseline")
        XCTAssertEqual(kept.bottom, keptAtRest.bottom)
        // Half of half a line at 60 pt (a line of about 70 pt): about 17 pt each way.
        XCTAssertLessThan(changed.top, changedAtRest.top - 10, "the old 0 has moved up")
        XCTAssertGreaterThan(changed.bottom, changedAtRest.bottom + 10, "the new 1 has come up from below")
    }
}
