// Tests an `AsyncStream` consumed with `for await` in a `.task`: values an action
// or a timer yields are written to state as they come, each write caused by the
// task; the loop ends when the view disappears (the task is cancelled, the
// stream's iterator returns nil). Source: Apple, "AsyncStream" ("the stream
// finishes ... when the task is cancelled"), "task(priority:_:)".
import Foundation
import ViewSim
import ViewSimTesting
import XCTest

@MainActor
private final class Feed {
    let stream: AsyncStream<Int>
    let continuation: AsyncStream<Int>.Continuation
    var log: [String] = []

    init() {
        (stream, continuation) = AsyncStream.makeStream(of: Int.self)
    }
}

private struct Reader: View {
    let feed: Feed
    @State var total = 0
    var body: some View {
        Text("\(total)")
            .task {
                for await value in feed.stream {
                    total += value
                    feed.log.append("got \(value)")
                }
                feed.log.append("ended, cancelled: \(Task.isCancelled)")
            }
            .accessibilityIdentifier("total")
    }
}

private struct ReaderHost: View {
    let feed: Feed
    @State var shown = true
    var body: some View {
        VStack {
            if shown { Reader(feed: feed) }
            Text("send").onTapGesture { feed.continuation.yield(5) }.accessibilityIdentifier("send")
            Text("toggle").onTapGesture { shown.toggle() }.accessibilityIdentifier("toggle")
        }
    }
}

/// A timer yields into a stream the view's task reads.
private struct Ticker: View {
    let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()
    let feed: Feed
    @State var total = 0
    var body: some View {
        Text("\(total)")
            .onReceive(timer) { _ in feed.continuation.yield(1) }
            .task { for await value in feed.stream { total += value } }
            .accessibilityIdentifier("ticks")
    }
}

@MainActor
final class AsyncStreamTaskTests: XCTestCase {
    func testValuesYieldedByAnActionAreWrittenByTheTask() async throws {
        let feed = Feed()
        let sim = Simulation(ReaderHost(feed: feed))
        try sim.tap("send")
        XCTAssertEqual(sim.text(of: "total"), "5")
        try sim.tap("send")
        try sim.tap("send")
        XCTAssertEqual(sim.text(of: "total"), "15")
        XCTAssertEqual(feed.log, ["got 5", "got 5", "got 5"])
        // The write is caused by the task (its resumption), not by the tap that yielded.
        let writes = sim.trace.events.filter { event in
            if case .stateWrite(_, let property, _, _, _) = event.kind { return property == "Reader._total" }
            return false
        }
        XCTAssertEqual(writes.count, 3)
        for write in writes {
            let cause = try XCTUnwrap(write.causes.first.flatMap { id in sim.trace.events.first { $0.id == id } })
            guard case .task = cause.kind else {
                XCTFail("a write of the loop is caused by the task, not \(cause.kind)")
                continue
            }
        }
    }

    func testTheLoopEndsWhenTheViewDisappears() async throws {
        let feed = Feed()
        let sim = Simulation(ReaderHost(feed: feed))
        try sim.tap("send")
        try sim.tap("toggle")
        try sim.advanceFrames(2)
        XCTAssertEqual(feed.log, ["got 5", "ended, cancelled: true"])
        let trace = sim.trace.text()
        XCTAssertTrue(trace.contains("is cancelled: the view disappeared"), trace)
        XCTAssertTrue(trace.contains("finishes"), trace)
        // Yielding after the loop ended is harmless: nobody reads it.
        try sim.tap("send")
        XCTAssertEqual(feed.log.count, 2)
    }

    func testATimerFeedsTheStream() async throws {
        let feed = Feed()
        let sim = Simulation(Ticker(feed: feed))
        try sim.advance(by: 2)
        XCTAssertEqual(sim.text(of: "ticks"), "4")
    }
}
