// Tests a preference loop in a view that comes and goes: a task flips a condition every frame, and
// the view it shows holds a reader that feeds its own value (three changes in its first frame, the
// third held back, the loop named once for that identity). Each time the view is shown again it is
// a fresh identity, so no streak of frames names it as never settling; the run is kept busy by the
// task. `runUntilIdle` ran out its timeout naming only the task ("waiting for task 1 … sleeping");
// it now names the loop that went round in the last frame beside it (fuzz seed 58, case 7842).
import ViewSim
import XCTest

private struct AlternatingKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

/// Each value the reader reads moves its own source between 33 and 133: it never settles.
private struct AlternatingRow: View {
    @State private var extra: CGFloat = 0
    var body: some View {
        Text("row")
            .preference(key: AlternatingKey.self, value: extra + 33)
            .onPreferenceChange(AlternatingKey.self) { _ in extra = extra == 0 ? 100 : 0 }
    }
}

/// Shows the row every other frame: a task toggles the condition after each `Task.yield()`.
private struct ComingAndGoing: View {
    @State private var shown = false
    var body: some View {
        VStack {
            if shown { AlternatingRow() }
            Text("host")
        }
        .task {
            while !Task.isCancelled {
                await Task.yield()
                shown.toggle()
            }
        }
    }
}

@MainActor
final class PreferenceLoopComingAndGoingTests: XCTestCase {
    func testRunUntilIdleNamesTheLoopThatWentRoundInTheLastFrameBesideTheTask() async throws {
        let sim = Simulation(ComingAndGoing())
        var message = ""
        XCTAssertThrowsError(try sim.runUntilIdle(timeout: 0.51)) { message = "\($0)" }
        // The last frame showed the row, and its reader went round (three changes, one held back).
        let last = try XCTUnwrap(sim.trace.frames.last)
        let readers = last.events.compactMap { event -> String? in
            if case .preference(let node, _) = event.kind { return node.description }
            return nil
        }
        XCTAssertEqual(Set(readers).count, 1, "one reader changed in the last frame: \(readers)")
        let reader = try XCTUnwrap(readers.first)
        XCTAssertTrue(message.contains("not idle after 0.51 simulated seconds"), message)
        XCTAssertTrue(message.contains("waiting for task 1"), "the task keeps it busy: \(message)")
        XCTAssertTrue(
            message.contains("beside it, a loop through the reader \(reader) (a preference or geometry loop"),
            "the loop beside it is named: \(message)")
        // Each identity of the row's reader is named as a loop once, in the frame it was shown.
        let loops = sim.trace.diagnostics().filter { $0.kind == .preferenceLoop }
        XCTAssertGreaterThan(loops.count, 5, "\(loops.map(\.message))")
        XCTAssertEqual(Set(loops.compactMap { $0.node?.description }).count, loops.count)
    }
}
