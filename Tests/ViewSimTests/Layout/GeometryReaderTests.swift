// Tests GeometryReader: it takes the whole proposal (what a stack gives its most
// flexible child), its content runs again in the same frame once layout gives it
// a size, with the reason recorded, places its content at its top leading
// corner, and follows later size changes.
import Observation
import ViewSim
import XCTest

@Observable
private final class Header {
    var height: CGFloat = 100
}

private struct Screen: View {
    let header: Header
    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(height: header.height)
            GeometryReader { proxy in
                Text("\(Int(proxy.size.width))x\(Int(proxy.size.height)) at \(Int(proxy.frame(in: .global).minY))")
                    .accessibilityIdentifier("size")
            }
            .accessibilityIdentifier("reader")
        }
    }
}

@MainActor
final class GeometryReaderTests: XCTestCase {
    func testTheReaderGetsTheRestOfTheStackAndItsContentRunsAgainInTheSameFrame() async throws {
        let header = Header()
        let sim = Simulation(Screen(header: header))
        // The VStack is proposed 393 × 852. The 100-high frame is the least flexible (0), so it is sized first
        // (proposed 852 / 2, it takes 100); the reader gets the 752 left, and the screen's width.
        XCTAssertEqual(sim.frame(of: "reader"), CGRect(x: 0, y: 100, width: 393, height: 752))
        XCTAssertEqual(sim.text(of: "size"), "393x752 at 100")
        // Its content is at its top leading corner.
        XCTAssertEqual(sim.frame(of: "size")?.origin, CGPoint(x: 0, y: 100))
        // It ran twice in frame 0: when it appeared (zero size), then after layout, for its new size.
        let runs = sim.trace.bodyEvaluations(of: "GeometryReader")
        XCTAssertEqual(runs.count, 2)
        XCTAssertTrue(sim.trace.text().contains("proxy.size"), "the reason names the size")

        sim.perform("taller header") { header.height = 200 }
        XCTAssertEqual(sim.text(of: "size"), "393x652 at 200")
        // Twice more: Screen's body ran and offered the reader a new value (a closure cannot be compared), then
        // layout gave it a new size.
        XCTAssertEqual(sim.trace.bodyEvaluations(of: "GeometryReader").count, 4)
    }

    func testAReaderAloneIsProposedTheScreen() async {
        let sim = Simulation(
            GeometryReader { proxy in Color.blue.frame(width: proxy.size.width / 2).accessibilityIdentifier("half") })
        // The reader takes 393 × 852; the content, 196.5 wide and 852 high, sits at its top leading corner.
        XCTAssertEqual(sim.frame(of: "half"), CGRect(x: 0, y: 0, width: 196.5, height: 852))
    }
}
