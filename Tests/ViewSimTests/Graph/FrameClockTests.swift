// Tests the frame clock's one time ↔ frame rule and its tolerance, and that
// changes made between frames are recorded in a frame the graph opened for them
// (the trace recorder never opens one, and never drops an event of the engine).
import Foundation
import Observation
import ViewSim
import ViewSimTesting
import XCTest

@Observable
private final class Counter {
    var value = 0
}

private final class Store: ObservableObject {
    @Published var title = "a"
}

private struct Readers: View {
    let counter: Counter
    @ObservedObject var store: Store
    var body: some View {
        VStack {
            Text("\(counter.value)")
            Text(store.title)
        }
    }
}

@MainActor
final class FrameClockTests: XCTestCase {
    func testFramesAndTimesConvertByOneRule() async {
        let clock = FrameClock(framesPerSecond: 60)
        XCTAssertEqual(clock.time(ofFrame: 12), 0.2, accuracy: 1e-12)
        XCTAssertEqual(clock.frame(atOrBefore: 0.2), 12)
        XCTAssertEqual(clock.frame(atOrBefore: 0.38), 22)
        XCTAssertEqual(clock.frame(atOrBefore: 23.0 / 60), 23)
        XCTAssertEqual(clock.frameCount(covering: 1), 60)
        XCTAssertEqual(
            clock.frameCount(covering: 0.1), 6, "0.1 × 60 is 6.000000000000001: within the tolerance of 6 frames")
        XCTAssertEqual(clock.frameCount(covering: 0.11), 7)
        // A date made by adding offsets lands a rounding error after the frame it means.
        let entry = clock.startDate.addingTimeInterval(0.1).addingTimeInterval(0.1)
        XCTAssertEqual(clock.frame(atOrAfter: entry), 12)
        XCTAssertEqual(clock.frame(atOrAfter: clock.startDate.addingTimeInterval(0.2 + 2e-6)), 13)
    }

    func testThePassMovesTheSimulatedWallClock() async {
        var clock = FrameClock(framesPerSecond: 60, passDuration: 0.001)
        clock.frame = 6
        clock.pass = 3
        XCTAssertEqual(
            clock.now.timeIntervalSince(clock.startDate), 0.1 + 0.002, accuracy: 1e-6,
            "a Date near 2026 resolves about 1e-7 s")
        XCTAssertEqual(clock.passStamp, 6 * 256 + 3)
    }

    func testChangesBetweenFramesAreRecordedInTheNextFrame() async throws {
        let counter = Counter()
        let store = Store()
        let sim = Simulation(Readers(counter: counter, store: store))
        let before = sim.frame
        counter.value = 1  // Observation, between frames
        store.title = "b"  // objectWillChange, between frames
        try sim.advanceFrames(1)
        XCTAssertEqual(sim.graph.recorder.eventsOutsideFrames, 0)
        let frame = try XCTUnwrap(sim.trace.frames.last)
        XCTAssertEqual(frame.index, before + 1, "the changes belong to the frame after the last one run")
        XCTAssertTrue(frame.events.contains { $0.kind.name == .observationChange })
        XCTAssertTrue(frame.events.contains { $0.kind.name == .objectWillChange })
        XCTAssertEqual(sim.trace.bodyEvaluations(of: "Readers").count, 2, "appear, then one update for both changes")
    }

    func testTheRecorderKeepsNothingOutsideAFrame() async {
        var recorder = TraceRecorder(recording: .all)
        let first = recorder.record(.script("outside"), causes: [], pass: 1)
        XCTAssertEqual(recorder.eventsOutsideFrames, 1)
        recorder.beginFrame(index: 3, time: 0.05)
        let second = recorder.record(.script("inside"), causes: [], pass: 1)
        recorder.closeFrame()
        XCTAssertEqual(second, first + 1, "ids stay unique")
        XCTAssertEqual(recorder.trace.frames.map(\.index), [3])
        XCTAssertEqual(recorder.trace.frames.first?.events.map(\.id), [second])
    }
}
