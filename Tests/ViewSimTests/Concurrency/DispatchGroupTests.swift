// Tests what viewsim does with `DispatchGroup` on the main queue: work sent with
// `DispatchQueue.main.async(group:)` runs in simulated time like any main-queue
// work, entering the group when it is enqueued and leaving it once it has run;
// `group.notify(queue: .main)`, which viewsim cannot follow, is reported once where
// it is called and its block does not run in simulated time.
// Source: Apple, "DispatchGroup" ("A group of tasks that you monitor as a single
// unit"), "async(group:qos:flags:execute:)" and "notify(qos:flags:queue:execute:)"
// ("Schedules the submission of a block … when all tasks in the current group have
// finished executing").
import Dispatch
import Foundation
import ViewSim
import ViewSimTesting
import XCTest

/// Counts the runs of a notify block (a `Sendable` box, as Dispatch's block is `@Sendable`),
/// and records whether the group was waiting on its work right after the work was enqueued.
private final class Runs: @unchecked Sendable {
    var count = 0
    var groupBusyAfterEnqueue: Bool?
}

/// Two pieces of main-queue work in one group, and a notify after them.
private struct GroupedWork: View {
    let group: DispatchGroup
    var notified: Runs? = nil
    var probe: Runs? = nil
    @State private var log: [String] = []
    var body: some View {
        Text(log.joined(separator: ",")).onTapGesture {
            DispatchQueue.main.async(group: group) { log.append("a") }
            DispatchQueue.main.async(group: group, qos: .userInitiated) { log.append("b") }
            probe?.groupBusyAfterEnqueue = group.wait(timeout: .now()) == .timedOut
            if let notified { group.notify(queue: .main) { notified.count += 1 } }
            log.append("tap")
        }.accessibilityIdentifier("log")
    }
}

@MainActor
final class DispatchGroupTests: XCTestCase {
    private func notModelled(_ sim: Simulation) -> [Diagnostic] {
        sim.trace.diagnostics().filter { $0.kind == .notModelled }
    }

    func testWorkInAGroupRunsInSimulatedTimeAndLeavesTheGroupOnceItHasRun() async throws {
        let group = DispatchGroup()
        let probe = Runs()
        let sim = Simulation(GroupedWork(group: group, probe: probe))
        XCTAssertEqual(group.wait(timeout: .now()), .success, "empty before the tap")
        try sim.tap("log")
        XCTAssertEqual(probe.groupBusyAfterEnqueue, true, "both pieces entered the group when enqueued")
        XCTAssertEqual(sim.text(of: "log"), "tap,a,b", "after the action, in the order enqueued, in the same frame")
        XCTAssertEqual(group.wait(timeout: .now()), .success, "each piece left the group once it had run")
        let trace = sim.trace.text()
        XCTAssertEqual(trace.components(separatedBy: "▷ DispatchQueue.main.async from").count - 1, 2, trace)
        XCTAssertEqual(sim.trace.diagnostics().map(\.message), [])
    }

    func testNotifyOnTheMainQueueIsReportedOnceAndDoesNotRunInSimulatedTime() async throws {
        let group = DispatchGroup()
        let notified = Runs()
        let sim = Simulation(GroupedWork(group: group, notified: notified))
        try sim.tap("log")
        try sim.tap("log")
        try sim.advance(by: 1)
        XCTAssertEqual(sim.text(of: "log"), "tap,a,b,tap,a,b")
        XCTAssertEqual(
            notified.count, 0, "the notify block went to Dispatch's real main queue, which no simulation drains")
        let found = notModelled(sim)
        XCTAssertEqual(found.count, 1, "\(found.map(\.message))")
        let diagnostic = try XCTUnwrap(found.first)
        XCTAssertEqual(diagnostic.node?.label, ".onTapGesture", "reported on the action that called it")
        XCTAssertTrue(
            diagnostic.message.contains("DispatchGroup.notify(queue: .main) in a simulation is not modelled"),
            diagnostic.message)
        XCTAssertTrue(diagnostic.hint?.contains("let a = await loadA()") == true, diagnostic.hint ?? "no hint")
    }

    func testOutsideASimulationTheGroupIsDispatchsOwn() async {
        let group = DispatchGroup()
        let done = DispatchSemaphore(value: 0)
        let queue = DispatchQueue(label: "viewsim.tests.group")
        queue.async(group: group) {}
        group.notify(queue: queue) { done.signal() }
        XCTAssertEqual(done.wait(timeout: .now() + 5), .success)
        XCTAssertEqual(group.wait(timeout: .now() + 5), .success)
    }
}
