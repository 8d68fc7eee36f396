// Tests that the trace records typed values: queries by view and modifier type,
// exact numbers behind the printed four decimals, `Animation` and origin values,
// typed transaction changes and completion reasons — and that the text prints
// them as before.
import ViewSim
import ViewSimTesting
import XCTest

private struct Gauge: View {
    @State private var level = 0.0
    var body: some View {
        VStack {
            Needle(level: level)
            Text("go").onTapGesture { withAnimation(.linear(duration: 0.3)) { level = 1.0 / 3 } }
                .accessibilityIdentifier("go")
        }
    }
}

private struct Needle: View {
    let level: Double
    var body: some View {
        Rectangle().trim(from: 0, to: level).opacity(level).accessibilityIdentifier("needle")
    }
}

@MainActor
final class TypedTraceTests: XCTestCase {
    private func tapped() throws -> Simulation {
        let sim = Simulation(Gauge())
        try sim.step("tap") {
            try sim.tap("go")
            try sim.advance(by: 0.5)
        }
        return sim
    }

    func testQueriesByViewAndModifierType() async throws {
        let sim = try tapped()
        XCTAssertEqual(sim.trace.bodyEvaluations(of: Needle.self).map(\.step), [0, 1])
        XCTAssertEqual(sim.trace.bodyEvaluations(of: Needle.self).map(\.node.label), ["Needle", "Needle"])
        XCTAssertTrue(
            sim.trace.bodyEvaluations(of: Gauge.self).allSatisfy { $0.node.is(Gauge.self) && !$0.node.is(Needle.self) })
        let trims = sim.trace.animationEvents(attribute: "trim(to:)").filter { $0.node.is(_TrimmedShape.self) }
        XCTAssertFalse(trims.isEmpty)
        XCTAssertTrue(trims.allSatisfy { !$0.node.is(_OpacityEffect.self) })
    }

    func testValuesAreExactAndPrintWithFourDecimals() async throws {
        let sim = try tapped()
        let write = try XCTUnwrap(
            sim.trace.events.compactMap { event -> TraceValue? in
                if case .stateWrite(_, "Gauge._level", _, let new, _) = event.kind { return new }
                return nil
            }.first)
        XCTAssertEqual(write.number, 1.0 / 3, "the value itself")
        XCTAssertEqual(write.description, "0.3333", "printed with four decimals")
        XCTAssertTrue(sim.trace.text().contains("✎ Gauge._level: 0 → 0.3333"))
        let last = try XCTUnwrap(sim.trace.presentationSamples(attribute: "opacity").last)
        XCTAssertEqual(last.numbers, [1.0 / 3])
        XCTAssertTrue(last.isAtModel)
    }

    func testAnimationsAndOriginsAreValues() async throws {
        let sim = try tapped()
        let start = try XCTUnwrap(sim.trace.animationsAdded(attribute: "opacity").first)
        XCTAssertEqual(start.animation, .linear(duration: 0.3))
        guard case .withAnimation(let during?) = start.origin, case .actionRun(_, "onTapGesture", _) = during.kind
        else {
            return XCTFail("origin: \(String(describing: start.origin))")
        }
        XCTAssertEqual(start.origin?.description, "withAnimation in .onTapGesture #\(during.node?.id ?? 0) action")
        guard case .started(_, let from, let to, _) = start.phase else { return XCTFail("\(start.phase)") }
        XCTAssertEqual(from.number, 0)
        XCTAssertEqual(to.number, 1.0 / 3)
    }

    func testCompletionReasonsAndTransactionChangesAreTyped() async throws {
        struct Toggle: View {
            @State private var isOn = false
            var body: some View {
                Text("x").opacity(isOn ? 1 : 0).animation(.easeIn(duration: 0.1), value: isOn)
                    .onTapGesture {
                        withAnimation(.default, completionCriteria: .removed) {
                            isOn.toggle()
                        } completion: {
                        }
                    }
                    .accessibilityIdentifier("x")
            }
        }
        let sim = Simulation(Toggle())
        try sim.step("tap") {
            try sim.tap("x")
            try sim.runUntilIdle()
        }
        let change = try XCTUnwrap(
            sim.trace.events.compactMap { event -> TransactionChange? in
                if case .transaction(_, let change) = event.kind { return change }
                return nil
            }.first)
        XCTAssertEqual(change.after.animation, .easeIn(duration: 0.1))
        XCTAssertEqual(change.before.animation, .default)
        guard case .animationModifier(_, .bool(false), .bool(true))? = change.after.origin else {
            return XCTFail("\(change)")
        }
        let completion = try XCTUnwrap(sim.trace.completions().first)
        XCTAssertEqual(completion.criteria, .removed)
        guard case .finished(let node, "opacity") = completion.reason else { return XCTFail("\(completion.reason)") }
        XCTAssertTrue(node.is(_OpacityEffect.self))
    }

    func testTheRecordedValueCanBeReadBackAsItsType() async {
        struct Item: Equatable {
            var title: String
            var count: Int
        }
        let value = TraceValue(Item(title: "A", count: 2))
        XCTAssertEqual(value.value(as: Item.self), Item(title: "A", count: 2))
        XCTAssertEqual(value.description, "Item(title: \"A\", count: 2)")
        XCTAssertEqual(value.numbers, [2], "the numbers of its stored properties")
        XCTAssertNil(value.value(as: Int.self))
    }

    /// A label is formatted when read, against its own simulation's start date.
    func testLabelsFormatDatesFromTheSimulationsStart() async throws {
        struct Stamped: View {
            let date: Date
            var body: some View { Text("x").id(date).accessibilityIdentifier("x") }
        }
        var configuration = SimulationConfiguration()
        configuration.startDate = SimulationConfiguration.defaultStartDate.addingTimeInterval(100)
        let sim = Simulation(Stamped(date: configuration.startDate.addingTimeInterval(5)), configuration: configuration)
        XCTAssertTrue(sim.snapshot().nodes.contains { $0.label == ".id(t=5s)" }, "\(sim.snapshot().nodes.map(\.label))")
    }

    /// Strings compare as they print (cut in the middle): a change in the part the cut
    /// leaves out records nothing, as when the trace was text; a change at either
    /// end, which prints, does.
    func testAChangeInTheUnprintedPartOfAStringIsNotAChange() async throws {
        struct Long: View {
            @State private var count = 0
            var body: some View {
                VStack {
                    Text(String(repeating: "a", count: 50) + "\(count)" + String(repeating: "b", count: 50))
                    Text("more").onTapGesture { count += 1 }.accessibilityIdentifier("more")
                }
            }
        }
        let sim = Simulation(Long())
        try sim.step("tap") { try sim.tap("more") }
        let changes = sim.trace.frames(inStep: 1).flatMap(\.events).filter {
            if case .attributeChanged(_, "text", _, _) = $0.kind { return true } else { return false }
        }
        XCTAssertEqual(changes.count, 0)
        let a = String(repeating: "a", count: 50)
        let b = String(repeating: "b", count: 50)
        XCTAssertEqual(TraceValue.text(a + "1" + b), .text(a + "2" + b))
        XCTAssertNotEqual(TraceValue.text(a + b + "1"), .text(a + b + "2"))
        XCTAssertNotEqual(TraceValue.text("a1"), .text("a2"))
    }
}
