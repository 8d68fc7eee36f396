// Tests the graph's re-evaluation rules: a changed view value runs the body with
// "@self" and the field diff, Equatable views use ==, views without fields are
// never re-evaluated, closures count as changed, and first-evaluation reasons.
import ViewSim
import ViewSimTesting
import XCTest

private struct CountLabel: View {
    let count: Int
    let title: String
    var body: some View { Text("\(title): \(count)") }
}

/// A view that says it is equal whenever `value` is equal, ignoring `noise`. Its
/// fields are plain data, so SwiftUI (and viewsim) compare it field by field and
/// never call its `==` unless it is wrapped with `.equatable()`.
private struct EquatableLabel: View, Equatable {
    let value: Int
    let noise: Int
    nonisolated static func == (a: EquatableLabel, b: EquatableLabel) -> Bool { a.value == b.value }
    var body: some View { Text("\(value)") }
}

/// The same, with a field that is not plain data (a `String`): compared with its `==`.
private struct EquatableCaption: View, Equatable {
    let value: Int
    let noise: String
    nonisolated static func == (a: EquatableCaption, b: EquatableCaption) -> Bool { a.value == b.value }
    var body: some View { Text("\(value)") }
}

/// EquatableLabel's twin, shown wrapped with `.equatable()`: its `==` decides.
private struct PlainBadge: View, Equatable {
    let value: Int
    let noise: Int
    nonisolated static func == (a: PlainBadge, b: PlainBadge) -> Bool { a.value == b.value }
    var body: some View { Text("\(value)") }
}

private struct NoFields: View {
    var body: some View { Text("static") }
}

private struct WithClosure: View {
    let action: () -> Void
    var body: some View { Text("button").onTapGesture(perform: action) }
}

private struct Parent: View {
    @State private var count = 0
    @State private var noise = 0
    var body: some View {
        VStack {
            Text("+").onTapGesture { count += 1 }.accessibilityIdentifier("count")
            Text("~").onTapGesture { noise += 1 }.accessibilityIdentifier("noise")
            Text("\(noise)")
            CountLabel(count: count, title: "Count")
            EquatableLabel(value: count, noise: noise)
            EquatableCaption(value: count, noise: "\(noise)")
            PlainBadge(value: count, noise: noise).equatable()
            NoFields()
            WithClosure { count += 1 }
        }
    }
}

private struct Plain: View {
    var body: some View {
        let _ = Self._printChanges()
        Text("plain")
    }
}

private struct Named: View {
    @State private var name = "Ada"
    var body: some View {
        let _ = Self._printChanges()
        Text(name)
    }
}

@MainActor
final class ReevaluationTests: XCTestCase {
    func testChangedFieldReevaluatesWithSelfAndTheFieldDiff() async throws {
        let sim = makeSimulation(Parent())
        try sim.step("count") { try sim.tap("count") }

        let evaluations = sim.trace.bodyEvaluations(of: "CountLabel", inStep: 1)
        XCTAssertEqual(evaluations.count, 1)
        guard case .selfChanged(let fields)? = evaluations.first?.reasons.first, evaluations.first?.reasons.count == 1
        else {
            return XCTFail("expected only @self, got \(String(describing: evaluations.first?.reasons))")
        }
        XCTAssertEqual(fields.map { "\($0.path): \($0.old) → \($0.new)" }, ["count: 0 → 1"])
        XCTAssertNil(fields.first?.uncomparable)
        XCTAssertEqual(evaluations.first?.printChangesLine, "CountLabel: @self changed.")
    }

    func testUnchangedValueIsSkippedFieldByField() async throws {
        let sim = makeSimulation(Parent())
        try sim.step("noise") { try sim.tap("noise") }

        assertBodyCount(sim, of: "CountLabel", equals: 0, in: .step(1))
        let skips = sim.trace.bodySkips(of: "CountLabel", inStep: 1)
        XCTAssertEqual(skips.map(\.reason), [.valueUnchanged(comparison: .fieldwise, fields: 2)])
    }

    func testAnEquatableViewOfPlainDataIsComparedFieldByFieldNotWithItsEquals() async throws {
        let sim = makeSimulation(Parent())
        try sim.step("noise") { try sim.tap("noise") }
        // `noise` differs and == would ignore it, but plain data is compared field by
        // field: the unwrapped label runs, the one wrapped with .equatable() does not.
        let runs = sim.trace.bodyEvaluations(of: "EquatableLabel", inStep: 1)
        XCTAssertEqual(runs.count, 1, "EquatableLabel runs")
        assertBodyCount(sim, of: "PlainBadge", equals: 0, in: .step(1))
        guard case .selfChanged(let fields)? = runs.first?.reasons.first else {
            return XCTFail("expected @self, got \(String(describing: runs.first?.reasons))")
        }
        XCTAssertEqual(fields.map(\.path), ["noise"])
        let skips = sim.trace.bodySkips(of: EquatableView<PlainBadge>.self, inStep: 1).map(\.reason)
        XCTAssertEqual(skips, [.valueUnchanged(comparison: .equatableView, fields: 1)])
        XCTAssertTrue(
            sim.trace.text(step: 1).contains(
                "skipped: its value is unchanged (1 field compared with == via .equatable())"),
            sim.trace.text(step: 1))
    }

    func testAnEquatableViewThatIsNotPlainDataIsComparedWithItsEquals() async throws {
        let sim = makeSimulation(Parent())
        try sim.step("noise") { try sim.tap("noise") }
        // `noise` differs, but == ignores it.
        assertBodyCount(sim, of: "EquatableCaption", equals: 0, in: .step(1))
        XCTAssertEqual(
            sim.trace.bodySkips(of: "EquatableCaption", inStep: 1).map(\.reason),
            [.valueUnchanged(comparison: .equatable, fields: 2)])
        XCTAssertTrue(sim.trace.text(step: 1).contains("EquatableCaption #"), sim.trace.text(step: 1))
        XCTAssertTrue(
            sim.trace.text(step: 1).contains("skipped: its value is unchanged (2 fields compared with ==)"),
            sim.trace.text(step: 1))

        try sim.step("count") { try sim.tap("count") }
        assertBodyReasons(sim, of: "EquatableCaption", ["@self"], in: .step(2))
    }

    func testViewWithoutFieldsIsNeverReevaluated() async throws {
        let sim = makeSimulation(Parent())
        try sim.step("count") { try sim.tap("count") }
        try sim.step("noise") { try sim.tap("noise") }

        assertBodyCount(sim, of: "NoFields", equals: 1)
        assertSkipped(sim, "NoFields", because: .noStoredInputs, in: .step(1))
        assertSkipped(sim, "NoFields", because: .noStoredInputs, in: .step(2))
    }

    func testClosureFieldAlwaysCountsAsChanged() async throws {
        let sim = makeSimulation(Parent())
        try sim.step("noise") { try sim.tap("noise") }

        let evaluations = sim.trace.bodyEvaluations(of: "WithClosure", inStep: 1)
        XCTAssertEqual(evaluations.count, 1)
        guard case .selfChanged(let fields)? = evaluations.first?.reasons.first else {
            return XCTFail("expected @self, got \(String(describing: evaluations.first?.reasons))")
        }
        XCTAssertEqual(fields.map(\.path), ["action"])
        XCTAssertEqual(fields.first?.uncomparable, "a closure cannot be compared, so it counts as changed")
    }

    func testFirstEvaluationOfAPlainViewIsSelfChanged() async {
        let sim = makeSimulation(Plain())
        // Apple-verified string (ChangedBodyPropertyCompatibilityTests).
        XCTAssertEqual(sim.trace.printedChanges, ["Plain: @self changed."])
        assertBodyReasons(sim, of: "Plain", ["Plain: @self changed."], in: .step(0))
    }

    func testFirstEvaluationOfAViewWithStateNamesIdentityAndTheState() async {
        let sim = makeSimulation(Named())
        // Apple-verified string: "ContentView: @self, @identity, _name changed."
        XCTAssertEqual(sim.trace.printedChanges, ["Named: @self, @identity, _name changed."])
    }

    func testOnlyTheChildWhoseInputChangedRuns() async throws {
        let sim = makeSimulation(Parent())
        try sim.step("count") { try sim.tap("count") }
        assertStep(
            sim,
            evaluated: [
                "Parent": "_count",
                "CountLabel": "@self",
                "EquatableLabel": "@self",
                "EquatableCaption": "@self",
                "EquatableView<PlainBadge>": "@self",
                "PlainBadge": "@self",
                "WithClosure": "@self",
            ])
    }
}
