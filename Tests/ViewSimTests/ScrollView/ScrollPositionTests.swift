// Tests `.scrollPosition(id:anchor:)` with `.scrollTargetLayout()` (iOS 17),
// per Apple's documentation (developer.apple.com/documentation/swiftui/view/
// scrollposition(id:anchor:)): "When the scroll view scrolls, the binding will be
// updated with the identity of the leading-most / top-most view"; writing the
// binding scrolls to the view with that id. The write is traced, caused by the scroll.
import Observation
import ViewSim
import XCTest

@Observable
private final class Position {
    var id: Int?
}

private struct Feed: View {
    @State private var position: Int?
    var body: some View {
        VStack(spacing: 0) {
            Text(position.map { "at \($0)" } ?? "at nil").accessibilityIdentifier("label")
            Color.gray.frame(height: 40).onTapGesture { position = 12 }.accessibilityIdentifier("jump")
            Color.gray.frame(height: 40).onTapGesture { withAnimation(.linear(duration: 1)) { position = 3 } }
                .accessibilityIdentifier("animatedJump")
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<20, id: \.self) { Color.red.frame(height: 100).accessibilityIdentifier("row\($0)") }
                }
                .scrollTargetLayout()
            }
            .scrollPosition(id: $position, anchor: .top)
            .frame(height: 400)
            .accessibilityIdentifier("feed")
        }
    }
}

@MainActor
final class ScrollPositionTests: XCTestCase {
    func testScrollingWritesTheTopMostTargetsId() async throws {
        let sim = Simulation(Feed())
        try sim.scroll("feed", by: 250)
        // Rows are 100 high: at 250, row 2 (200…300) is the top-most still visible.
        XCTAssertEqual(sim.text(of: "label"), "at 2")
        let text = sim.trace.text()
        XCTAssertTrue(text.contains("scroll \"feed\" by 250"), text)
        XCTAssertTrue(text.contains("_position: nil → 2"), text)
        try sim.scroll("feed", by: 50)
        XCTAssertEqual(sim.text(of: "label"), "at 3", "at 300 row 2 has just left")
    }

    func testWritingTheBindingScrollsToTheViewAtTheAnchor() async throws {
        let sim = Simulation(Feed())
        try sim.tap("jump")
        XCTAssertEqual(sim.contentOffset(of: "feed"), CGPoint(x: 0, y: 1200))
        try sim.tap("animatedJump")
        XCTAssertEqual(sim.trace.animationsAdded(attribute: "contentOffset").last?.animation, .linear(duration: 1))
        try sim.advance(by: 2)
        XCTAssertEqual(sim.contentOffset(of: "feed"), CGPoint(x: 0, y: 300))
        XCTAssertEqual(sim.text(of: "label"), "at 3")
    }
}
