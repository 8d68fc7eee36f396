// Tests that a lazy stack creates only the rows near the visible rect (the
// screen here, with viewsim's prefetch margin of half a viewport each side),
// lays them out as a stack does, keeps identity through edits of its data, and
// reports a repeated id. The row geometry follows SwiftUI's stack rules
// (docs/ARCHITECTURE.md, "Layout"; semantics §13.1: a lazy stack "doesn't
// create items until it needs to render them onscreen", developer.apple.com
// LazyVStack).
import Observation
import ViewSim
import XCTest

@Observable
private final class Feed {
    var items: [Int]
    var appeared: [Int] = []
    var disappeared: [Int] = []
    init(count: Int) { items = Array(0..<count) }
}

private struct FeedRow: View {
    let index: Int
    var body: some View { Text("Row \(index)").frame(height: 20).accessibilityIdentifier("row\(index)") }
}

private struct FeedScreen: View {
    let feed: Feed
    var body: some View {
        LazyVStack {
            ForEach(feed.items, id: \.self) { item in
                FeedRow(index: item)
                    .onAppear { feed.appeared.append(item) }
                    .onDisappear { feed.disappeared.append(item) }
            }
        }
        .frame(height: 852, alignment: .top)
    }
}

private struct CountingRow: View {
    let index: Int
    @State private var taps = 0
    var body: some View { Text("Row \(index): \(taps)").frame(height: 20).accessibilityIdentifier("row\(index)") }
}

@MainActor
final class LazyStackTests: XCTestCase {
    /// Rows of 20 pt, 8 apart (viewsim's default spacing), the stack's top at the screen's top: the screen
    /// (852 pt) and the margin below it (426 pt) reach y = 1278, in line ⌊1278 / 28⌋ = 45: rows 0…45 exist.
    func testCreatesOnlyTheRowsNearTheScreen() async {
        let feed = Feed(count: 1_000)
        let sim = Simulation(FeedScreen(feed: feed))
        let rows = sim.snapshot().nodes.filter { $0.typeName == "FeedRow" }
        XCTAssertEqual(rows.count, 46)
        XCTAssertEqual(feed.appeared, Array(0...45))
        XCTAssertEqual(sim.frame(of: "row10")?.minY, 280)
        XCTAssertEqual(sim.frame(of: "row45")?.minY, 45 * 28)
        XCTAssertNil(sim.frame(of: "row46"))
        // Each row is measured once it exists; 1,000 rows are never walked.
        XCTAssertLessThan(sim.layoutWork.measured, 46 * 12)
    }

    /// A lazy stack takes its proposed width (a flexible preferred width) and centres its rows in it.
    func testTakesTheProposedWidthAndAlignsRows() async {
        let sim = Simulation(
            LazyVStack(alignment: .leading, spacing: 4) {
                Text("a").frame(width: 50, height: 10).accessibilityIdentifier("a")
                Text("b").frame(width: 80, height: 10).accessibilityIdentifier("b")
            }
            .frame(width: 200, height: 100, alignment: .top)
            .accessibilityIdentifier("frame"))
        // The frame is centred on the 393-pt screen: x = (393 − 200) / 2 = 96.5; rows leading in it, 4 apart.
        XCTAssertEqual(sim.frame(of: "a"), CGRect(x: 96.5, y: 376, width: 50, height: 10))
        XCTAssertEqual(sim.frame(of: "b"), CGRect(x: 96.5, y: 390, width: 80, height: 10))
    }

    /// A lazy horizontal stack lays its columns out along x, centred vertically by default.
    func testLazyHStackCreatesTheColumnsNearTheScreen() async {
        let sim = Simulation(
            LazyHStack(spacing: 10) {
                ForEach(0..<500, id: \.self) { index in
                    Color.red.frame(width: 40, height: 40).accessibilityIdentifier("c\(index)")
                }
            }
            .frame(width: 393, alignment: .leading))
        // 50 pt per column; the screen (393) and its right margin (196.5) reach x = 589.5: columns 0…11.
        XCTAssertEqual(sim.frame(of: "c11")?.minX, 550)
        XCTAssertNil(sim.frame(of: "c12"))
        XCTAssertEqual(sim.frame(of: "c0")?.midY, 426)
    }

    /// Deleting the first element keeps every other row's node and state (identity by id, as ForEach):
    /// the rows move up one place; one row below the window comes into it.
    func testDeletingARowKeepsTheOthersIdentity() async {
        let feed = Feed(count: 200)
        let sim = Simulation(FeedScreen(feed: feed))
        func nodeIDs() -> [String: Int] {
            Dictionary(
                sim.snapshot().nodes.compactMap { node in node.name.map { ($0, node.id) } },
                uniquingKeysWith: { a, _ in a })
        }
        let before = nodeIDs()
        sim.perform("delete the first") { feed.items.removeFirst() }
        let after = nodeIDs()
        for index in 1...45 { XCTAssertEqual(after["row\(index)"], before["row\(index)"], "row\(index)") }
        XCTAssertNotNil(after["row46"])
        XCTAssertEqual(sim.frame(of: "row1")?.minY, 0)
        XCTAssertNil(sim.frame(of: "row0"))
        XCTAssertEqual(feed.disappeared, [0])
        XCTAssertEqual(sim.snapshot().nodes.filter { $0.typeName == "FeedRow" }.count, 46)
    }

    func testARepeatedIDIsReportedAndLaidOut() async {
        let sim = Simulation(
            LazyVStack {
                ForEach([1, 2, 2, 3], id: \.self) { value in Text("v\(value)").frame(height: 10) }
            })
        XCTAssertEqual(sim.trace.diagnostics().filter { $0.kind == .duplicateID }.count, 1)
        XCTAssertEqual(sim.snapshot().nodes.filter { $0.label.hasPrefix("Text") }.count, 4)
    }

    func testPinnedViewsAreReportedAsNotModelled() async {
        let sim = Simulation(LazyVStack(pinnedViews: [.sectionHeaders]) { Text("a") })
        XCTAssertTrue(sim.trace.diagnostics().contains { $0.message.contains("pinnedViews") })
    }

    func testStaticRowsAndSectionsFlatten() async {
        let sim = Simulation(
            LazyVStack(spacing: 0) {
                Text("top").frame(height: 10).accessibilityIdentifier("top")
                Section {
                    ForEach(0..<3, id: \.self) { Text("\($0)").frame(height: 10).accessibilityIdentifier("e\($0)") }
                } header: {
                    Text("header").frame(height: 10).accessibilityIdentifier("header")
                } footer: {
                    EmptyView()
                }
            }
            .frame(height: 852, alignment: .top))
        XCTAssertEqual(sim.frame(of: "top")?.minY, 0)
        XCTAssertEqual(sim.frame(of: "header")?.minY, 10)
        XCTAssertEqual(sim.frame(of: "e2")?.minY, 40)
    }
}
