// Renders transitions half way to pixels (issue 28): an `.opacity` insertion
// draws the card half-transparent over white, a `.move(edge: .bottom)` insertion
// draws it its own height lower, half way up, and a `.scale` removal draws it
// half its size around its centre — each at the linear curve's half-way point.
import Foundation
import ViewSim
import ViewSimRendering
import XCTest

/// A 100 × 60 red card in a fixed 300 × 300 frame, shown with `transition` by a tap inside
/// `withAnimation(.linear(duration: 1))`.
private struct Stage: View {
    let transition: AnyTransition
    let initiallyShown: Bool
    @State private var isShown: Bool

    init(_ transition: AnyTransition, shown: Bool = false) {
        self.transition = transition
        initiallyShown = shown
        _isShown = State(initialValue: shown)
    }

    var body: some View {
        VStack(spacing: 0) {
            ZStack {
                Color.clear
                if isShown {
                    Color.red.frame(width: 100, height: 60).transition(transition)
                }
            }
            .frame(width: 300, height: 300)
            .accessibilityIdentifier("stage")
            Text("toggle").onTapGesture { withAnimation(.linear(duration: 1)) { isShown.toggle() } }
        }
    }
}

@MainActor
final class TransitionRenderTests: XCTestCase {
    /// The rows and columns (in points) of the stage where the pixels are red.
    private func redBox(_ image: RenderedImage, in stage: CGRect) -> CGRect? {
        var minX = CGFloat.infinity
        var minY = CGFloat.infinity
        var maxX = -CGFloat.infinity
        var maxY = -CGFloat.infinity
        for y in stride(from: stage.minY, to: stage.maxY, by: 1) {
            for x in stride(from: stage.minX, to: stage.maxX, by: 1) {
                guard let pixel = image.pixel(at: CGPoint(x: x + 0.5, y: y + 0.5)) else { continue }
                if Int(pixel.red) > 200, Int(pixel.green) < 160 {
                    minX = min(minX, x)
                    minY = min(minY, y)
                    maxX = max(maxX, x + 1)
                    maxY = max(maxY, y + 1)
                }
            }
        }
        return minX.isFinite ? CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : nil
    }

    /// Renders the simulation now.
    private func render(_ sim: Simulation) throws -> RenderedImage {
        try RenderedImage(DisplayListRenderer().png(sim.displayList()))
    }

    func testAnOpacityInsertionHalfWayIsHalfTransparent() async throws {
        let sim = Simulation(Stage(.opacity))
        let stage = try XCTUnwrap(sim.frame(of: "stage"))
        let centre = CGPoint(x: stage.midX, y: stage.midY)
        let opaque = try XCTUnwrap(try render(Simulation(Stage(.identity, shown: true))).pixel(at: centre))
        try sim.tap("toggle")
        try sim.advanceFrames(30)  // half of a 1 s linear curve at 60 fps
        let half = try XCTUnwrap(try render(sim).pixel(at: centre))
        // The card's red at half opacity over white: each channel half way to 255.
        for (drawn, full) in [(half.red, opaque.red), (half.green, opaque.green), (half.blue, opaque.blue)] {
            XCTAssertEqual(Double(drawn), (Double(full) + 255) / 2, accuracy: 2)
        }
        XCTAssertLessThan(Int(opaque.green), 100, "the card is red where it is opaque")
    }

    func testAMoveFromTheBottomHalfWayIsHalfItsHeightLower() async throws {
        let sim = Simulation(Stage(.move(edge: .bottom)))
        let stage = try XCTUnwrap(sim.frame(of: "stage"))
        try sim.tap("toggle")
        try sim.advance(by: 2)
        let rest = try XCTUnwrap(redBox(try render(Simulation(Stage(.identity, shown: true))), in: stage))
        let settled = try XCTUnwrap(redBox(try render(sim), in: stage))
        XCTAssertEqual(settled, rest, "settled where it is without a transition")
        let halfway = Simulation(Stage(.move(edge: .bottom)))
        try halfway.tap("toggle")
        try halfway.advanceFrames(30)
        let box = try XCTUnwrap(redBox(try render(halfway), in: stage))
        XCTAssertEqual(box.size, rest.size, "moved, not resized")
        XCTAssertEqual(box.minX, rest.minX)
        XCTAssertEqual(box.minY - rest.minY, 30, accuracy: 1, "half of its own 60-point height lower")
    }

    func testAScaleRemovalHalfWayIsHalfItsSizeAroundItsCentre() async throws {
        let sim = Simulation(Stage(.scale, shown: true))
        let stage = try XCTUnwrap(sim.frame(of: "stage"))
        let rest = try XCTUnwrap(redBox(try render(sim), in: stage))
        try sim.tap("toggle")
        try sim.advanceFrames(30)
        let box = try XCTUnwrap(redBox(try render(sim), in: stage))
        XCTAssertEqual(box.width, rest.width / 2, accuracy: 1.5)
        XCTAssertEqual(box.height, rest.height / 2, accuracy: 1.5)
        XCTAssertEqual(box.midX, rest.midX, accuracy: 1)
        XCTAssertEqual(box.midY, rest.midY, accuracy: 1)
        try sim.advance(by: 1)
        XCTAssertNil(redBox(try render(sim), in: stage), "gone once the removal completed")
    }
}
