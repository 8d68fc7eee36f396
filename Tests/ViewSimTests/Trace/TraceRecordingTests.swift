// Tests the recording policy (`SimulationConfiguration.recording`): `.all` keeps
// every frame, `.lastFrames(n)` keeps exactly the last n frames with events and
// counts the rest, `.off` keeps none; queries, the text header and diagnostics
// of dropped frames; an invalid count is reported.
import Observation
import ViewSim
import ViewSimTesting
import XCTest

@Observable
private final class Rows {
    var values = Array(repeating: 0, count: 10)
}

/// The parent reads every value, so a change re-runs it and skips nine rows.
private struct RowList: View {
    let rows: Rows
    var body: some View {
        VStack {
            ForEach(0..<rows.values.count, id: \.self) { index in Row(index: index, value: rows.values[index]) }
        }
    }
}

private struct Row: View {
    let index: Int
    let value: Int
    var body: some View { Text("row \(index): \(value)") }
}

/// The onChange(of: Date) loop of lesson4: a loop diagnostic at t=2s.
private struct Flipper: View {
    @State private var flag = false
    var body: some View {
        TimelineView(.periodic(from: .simNow, by: 2.0)) { timeline in
            Text("Hello")
                .foregroundStyle(flag ? Color.red : Color.blue)
                .onChange(of: timeline.date) { (_: Date) in flag.toggle() }
        }
    }
}

@MainActor
final class TraceRecordingTests: XCTestCase {
    private func simulation<Root: View>(_ root: Root, _ recording: TraceRecording) -> Simulation {
        var configuration = SimulationConfiguration()
        configuration.printChangesToStandardOutput = false
        configuration.recording = recording
        return Simulation(root, configuration: configuration)
    }

    /// Mounts ten rows and changes one row per frame, `changes` times.
    private func changedRows(_ recording: TraceRecording, changes: Int = 8) -> Simulation {
        let rows = Rows()
        let sim = simulation(RowList(rows: rows), recording)
        for change in 0..<changes {
            sim.step("change \(change)") { sim.perform("change row \(change % 10)") { rows.values[change % 10] += 1 } }
        }
        return sim
    }

    private func frameTexts(_ frames: [FrameRecord], of trace: Trace) -> [String] {
        frames.map { trace.textTree(frame: $0).render() }
    }

    func testAllIsTheDefaultAndKeepsEveryFrame() async {
        XCTAssertEqual(SimulationConfiguration().recording, .all)
        let sim = changedRows(.all)
        XCTAssertEqual(sim.trace.frames.count, 9)
        XCTAssertEqual(sim.trace.dropped.frames, 0)
        XCTAssertEqual(sim.trace.dropped.events, 0)
        XCTAssertFalse(sim.trace.text().hasPrefix("…"))
    }

    func testLastFramesKeepsExactlyTheLastFramesWithEventsAndCountsTheRest() async {
        let all = changedRows(.all).trace
        let last = changedRows(.lastFrames(3)).trace
        XCTAssertEqual(last.recording, .lastFrames(3))
        XCTAssertEqual(last.frames.map(\.index), all.frames.suffix(3).map(\.index))
        XCTAssertEqual(frameTexts(last.frames, of: last), frameTexts(Array(all.frames.suffix(3)), of: all))
        XCTAssertEqual(last.dropped.frames, all.frames.count - 3)
        XCTAssertEqual(last.dropped.events, all.frames.dropLast(3).map(\.eventCount).reduce(0, +))
        XCTAssertEqual(last.eventCount + last.dropped.events, all.eventCount)
    }

    func testQueriesSeeOnlyTheKeptFrames() async throws {
        let all = changedRows(.all).trace
        let last = changedRows(.lastFrames(3)).trace
        let kept = Set(last.frames.map(\.index))
        XCTAssertEqual(last.bodyEvaluations(), all.bodyEvaluations().filter { kept.contains($0.frame) })
        XCTAssertEqual(last.bodySkips().map(\.node), all.bodySkips().filter { kept.contains($0.frame) }.map(\.node))
        XCTAssertEqual(last.bodySkips(of: "Row").count, 27)
        let firstKept = try XCTUnwrap(last.frames.first?.events.first?.id)
        XCTAssertNil(last.event(firstKept - 1), "the event before the first kept frame was dropped")
        XCTAssertEqual(last.event(firstKept).map(TraceText.line), all.event(firstKept).map(TraceText.line))
        XCTAssertEqual(last.frames(inStep: 8).map(\.index), all.frames(inStep: 8).map(\.index))
        XCTAssertEqual(last.frames(inStep: 1).count, 0)
    }

    func testTextSaysHowManyEarlierFramesWereNotKeptAndWhy() async {
        let trace = changedRows(.lastFrames(3)).trace
        let text = trace.text()
        XCTAssertTrue(
            text.hasPrefix(
                "… 6 earlier frames (\(trace.dropped.events) events) not kept: recording is .lastFrames(3), which keeps the last 3 frames in which something happened\n"
            ), text)
        XCTAssertTrue(text.contains("step 1 · change 0\n└─ (its frames were not kept)\n"), text)
        XCTAssertTrue(text.contains("step 8 · change 7\n└─ frame 8"), text)
    }

    func testAssertionsSayAFrameWasNotKept() async throws {
        let sim = changedRows(.lastFrames(3))
        let dropped = try XCTUnwrap(verifyBodyCount(sim.trace, of: "Row", equals: 1, in: .frame(2)))
        XCTAssertTrue(
            dropped.contains("(frame 2 was not kept: recording is .lastFrames(3); 6 earlier frames were dropped)"),
            dropped)
        XCTAssertNil(verifyBodyCount(sim.trace, of: "Row", equals: 1, in: .frame(8)))
        let later = try XCTUnwrap(verifyBodyCount(sim.trace, of: "Row", equals: 1, in: .frame(50)))
        XCTAssertTrue(later.contains("(nothing happened in frame 50)"), later)
    }

    func testOffKeepsNoFramesButCountsThemAndKeepsDiagnostics() async throws {
        let all = simulation(Flipper(), .all)
        let off = simulation(Flipper(), .off)
        try all.advance(by: 4.1)
        try off.advance(by: 4.1)
        XCTAssertEqual(off.trace.frames.count, 0)
        XCTAssertEqual(off.trace.eventCount, 0)
        XCTAssertEqual(off.trace.dropped.frames, all.trace.frames.count)
        XCTAssertEqual(off.trace.dropped.events, all.trace.eventCount)
        XCTAssertEqual(off.trace.diagnostics().count, 1)
        XCTAssertEqual(off.trace.diagnostics(), all.trace.diagnostics())
        XCTAssertEqual(off.trace.dropped.diagnostics.map(\.frame), [120])
        let text = off.trace.text()
        XCTAssertTrue(
            text.hasPrefix(
                """
                … \(all.trace.frames.count) frames (\(all.trace.eventCount) events) not kept: recording is .off, which keeps only counts and diagnostics
                └─ ⚠ frame 120: onChange(of: Date) action tried to update multiple times per frame.

                """), text)
        XCTAssertEqual(off.trace.bodyEvaluations(), [])
    }

    func testTheEngineStillFindsLoopCyclesWithTheLastFrameOnly() async throws {
        let all = simulation(Flipper(), .all)
        let last = simulation(Flipper(), .lastFrames(1))
        try all.advance(by: 2.1)
        try last.advance(by: 2.1)
        XCTAssertEqual(last.trace.diagnostics(), all.trace.diagnostics())
        XCTAssertEqual(last.trace.diagnostics().first?.cycle.isEmpty, false)
    }

    func testAnInvalidFrameCountIsReportedNotSilentlyClamped() async {
        for count in [0, -5] {
            let sim = simulation(Row(index: 0, value: 0), .lastFrames(count))
            XCTAssertEqual(sim.configuration.recording, .lastFrames(1))
            XCTAssertEqual(sim.trace.recording, .lastFrames(1))
            let diagnostic = sim.trace.diagnostics().first
            XCTAssertEqual(diagnostic?.kind, .configuration)
            XCTAssertEqual(
                diagnostic?.message,
                "recording .lastFrames(\(count)) keeps no frames; the count must be at least 1, so viewsim keeps the last frame (.lastFrames(1))."
            )
        }
    }
}
