// Tests the idle frames a simulation passes without running them
// (`ViewGraph.runIdleFrame`): once an idle frame has run and done nothing, the next
// ones move the clock and the step's frame range only, until anything runs or is
// recorded. A script whose frames are idle between its events must record the same
// trace, step ranges and state whether those frames are passed or run; and a
// `Timer.scheduledTimer` an action schedules after a stretch of passed frames (when
// the run loop is not read) is still reported.
import Dispatch
import Foundation
import ViewSim
import XCTest

/// Schedules a Foundation timer when tapped (the test invalidates it).
private struct TimerOnTap: View {
    let scheduled: IdleScheduledTimers
    var body: some View {
        Text("start").onTapGesture {
            scheduled.timers.append(Timer.scheduledTimer(withTimeInterval: 3600, repeats: true) { _ in })
        }.accessibilityIdentifier("start")
    }
}

@MainActor
private final class IdleScheduledTimers {
    var timers: [Timer] = []
}

@MainActor
final class IdleFrameTests: XCTestCase {
    /// Idle stretches, a tap whose work is due 1.5 s later, one-frame advances across it, steps.
    private func runScript(_ sim: Simulation) throws {
        for _ in 0..<5 { try sim.advanceFrames(1) }
        try sim.step("save") { try sim.tap("save") }
        for _ in 0..<120 { try sim.advanceFrames(1) }
        try sim.advance(by: 1)
        try sim.step("again") {
            try sim.tap("save")
            try sim.advance(by: 0.5)
        }
        for _ in 0..<10 { try sim.advanceFrames(1) }
        try sim.step("idle") { try sim.advanceFrames(200) }
        try sim.runUntilIdle()
        for _ in 0..<3 { try sim.advanceFrames(1) }
    }

    func testPassingQuietIdleFramesRecordsWhatRunningThemDoes() async throws {
        let passed = Simulation(SelfDismissingToast())
        let run = Simulation(SelfDismissingToast())
        run.graph.passesQuietIdleFrames = false
        try runScript(passed)
        try runScript(run)
        XCTAssertEqual(passed.trace.text(), run.trace.text())
        XCTAssertEqual(passed.trace.steps.map(\.frames), run.trace.steps.map(\.frames))
        XCTAssertEqual(passed.trace.steps.map(\.title), run.trace.steps.map(\.title))
        XCTAssertEqual(passed.frame, run.frame)
        XCTAssertEqual(passed.time, run.time)
        XCTAssertEqual(passed.text(of: "toast"), "no toast")
        XCTAssertEqual(run.text(of: "toast"), "no toast")
        // The idle frames were passed, not run.
        XCTAssertLessThan(passed.graph.framesRun, run.graph.framesRun)
    }

    func testATimerAnActionSchedulesAfterPassedFramesIsReported() async throws {
        let scheduled = IdleScheduledTimers()
        let sim = Simulation(TimerOnTap(scheduled: scheduled))
        defer { for timer in scheduled.timers { timer.invalidate() } }
        for _ in 0..<5 { try sim.advanceFrames(1) }
        XCTAssertEqual(sim.trace.diagnostics().filter { $0.kind == .notModelled }.count, 0)
        try sim.tap("start")
        try sim.advanceFrames(1)
        let reported = sim.trace.diagnostics().filter { $0.kind == .notModelled }
        XCTAssertEqual(reported.count, 1)
        XCTAssertTrue(reported.first?.message.contains("Timer.scheduledTimer") == true, "\(reported.map(\.message))")
    }
}
