// A canvas under an animated opacity: the animation changes how the canvas is
// shown, not what it draws, so its renderer does not run every frame.
import Foundation
import XCTest

@testable import ViewSim

/// An opacity animating above a canvas changes how it is shown, not what it draws.
private struct FadingCanvas: View {
    let counter: DrawCounter
    @State private var faded = false
    var body: some View {
        VStack {
            Text("fade").onTapGesture { withAnimation(.linear(duration: 1)) { faded.toggle() } }
                .accessibilityIdentifier("fade")
            Canvas { context, _ in
                counter.runs += 1
                context.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(.red))
            }
            .opacity(faded ? 0.2 : 1)
        }
    }
}

final class CanvasUnderAnimationTests: XCTestCase {
    func testAnAnimatedOpacityAboveTheCanvasDoesNotRunTheRenderer() throws {
        let counter = DrawCounter()
        let sim = makeSimulation(FadingCanvas(counter: counter))
        try sim.tap("fade")
        try sim.advanceFrames(1)
        XCTAssertEqual(counter.runs, 2, "the tap re-ran the body, which gave the canvas a new value")
        try sim.advance(by: 1)
        XCTAssertEqual(counter.runs, 2, "the opacity animates for a second; the renderer does not run again")
    }
}
