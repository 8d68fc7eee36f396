// Tests @State: a write of an equal value is ignored, a write to state no body
// has read invalidates nothing, and a write during a body is dropped with
// SwiftUI's "Modifying state during view update" warning.
import ViewSim
import ViewSimTesting
import XCTest

private struct Toggle: View {
    @State private var isOn = false
    var body: some View {
        Text(isOn ? "on" : "off")
            .onTapGesture { isOn = true }
            .accessibilityIdentifier("set")
    }
}

private struct NeverRead: View {
    @State private var taps = 0
    var body: some View {
        Text("taps are counted but never shown")
            .onTapGesture { taps += 1 }
            .accessibilityIdentifier("tap")
    }
}

private struct WritesInBody: View {
    @State private var renders = 0
    var body: some View {
        let _ = { renders += 1 }()
        Text("\(renders)")
    }
}

@MainActor
final class StateTests: XCTestCase {
    func testWriteInvalidatesTheViewThatReadIt() async throws {
        let sim = makeSimulation(Toggle())
        try sim.step("set") { try sim.tap("set") }
        assertStep(sim, evaluated: ["Toggle": "_isOn"])
        XCTAssertEqual(sim.attribute("text", of: "set")?.description, "\"on\"")
    }

    func testWriteOfAnEqualValueIsIgnored() async throws {
        let sim = makeSimulation(Toggle())
        try sim.step("set") { try sim.tap("set") }
        try sim.step("set again") { try sim.tap("set") }

        assertBodyCount(sim, of: "Toggle", equals: 0, in: .step(2))
        let ignored = sim.trace.events(inStep: 2).contains {
            if case .stateWriteIgnored(_, let property, let value) = $0.kind {
                return property == "Toggle._isOn" && value == .bool(true)
            }
            return false
        }
        XCTAssertTrue(ignored, sim.trace.text(step: 2))
    }

    func testWriteThatNoBodyReadInvalidatesNothing() async throws {
        let sim = makeSimulation(NeverRead())
        try sim.step("tap") { try sim.tap("tap") }

        assertBodyCount(sim, of: "NeverRead", equals: 0, in: .step(1))
        let write = sim.trace.events(inStep: 1).compactMap { event -> Bool? in
            if case .stateWrite(_, "NeverRead._taps", .integer(0), .integer(1), let invalidates) = event.kind {
                return invalidates
            }
            return nil
        }
        XCTAssertEqual(write, [false])
        XCTAssertTrue(sim.trace.text(step: 1).contains("(never read, so nothing is invalidated)"))
    }

    func testWriteDuringBodyIsDroppedWithSwiftUIsWarning() async throws {
        let sim = makeSimulation(WritesInBody())
        assertDiagnostic(
            sim, .modifyingStateDuringUpdate,
            containing: "Modifying state during view update, this will cause undefined behavior.", in: .step(0))
        let message = sim.trace.diagnostics().first?.message
        XCTAssertEqual(message, "Modifying state during view update, this will cause undefined behavior.")
        // The write was dropped: the value stays 0 and nothing re-runs.
        XCTAssertEqual(sim.snapshot().nodes.first?.properties.first?.value, "0")
        try sim.runUntilIdle()
        assertBodyCount(sim, of: "WritesInBody", equals: 1)
    }
}
