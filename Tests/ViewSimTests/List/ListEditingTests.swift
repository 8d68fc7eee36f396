// List editing: `sim.delete(row:in:)` and `sim.move(rows:to:in:)` run the
// ForEach's `onDelete`/`onMove` as traced script causes, rows keep their state by
// id, and bad targets throw errors that name what there is (§13.1 of the semantics).
import Foundation
import ViewSim
import XCTest

private struct Mail: Identifiable, Equatable {
    let id: Int
    let subject: String
}

/// A row with state of its own: a tap counts.
private struct MailRow: View {
    let mail: Mail
    @State private var taps = 0
    var body: some View {
        Text("\(mail.subject) \(taps)")
            .onTapGesture { taps += 1 }
            .accessibilityIdentifier(mail.subject)
    }
}

@MainActor
private final class Log {
    var deleted: [IndexSet] = []
    var moved: [(IndexSet, Int)] = []
}

private struct Inbox: View {
    let log: Log
    var movable = true
    @State private var mail = [
        Mail(id: 1, subject: "a"), Mail(id: 2, subject: "b"), Mail(id: 3, subject: "c"), Mail(id: 4, subject: "d"),
    ]
    var body: some View {
        List {
            ForEach(mail) { MailRow(mail: $0) }
                .onDelete { offsets in
                    log.deleted.append(offsets)
                    mail.remove(atOffsets: offsets)
                }
                .onMove(
                    perform: movable
                        ? { from, to in
                            log.moved.append((from, to))
                            mail.move(fromOffsets: from, toOffset: to)
                        } : nil)
        }
        .accessibilityIdentifier("inbox")
    }
}

private struct Pinned: View {
    var body: some View {
        List {
            ForEach(0..<3) { index in Text("row \(index)").deleteDisabled(index == 0) }
                .onDelete { _ in }
            Text("static")
        }
        .accessibilityIdentifier("pinned")
    }
}

@MainActor
final class ListEditingTests: XCTestCase {
    func testDeletingARowKeepsItsNeighboursState() async throws {
        let log = Log()
        let sim = Simulation(Inbox(log: log))
        try sim.tap("c")
        try sim.tap("c")
        try sim.tap("a")
        XCTAssertEqual(sim.text(of: "c"), "c 2")
        try sim.delete(row: 1, in: "inbox")
        XCTAssertEqual(log.deleted, [IndexSet(integer: 1)])
        XCTAssertEqual(sim.viewNames.filter { $0.count == 1 }, ["a", "c", "d"], "row b is gone")
        XCTAssertEqual(sim.text(of: "a"), "a 1", "the rows keep their state: identity is the ForEach id")
        XCTAssertEqual(sim.text(of: "c"), "c 2", "row c moved up a place and kept its state")
        let text = sim.trace.text()
        XCTAssertTrue(text.contains("▶ delete row 1 in \"inbox\"\n"), text)
        XCTAssertTrue(text.contains("▷ onDelete([1]) action of List #"), text)
        XCTAssertTrue(text.contains("− ListRow #25 removed with 14 descendants; its state is dropped"), text)
    }

    func testMovingGivesTheDestinationBeforeTheMove() async throws {
        let log = Log()
        let sim = Simulation(Inbox(log: log))
        try sim.tap("a")
        // [a b c d]: a before the element at offset 3 (d) → [b c a d] (MutableCollection.move's rule).
        try sim.move(rows: [0], to: 3, in: "inbox")
        XCTAssertEqual(log.moved.map(\.1), [3])
        XCTAssertEqual(log.moved.first?.0, IndexSet(integer: 0))
        XCTAssertEqual(sim.viewNames.filter { $0.count == 1 }, ["b", "c", "a", "d"])
        XCTAssertEqual(sim.text(of: "a"), "a 1", "a moved row keeps its state")
        XCTAssertTrue(sim.trace.text().contains("▶ move rows [0] to 3 in \"inbox\""), sim.trace.text())
        // To the end: offset count.
        try sim.move(rows: IndexSet([0, 1]), to: 4, in: "inbox")
        XCTAssertEqual(sim.viewNames.filter { $0.count == 1 }, ["a", "d", "b", "c"])
    }

    func testAMoveMatchesSwiftsOwnRule() async {
        var names = ["a", "b", "c", "d", "e"]
        names.move(fromOffsets: [1, 3], toOffset: 0)
        XCTAssertEqual(names, ["b", "d", "a", "c", "e"])
        names.move(fromOffsets: [0], toOffset: 5)
        XCTAssertEqual(names, ["d", "a", "c", "e", "b"])
        names.remove(atOffsets: [0, 4])
        XCTAssertEqual(names, ["a", "c", "e"])
    }

    func testBadTargetsThrowErrorsThatSayWhatThereIs() async throws {
        let log = Log()
        let sim = Simulation(Inbox(log: log, movable: false))
        func message(_ body: () throws -> Void) -> String {
            do {
                try body()
                return "no error"
            } catch { return "\(error)" }
        }
        XCTAssertEqual(
            message { try sim.delete(row: 4, in: "inbox") },
            "delete(row: 4, in: \"inbox\"): row 4 is out of range: its rows are 0–3.")
        XCTAssertEqual(
            message { try sim.delete(row: -1, in: "inbox") },
            "delete(row: -1, in: \"inbox\"): row -1 is out of range: its rows are 0–3.")
        XCTAssertTrue(message { try sim.delete(row: 0, in: "outbox") }.contains("no view is named \"outbox\""))
        XCTAssertEqual(
            message { try sim.move(rows: [0], to: 1, in: "inbox") },
            "move(rows: [0], to: 1, in: \"inbox\"): moving is disabled (.onMove(perform: nil)).")
        XCTAssertEqual(log.deleted, [], "nothing ran")
        let pinned = Simulation(Pinned())
        XCTAssertEqual(
            message { try pinned.delete(row: 0, in: "pinned") },
            "delete(row: 0, in: \"pinned\"): row 0 is .deleteDisabled(true).")
        XCTAssertEqual(
            message { try pinned.move(rows: [0], to: 2, in: "pinned") },
            "move(rows: [0], to: 2, in: \"pinned\"): the List \"pinned\" has no ForEach with .onMove(perform:); add .onMove { … } to the ForEach of its rows."
        )
        XCTAssertNoThrow(try pinned.delete(row: 2, in: "pinned"))
    }
}
