// Tests sleeping until a deadline on the continuous and suspending clocks in
// simulated time: a deadline written `.now + d` in the call wakes exactly `d`
// later, however long the real clock takes before the call (a thread held up on
// a loaded machine); an instant made before the call is measured against the
// real clock, to the millisecond.
// Source: Swift, "Task.sleep(until:tolerance:clock:)" and "Clock.sleep(until:tolerance:)"
// ("Suspends the current task until the given deadline").
import Foundation
import ViewSim
import ViewSimTesting
import XCTest

/// Returns `duration` after holding the thread for 5 ms of real time: a thread
/// preempted between the caller's `.now` and the sleep, as on a loaded machine.
private func heldUp(_ duration: Duration) -> Duration {
    usleep(5_000)
    return duration
}

/// How the task below sleeps 20 ms.
private enum Sleep: CaseIterable {
    case taskContinuous, taskDefaultClock, taskSuspending, continuousClock, suspendingClock, instantMadeBefore
}

/// Sleeps 20 ms when it appears, the way `sleep` says, with 5 ms of real time
/// between reading `.now` and the call; then shows "woke".
private struct Sleeper: View {
    let sleep: Sleep
    @State var woke = false
    var body: some View {
        Text(woke ? "woke" : "asleep")
            .task {
                switch sleep {
                case .taskContinuous:
                    try? await Task.sleep(until: .now + heldUp(.milliseconds(20)), clock: .continuous)
                case .taskDefaultClock:
                    try? await Task.sleep(until: .now + heldUp(.milliseconds(20)))
                case .taskSuspending:
                    try? await Task.sleep(until: .now + heldUp(.milliseconds(20)), clock: .suspending)
                case .continuousClock:
                    try? await ContinuousClock().sleep(until: .now + heldUp(.milliseconds(20)))
                case .suspendingClock:
                    try? await SuspendingClock().sleep(until: .now + heldUp(.milliseconds(20)))
                case .instantMadeBefore:
                    let deadline = ContinuousClock.now + heldUp(.milliseconds(20))
                    try? await ContinuousClock().sleep(until: deadline)
                }
                woke = true
            }
            .accessibilityIdentifier("sleeper")
    }
}

@MainActor
final class ClockDeadlineTests: XCTestCase {
    /// Every form written `.now + .milliseconds(20)` sleeps until 0.02 s and wakes in the second
    /// frame (33 ms), never the first (17 ms), where 20 ms less the 5 ms held up would wake it.
    func testADeadlineWrittenAsNowPlusKeepsItsDelayWhateverTheRealClock() async throws {
        let names: [Sleep: String] = [
            .taskContinuous: "Task.sleep(until:clock:)", .taskDefaultClock: "Task.sleep(until:clock:)",
            .taskSuspending: "Task.sleep(until:clock:)", .continuousClock: "ContinuousClock.sleep(until:)",
            .suspendingClock: "SuspendingClock.sleep(until:)",
        ]
        for sleep in Sleep.allCases where sleep != .instantMadeBefore {
            let sim = Simulation(Sleeper(sleep: sleep))
            try sim.advanceFrames(1)
            XCTAssertEqual(sim.text(of: "sleeper"), "asleep", "\(sleep)")
            try sim.advanceFrames(1)
            XCTAssertEqual(sim.text(of: "sleeper"), "woke", "\(sleep)")
            let trace = sim.trace.text()
            XCTAssertTrue(trace.contains("sleeps until 0.02 s (\(names[sleep]!))"), "\(sleep): \(trace)")
            XCTAssertEqual(sim.trace.diagnostics().map(\.message), [], "\(sleep)")
        }
    }

    /// An instant made before the call can only be measured against the real clock: the 5 ms
    /// the thread was held shortens the delay to 15 ms, which wakes in the first frame (documented).
    func testAnInstantMadeBeforeTheCallIsMeasuredAgainstTheRealClock() async throws {
        let sim = Simulation(Sleeper(sleep: .instantMadeBefore))
        try sim.advanceFrames(1)
        XCTAssertEqual(sim.text(of: "sleeper"), "woke")
        XCTAssertFalse(sim.trace.text().contains("sleeps until 0.02 s"), sim.trace.text())
    }

    /// Outside a simulation the deadline is the clock's own instant: the sleep takes real time.
    func testOutsideASimulationTheClocksInstantIsSleptUntil() async throws {
        let start = ContinuousClock.now
        try await Task.sleep(until: .now + .milliseconds(20), clock: .continuous)
        XCTAssertGreaterThanOrEqual(ContinuousClock.now - start, .milliseconds(20))
        let deadline = ClockDeadline<ContinuousClock>.now + .seconds(1) - .milliseconds(250)
        XCTAssertEqual(deadline.delay, .milliseconds(750))
    }
}
