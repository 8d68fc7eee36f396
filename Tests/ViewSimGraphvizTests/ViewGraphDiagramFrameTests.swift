// Tests frames in the view-graph diagram: off by default (the DOT text is what
// it was), on request each view shows the frame layout gave it.
import ViewSim
import ViewSimGraphviz
import XCTest

@MainActor
final class ViewGraphDiagramFrameTests: XCTestCase {
    func testFramesAreShownOnlyOnRequest() async {
        let sim = Simulation(VStack { Color.red.frame(width: 100, height: 50).accessibilityIdentifier("a") })
        let frames = sim.trace.frames(inStep: 0)
        let plain = ViewGraphDiagram.dot(snapshot: sim.snapshot(), frames: frames, title: "t")
        XCTAssertEqual(
            plain, ViewGraphDiagram.dot(snapshot: sim.snapshot(), frames: frames, title: "t", showsFrames: false))
        XCTAssertFalse(plain.contains("frame ("))
        let framed = ViewGraphDiagram.dot(snapshot: sim.snapshot(), frames: frames, title: "t", showsFrames: true)
        // The 100 × 50 colour centred in 393 × 852: (146.5, 401).
        XCTAssertTrue(framed.contains("frame (146.5, 401, 100, 50)"), framed)
        XCTAssertEqual(
            sim.snapshot().nodes.first { $0.name == "a" }?.frame, CGRect(x: 146.5, y: 401, width: 100, height: 50))
    }
}
