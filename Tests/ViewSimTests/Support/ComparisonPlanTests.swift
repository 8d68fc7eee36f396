// Tests the per-type comparison plans: what each kind of field gets (bytes, `==`,
// identity, dynamic property, reflection), the byte rule for plain data (`0.0` vs
// `-0.0`, NaN), `Equatable` views, generic views, enums with payloads, nested
// structs, the fallback to reflection, and that the plan and the reflection path
// give the same results on a batch of seeded random values.
import ViewSim
import XCTest

// MARK: - Views under test

private enum Tint { case red, green, blue }

private struct PlainRow: View {
    var index: Int
    var title: String
    var weight: Double
    var isOn: Bool
    var tint: Tint
    var body: some View { Text(title) }
}

private struct Measure: View {
    var value: Double
    var body: some View { Text("\(value)") }
}

/// Equal whenever `value` is, whatever `noise` says; `noise` is a String, so the
/// view is not plain data and its `==` decides.
private struct EquatableLabel: View, Equatable {
    var value: Int
    var noise: String
    nonisolated static func == (a: EquatableLabel, b: EquatableLabel) -> Bool { a.value == b.value }
    var body: some View { Text("\(value)") }
}

/// The same with plain-data fields only: compared field by field, `==` unused.
private struct PlainEquatableLabel: View, Equatable {
    var value: Int
    var noise: Int
    nonisolated static func == (a: PlainEquatableLabel, b: PlainEquatableLabel) -> Bool { a.value == b.value }
    var body: some View { Text("\(value)") }
}

private final class Model {
    var name: String
    init(name: String) { self.name = name }
}

private struct ObjectRow: View {
    let model: Model
    var body: some View { Text(model.name) }
}

private struct WeakRow: View {
    weak var model: Model?
    var count: Int
    var body: some View { Text("\(count)") }
}

private struct ClosureRow: View {
    var title: String
    var action: () -> Void
    var body: some View { Text(title) }
}

private struct StateRow: View {
    @State var count: Int
    var title: String
    var body: some View { Text(title) }
}

private struct BindingRow: View {
    @Binding var value: Int
    var body: some View { Text("\(value)") }
}

private struct OptionalBindingRow: View {
    var binding: Binding<Int>?
    var body: some View { Text("optional") }
}

private struct Generic<Value>: View {
    var value: Value
    var count: Int
    var body: some View { Text("\(count)") }
}

private enum Payload {
    case number(Int)
    case text(String)
    case none
}
private enum EquatablePayload: Equatable {
    case number(Int)
    case text(String)
}

private struct PayloadRow: View {
    var payload: Payload
    var equatablePayload: EquatablePayload
    var body: some View { Text("payload") }
}

private struct Insets {
    var top: Double
    var leading: Double
    var flag: Bool
}
private struct Item {
    var title: String
    var count: Int
}

private struct NestedRow: View {
    var insets: Insets
    var item: Item
    var body: some View { Text(item.title) }
}

private struct AnyRow: View {
    var value: Any
    var body: some View { Text("any") }
}

private struct MirroredRow: View, CustomReflectable {
    var value: Int
    nonisolated var customMirror: Mirror { Mirror(self, children: ["shown": value]) }
    var body: some View { Text("\(value)") }
}

private struct MetatypeRow: View {
    var type: Any.Type
    var body: some View { Text("type") }
}

/// Every field kind the plan proves unchanged without reflection.
private struct ProvableRow: View {
    var index: Int
    var title: String
    var weight: Double
    var isOn: Bool
    var tint: Tint
    var optional: Int?
    var insets: Insets
    var tags: [String]
    var model: Model
    var color: Color
    var body: some View { Text(title) }
}

/// Adds fields only reflection compares.
private struct MixedRow: View {
    var provable: ProvableRow
    var count: Int
    var item: Item
    var payload: Payload
    var body: some View { Text("\(count)") }
}

private struct Inner {
    var count: Int
    var model: Model?
}
private struct Tagged {
    var label: String
    var value: Double
    var inner: Inner
}

private struct TaggedRow: View {
    var tagged: Tagged
    var body: some View { Text(tagged.label) }
}

private struct ClosureHolder { var action: () -> Void }

private struct ClosureHolderRow: View {
    var holder: ClosureHolder
    var body: some View { Text("closure") }
}

private struct BindingWrapper {
    var binding: Binding<Int>
    var count: Int
}

private struct WrappedBindingRow: View {
    var wrapper: BindingWrapper
    var body: some View { Text("wrapped") }
}

/// What a fuzz view holds: an optional binding and objects in a struct (compared
/// by a nested plan, as reflection compares them), plain data, an `Equatable`
/// field, a closure (never equal) and its own state.
private struct Scope {
    var model: Model
    var binding: Binding<Int>?
    var other: Model?
}

private struct ScopedClosureRow: View {
    var value: Double
    var scope: Scope
    var title: String
    var item: Item
    var action: () -> Void
    @State var count = 0
    var body: some View { Text(title) }
}

/// A custom dynamic property: its own wrappers are linked too, by reflection.
private struct Counter: DynamicProperty { @State var count = 0 }

private struct CounterRow: View {
    var counter = Counter()
    var body: some View { Text("counter") }
}

private struct AnyFieldRow: View {
    var anything: Any
    var model: Model
    var body: some View { Text("any") }
}

/// Nested structs only: proven unchanged with nested plans.
private struct DeepRow: View {
    var provable: ProvableRow
    var item: Item
    var count: Int
    var body: some View { Text("\(count)") }
}

/// Flips its child's value between 0.0 and -0.0 (equal by `==`, not by bytes), and
/// bumps an unrelated counter so that it runs again with the same value.
private struct SignedZeroParent: View {
    @State private var negative = false
    @State private var other = 0
    var body: some View {
        VStack {
            Text("flip").onTapGesture { negative.toggle() }.accessibilityIdentifier("flip")
            Text("other \(other)").onTapGesture { other += 1 }.accessibilityIdentifier("other")
            Measure(value: negative ? -0.0 : 0.0)
        }
    }
}

// MARK: - Tests

@MainActor
final class ComparisonPlanTests: XCTestCase {
    private func plan<V>(_ value: V) -> ComparisonPlan? {
        ComparisonPlan(for: V.self, sample: value)
    }

    private func changes(_ comparison: ViewComparison) -> [String] {
        comparison.fieldChanges.map { "\($0.path): \($0.old) → \($0.new)" + ($0.uncomparable.map { " (\($0))" } ?? "") }
    }

    func testPlainFieldsGetByteRulesAndEquatableRules() async throws {
        let row = PlainRow(index: 1, title: "a", weight: 2, isOn: true, tint: .red)
        let plan = try XCTUnwrap(plan(row))
        XCTAssertEqual(plan.fields.map(\.label), ["index", "title", "weight", "isOn", "tint"])
        let kinds = plan.fields.map { field -> String in
            switch field.rule {
            case .bytes: "bytes"
            case .reference: "reference"
            case .equatable: "=="
            case .nested: "nested"
            case .explained: "explained"
            case .elements: "elements"
            case .dynamic: "dynamic"
            case .optionalDynamic: "optional dynamic"
            case .reflective: "reflective"
            }
        }
        XCTAssertEqual(kinds, ["bytes", "==", "bytes", "bytes", "bytes"])
        XCTAssertFalse(plan.needsReflection)
        XCTAssertEqual(plan.fieldsCompared, 5)
    }

    func testEqualPlainFieldsAreUnchangedAndEachChangedFieldIsReported() async {
        let row = PlainRow(index: 1, title: "a", weight: 2, isOn: true, tint: .red)
        let same = ValueComparison.compareViews(row, row)
        XCTAssertTrue(same.isUnchanged)
        XCTAssertEqual(same.comparison, .fieldwise)
        XCTAssertEqual(same.fieldsCompared, 5)

        for (changed, expected) in [
            (PlainRow(index: 2, title: "a", weight: 2, isOn: true, tint: .red), "index: 1 → 2"),
            (PlainRow(index: 1, title: "b", weight: 2, isOn: true, tint: .red), "title: \"a\" → \"b\""),
            (PlainRow(index: 1, title: "a", weight: 2.5, isOn: true, tint: .red), "weight: 2 → 2.5"),
            (PlainRow(index: 1, title: "a", weight: 2, isOn: false, tint: .red), "isOn: true → false"),
            (PlainRow(index: 1, title: "a", weight: 2, isOn: true, tint: .blue), "tint: .red → .blue"),
        ] {
            let comparison = ValueComparison.compareViews(row, changed)
            XCTAssertFalse(comparison.isUnchanged, expected)
            XCTAssertEqual(changes(comparison), [expected])
            XCTAssertEqual(changes(comparison), changes(ValueComparison.compareViewsByReflection(row, changed)))
        }
    }

    func testPlainDataComparesByBytes() async {
        // viewsim's model: 0.0 and -0.0 differ (their bytes do), though == says equal.
        let zero = Measure(value: 0.0)
        let negativeZero = Measure(value: -0.0)
        let signed = ValueComparison.compareViews(zero, negativeZero)
        XCTAssertFalse(signed.isUnchanged)
        XCTAssertEqual(signed.fieldChanges.map(\.path), ["value"])
        XCTAssertTrue(
            ValueComparison.compareViewsByReflection(zero, negativeZero).isUnchanged, "== alone calls them equal")

        // The same NaN is unchanged, though NaN != NaN.
        let nan = Measure(value: .nan)
        XCTAssertTrue(ValueComparison.compareViews(nan, nan).isUnchanged)
        XCTAssertFalse(ValueComparison.compareViewsByReflection(nan, nan).isUnchanged, "== alone calls NaN changed")

        // Different NaN payloads have different bytes.
        let otherNaN = Measure(value: Double(nan: 7, signaling: false))
        XCTAssertFalse(ValueComparison.compareViews(nan, otherNaN).isUnchanged)
    }

    func testTheByteRuleShowsInTheTrace() async throws {
        let sim = makeSimulation(SignedZeroParent())
        try sim.step("same value") { try sim.tap("other") }
        XCTAssertEqual(sim.trace.bodyEvaluations(of: "Measure", inStep: 1).count, 0)
        XCTAssertEqual(sim.trace.bodySkips(of: "Measure", inStep: 1).count, 1)

        try sim.step("0.0 → -0.0") { try sim.tap("flip") }
        let evaluations = sim.trace.bodyEvaluations(of: "Measure", inStep: 2)
        XCTAssertEqual(evaluations.count, 1, "viewsim's model: -0.0 has other bytes than 0.0, so Measure runs again")
        guard case .selfChanged(let fields)? = evaluations.first?.reasons.first else {
            return XCTFail("expected @self, got \(String(describing: evaluations.first?.reasons))")
        }
        XCTAssertEqual(fields.map(\.path), ["value"])
    }

    func testEquatableViewUsesItsOwnEquality() async {
        let label = EquatableLabel(value: 1, noise: "a")
        let noisy = ValueComparison.compareViews(label, EquatableLabel(value: 1, noise: "b"))
        XCTAssertTrue(noisy.isUnchanged, "== ignores noise")
        XCTAssertEqual(noisy.comparison, .equatable)
        XCTAssertEqual(noisy.fieldsCompared, 2)

        let changed = ValueComparison.compareViews(label, EquatableLabel(value: 2, noise: "a"))
        XCTAssertEqual(changes(changed), ["value: 1 → 2"])
        XCTAssertEqual(changed.comparison, .equatable)
    }

    func testAnEquatableViewOfPlainDataIsComparedFieldByField() async {
        XCTAssertFalse(ValueComparison.usesEquals(PlainEquatableLabel.self), "plain data: == is not used")
        XCTAssertTrue(ValueComparison.usesEquals(EquatableLabel.self), "a String field: == is used")
        XCTAssertTrue(ValueComparison.usesEquals(EquatableView<PlainEquatableLabel>.self), ".equatable(): == always")
        XCTAssertFalse(ValueComparison.usesEquals(Measure.self), "not Equatable")

        let label = PlainEquatableLabel(value: 1, noise: 1)
        let noisy = ValueComparison.compareViews(label, PlainEquatableLabel(value: 1, noise: 2))
        XCTAssertEqual(changes(noisy), ["noise: 1 → 2"], "== would say equal; the fields differ")
        XCTAssertEqual(noisy.comparison, .fieldwise)
        let same = ValueComparison.compareViews(label, PlainEquatableLabel(value: 1, noise: 1))
        XCTAssertTrue(same.isUnchanged)
        XCTAssertEqual(same.comparison, .fieldwise)

        let wrapped = ValueComparison.compareViews(
            label.equatable(), PlainEquatableLabel(value: 1, noise: 2).equatable())
        XCTAssertTrue(wrapped.isUnchanged, ".equatable() uses ==, which ignores noise")
        XCTAssertEqual(wrapped.comparison, .equatableView)
    }

    func testClassesCompareByIdentity() async {
        let model = Model(name: "a")
        XCTAssertTrue(ValueComparison.compareViews(ObjectRow(model: model), ObjectRow(model: model)).isUnchanged)
        let twin = ValueComparison.compareViews(ObjectRow(model: model), ObjectRow(model: Model(name: "a")))
        XCTAssertFalse(twin.isUnchanged, "another instance with the same contents is a change")
        XCTAssertEqual(twin.fieldChanges.map(\.path), ["model"])
    }

    func testWeakReferencesAreComparedWithoutLoadingThem() async {
        let model = Model(name: "a")
        let plan = plan(WeakRow(model: model, count: 1))
        XCTAssertEqual(plan?.fields.map(\.label), ["model", "count"])
        if case .reference? = plan?.fields.first?.rule {
        } else {
            XCTFail("a weak optional reference is compared by its bits")
        }
        XCTAssertTrue(
            ValueComparison.compareViews(WeakRow(model: model, count: 1), WeakRow(model: model, count: 1)).isUnchanged)
        XCTAssertEqual(
            ValueComparison.compareViews(WeakRow(model: model, count: 1), WeakRow(model: nil, count: 1)).fieldChanges
                .map(\.path), ["model"])
        XCTAssertEqual(
            ValueComparison.compareViews(WeakRow(model: model, count: 1), WeakRow(model: model, count: 2)).fieldChanges
                .map(\.path), ["count"])
    }

    func testClosuresAreNeverEqual() async {
        let action = {}
        let row = ClosureRow(title: "a", action: action)
        XCTAssertEqual(plan(row)?.needsReflection, true)
        let comparison = ValueComparison.compareViews(row, row)
        XCTAssertFalse(comparison.isUnchanged)
        XCTAssertEqual(comparison.fieldChanges.map(\.path), ["action"])
        XCTAssertNotNil(comparison.fieldChanges.first?.uncomparable)
    }

    func testDynamicPropertiesAreInputsNotFields() async {
        // A @State's initial value is not part of the view's value.
        let state = ValueComparison.compareViews(StateRow(count: 1, title: "a"), StateRow(count: 2, title: "a"))
        XCTAssertTrue(state.isUnchanged)
        XCTAssertEqual(state.fieldsCompared, 1)

        // A binding to another value is a changed input, reported as a dynamic change.
        let binding = ValueComparison.compareViews(BindingRow(value: .constant(1)), BindingRow(value: .constant(2)))
        XCTAssertTrue(binding.fieldChanges.isEmpty)
        XCTAssertEqual(binding.dynamicChanges.map(\.label), ["_value"])
        XCTAssertEqual(binding.dynamicChanges.map(\.kind), [.binding])
        XCTAssertEqual(binding.fieldsCompared, 0)
        XCTAssertTrue(
            ValueComparison.compareViews(BindingRow(value: .constant(1)), BindingRow(value: .constant(1))).isUnchanged)

        // An optional binding is a dynamic property only when it holds one: reflection decides.
        XCTAssertEqual(plan(OptionalBindingRow(binding: nil))?.needsReflection, true)
        let optional = ValueComparison.compareViews(
            OptionalBindingRow(binding: .constant(1)), OptionalBindingRow(binding: .constant(2)))
        XCTAssertEqual(optional.dynamicChanges.map(\.label), ["binding"])
        XCTAssertEqual(optional.fieldsCompared, 0)
    }

    func testGenericViews() async {
        XCTAssertTrue(
            ValueComparison.compareViews(Generic(value: 3, count: 1), Generic(value: 3, count: 1)).isUnchanged)
        XCTAssertEqual(
            changes(ValueComparison.compareViews(Generic(value: "a", count: 1), Generic(value: "b", count: 1))),
            ["value: \"a\" → \"b\""])
        XCTAssertEqual(
            changes(ValueComparison.compareViews(Generic(value: [1, 2], count: 1), Generic(value: [1, 2], count: 2))),
            ["count: 1 → 2"])
        XCTAssertNotNil(plan(Generic(value: "a", count: 1)))
    }

    func testEnumsWithPayloads() async {
        let row = PayloadRow(payload: .number(1), equatablePayload: .number(1))
        let plan = plan(row)
        if case .reflective? = plan?.fields.first?.rule {
        } else {
            XCTFail("a non-Equatable enum with payloads is compared by reflection")
        }
        if case .equatable? = plan?.fields.last?.rule {
        } else {
            XCTFail("an Equatable enum with payloads is compared with ==")
        }
        XCTAssertTrue(ValueComparison.compareViews(row, row).isUnchanged)
        XCTAssertEqual(
            changes(ValueComparison.compareViews(row, PayloadRow(payload: .number(2), equatablePayload: .number(1)))),
            ["payload: 1 → 2"])
        XCTAssertEqual(
            ValueComparison.compareViews(row, PayloadRow(payload: .text("1"), equatablePayload: .number(1)))
                .fieldChanges.map(\.path), ["payload"])
        XCTAssertEqual(
            ValueComparison.compareViews(row, PayloadRow(payload: .number(1), equatablePayload: .text("x")))
                .fieldChanges.map(\.path), ["equatablePayload"])
    }

    func testNestedStructs() async {
        let row = NestedRow(insets: Insets(top: 1, leading: 2, flag: true), item: Item(title: "a", count: 1))
        let plan = plan(row)
        // Plain data nested in a struct is laid out to its bytes (padding left out).
        if case .bytes(let ranges)? = plan?.fields.first?.rule {
            XCTAssertEqual(ranges, [0..<17])
        } else {
            XCTFail("a struct of plain data is compared by bytes")
        }
        if case .nested? = plan?.fields.last?.rule {
        } else {
            XCTFail("a non-Equatable struct with a String gets a plan of its own")
        }
        XCTAssertTrue(ValueComparison.compareViews(row, row).isUnchanged)
        var changed = row
        changed.insets.leading = 3
        XCTAssertEqual(changes(ValueComparison.compareViews(row, changed)), ["insets.leading: 2 → 3"])
        changed = row
        changed.item.title = "b"
        XCTAssertEqual(changes(ValueComparison.compareViews(row, changed)), ["item.title: \"a\" → \"b\""])
    }

    func testNestedStructsCompareAsReflectionDoes() async {
        // Nested values follow reflection's rules: `==` for a Double, not its bytes.
        let nan = TaggedRow(tagged: Tagged(label: "a", value: .nan, inner: Inner(count: 1, model: nil)))
        XCTAssertFalse(ValueComparison.compareViews(nan, nan).isUnchanged)
        XCTAssertEqual(
            changes(ValueComparison.compareViews(nan, nan)), changes(ValueComparison.compareViewsByReflection(nan, nan))
        )
        let zero = TaggedRow(tagged: Tagged(label: "a", value: 0.0, inner: Inner(count: 1, model: nil)))
        let negativeZero = TaggedRow(tagged: Tagged(label: "a", value: -0.0, inner: Inner(count: 1, model: nil)))
        XCTAssertTrue(ValueComparison.compareViews(zero, negativeZero).isUnchanged)

        // Two levels down, and a reference inside.
        let model = Model(name: "m")
        let row = TaggedRow(tagged: Tagged(label: "a", value: 1, inner: Inner(count: 1, model: model)))
        XCTAssertTrue(ValueComparison.compareViews(row, row).isUnchanged)
        var changed = row
        changed.tagged.inner.count = 2
        XCTAssertEqual(changes(ValueComparison.compareViews(row, changed)), ["tagged.inner.count: 1 → 2"])
        changed = row
        changed.tagged.inner.model = Model(name: "m")
        XCTAssertEqual(ValueComparison.compareViews(row, changed).fieldChanges.map(\.path), ["tagged.inner.model"])

        // A nested struct with a closure is explained by its plan (never proven unchanged);
        // one with a dynamic property is compared as reflection compares it.
        let action = {}
        let closure = ClosureHolderRow(holder: ClosureHolder(action: action))
        if case .explained? = plan(closure)?.fields.first?.rule {
        } else {
            XCTFail("a closure inside a struct is explained by a plan of its own")
        }
        XCTAssertFalse(ValueComparison.compareViews(closure, closure).isUnchanged)
        XCTAssertEqual(
            changes(ValueComparison.compareViews(closure, closure)),
            changes(ValueComparison.compareViewsByReflection(closure, closure)))
        let wrapped = WrappedBindingRow(wrapper: BindingWrapper(binding: .constant(1), count: 1))
        XCTAssertTrue(
            ValueComparison.compareViews(
                wrapped, WrappedBindingRow(wrapper: BindingWrapper(binding: .constant(2), count: 1))
            ).isUnchanged,
            "reflection skips a binding nested in a value")
        XCTAssertEqual(
            changes(
                ValueComparison.compareViews(
                    wrapped, WrappedBindingRow(wrapper: BindingWrapper(binding: .constant(1), count: 2)))),
            ["wrapper.count: 1 → 2"])
    }

    func testAViewWithClosuresIsExplainedFromItsPlanAsReflectionExplainsIt() async throws {
        var random = SeededRandomNumberGenerator(seed: 2301)
        let models = [Model(name: "a"), Model(name: "b")]
        func pick<T>(_ values: [T]) -> T { values[Int(random.next() % UInt64(values.count))] }
        func row() -> ScopedClosureRow {
            ScopedClosureRow(
                value: pick([0.0, 1.5, 2]),
                scope: Scope(
                    model: pick(models), binding: pick([nil, .constant(1), .constant(2)]),
                    other: pick([nil, models[0]])),
                title: pick(["a", "b"]), item: Item(title: pick(["x", "y"]), count: pick([1, 2])), action: {})
        }
        let plan = try XCTUnwrap(plan(row()))
        XCTAssertTrue(plan.explainsChanges)
        guard case .nested = plan.fields[1].rule else {
            return XCTFail("the scope, with its optional binding, has a nested plan")
        }
        func summary(_ comparison: ViewComparison) -> String {
            "\(comparison.isUnchanged) \(comparison.comparison) \(comparison.fieldsCompared) \(changes(comparison)) \(comparison.dynamicChanges.map(\.label)) \(comparison.inputs.map(\.label))"
        }
        var bindingDropped = 0
        for round in 0..<400 {
            let old = row()
            let new = round % 3 == 0 ? old : row()
            if old.scope.binding != nil, new.scope.binding == nil { bindingDropped += 1 }
            XCTAssertEqual(
                summary(ValueComparison.compareViews(old, new)),
                summary(ValueComparison.compareViewsByReflection(old, new)), "round \(round)")
        }
        XCTAssertGreaterThan(bindingDropped, 10, "the batch has bindings that became nil")
    }

    func testThePlanSaysWhichFieldsHoldPropertyWrappers() async throws {
        let scoped = try XCTUnwrap(
            plan(
                ScopedClosureRow(
                    value: 0, scope: Scope(model: Model(name: "a"), binding: nil, other: nil),
                    title: "", item: Item(title: "", count: 0), action: {})))
        XCTAssertTrue(scoped.linksByPlan)
        XCTAssertEqual(scoped.fields.map(\.label), ["value", "scope", "title", "item", "action", "_count"])
        XCTAssertEqual(scoped.fields.map { $0.linkRole == .link }, [false, false, false, false, false, true])
        XCTAssertEqual(
            try XCTUnwrap(plan(OptionalBindingRow(binding: nil))).linksByPlan, false,
            "an optional binding holds one only when set")
        XCTAssertEqual(
            try XCTUnwrap(plan(CounterRow())).linksByPlan, false,
            "a custom dynamic property's wrappers are found by reflection")
        XCTAssertEqual(
            try XCTUnwrap(plan(AnyFieldRow(anything: 1, model: Model(name: "a")))).linksByPlan, false,
            "an existential or a reference may hold one")
    }

    func testTypesThePlanCannotHandleFallBackToReflection() async {
        XCTAssertNil(plan(MirroredRow(value: 1)), "a custom mirror decides what is compared")
        XCTAssertEqual(
            changes(ValueComparison.compareViews(MirroredRow(value: 1), MirroredRow(value: 2))), ["shown: 1 → 2"])
        XCTAssertTrue(ValueComparison.compareViews(MirroredRow(value: 1), MirroredRow(value: 1)).isUnchanged)

        XCTAssertEqual(plan(AnyRow(value: 1))?.needsReflection, true, "an existential may hold anything")
        XCTAssertTrue(ValueComparison.compareViews(AnyRow(value: 1), AnyRow(value: 1)).isUnchanged)
        XCTAssertEqual(changes(ValueComparison.compareViews(AnyRow(value: 1), AnyRow(value: 2))), ["value: 1 → 2"])

        XCTAssertTrue(
            ValueComparison.compareViews(MetatypeRow(type: Int.self), MetatypeRow(type: Int.self)).isUnchanged)
        XCTAssertEqual(
            ValueComparison.compareViews(MetatypeRow(type: Int.self), MetatypeRow(type: String.self)).fieldChanges.map(
                \.path), ["type"])

        // Values of different types, or not structs at all, are compared by reflection.
        XCTAssertFalse(ValueComparison.compareViews(1 as Any, "1" as Any).isUnchanged)
        XCTAssertNil(plan(Tint.red))
    }

    func testPlanAndReflectionAgreeOnRandomValues() async {
        var random = SeededRandomNumberGenerator(seed: 2026)
        let models = [Model(name: "a"), Model(name: "b")]
        func pick<T>(_ values: [T]) -> T { values[Int(random.next() % UInt64(values.count))] }
        func provable() -> ProvableRow {
            ProvableRow(
                index: pick([0, 1, -7]), title: pick(["", "a", "long title that is not a small string"]),
                weight: pick([0.5, 1, 2.25, 1e300]), isOn: pick([true, false]), tint: pick([.red, .green, .blue]),
                optional: pick([nil, 0, 3]),
                insets: Insets(top: pick([0.5, 1]), leading: 2, flag: pick([true, false])),
                tags: pick([[], ["a"], ["a", "b"]]), model: pick(models),
                color: pick([.red, .blue, Color(red: 1, green: 0.231, blue: 0.188)]))
        }
        func mixed() -> MixedRow {
            MixedRow(
                provable: provable(), count: pick([1, 2]), item: Item(title: pick(["a", "b"]), count: pick([1, 2])),
                payload: pick([.number(1), .number(2), .text("1"), .none]))
        }
        /// A value like `value`, each field kept with probability 3/4.
        func mutate(_ value: ProvableRow) -> ProvableRow {
            var result = value
            let fresh = provable()
            func keep() -> Bool { random.next() % 4 != 0 }
            if !keep() { result.index = fresh.index }
            if !keep() { result.title = fresh.title }
            if !keep() { result.weight = fresh.weight }
            if !keep() { result.isOn = fresh.isOn }
            if !keep() { result.tint = fresh.tint }
            if !keep() { result.optional = fresh.optional }
            if !keep() { result.insets = fresh.insets }
            if !keep() { result.tags = fresh.tags }
            if !keep() { result.model = fresh.model }
            if !keep() { result.color = fresh.color }
            return result
        }
        func summary(_ comparison: ViewComparison) -> String {
            "\(comparison.isUnchanged) \(comparison.comparison) \(comparison.fieldsCompared) \(changes(comparison)) \(comparison.dynamicChanges.map(\.label))"
        }
        XCTAssertEqual(plan(provable())?.needsReflection, false)
        XCTAssertEqual(
            plan(DeepRow(provable: provable(), item: Item(title: "", count: 0), count: 0))?.needsReflection, false)
        var unchanged = 0
        for round in 0..<400 {
            let old = provable()
            let new = round % 5 == 0 ? old : mutate(old)
            let planned = ValueComparison.compareViews(old, new)
            XCTAssertEqual(
                summary(planned), summary(ValueComparison.compareViewsByReflection(old, new)), "round \(round)")
            if planned.isUnchanged { unchanged += 1 }

            let oldDeep = DeepRow(
                provable: provable(), item: Item(title: pick(["a", "b"]), count: 1), count: pick([1, 2]))
            var newDeep = oldDeep
            newDeep.provable = mutate(oldDeep.provable)
            if round % 4 == 0 { newDeep.item.title = pick(["a", "b"]) }
            XCTAssertEqual(
                summary(ValueComparison.compareViews(oldDeep, newDeep)),
                summary(ValueComparison.compareViewsByReflection(oldDeep, newDeep)), "deep round \(round)")

            var oldMixed = mixed()
            var newMixed = mixed()
            newMixed.provable = mutate(oldMixed.provable)
            if round % 3 == 0 { oldMixed = newMixed }
            XCTAssertEqual(
                summary(ValueComparison.compareViews(oldMixed, newMixed)),
                summary(ValueComparison.compareViewsByReflection(oldMixed, newMixed)), "mixed round \(round)")
        }
        XCTAssertGreaterThan(unchanged, 80, "the batch has unchanged values")
        XCTAssertLessThan(unchanged, 320, "the batch has changed values")
    }

    func testPlansAreCachedPerType() async {
        let first = ComparisonPlanCache.plan(for: PlainRow.self) {
            PlainRow(index: 0, title: "", weight: 0, isOn: false, tint: .red)
        }
        let second = ComparisonPlanCache.plan(for: PlainRow.self) {
            PlainRow(index: 9, title: "x", weight: 1, isOn: true, tint: .blue)
        }
        XCTAssertNotNil(first)
        XCTAssertTrue(first === second)
    }
}
