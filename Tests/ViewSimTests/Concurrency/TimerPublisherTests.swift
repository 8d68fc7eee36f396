// Tests the Combine-shaped timer pattern of SwiftUI views in simulated time:
// `Timer.publish(every:on:in:).autoconnect()` with `.onReceive` ticks every
// interval of the simulated clock with the simulated date, starts when the view
// appears and stops when it disappears; each delivery is an action whose writes
// it causes. Sources: Apple, "onReceive(_:perform:)", "Timer.publish(every:
// tolerance:on:in:options:)", "autoconnect()".
import Foundation
import ViewSim
import ViewSimTesting
import XCTest

private struct Clock: View {
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    @State var seconds = 0
    @State var last = "none"

    var body: some View {
        Text("\(seconds) \(last)")
            .onReceive(timer) { date in
                seconds += 1
                last = "\(Int(date.timeIntervalSince(SimulationConfiguration.defaultStartDate).rounded()))"
            }
            .accessibilityIdentifier("clock")
    }
}

private struct ClockHost: View {
    @State var shown = true
    var body: some View {
        VStack {
            if shown { Clock() }
            Text("toggle").onTapGesture { shown.toggle() }.accessibilityIdentifier("toggle")
        }
    }
}

/// Stops its own timer from an action, the common `upstream.connect().cancel()` way.
private struct Stopwatch: View {
    let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()
    @State var ticks = 0
    var body: some View {
        Text("\(ticks)")
            .onReceive(timer) { _ in ticks += 1 }
            .onTapGesture { timer.upstream.connect().cancel() }
            .accessibilityIdentifier("watch")
    }
}

@MainActor
private final class Chat {
    let messages = PassthroughSubject<String, Never>()
}

private struct ChatView: View {
    let chat: Chat
    @State var last = "none"
    var body: some View {
        VStack {
            Text(last).onReceive(chat.messages) { last = $0 }.accessibilityIdentifier("last")
            Text("send").onTapGesture { chat.messages.send("hi") }.accessibilityIdentifier("send")
        }
    }
}

/// Timers of every interval, for the edge cases.
private struct Intervals: View {
    let timer: Publishers.Autoconnect<Timer.TimerPublisher>
    @State var ticks = 0
    init(every interval: Double) {
        timer = Timer.publish(every: interval, on: .main, in: .common).autoconnect()
    }
    var body: some View {
        Text("\(ticks)").onReceive(timer) { _ in ticks += 1 }.accessibilityIdentifier("ticks")
    }
}

private final class Store: ObservableObject {
    @Published var title = "a"
}

private struct TitleWatcher: View {
    let store: Store
    @State var seen: [String] = []
    var body: some View {
        VStack {
            Text(seen.joined(separator: ",")).onReceive(store.$title) { seen.append($0) }
                .accessibilityIdentifier("seen")
            Text("rename").onTapGesture { store.title += "b" }.accessibilityIdentifier("rename")
        }
    }
}

private struct StoreWatcher: View {
    let store: Store
    @State var heard = 0
    var body: some View {
        VStack {
            Text("\(heard)").onReceive(store.objectWillChange) { heard += 1 }.accessibilityIdentifier("heard")
            Text("rename").onTapGesture { store.title += "a" }.accessibilityIdentifier("rename")
        }
    }
}

@MainActor
final class TimerPublisherTests: XCTestCase {
    func testTheTimerTicksEverySimulatedSecondWithTheSimulatedDate() async throws {
        let sim = Simulation(Clock())
        try sim.advance(by: 0.9)
        XCTAssertEqual(sim.text(of: "clock"), "0 none")
        try sim.advance(by: 0.1)
        XCTAssertEqual(sim.text(of: "clock"), "1 1")
        try sim.advance(by: 2)
        XCTAssertEqual(sim.text(of: "clock"), "3 3")
        let trace = sim.trace.text()
        XCTAssertTrue(trace.contains("▷ Timer.publish from .onReceive #"), trace)
        XCTAssertTrue(trace.contains("▷ onReceive(Timer.publish) action of .onReceive #"), trace)
    }

    func testEachDeliveryCausesItsWrites() async throws {
        let sim = Simulation(Clock())
        try sim.advance(by: 1)
        let events = sim.trace.events
        let delivery = try XCTUnwrap(
            events.first { event in
                if case .actionRun(_, let label, _) = event.kind, label == "onReceive(Timer.publish)" { return true }
                return false
            })
        let tick = try XCTUnwrap(
            events.first { event in
                if case .actionRun(_, let label, _) = event.kind, label == "Timer.publish" { return true }
                return false
            })
        XCTAssertEqual(delivery.causes, [tick.id], "the delivery is caused by the timer's tick")
        let writes = events.filter { event in
            if case .stateWrite = event.kind { return true }
            return false
        }
        XCTAssertFalse(writes.isEmpty)
        for write in writes { XCTAssertEqual(write.causes, [delivery.id], "\(write)") }
    }

    func testTheTimerStopsWhenTheViewDisappears() async throws {
        let sim = Simulation(ClockHost())
        try sim.advance(by: 2)
        try sim.tap("toggle")
        let ticks = sim.trace.text().components(separatedBy: "▷ Timer.publish from").count - 1
        XCTAssertEqual(ticks, 2)
        try sim.advance(by: 5)
        let after = sim.trace.text().components(separatedBy: "▷ Timer.publish from").count - 1
        XCTAssertEqual(after, 2, "no tick once gone")
        // Shown again: a new subscription, a new connection that ticks from now.
        try sim.tap("toggle")
        try sim.advance(by: 1)
        XCTAssertEqual(sim.text(of: "clock"), "1 8")
    }

    func testUpstreamConnectCancelStopsTheTimer() async throws {
        let sim = Simulation(Stopwatch())
        try sim.advance(by: 1)
        XCTAssertEqual(sim.text(of: "watch"), "2")
        try sim.tap("watch")
        try sim.advance(by: 3)
        XCTAssertEqual(sim.text(of: "watch"), "2")
    }

    func testRunUntilIdleDoesNotWaitForARepeatingTimer() async throws {
        let sim = Simulation(Clock())
        try sim.runUntilIdle()
        XCTAssertEqual(sim.text(of: "clock"), "0 none")
    }

    func testASubjectDeliversFromAnAction() async throws {
        let sim = Simulation(ChatView(chat: Chat()))
        try sim.tap("send")
        XCTAssertEqual(sim.text(of: "last"), "hi")
        let trace = sim.trace.text()
        XCTAssertTrue(
            trace.contains("▷ onReceive(PassthroughSubject<String, Never>) action of .onReceive #"), trace)
    }

    func testTheSameScenarioTracesTheSameBytes() async throws {
        func run() throws -> String {
            let sim = Simulation(ClockHost())
            try sim.advance(by: 2.5)
            try sim.tap("toggle")
            try sim.advance(by: 1)
            return sim.trace.text()
        }
        XCTAssertEqual(try run(), try run())
    }

    func testAZeroOrNaNIntervalTicksOncePerFrame() async throws {
        for interval in [0, -1, Double.nan] {
            let sim = Simulation(Intervals(every: interval))
            try sim.advanceFrames(10)
            XCTAssertEqual(sim.text(of: "ticks"), "10", "every: \(interval)")
            XCTAssertEqual(sim.trace.diagnostics().map(\.message), [], "every: \(interval)")
        }
    }

    func testAnIntervalPastTheMaximumTimeNeverTicksAndSaysSo() async throws {
        for interval in [Double.infinity, Simulation.maximumTime * 2] {
            let sim = Simulation(Intervals(every: interval))
            try sim.advance(by: 5)
            XCTAssertEqual(sim.text(of: "ticks"), "0")
            let messages = sim.trace.diagnostics().map(\.message)
            XCTAssertEqual(messages.count, 1, "\(messages)")
            XCTAssertTrue(
                messages.first?.contains("Timer.publish waits") ?? false
                    && messages.first?.contains("past Simulation.maximumTime") ?? false, "\(messages)")
        }
    }

    func testObjectWillChangeIsAPublisher() async throws {
        let sim = Simulation(StoreWatcher(store: Store()))
        try sim.tap("rename")
        try sim.tap("rename")
        XCTAssertEqual(sim.text(of: "heard"), "2")
        XCTAssertTrue(sim.trace.text().contains("▷ onReceive(objectWillChange) action of .onReceive #"))
    }

    func testAPublishedPropertysPublisherGivesTheCurrentValueThenEachNewOne() async throws {
        let store = Store()
        let sim = Simulation(TitleWatcher(store: store))
        XCTAssertEqual(sim.text(of: "seen"), "a", "the current value, after the update that inserted the view")
        try sim.tap("rename")
        XCTAssertEqual(sim.text(of: "seen"), "a,ab")
        XCTAssertEqual(store.title, "ab")
        let trace = sim.trace.text()
        XCTAssertTrue(trace.contains("▷ onReceive(Published<String>.Publisher) action of .onReceive #"), trace)
        XCTAssertEqual(sim.trace.diagnostics().map(\.message), [])
    }

    func testAPublishedPublisherOutsideASimulation() async throws {
        let store = Store()
        var got: [String] = []
        let subscription = store.$title.sink { got.append($0) }
        store.title = "x"
        subscription.cancel()
        store.title = "y"
        XCTAssertEqual(got, ["a", "x"])
    }

    // MARK: - The publishers themselves

    func testSinkAndCancelOutsideASimulation() async throws {
        let subject = PassthroughSubject<Int, Never>()
        var got: [Int] = []
        var subscriptions = Set<AnyCancellable>()
        subject.sink { got.append($0) }.store(in: &subscriptions)
        subject.send(1)
        subscriptions = []
        subject.send(2)
        XCTAssertEqual(got, [1], "releasing the cancellable ends the subscription")
        XCTAssertTrue(subscriptions.isEmpty)
    }

    func testAutoconnectConnectsForTheFirstAndDisconnectsAfterTheLast() async throws {
        final class Counting: ConnectablePublisher {
            typealias Output = Int
            typealias Failure = Never
            var connections = 0
            var cancellations = 0
            func sink(receiveValue: @escaping (Int) -> Void) -> AnyCancellable { AnyCancellable {} }
            func connect() -> any Cancellable {
                connections += 1
                return AnyCancellable { self.cancellations += 1 }
            }
        }
        let upstream = Counting()
        let auto = upstream.autoconnect()
        let first = auto.sink { _ in }
        let second = auto.sink { _ in }
        XCTAssertEqual(upstream.connections, 1)
        first.cancel()
        XCTAssertEqual(upstream.cancellations, 0)
        second.cancel()
        XCTAssertEqual(upstream.cancellations, 1)
        XCTAssertTrue(auto.upstream === upstream)
    }

    func testACancelledTimerIsReleased() async throws {
        weak var released: Timer.TimerPublisher?
        let sim: Simulation
        do {
            let timer = Timer.publish(every: 1, on: .main, in: .common)
            released = timer
            sim = Simulation(Intervals(every: 1))
            var ticks = 0
            let subscription = timer.sink { _ in ticks += 1 }
            let connection = sim.connectInFrame(timer)
            try sim.advance(by: 2)
            XCTAssertEqual(ticks, 2, "connected in a frame: ticks in simulated time")
            connection.cancel()
            subscription.cancel()
            try sim.advance(by: 2)
            XCTAssertEqual(ticks, 2)
        }
        try sim.advance(by: 1)
        XCTAssertNil(released, "no cycle keeps a cancelled timer publisher alive")
    }

    /// Outside a simulation a `TimerPublisher` is a Foundation timer on the run loop asked for.
    func testOutsideASimulationTheTimerRunsOnTheRunLoop() async throws {
        let (ticked, afterCancel) = runRealTimer()
        XCTAssertGreaterThan(ticked, 0, "the real timer ticked")
        XCTAssertEqual(afterCancel, ticked, "cancelled: no more ticks")
    }
}

extension Simulation {
    /// Connects `timer` while a frame of this simulation runs (as an action would).
    fileprivate func connectInFrame(_ timer: Timer.TimerPublisher) -> any Cancellable {
        nonisolated(unsafe) var connection: (any Cancellable)?
        perform("connect") { connection = timer.connect() }
        return connection!
    }
}

/// Connects a 10 ms timer on this thread's run loop, runs the loop for 0.2 s of
/// real time, cancels, runs it 50 ms more: the ticks before and after cancelling.
private nonisolated func runRealTimer() -> (Int, Int) {
    let timer = Timer.publish(every: 0.01, on: .current, in: .default)
    nonisolated(unsafe) var dates: [Date] = []
    let subscription = timer.sink { dates.append($0) }
    let connection = timer.connect()
    RunLoop.current.run(until: Date().addingTimeInterval(0.2))
    connection.cancel()
    let count = dates.count
    RunLoop.current.run(until: Date().addingTimeInterval(0.05))
    subscription.cancel()
    return (count, dates.count)
}
