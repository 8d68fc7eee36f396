// Tests the simulated main queue: `DispatchQueue.main.async` and
// `Task { @MainActor in … }` from a body or an action run after the update that
// enqueued them, in order, traced under what enqueued them; a body that
// enqueues on every run is bounded per frame; seed 002's counter, body code
// verbatim, counts to 100 in 10 s and loops through the main queue.
import Dispatch
import Foundation
import ViewSim
import ViewSimTesting
import XCTest

private struct Hopper: View {
    @State private var count = 0
    @State private var log: [String] = []

    var body: some View {
        Text("\(count) \(log.joined(separator: ","))")
            .onTapGesture {
                DispatchQueue.main.async { log.append("first") }
                Task { @MainActor in log.append("task") }
                DispatchQueue.main.async { log.append("second") }
                count += 1
            }
            .accessibilityIdentifier("hop")
    }
}

/// A body that enqueues a write on every run: SwiftUI would update once per run
/// loop turn, forever.
private struct Runaway: View {
    @State private var count = 0
    var body: some View {
        DispatchQueue.main.async { count += 1 }
        return Text("\(count)").accessibilityIdentifier("count")
    }
}

@MainActor
final class MainQueueTests: XCTestCase {
    private func text(_ sim: Simulation, _ name: String) -> String? {
        if case .text(let text)? = sim.attribute("text", of: name) { return text }
        return nil
    }

    func testWorkFromAnActionRunsAfterTheUpdateInOrderAsItsOwnCause() async throws {
        let sim = makeSimulation(Hopper())
        try sim.step("tap") { try sim.tap("hop") }
        XCTAssertEqual(text(sim, "hop"), "1 first,task,second")
        let trace = sim.trace.text(step: 1)
        let lines = trace.split(separator: "\n").map(String.init)
        let runs = lines.filter { $0.contains("▷") }
        XCTAssertEqual(runs.count, 3, trace)
        XCTAssertTrue(runs[0].contains("▷ .onTapGesture #3 action runs"), trace)
        XCTAssertEqual(
            runs.filter { $0.contains("▷ DispatchQueue.main.async from .onTapGesture #3 runs") }.count, 2, trace)
        // The task is a task of its own in the trace, started by the action; it runs
        // on the main actor in the order it was sent, between the two hops.
        XCTAssertEqual(lines.filter { $0.contains("↗ task 1 (Task from .onTapGesture #3) starts") }.count, 1, trace)
        XCTAssertEqual(lines.filter { $0.contains("∎ task 1 (Task from .onTapGesture #3) finishes") }.count, 1, trace)
        // In the order enqueued: each write extends what the one before wrote.
        XCTAssertTrue(trace.contains("_log: [] → [\"first\"]"), trace)
        XCTAssertTrue(trace.contains("_log: [\"first\"] → [\"first\", \"task\"]"), trace)
        XCTAssertTrue(trace.contains("_log: [\"first\", \"task\"] → [\"first\", \"task\", \"second\"]"), trace)
        // The count's update (the tap's own write) came before the main queue ran.
        let firstHop = try XCTUnwrap(lines.firstIndex { $0.contains("DispatchQueue.main.async") })
        let countWrite = try XCTUnwrap(lines.firstIndex { $0.contains("count: 0 → 1") })
        XCTAssertLessThan(countWrite, firstHop, trace)
    }

    func testABodyThatEnqueuesOnEveryRunUpdatesOncePerFrameAndNeverIdles() async throws {
        let sim = makeSimulation(Runaway())
        // Frame 0: the body runs, its work runs once the update settles, and the
        // body runs again for the write; the work that run enqueued waits.
        XCTAssertEqual(text(sim, "count"), "1")
        try sim.advanceFrames(3)
        XCTAssertEqual(text(sim, "count"), "4", "one hop per frame")
        XCTAssertEqual(sim.trace.bodyEvaluations(of: "Runaway").count, 5)
        XCTAssertTrue(sim.trace.diagnostics().isEmpty, "\(sim.trace.diagnostics().map(\.message))")
        XCTAssertThrowsError(try sim.runUntilIdle(timeout: 0.5)) { error in
            XCTAssertTrue(
                "\(error)".contains(
                    "work on the main queue enqueues more work every frame (DispatchQueue.main.async from Runaway #1)"),
                "\(error)")
        }
    }

    func testOutsideASimulationDispatchGetsTheWork() async {
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async { done.signal() }
        XCTAssertEqual(done.wait(timeout: .now() + 5), .success)
    }

    /// Seed 002: counts 000 → 100 in 10 simulated seconds, then the body's
    /// `DispatchQueue.main.async` resets and restarts it, once per lap.
    func testSeed002CounterCountsTo100In10SecondsAndLoopsThroughTheMainQueue() async throws {
        let sim = makeSimulation(Seed002CountDownUp())
        XCTAssertEqual(text(sim, "count"), "000")
        try sim.step("▶️") { try sim.tap("play") }
        try sim.step("5 s") { try sim.advance(by: 5) }
        XCTAssertEqual(text(sim, "count"), "050")
        try sim.step("to 10 s") { try sim.advance(by: 4.99) }
        XCTAssertEqual(text(sim, "count"), "099")
        try sim.step("the end of the lap") { try sim.advance(by: 0.05) }
        let lap = sim.trace.text(step: 4)
        XCTAssertTrue(lap.contains("\"100\""), "the count reaches 100:\n\(lap)")
        XCTAssertTrue(lap.contains("▷ DispatchQueue.main.async from Seed002CountModifier"), lap)
        XCTAssertEqual(
            lap.components(separatedBy: "▷ DispatchQueue.main.async").count - 1, 1, "one hop per lap:\n\(lap)")
        try sim.step("second lap") { try sim.advance(by: 10) }
        let second = sim.trace.text(step: 5)
        XCTAssertEqual(second.components(separatedBy: "▷ DispatchQueue.main.async").count - 1, 1, second)
        XCTAssertTrue(sim.trace.diagnostics().isEmpty, "\(sim.trace.diagnostics().map(\.message))")
    }
}
