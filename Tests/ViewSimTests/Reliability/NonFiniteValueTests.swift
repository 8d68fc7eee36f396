// Regression tests from the reliability pass (issue 7): animating to NaN or ∞
// showed "nan" with no diagnostic. A non-finite value reaching an animatable
// attribute — from an input, a phase or a keyframe — is reported where it
// arrives, and the view keeps showing its last finite value (viewsim's model).
import ViewSim
import ViewSimTesting
import XCTest

private struct Fader: View {
    @State private var target = 0.5
    let bad: Double
    var body: some View {
        Text("fader")
            .opacity(target)
            .onTapGesture { withAnimation(.linear(duration: 1)) { target = bad } }
            .accessibilityIdentifier("fader")
    }
}

private struct Gauge: View, Animatable {
    var level: Double
    nonisolated var animatableData: Double {
        get { level }
        set { level = newValue }
    }
    var body: some View { Text("level \(level)").accessibilityIdentifier("gauge") }
}

private struct GaugeHost: View {
    let level: Double
    var body: some View { Gauge(level: level) }
}

private struct Phases: View {
    var body: some View {
        PhaseAnimator([1.0, .infinity, 2.0]) { scale in
            Text("phases").scaleEffect(scale).accessibilityIdentifier("phases")
        } animation: { _ in
            .linear(duration: 0.2)
        }
    }
}

private struct BadKeyframes: View {
    var body: some View {
        KeyframeAnimator(initialValue: 1.0, repeating: true) { value in
            Text("keys").opacity(value).accessibilityIdentifier("keys")
        } keyframes: { _ in
            KeyframeTrack {
                LinearKeyframe(Double.nan, duration: 0.5)
                LinearKeyframe(1.0, duration: 0.5)
            }
        }
    }
}

@MainActor
final class NonFiniteValueTests: XCTestCase {
    /// No presented value or attribute in the trace is NaN or infinite (the state
    /// write that set the bad value and the diagnostic may name it).
    private func assertFiniteText(_ sim: Simulation, file: StaticString = #filePath, line: UInt = #line) {
        let shown = sim.trace.text().split(separator: "\n").filter { !$0.contains("⚠") && !$0.contains("✎") }
        for text in shown {
            let lowered = text.lowercased()
            if lowered.contains("nan") || lowered.contains(" inf") || lowered.contains("→ inf")
                || lowered.contains("-inf")
            {
                XCTFail("the trace shows a non-finite value: \(text)", file: file, line: line)
            }
        }
    }

    func testAnimatingToNaNOrInfinityIsReportedAndTheOpacityStaysFinite() async throws {
        for bad in [Double.nan, .infinity, -.infinity] {
            let sim = makeSimulation(Fader(bad: bad))
            try sim.step("tap") {
                try sim.tap("fader")
                try sim.advance(by: 1.5)
            }
            XCTAssertEqual(sim.attribute("opacity", of: "fader")?.description, "0.5", "value \(bad)")
            let diagnostics = sim.trace.diagnostics().filter { $0.kind == .nonFiniteValue }
            XCTAssertEqual(diagnostics.count, 1, "value \(bad)")
            XCTAssertTrue(
                diagnostics.first?.message.contains("viewsim's model: it shows 0.5 instead") ?? false,
                diagnostics.first?.message ?? "")
            assertFiniteText(sim)
        }
    }

    func testAnAnimatableViewInsertedWithNaNShowsZero() async throws {
        let sim = makeSimulation(GaugeHost(level: .nan))
        XCTAssertEqual(sim.attribute("text", of: "gauge")?.description, "\"level 0.0\"")
        XCTAssertEqual(sim.trace.diagnostics().filter { $0.kind == .nonFiniteValue }.count, 1)
    }

    func testAModifierInsertedWithInfinityShowsZero() async throws {
        let sim = makeSimulation(Text("x").opacity(.infinity).accessibilityIdentifier("x"))
        XCTAssertEqual(sim.attribute("opacity", of: "x")?.description, "0")
        XCTAssertEqual(sim.trace.diagnostics().filter { $0.kind == .nonFiniteValue }.count, 1)
    }

    func testAnInfinitePhaseIsReportedAndTheScaleStaysFinite() async throws {
        let sim = makeSimulation(Phases())
        try sim.step("phases") { try sim.advance(by: 2) }
        XCTAssertFalse(sim.trace.diagnostics().filter { $0.kind == .nonFiniteValue }.isEmpty)
        let samples = sim.samples("scale", of: "phases").values.flatMap { $0 }
        XCTAssertFalse(samples.isEmpty)
        for value in samples { XCTAssertTrue(value.isFinite, "scale \(value)") }
        assertFiniteText(sim)
    }

    func testANaNKeyframeIsReportedAndTheOpacityStaysFinite() async throws {
        let sim = makeSimulation(BadKeyframes())
        try sim.step("keyframes") { try sim.advance(by: 2) }
        XCTAssertEqual(sim.trace.diagnostics().filter { $0.kind == .nonFiniteValue }.count, 1)
        XCTAssertNotEqual(sim.attribute("opacity", of: "keys")?.description.lowercased(), "nan")
        XCTAssertFalse(sim.trace.text().contains("opacity: 1 → nan"), "the opacity never shows NaN")
    }
}
