// Tests a lazy stack in a scroll view as it scrolls: the rows that come within
// the prefetch margin are created in the same frame (body, `onAppear`), rows
// that leave it run `onDisappear` but keep their node and `@State`, and their
// bodies do not run while away (semantics §13.1: items are created when first
// shown, then kept in memory; viewsim's model where SwiftUI documents nothing).
// The screen has no safe area here (`scrollSimulation`), so rows start at y = 0.
import Observation
import ViewSim
import XCTest

@Observable
private final class Log {
    var appeared: [Int] = []
    var disappeared: [Int] = []
}

private struct TapRow: View {
    let index: Int
    let log: Log
    @State private var taps = 0
    var body: some View {
        Text("Row \(index): \(taps)")
            .frame(height: 20)
            .accessibilityIdentifier("row\(index)")
            .onTapGesture { taps += 1 }
            .onAppear { log.appeared.append(index) }
            .onDisappear { log.disappeared.append(index) }
    }
}

private struct Feed: View {
    let count: Int
    let log: Log
    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(0..<count, id: \.self) { TapRow(index: $0, log: log) }
            }
        }
        .accessibilityIdentifier("feed")
    }
}

@MainActor
final class LazyScrollTests: XCTestCase {
    /// 28 pt a row (20 + the default 8). Scrolled by 600, the viewport shows y 600…1452 of the content; with
    /// half a viewport (426) each side the window is y 174…1878: rows ⌊174 / 28⌋ = 6 … ⌊1878 / 28⌋ = 67.
    func testScrollingCreatesTheRowsThatCameIntoViewInTheSameFrame() async throws {
        let log = Log()
        let sim = scrollSimulation(Feed(count: 1_000, log: log))
        XCTAssertEqual(log.appeared, Array(0...45))
        try sim.scroll("feed", by: 600)
        XCTAssertEqual(log.appeared, Array(0...67))
        XCTAssertEqual(log.disappeared, Array(0...5))
        XCTAssertEqual(sim.evaluationCount(of: "TapRow"), 68)
        XCTAssertEqual(sim.frame(of: "row6")?.minY, 6 * 28 - 600)
        // The rows out of view are not drawn.
        let drawn = sim.displayList().description
        XCTAssertFalse(drawn.contains("\"Row 5: 0\""))
        XCTAssertTrue(drawn.contains("\"Row 6: 0\""))
    }

    func testARowKeepsItsStateWhileAwayAndItsBodyDoesNotRun() async throws {
        let log = Log()
        let sim = scrollSimulation(Feed(count: 1_000, log: log))
        try sim.tap("row2")
        XCTAssertEqual(sim.text(of: "row2"), "Row 2: 1")
        let runs = sim.evaluationCount(of: "TapRow")
        try sim.scroll("feed", by: 3_000)
        XCTAssertEqual(log.disappeared.prefix(3), [0, 1, 2])
        // The rows that came into view ran; row 2 did not.
        let afterScroll = sim.evaluationCount(of: "TapRow")
        XCTAssertGreaterThan(afterScroll, runs)
        try sim.scroll("feed", by: -3_000)
        // Back in view: the same node, its tap count kept; appeared again.
        XCTAssertEqual(log.appeared.filter { $0 == 2 }.count, 2)
        XCTAssertTrue(sim.displayList().description.contains("\"Row 2: 1\""))
    }

    /// Far rows never measured take the average length: the content is 1,000 × 28 − 8 long, and scrolling to
    /// its end creates the last rows only.
    func testScrollingToTheEndCreatesTheLastRowsOnly() async throws {
        let log = Log()
        let sim = scrollSimulation(Feed(count: 1_000, log: log))
        try sim.scroll("feed", by: 1_000_000)
        XCTAssertNotNil(sim.frame(of: "row999"))
        XCTAssertEqual(sim.frame(of: "row999")?.maxY, 852)
        // The first screen and the last (plus margins): far fewer than 1,000.
        XCTAssertLessThan(log.appeared.count, 2 * 70)
    }

    /// The trace says why the rows were created: one `lazyRows` event causes the insertions.
    func testTheTraceSaysTheRowsWereCreatedAsTheyScrolledIntoView() async throws {
        let log = Log()
        let sim = scrollSimulation(Feed(count: 1_000, log: log))
        try sim.scroll("feed", by: 600)
        let text = sim.trace.text()
        XCTAssertTrue(
            text.contains(
                "LazyVStack #4 rows 6–67 in view: 22 rows created as they scrolled into view, 6 rows left the view (kept with their state)"
            ), text.suffix(2_000).description)
        let event = sim.trace.events.last { $0.kind.name == .lazyRows }
        let inserted = sim.trace.events.filter { $0.kind.name == .inserted && $0.causes.first == event?.id }
        XCTAssertEqual(inserted.count, 22)
    }

    /// A row out of view is kept but not laid out: it has no frame and cannot be tapped, with a clear error.
    func testARowOutOfViewCannotBeTappedAndHasNoFrame() async throws {
        let log = Log()
        let sim = scrollSimulation(Feed(count: 1_000, log: log))
        try sim.scroll("feed", by: 3_000)
        XCTAssertNil(sim.frame(of: "row2"))
        XCTAssertThrowsError(try sim.tap("row2")) { error in
            guard case SimulationError.viewNotOnScreen(let name, let reason) = error else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(name, "row2")
            XCTAssertTrue(reason.contains("lazy stack's row that left the view"), reason)
        }
    }
}
