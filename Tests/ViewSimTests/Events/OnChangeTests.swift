// Tests onChange(of:initial:_:) and SwiftUI's update-cycle detector: the action
// gets old and new values, runs on appearance only with `initial: true`, and runs
// at most twice per frame — the third dispatch is suppressed with "onChange(of:
// Date) action tried to update multiple times per frame." and the cycle.
import Foundation
import ViewSim
import ViewSimTesting
import XCTest

private final class Calls {
    var values: [String] = []
}

private struct Watcher: View {
    let calls: Calls
    let initial: Bool
    @State private var value = 1
    var body: some View {
        Text("\(value)")
            .onChange(of: value, initial: initial) { old, new in calls.values.append("\(old)→\(new)") }
            .onTapGesture { value += 1 }
            .accessibilityIdentifier("value")
    }
}

/// swiftui-lab's loop: the content's onChange toggles state the TimelineView's
/// parent reads, which rebuilds the schedule from a new `.simNow`, which changes
/// the date again within the same frame.
private struct LoopView: View {
    @State private var flag = false
    var body: some View {
        TimelineView(.periodic(from: .simNow, by: 2.0)) { timeline in
            Text("Hello")
                .foregroundStyle(flag ? Color.red : Color.blue)
                .onChange(of: timeline.date) { (_: Date) in flag.toggle() }
        }
    }
}

@MainActor
final class OnChangeTests: XCTestCase {
    func testActionReceivesOldAndNewValuesButNotOnAppearance() async throws {
        let calls = Calls()
        let sim = makeSimulation(Watcher(calls: calls, initial: false))
        XCTAssertEqual(calls.values, [])
        try sim.tap("value")
        try sim.tap("value")
        XCTAssertEqual(calls.values, ["1→2", "2→3"])
    }

    func testInitialTrueRunsOnAppearanceWithTheSameValueTwice() async {
        let calls = Calls()
        _ = makeSimulation(Watcher(calls: calls, initial: true))
        XCTAssertEqual(calls.values, ["1→1"])
    }

    func testThirdDispatchInAFrameIsSuppressedWithSwiftUIsWarning() async throws {
        let sim = makeSimulation(LoopView())
        try sim.step("wait 2s") { try sim.advance(by: 2.1) }

        let frame = try XCTUnwrap(sim.trace.frame(120), sim.trace.text())
        let dispatches = frame.events.compactMap { event -> String? in
            switch event.kind {
            case .actionRun(_, let label, let dispatch?): return "\(label) run \(dispatch)"
            case .actionSuppressed(_, let label, let dispatch): return "\(label) suppressed \(dispatch)"
            default: return nil
            }
        }
        XCTAssertEqual(
            dispatches, ["onChange(of: Date) run 1", "onChange(of: Date) run 2", "onChange(of: Date) suppressed 3"])

        assertDiagnostic(
            sim, .updateLoop, containing: "onChange(of: Date) action tried to update multiple times per frame.",
            in: .frame(120))
        let diagnostic = try XCTUnwrap(sim.trace.diagnostics().first)
        XCTAssertEqual(diagnostic.message, "onChange(of: Date) action tried to update multiple times per frame.")
        // The cycle runs action → state write → LoopView → TimelineView → onChange → suppressed.
        XCTAssertEqual(diagnostic.cycle.first?.description, ".onChange(of: Date) #3 action runs")
        XCTAssertEqual(
            diagnostic.cycle.last?.description, ".onChange(of: Date) #3 action would run a third time: suppressed")
        XCTAssertEqual(diagnostic.cycleNodes, [3, 1, 2, 3])
        XCTAssertTrue(sim.trace.text(step: 1).contains("cycle:"))
    }

    func testSimulationGoesOnAfterALoopAndTheNextFrameRunsActionsAgain() async throws {
        let sim = makeSimulation(LoopView())
        try sim.step("first loop") { try sim.advance(by: 2.1) }
        try sim.step("second loop") { try sim.advance(by: 2.1) }

        // The schedule restarted at 2.002 s, so its next entry is 4.002 s: frame 241.
        let runs = sim.trace.events(inStep: 2).compactMap { event -> Int? in
            if case .actionRun(_, _, let dispatch?) = event.kind { return dispatch }
            return nil
        }
        XCTAssertEqual(runs, [1, 2], "the per-frame allowance starts over in a new frame")
        let suppressed = sim.trace.events.filter { $0.kind.name == .actionSuppressed }
        XCTAssertEqual(suppressed.map(\.frame), [120, 241])
        // SwiftUI logs the warning once per detector (per view identity), not once per frame.
        XCTAssertEqual(sim.trace.diagnostics().count, 1)
        assertNoDiagnostics(sim, in: .step(2))
    }
}
