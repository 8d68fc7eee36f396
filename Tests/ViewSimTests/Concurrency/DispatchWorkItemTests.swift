// Tests what viewsim does with Dispatch's forms of main-queue work: a closure sent
// with `qos:` or `flags:` runs in simulated time like any `DispatchQueue.main.async`
// (the serial main queue ignores both); a `DispatchWorkItem` made in a simulation,
// which viewsim cannot simulate (Dispatch's methods that take one cannot be
// replaced), is reported once where it is made, and the debounce the diagnostic
// suggests instead — a `Task` that sleeps and is cancelled — runs in simulated time.
// Source: Apple, "DispatchWorkItem" ("The work you want to perform, encapsulated in
// a way that lets you attach a completion handle or execution dependencies"), and
// "async(group:qos:flags:execute:)".
import Dispatch
import Foundation
import ViewSim
import ViewSimTesting
import XCTest

/// Counts the runs of a work item's block (a `Sendable` box, as Dispatch's block is `@Sendable`).
private final class Runs: @unchecked Sendable {
    var count = 0
}

/// A search field's debounce written with a `DispatchWorkItem`, as UIKit code often does.
private struct WorkItemDebounce: View {
    let runs: Runs
    let made: (DispatchWorkItem) -> Void
    var body: some View {
        Text("search").onTapGesture {
            let item = DispatchWorkItem { [runs] in runs.count += 1 }
            made(item)
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.3, execute: item)
        }.accessibilityIdentifier("search")
    }
}

/// The debounce the diagnostic suggests: a task that sleeps, cancelled by the next tap.
private struct TaskDebounce: View {
    @State private var task: Task<Void, Never>?
    @State private var searches = 0
    var body: some View {
        Text("\(searches)").onTapGesture {
            task?.cancel()
            task = Task {
                do { try await Task.sleep(for: .seconds(0.3)) } catch { return }
                searches += 1
            }
        }.accessibilityIdentifier("search")
    }
}

/// Main-queue work sent with `qos:` and `flags:`, in that order.
private struct QualityOfService: View {
    @State private var log: [String] = []
    var body: some View {
        Text(log.joined(separator: ",")).onTapGesture {
            DispatchQueue.main.async(qos: .userInitiated) { log.append("qos") }
            DispatchQueue.main.async(flags: .barrier) { log.append("flags") }
            DispatchQueue.main.async(qos: .utility, flags: .enforceQoS) { log.append("both") }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.05, qos: .userInitiated) { log.append("after-qos") }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.1, flags: .barrier) { log.append("after-flags") }
        }.accessibilityIdentifier("log")
    }
}

@MainActor
final class DispatchWorkItemTests: XCTestCase {
    private func notModelled(_ sim: Simulation) -> [Diagnostic] {
        sim.trace.diagnostics().filter { $0.kind == .notModelled }
    }

    func testAWorkItemMadeInASimulationIsReportedOnceWhereItIsMadeAndDoesNotRun() async throws {
        let runs = Runs()
        nonisolated(unsafe) var items: [DispatchWorkItem] = []
        let sim = Simulation(WorkItemDebounce(runs: runs) { items.append($0) })
        defer { for item in items { item.cancel() } }
        XCTAssertEqual(notModelled(sim).map(\.message), [], "nothing is reported before an item is made")
        try sim.step("type") {
            try sim.tap("search")
            try sim.tap("search")
        }
        try sim.advance(by: 1)
        XCTAssertEqual(items.count, 2)
        XCTAssertEqual(runs.count, 0, "the item went to Dispatch's real main queue, which no simulation drains")
        let found = notModelled(sim)
        XCTAssertEqual(found.count, 1, "\(found.map(\.message))")
        let diagnostic = try XCTUnwrap(found.first)
        XCTAssertEqual(diagnostic.node?.label, ".onTapGesture", "reported on the action that made it")
        XCTAssertTrue(
            diagnostic.message.contains("a DispatchWorkItem made in a simulation is not modelled"), diagnostic.message)
        XCTAssertTrue(diagnostic.message.contains("no simulation drains"), diagnostic.message)
        XCTAssertTrue(diagnostic.hint?.contains("Task.sleep(for: .seconds(0.3))") == true, diagnostic.hint ?? "no hint")
        XCTAssertTrue(sim.trace.text(step: 1).contains("⚠ viewsim: a DispatchWorkItem"), sim.trace.text(step: 1))
    }

    func testEveryInitialiserViewSimTakesIsReported() async throws {
        for make in [
            { DispatchWorkItem {} }, { DispatchWorkItem(block: {}) }, { DispatchWorkItem(qos: .userInitiated) {} },
            { DispatchWorkItem(flags: .barrier) {} },
        ] as [() -> DispatchWorkItem] {
            let sim = Simulation(Text("a"))
            try sim.step("make") { make().cancel() }
            XCTAssertEqual(notModelled(sim).count, 1)
        }
    }

    func testOutsideASimulationAWorkItemIsDispatchsOwn() async {
        let runs = Runs()
        let item = DispatchWorkItem(qos: .userInitiated) { [runs] in runs.count += 1 }
        item.perform()
        XCTAssertEqual(runs.count, 1)
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async(execute: DispatchWorkItem { done.signal() })
        XCTAssertEqual(done.wait(timeout: .now() + 5), .success)
    }

    func testTheSuggestedTaskDebounceRunsOnceAfterTheLastTap() async throws {
        let sim = Simulation(TaskDebounce())
        try sim.tap("search")
        try sim.advance(by: 0.2)
        try sim.tap("search")
        try sim.advance(by: 0.2)
        XCTAssertEqual(sim.text(of: "search"), "0", "the first sleep was cancelled by the second tap")
        try sim.advance(by: 0.1)
        XCTAssertEqual(sim.text(of: "search"), "1", "0.3 s after the last tap")
        try sim.advance(by: 1)
        XCTAssertEqual(sim.text(of: "search"), "1")
        XCTAssertEqual(notModelled(sim).map(\.message), [])
    }

    func testQualityOfServiceAndFlagsRunInSimulatedTimeInOrder() async throws {
        let sim = Simulation(QualityOfService())
        try sim.tap("log")
        XCTAssertEqual(sim.text(of: "log"), "qos,flags,both")
        try sim.advance(by: 0.05)
        XCTAssertEqual(sim.text(of: "log"), "qos,flags,both,after-qos")
        try sim.advance(by: 0.05)
        XCTAssertEqual(sim.text(of: "log"), "qos,flags,both,after-qos,after-flags")
        let trace = sim.trace.text()
        XCTAssertEqual(trace.components(separatedBy: "▷ DispatchQueue.main.async from").count - 1, 3, trace)
        XCTAssertEqual(trace.components(separatedBy: "▷ DispatchQueue.main.asyncAfter from").count - 1, 2, trace)
        XCTAssertEqual(sim.trace.diagnostics().map(\.message), [])
    }
}
