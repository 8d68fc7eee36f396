// Tests `DispatchQueue.main.asyncAfter(deadline:execute:)` in simulated time: the
// work runs in the first frame at or after its deadline, as its own event under
// what scheduled it; a deadline in the past runs in the next frame; a deadline
// the simulation cannot reach (`.distantFuture`, or 2·10⁹ s away) never runs and
// says so, in whole seconds.
// Source: Apple, "asyncAfter(deadline:qos:flags:execute:)" ("Schedules a work
// item for execution at the specified time").
import Dispatch
import Foundation
import ViewSim
import ViewSimTesting
import XCTest

/// A toast that dismisses itself 1.5 s after it is shown (also used by `IdleFrameTests`).
struct SelfDismissingToast: View {
    @State var message: String?
    var body: some View {
        VStack {
            Text(message ?? "no toast").accessibilityIdentifier("toast")
            Text("save").onTapGesture {
                message = "Saved"
                DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) { message = nil }
            }.accessibilityIdentifier("save")
        }
    }
}

private struct Late: View {
    let deadline: DispatchTime
    @State var ran = false
    var body: some View {
        Text(ran ? "ran" : "waiting")
            .onAppear { DispatchQueue.main.asyncAfter(deadline: deadline) { ran = true } }
            .accessibilityIdentifier("late")
    }
}

@MainActor
final class AsyncAfterTests: XCTestCase {
    func testAToastIsDismissedAfterOnePointFiveSeconds() async throws {
        let sim = Simulation(SelfDismissingToast())
        try sim.tap("save")
        XCTAssertEqual(sim.text(of: "toast"), "Saved")
        try sim.advance(by: 1.4)
        XCTAssertEqual(sim.text(of: "toast"), "Saved")
        try sim.advance(by: 0.1)
        XCTAssertEqual(sim.text(of: "toast"), "no toast")
        let trace = sim.trace.text()
        XCTAssertTrue(trace.contains("▷ DispatchQueue.main.asyncAfter from .onTapGesture #"), trace)
        XCTAssertTrue(trace.contains("_message: \"Saved\" → nil"), trace)
        XCTAssertEqual(sim.trace.diagnostics().map(\.message), [])
    }

    func testRunUntilIdleWaitsForTheDeadline() async throws {
        let sim = Simulation(SelfDismissingToast())
        try sim.tap("save")
        let waited = try sim.runUntilIdle()
        XCTAssertEqual(sim.text(of: "toast"), "no toast")
        XCTAssertEqual(waited, 1.5, accuracy: 1.0 / 60 + 0.001)
    }

    func testADeadlineInThePastRunsInTheNextFrame() async throws {
        let sim = Simulation(Late(deadline: .now() - .seconds(5)))
        XCTAssertEqual(sim.text(of: "late"), "waiting", "not in the frame that scheduled it")
        try sim.advanceFrames(1)
        XCTAssertEqual(sim.text(of: "late"), "ran")
    }

    /// A deadline past `Simulation.maximumTime` is named in whole seconds: the real time between
    /// the caller's `.now()` and viewsim's own read (here 2.5 ms, as on a loaded machine) does
    /// not show in the diagnostic.
    func testADeadlinePastTheLastMomentIsNamedInWholeSeconds() async throws {
        let sim = Simulation(Late(deadline: .now() + (2_000_000_000 - 0.0025)))
        try sim.advance(by: 1)
        XCTAssertEqual(sim.text(of: "late"), "waiting")
        XCTAssertEqual(
            sim.trace.diagnostics().map(\.message).filter { $0.contains("asyncAfter") }.map {
                $0.contains("DispatchQueue.main.asyncAfter waits 2000000000 s, past Simulation.maximumTime")
            }, [true])
    }

    func testADistantFutureDeadlineNeverRunsAndSaysSo() async throws {
        let sim = Simulation(Late(deadline: .distantFuture))
        try sim.runUntilIdle()
        try sim.advance(by: 10)
        XCTAssertEqual(sim.text(of: "late"), "waiting")
        let messages = sim.trace.diagnostics().map(\.message)
        XCTAssertEqual(messages.count, 1, "\(messages)")
        XCTAssertTrue(
            messages.first?.contains("DispatchQueue.main.asyncAfter waits inf s, past Simulation.maximumTime") ?? false,
            "\(messages)")
    }
}
