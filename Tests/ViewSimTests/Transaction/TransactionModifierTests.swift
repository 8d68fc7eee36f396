// Tests `.transaction(_:)` (transforms the transaction of every change below it)
// and `.transaction(value:_:)` (only when its value changed in the transaction,
// never when the view is inserted).
import ViewSim
import ViewSimTesting
import XCTest

private struct Panel: View {
    @State private var isOn = false
    @State private var count = 0

    var body: some View {
        VStack {
            Text("panel")
                .opacity(isOn ? 1 : 0)
                .offset(x: Double(count) * 10)
                .transaction { $0.animation = .linear(duration: 0.2) }
                .accessibilityIdentifier("panel")
            Text("quiet")
                .opacity(isOn ? 1 : 0)
                .transaction { $0.animation = nil }
                .accessibilityIdentifier("quiet")
            Text("toggle").onTapGesture { isOn.toggle() }.accessibilityIdentifier("toggle")
            Text("count").onTapGesture { count += 1 }.accessibilityIdentifier("count")
            Text("toggle animated").onTapGesture { withAnimation(.easeIn(duration: 1)) { isOn.toggle() } }
                .accessibilityIdentifier("toggleAnimated")
        }
    }
}

private struct Valued: View {
    @State private var isOn = false
    @State private var count = 0
    @State private var shown = false
    let calls: CallCounter

    var body: some View {
        VStack {
            Text("valued")
                .opacity(isOn ? 1 : 0)
                .offset(x: Double(count) * 10)
                .transaction(value: isOn) { transaction in
                    calls.increment()
                    transaction.animation = .linear(duration: 0.2)
                }
                .accessibilityIdentifier("valued")
            if shown {
                Text("inserted")
                    .opacity(isOn ? 1 : 0.5)
                    .transaction(value: count) { _ in calls.increment() }
                    .accessibilityIdentifier("inserted")
            }
            Text("toggle").onTapGesture { isOn.toggle() }.accessibilityIdentifier("toggle")
            Text("count").onTapGesture { count += 1 }.accessibilityIdentifier("count")
            Text("show").onTapGesture { shown = true }.accessibilityIdentifier("show")
        }
    }
}

@MainActor
final class TransactionModifierTests: XCTestCase {
    func testTransactionModifierAppliesToEveryChange() async throws {
        let sim = makeAnimationSimulation(Panel())
        try sim.step("toggle") { try sim.tap("toggle") }
        assertAnimation(
            sim, "opacity", of: "panel", in: .lastStep, animation: "linear(duration: 0.2)",
            origin: .hasPrefix(".transaction #"))
        try sim.step("count") {
            try sim.runUntilIdle()
            try sim.tap("count")
        }
        assertAnimation(
            sim, "offset", of: "panel", in: .lastStep, animation: "linear(duration: 0.2)",
            origin: .hasPrefix(".transaction #"))
        XCTAssertTrue(
            sim.trace.text(step: 2).contains(
                ": the views below animate with linear(duration: 0.2) (the transaction had: none)"))
    }

    func testTransactionModifierOverridesWithAnimation() async throws {
        let sim = makeAnimationSimulation(Panel())
        try sim.step("toggle animated") { try sim.tap("toggleAnimated") }
        assertAnimation(sim, "opacity", of: "panel", animation: "linear(duration: 0.2)")
        assertNoAnimation(sim, "opacity", of: "quiet")
        XCTAssertEqual(sim.attribute("opacity", of: "quiet")?.description, "1")
    }

    func testValueTransactionAppliesOnlyWhenItsValueChanged() async throws {
        let calls = CallCounter()
        let sim = makeAnimationSimulation(Valued(calls: calls))
        try sim.step("count") { try sim.tap("count") }
        assertNoAnimation(sim, "offset", of: "valued", in: .lastStep)
        XCTAssertEqual(calls.count, 0)
        try sim.step("toggle") { try sim.tap("toggle") }
        assertAnimation(
            sim, "opacity", of: "valued", in: .lastStep, animation: "linear(duration: 0.2)",
            origin: .hasPrefix(".transaction(value:) #"))
        XCTAssertGreaterThan(calls.count, 0)
    }

    func testValueTransactionNeverAppliesOnInsertion() async throws {
        let calls = CallCounter()
        let sim = makeAnimationSimulation(Valued(calls: calls))
        try sim.step("show") { try sim.tap("show") }
        XCTAssertNotNil(sim.graph.node(named: "inserted"))
        XCTAssertEqual(calls.count, 0, "the transform ran when the view was inserted")
        XCTAssertFalse(sim.trace.text(step: 1).contains("⇣"))
        // Its value is unchanged by a toggle, so it still does not run.
        try sim.step("toggle") { try sim.tap("toggle") }
        XCTAssertEqual(calls.count, 1, "only the valued view's transform runs")
    }
}
