// Tests the shortcuts that make an update cost what changed (docs/ARCHITECTURE.md,
// "Cost of an update") for what they must not change: a ForEach over the same ids
// reuses its keys yet still matches rows by id when the ids change and still
// reports a repeated id on every update; an equal built-in view is skipped without
// an attribute event while a changed one records it; a frame without skipped
// siblings, stored as recorded, answers lookups and drops like any other; a plain `Text`
// (taken by its own fields, without attribute arrays) records and lays out what a styled one
// (the general path) does, and a text that gains a font leaves the shortcut.
import Observation
import ViewSim
import ViewSimTesting
import XCTest

@Observable
private final class Rows {
    var ids: [Int]
    var tick = 0
    init(_ ids: [Int]) { self.ids = ids }
}

private struct RowView: View {
    let id: Int
    @State private var taps = 0
    var body: some View {
        Text("row \(id): \(taps)").onTapGesture { taps += 1 }.accessibilityIdentifier("row\(id)")
    }
}

private struct RowList: View {
    let rows: Rows
    var body: some View {
        VStack {
            Text("tick \(rows.tick)")
            ForEach(rows.ids, id: \.self) { id in RowView(id: id) }
        }
    }
}

private struct RepeatedIDs: View {
    let rows: Rows
    var body: some View {
        VStack {
            Text("tick \(rows.tick)")
            ForEach(["x", "y", "x"], id: \.self) { name in Text(name) }
        }
    }
}

@Observable
private final class Label {
    var text = "a"
    var styled = false
}

/// The same string as a plain `Text` (the shortcut) and with `.font(.body)`, the default font
/// (the general path): the two must record and lay out alike.
private struct PlainAndStyled: View {
    let label: Label
    var body: some View {
        VStack {
            Text(label.text).accessibilityIdentifier("plain")
            Text(label.text).font(.body).accessibilityIdentifier("styled")
            (label.styled ? Text(label.text).font(.largeTitle) : Text(label.text)).accessibilityIdentifier("turns")
        }
    }
}

private func insertions(_ sim: Simulation, inStep step: Int) -> Int {
    sim.trace.events(inStep: step).filter { $0.kind.name == .inserted }.count
}

private func attributeChanges(_ sim: Simulation, inStep step: Int) -> [String] {
    sim.trace.events(inStep: step).compactMap { event in
        if case .attributeChanged(_, let name, _, let new) = event.kind { return "\(name) \(new)" }
        return nil
    }
}

@MainActor
final class UpdateCostTests: XCTestCase {
    func testSameIDsSkipEveryRowAndChangedIDsStillMatchByID() async throws {
        let rows = Rows([1, 2, 3])
        let sim = makeSimulation(RowList(rows: rows))
        try sim.step("tap 2") { try sim.tap("row2") }
        // The parent runs again over the same ids: every row is skipped, none inserted.
        sim.step("tick") { sim.perform("tick") { rows.tick += 1 } }
        XCTAssertEqual(sim.trace.bodySkips(of: RowView.self, inStep: 2).count, 3)
        XCTAssertEqual(insertions(sim, inStep: 2), 0)
        // New ids: rows are matched by id (row 2 keeps its state), 4 is inserted, 1 removed.
        sim.step("reorder") { sim.perform("reorder") { rows.ids = [3, 2, 4] } }
        XCTAssertEqual(sim.viewNames, ["row3", "row2", "row4"])
        XCTAssertEqual(sim.attribute("text", of: "row2")?.description, "\"row 2: 1\"")
        XCTAssertEqual(insertions(sim, inStep: 3), 4, "RowView 4, its Text and the Text's two modifiers")
        // The same new ids again: skipped, and the state is still there.
        sim.step("tick again") { sim.perform("tick") { rows.tick += 1 } }
        XCTAssertEqual(sim.trace.bodySkips(of: RowView.self, inStep: 4).count, 3)
        XCTAssertEqual(sim.attribute("text", of: "row2")?.description, "\"row 2: 1\"")
    }

    func testARepeatedIDIsReportedOnEveryUpdate() async throws {
        let rows = Rows([])
        let sim = makeSimulation(RepeatedIDs(rows: rows))
        sim.step("tick") { sim.perform("tick") { rows.tick += 1 } }
        sim.step("tick") { sim.perform("tick") { rows.tick += 1 } }
        for step in 0...2 {
            XCTAssertEqual(
                sim.trace.diagnostics(inStep: step).filter { $0.kind == .duplicateID }.count, 1, "step \(step)")
        }
    }

    func testAnEqualTextRecordsNothingAndAChangedOneItsAttribute() async throws {
        let rows = Rows([1])
        let sim = makeSimulation(RowList(rows: rows))
        sim.step("tick") { sim.perform("tick") { rows.tick += 1 } }
        // The header changed; the row's Text was offered an equal value and says nothing.
        XCTAssertEqual(attributeChanges(sim, inStep: 1), ["text \"tick 1\""])
        try sim.step("tap") { try sim.tap("row1") }
        XCTAssertEqual(attributeChanges(sim, inStep: 2), ["text \"row 1: 1\""])
    }

    func testAPlainTextRecordsAndLaysOutAsAStyledOneAndLeavesTheShortcutWhenStyled() async throws {
        let label = Label()
        let sim = makeSimulation(PlainAndStyled(label: label))
        let narrow = try XCTUnwrap(sim.frame(of: "plain"))
        sim.step("longer") { sim.perform("longer") { label.text = "a much longer string" } }
        XCTAssertEqual(attributeChanges(sim, inStep: 1), Array(repeating: "text \"a much longer string\"", count: 3))
        let plain = try XCTUnwrap(sim.frame(of: "plain"))
        XCTAssertGreaterThan(plain.width, narrow.width, "the changed plain text is measured again")
        XCTAssertEqual(plain.size, sim.frame(of: "styled")?.size)
        XCTAssertEqual(sim.attribute("text", of: "plain"), sim.attribute("text", of: "styled"))
        // An equal value: nothing recorded by either path.
        sim.step("same") { sim.perform("same") { label.text = "a much longer string" } }
        XCTAssertEqual(attributeChanges(sim, inStep: 2), [])
        // A plain text that gains a font takes the general path: its font is recorded, it grows.
        sim.step("styled") { sim.perform("styled") { label.styled = true } }
        XCTAssertEqual(attributeChanges(sim, inStep: 3).map { $0.prefix(4) }, ["font"])
        XCTAssertGreaterThan(try XCTUnwrap(sim.frame(of: "turns")).height, plain.height)
        // And back: plain again, the same size as the plain one.
        sim.step("plain") { sim.perform("plain") { label.styled = false } }
        XCTAssertEqual(sim.frame(of: "turns")?.size, sim.frame(of: "plain")?.size)
    }

    func testFramesStoredAsRecordedAnswerLookupsAndDrops() async throws {
        let rows = Rows([1, 2])
        var configuration = SimulationConfiguration()
        configuration.recording = .lastFrames(1)
        let sim = Simulation(RowList(rows: rows), configuration: configuration)
        let all = makeSimulation(RowList(rows: Rows([1, 2])))
        for _ in 0..<3 {
            sim.perform("tap") { rows.ids.append(rows.ids.count + 1) }
        }
        XCTAssertEqual(sim.trace.frames.count, 1)
        XCTAssertEqual(sim.trace.dropped.frames, 3, "the mount and two updates")
        // Every kept event is found by its id, and equals what the frame lists.
        for frame in sim.trace.frames {
            for event in frame.events { XCTAssertEqual(sim.trace.event(event.id), event) }
        }
        XCTAssertNil(sim.trace.event(1), "the mount's events were dropped")
        XCTAssertFalse(all.trace.frames.isEmpty)
        for frame in all.trace.frames {
            XCTAssertEqual(frame.eventCount, frame.events.count)
            for event in frame.events { XCTAssertEqual(all.trace.event(event.id), event) }
        }
    }
}
