// Tests the room a new frame reserves for its events: as many as the last frame recorded, so
// a frame like the last one (a wide update repeated) records into one array that never
// grows, and its closed record keeps that array rather than a copy; a frame after an empty
// one starts small.
import XCTest

@testable import ViewSim

final class FrameReservationTests: XCTestCase {
    private func recordFrame(_ recorder: inout TraceRecorder, index: Int, events: Int) -> Set<UnsafeRawPointer?> {
        recorder.beginFrame(index: index, time: Double(index))
        var buffers: Set<UnsafeRawPointer?> = []
        for event in 0..<events {
            recorder.record(.script("event \(event)"), cause: nil, pass: 1)
            buffers.insert(recorder.openFrame?.plainEvents.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) })
        }
        return buffers
    }

    func testAFrameLikeTheLastRecordsIntoOneArray() {
        var recorder = TraceRecorder(recording: .all)
        // The first frame grows its array as it records.
        XCTAssertGreaterThan(recordFrame(&recorder, index: 1, events: 10_000).count, 1)
        recorder.closeFrame()
        // The second has room for all of its events from the start: one buffer throughout.
        XCTAssertEqual(recordFrame(&recorder, index: 2, events: 10_000).count, 1)
        XCTAssertGreaterThanOrEqual(recorder.openFrame?.plainEvents.capacity ?? 0, 10_000)
        recorder.closeFrame()
        let kept = recorder.trace.frames.last
        XCTAssertEqual(kept?.index, 2)
        XCTAssertEqual(kept?.events.count, 10_000)
        XCTAssertEqual(kept?.events.first?.kind, .script("event 0"))
        XCTAssertEqual(kept?.events.last?.kind, .script("event 9999"))
    }

    func testAFrameAfterAnEmptyOneStartsSmall() {
        var recorder = TraceRecorder(recording: .all)
        _ = recordFrame(&recorder, index: 1, events: 5_000)
        recorder.closeFrame()
        recorder.passEmptyFrame(index: 2)
        XCTAssertLessThan(recorder.openFrameCapacityAfterBegin(index: 3), 100)
        XCTAssertEqual(TraceRecorder.largestReservation, 1 << 20)
    }
}

extension TraceRecorder {
    /// Opens frame `index` and returns the room its array starts with.
    fileprivate mutating func openFrameCapacityAfterBegin(index: Int) -> Int {
        beginFrame(index: index, time: Double(index))
        return openFrame?.plainEvents.capacity ?? 0
    }
}
