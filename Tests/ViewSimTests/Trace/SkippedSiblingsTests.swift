import Observation
import XCTest

// Tests the compact storage of closed frames: a run of skipped siblings is one
// stored entry and expands to exactly the events that were recorded; anything
// that breaks a run (another event, a different cause, pass or reason, a gap in
// ids) starts a new one; and the inline sizes the memory budget relies on.
@testable import ViewSim

@Observable
private final class Values {
    var values = Array(repeating: 0, count: 100)
}

private struct List: View {
    let model: Values
    var body: some View {
        VStack {
            ForEach(0..<model.values.count, id: \.self) { index in Item(value: model.values[index]) }
        }
    }
}

private struct Item: View {
    let value: Int
    var body: some View { Text("\(value)") }
}

@MainActor
final class SkippedSiblingsTests: XCTestCase {
    private func node(_ id: Int) -> NodeRef { NodeRef(id: id, label: "Row") }

    private func skip(_ id: Int, node: Int, pass: Int = 1, fields: Int = 2, causes: [EventID] = [1]) -> TraceEvent {
        TraceEvent(
            id: id, frame: 7, pass: pass,
            kind: .bodySkipped(node: self.node(node), reason: .valueUnchanged(comparison: .fieldwise, fields: fields)),
            causes: causes)
    }

    /// Everything a reader can see of an event.
    private func describe(_ events: [TraceEvent]) -> [String] {
        events.map { "\($0.id) f\($0.frame) p\($0.pass) \($0.causes) \($0.node?.id ?? -1) \(TraceText.line(for: $0))" }
    }

    func testRunsExpandToExactlyTheRecordedEvents() async {
        let events = [
            TraceEvent(
                id: 1, frame: 7, pass: 1, kind: .bodyEvaluated(node: node(1), reasons: [.dependencies]), causes: []),
            skip(2, node: 10), skip(3, node: 12), skip(4, node: 14),  // a run of three
            skip(5, node: 16, causes: [2]),  // another cause: a single
            skip(6, node: 18, pass: 2, causes: [2]),  // another pass: a run of two
            skip(7, node: 20, pass: 2, causes: [2]),
            skip(8, node: 22, pass: 2, fields: 3, causes: [2]),  // another reason
            skip(10, node: 24, pass: 2, fields: 3, causes: [2]),  // a gap in ids
            TraceEvent(
                id: 11, frame: 7, pass: 2,
                kind: .bodySkipped(node: node(26), reason: .timelineEntryUnchanged(entry: .date(secondsSinceStart: 0))),
                causes: [2]),
            TraceEvent(id: 12, frame: 7, pass: 2, kind: .script("tap"), causes: []),
            skip(13, node: 28, pass: 2), skip(14, node: 30, pass: 2),
        ]
        let record = FrameRecord(closing: OpenFrame(index: 7, time: 0.1, step: 1, events: events, passes: 2))
        XCTAssertEqual(describe(record.events), describe(events))
        XCTAssertEqual(record.eventCount, events.count)
        XCTAssertEqual(record.entries.map(\.eventCount), [1, 3, 1, 2, 1, 1, 1, 1, 2])
        for event in events { XCTAssertEqual(describe(record.event(event.id).map { [$0] } ?? []), describe([event])) }
        XCTAssertNil(record.event(9), "a gap between two entries")
        XCTAssertNil(record.event(0), "before the first entry")
        XCTAssertNil(record.event(15), "after the last entry")
    }

    /// The open frame keeps skips as runs while it records: every reader of it sees the
    /// events as recorded — all of them in order, one by id, and the others than skips from
    /// the last with their positions among all.
    func testTheOpenFrameReadsAsTheEventsRecorded() async {
        let events = [
            skip(1, node: 2), skip(2, node: 4),
            TraceEvent(id: 3, frame: 7, pass: 1, kind: .script("tap"), causes: []),
            skip(4, node: 6), skip(5, node: 8, causes: [3]), skip(6, node: 10, causes: [1, 3]),
            skip(7, node: 12, causes: [1, 3]),
            TraceEvent(
                id: 8, frame: 7, pass: 1, kind: .bodyEvaluated(node: node(14), reasons: [.dependencies]), causes: [3]),
            TraceEvent(id: 9, frame: 7, pass: 2, kind: .script("drag"), causes: []), skip(10, node: 16, pass: 2),
        ]
        let frame = OpenFrame(index: 7, time: 0.1, step: 1, events: events, passes: 2)
        XCTAssertEqual(describe(frame.events), describe(events))
        XCTAssertEqual(frame.eventCount, events.count)
        XCTAssertEqual(frame.skipRuns.map(\.run.nodes.count), [2, 1, 1, 2, 1])
        for event in events { XCTAssertEqual(describe(frame.event(event.id).map { [$0] } ?? []), describe([event])) }
        XCTAssertNil(frame.event(11))
        XCTAssertNil(frame.event(0))
        var visited: [String] = []
        frame.forEachPlainEventBackward(downTo: 0) { position, event in
            visited.append("\(position):\(event.id)")
            return true
        }
        XCTAssertEqual(visited, ["8:9", "7:8", "2:3"])
        visited = []
        frame.forEachPlainEventBackward(downTo: 3) { position, event in
            visited.append("\(position):\(event.id)")
            return true
        }
        XCTAssertEqual(visited, ["8:9", "7:8"], "positions below the floor are not visited")
        visited = []
        frame.forEachPlainEventBackward(downTo: 0) { position, event in
            visited.append("\(position):\(event.id)")
            return false
        }
        XCTAssertEqual(visited, ["8:9"], "stops when told")
        // The latest events about some views (the causes of a preference change) are what the
        // walk finds, read in place.
        let more = OpenFrame(
            index: 7, time: 0.1, step: 1,
            events: events + [
                TraceEvent(
                    id: 11, frame: 7, pass: 2, kind: .bodyEvaluated(node: node(14), reasons: [.dependencies]),
                    causes: []),
                skip(12, node: 18, pass: 2),
                TraceEvent(
                    id: 13, frame: 7, pass: 2, kind: .bodyEvaluated(node: node(18), reasons: [.dependencies]),
                    causes: []),
                TraceEvent(
                    id: 14, frame: 7, pass: 2, kind: .bodyEvaluated(node: node(14), reasons: [.dependencies]),
                    causes: []),
            ], passes: 2)
        func walked(_ nodes: Set<Int>, _ floor: Int, _ limit: Int) -> [EventID] {
            var found: [EventID] = []
            more.forEachPlainEventBackward(downTo: floor) { _, event in
                if case .bodyEvaluated(let node, _) = event.kind, nodes.contains(node.id) { found.append(event.id) }
                return found.count < limit
            }
            return found
        }
        XCTAssertEqual(more.latestEvents(aboutNodesIn: [14, 18], downTo: 0, limit: 3), [14, 13, 11])
        for nodes in [[], [14], [2, 4, 14], [18], [14, 18]] as [Set<Int>] {
            for floor in 0...more.eventCount {
                for limit in 1...4 {
                    XCTAssertEqual(
                        more.latestEvents(aboutNodesIn: nodes, downTo: floor, limit: limit),
                        walked(nodes, floor, limit),
                        "\(nodes) from \(floor), at most \(limit)")
                }
            }
        }
        // Recording a skip directly gives the frame that recording the event gives.
        var direct = TraceRecorder(recording: .all)
        var throughEvents = TraceRecorder(recording: .all)
        for recorder in [0, 1] {
            func record(_ kind: TraceEvent.Kind, causes: [EventID]) {
                if recorder == 0 {
                    direct.record(kind, causes: causes, pass: 1)
                } else {
                    throughEvents.record(kind, causes: causes, pass: 1)
                }
            }
            if recorder == 0 {
                direct.beginFrame(index: 1, time: 0)
            } else {
                throughEvents.beginFrame(index: 1, time: 0)
            }
            record(.script("tap"), causes: [])
            for row in [2, 4, 6] {
                let reason = SkipReason.valueUnchanged(comparison: .fieldwise, fields: 2)
                if recorder == 0 {
                    direct.recordSkip(of: node(row), reason: reason, cause: row == 6 ? nil : 1, pass: 1)
                } else {
                    throughEvents.record(
                        .bodySkipped(node: node(row), reason: reason), cause: row == 6 ? nil : 1, pass: 1)
                }
            }
            record(.script("done"), causes: [1])
            if recorder == 0 { direct.closeFrame() } else { throughEvents.closeFrame() }
        }
        let directFrames = direct.trace.frames.map { describe($0.events) }
        XCTAssertEqual(directFrames, throughEvents.trace.frames.map { describe($0.events) })
        XCTAssertEqual(directFrames.first?.count, 5)
        XCTAssertEqual(direct.trace.frames.first?.entries.map(\.eventCount), [1, 2, 1, 1])
    }

    func testAParentThatRunsAgainStoresItsSkippedRowsAsOneEntry() async throws {
        let model = Values()
        var configuration = SimulationConfiguration()
        configuration.printChangesToStandardOutput = false
        let sim = Simulation(List(model: model), configuration: configuration)
        sim.perform("change row 5") { model.values[5] = 1 }
        let frame = try XCTUnwrap(sim.trace.frames.last)
        let runs = frame.entries.compactMap { entry -> SkippedSiblings? in
            if case .skippedSiblings(let run) = entry { return run }
            return nil
        }
        XCTAssertEqual(runs.map(\.nodes.count), [5, 94])
        XCTAssertEqual(sim.trace.bodySkips(of: "Item").count, 99)
        XCTAssertEqual(frame.events.count, frame.eventCount)
        XCTAssertLessThan(frame.entries.count, 12)
        XCTAssertTrue(sim.trace.text().contains("○ Item #"))
    }

    func testInlineSizes() async {
        // An event's inline size: large, rare payloads are stored out of line.
        XCTAssertLessThanOrEqual(
            MemoryLayout<TraceEvent>.stride, 80,
            "was 144 before large payloads were stored out of line, 96 with lazyRows inline and the pass in 32 bits")
        XCTAssertLessThanOrEqual(
            MemoryLayout<TraceEvent.Kind>.size, 50, "a payload over 49 bytes goes out of line (`indirect case`)")
        XCTAssertLessThanOrEqual(MemoryLayout<TraceEntry>.stride, 112)
        // A skipped sibling in a run costs one NodeRef.
        XCTAssertEqual(MemoryLayout<NodeRef>.stride, 16, "an id and a pointer to what the node is")
    }
}
