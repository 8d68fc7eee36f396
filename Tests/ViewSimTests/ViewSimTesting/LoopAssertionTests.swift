// Tests `verifyNoLoops`/`assertNoLoops` and `verifyCycle`/`assertCycle`: they pass or fail on
// the loops the trace diagnosed, and a failure names each loop with its cycle in view terms.
import ViewSim
import ViewSimTesting
import XCTest

private struct SizeKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

/// Measures itself into its own padding: a loop.
private struct Growing: View {
    @State private var extra: CGFloat = 0
    var body: some View {
        Text("grow")
            .padding(.vertical, extra)
            .background(GeometryReader { Color.clear.preference(key: SizeKey.self, value: $0.size.height) })
            .onPreferenceChange(SizeKey.self) { extra = $0 }
    }
}

/// Measures itself and shows the height elsewhere: no loop.
private struct Measuring: View {
    @State private var height: CGFloat = 0
    var body: some View {
        VStack {
            Text("measured")
                .background(GeometryReader { Color.clear.preference(key: SizeKey.self, value: $0.size.height) })
            Text("height \(Int(height))")
        }
        .onPreferenceChange(SizeKey.self) { height = $0 }
    }
}

@MainActor
final class LoopAssertionTests: XCTestCase {
    func testNoLoopsPassesForAMeasurementThatSettles() async throws {
        let sim = Simulation(Measuring())
        XCTAssertNil(verifyNoLoops(sim.trace))
        assertNoLoops(sim)
        XCTAssertNotNil(verifyCycle(sim.trace, through: ["SizeKey"]), "no loop, so no cycle")
    }

    func testNoLoopsFailsWithTheCycleInViewTerms() async throws {
        let sim = Simulation(Growing())
        let message = try XCTUnwrap(verifyNoLoops(sim.trace))
        XCTAssertTrue(message.hasPrefix("1 update loop was diagnosed in the whole simulation, none expected."), message)
        XCTAssertTrue(message.contains("Bound preference SizeKey tried to update multiple times per frame."), message)
        XCTAssertTrue(
            message.contains(
                "in short: onPreferenceChange(SizeKey) action → Growing._extra → Growing #1 body → GeometryReader #4 body → SizeKey of .preference #5 → onPreferenceChange(SizeKey) action"
            ), message)
    }

    func testCycleMatchesHopsInOrderAndFailsWithTheCyclesFound() async throws {
        let sim = Simulation(Growing())
        assertCycle(sim, .preferenceLoop, through: ["onPreferenceChange(SizeKey)", "Growing._extra", "GeometryReader"])
        let message = try XCTUnwrap(
            verifyCycle(sim.trace, .preferenceLoop, through: ["GeometryReader", "Growing._extra", "Missing"]))
        XCTAssertTrue(
            message.hasPrefix(
                "No preferenceLoop loop in the whole simulation goes through GeometryReader → Growing._extra → Missing."
            ), message)
        XCTAssertTrue(message.contains("+ onPreferenceChange(SizeKey) action → Growing._extra"), message)
    }
}
