// `.refreshable`: `sim.refresh(_:)` runs the action as an async task on the
// simulated executor; the indicator shows (a traced @State write) until it returns;
// `@Environment(\.refresh)` gives the action to the views below.
import Foundation
import ViewSim
import XCTest

private struct Feed: View {
    @State private var items = ["first"]
    var body: some View {
        List {
            ForEach(items, id: \.self) { Text($0).accessibilityIdentifier($0) }
            ReloadButton()
        }
        .refreshable { await load() }
        .accessibilityIdentifier("feed")
    }

    private func load() async {
        try? await Task.sleep(for: .seconds(1))
        items.append("item \(items.count)")
    }
}

private struct ReloadButton: View {
    @Environment(\.refresh) private var refresh
    var body: some View {
        Button("Reload") { Task { await refresh?() } }.accessibilityIdentifier("reload")
    }
}

private struct Plain: View {
    var body: some View { List { Text("a") }.accessibilityIdentifier("plain") }
}

@MainActor
final class ListRefreshTests: XCTestCase {
    func testRefreshRunsTheActionAsATaskWithTheIndicatorShown() async throws {
        let sim = Simulation(Feed())
        let top = try XCTUnwrap(sim.frame(of: "first"))
        try sim.refresh("feed")
        let text = sim.trace.text()
        XCTAssertTrue(text.contains("▶ refresh \"feed\""), text)
        XCTAssertTrue(text.contains("_isRefreshing: false → true"), text)
        let pushed = try XCTUnwrap(sim.frame(of: "first"))
        XCTAssertEqual(pushed.minY - top.minY, 44, accuracy: 1e-9, "the indicator's band pushes the rows down")
        XCTAssertNil(sim.frame(of: "item 1"))
        try sim.advance(by: 1.5)
        XCTAssertNotNil(sim.frame(of: "item 1"), "the action ran in simulated time")
        XCTAssertTrue(sim.trace.text().contains("_isRefreshing: true → false"), sim.trace.text())
        XCTAssertEqual(try XCTUnwrap(sim.frame(of: "first")).minY, top.minY, accuracy: 1e-9)
        // The environment's action, called from a row.
        try sim.tap("reload")
        try sim.advance(by: 1.5)
        XCTAssertNotNil(sim.frame(of: "item 2"))
    }

    func testRefreshingAListWithoutRefreshableThrows() async throws {
        let sim = Simulation(Plain())
        XCTAssertThrowsError(try sim.refresh("plain")) { error in
            XCTAssertEqual(
                "\(error)", "refresh(\"plain\"): \"plain\" has no .refreshable { … } on it or around it.")
        }
    }
}
