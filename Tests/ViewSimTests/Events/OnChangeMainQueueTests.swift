// Tests onChange(of:initial:_:) with a change made by a DispatchQueue.main.async hop:
// the hop runs in a later run loop turn, so SwiftUI's per-update dispatch limit counts
// afresh and the action sees the change, with `initial: true` as without it.
// SwiftUI's behaviour: OpenSwiftUI's ValueActionModifierCompatibilityTests
// (`onChangeWithInitial`, run against SwiftUI itself) expects (0, 0), (0, 1), (1, 2) for
// `.onAppear { value = 1; DispatchQueue.main.async { value = 2 } }`.
import Dispatch
import Foundation
import ViewSim
import ViewSimTesting
import XCTest

private final class HopCalls {
    var values: [String] = []
}

/// The compatibility test's view: a write in onAppear and another one hop later.
private struct AppearThenHop: View {
    let calls: HopCalls
    let initial: Bool
    @State private var value = 0
    var body: some View {
        Color.blue
            .onAppear {
                value = 1
                DispatchQueue.main.async { value = 2 }
            }
            .onChange(of: value, initial: initial) { old, new in calls.values.append("\(old)→\(new)") }
    }
}

/// An action that writes through the main queue every time it runs: each hop is a new
/// run loop turn, so the action runs once per frame and is never suppressed.
private struct HopEveryChange: View {
    let calls: HopCalls
    @State private var value = 0
    var body: some View {
        Color.blue
            .onChange(of: value, initial: true) { old, new in
                calls.values.append("\(old)→\(new)")
                DispatchQueue.main.async { value += 1 }
            }
    }
}

@MainActor
final class OnChangeMainQueueTests: XCTestCase {
    func testInitialTrueSeesTheChangeMadeOneHopLater() async throws {
        let calls = HopCalls()
        let sim = makeSimulation(AppearThenHop(calls: calls, initial: true))
        try sim.advance(by: 0.1)
        // Failed before the fix: ["0→0", "0→1"]; the hop's change was the third dispatch
        // in frame 0 and was suppressed with "tried to update multiple times per frame".
        XCTAssertEqual(calls.values, ["0→0", "0→1", "1→2"], sim.trace.text())
        XCTAssertTrue(sim.trace.diagnostics().isEmpty, sim.trace.text())
    }

    func testWithoutInitialTheSameViewSeesBothChanges() async throws {
        let calls = HopCalls()
        let sim = makeSimulation(AppearThenHop(calls: calls, initial: false))
        try sim.advance(by: 0.1)
        XCTAssertEqual(calls.values, ["0→1", "1→2"])
    }

    func testAHopPerChangeRunsOncePerFrameWithoutASuppression() async throws {
        let calls = HopCalls()
        let sim = makeSimulation(HopEveryChange(calls: calls))
        try sim.advance(by: 3.0 / 60)
        // Frame 0: the initial run and the first hop's change (a later turn); each later
        // frame drains the main queue once, so one change a frame.
        XCTAssertEqual(calls.values, ["0→0", "0→1", "1→2", "2→3", "3→4"], sim.trace.text())
        XCTAssertTrue(sim.trace.diagnostics().isEmpty, sim.trace.text())
    }
}
