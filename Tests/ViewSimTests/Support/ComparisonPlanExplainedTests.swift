// Tests the plans of structs and tuples the comparison plan cannot prove unchanged
// (`ComparisonPlan.Rule.explained`: they hold a closure, an existential, an enum with
// a payload…): a view holding one is explained field by field without reflecting
// the value, and says exactly what reflection says, on a seeded corpus of closures,
// optionals, enums with payloads, generics, classes (weak ones too), nested structs,
// tuples, existentials (holding a binding too), bindings and non-ASCII strings.
import ViewSim
import XCTest

private final class Box {
    let name: String
    init(name: String) { self.name = name }
}

private enum Shape {
    case circle(Double)
    case label(String)
    case empty
}

private enum Kind: Equatable {
    case small(Int)
    case named(String)
}

private struct Pair<Value> {
    var value: Value
    var action: () -> Void
}

private struct Handler {
    var title: String
    var action: () -> Void
}

/// Every kind of field, next to a closure.
private struct Everything {
    var action: () -> Void
    var optionalAction: (() -> Void)?
    var shape: Shape
    var kind: Kind
    var box: Box
    weak var weakBox: Box?
    var anything: Any
    var binding: Binding<Int>
    var optionalBinding: Binding<Int>?
    var text: String
    var count: Int
    var weight: Double
    var handler: Handler
    var tuple: (Int, String, tap: () -> Void)
    var pair: Pair<[String]>
}

private struct EverythingRow: View {
    var everything: Everything
    var handler: Handler
    var count: Int
    var body: some View { Text("everything") }
}

private struct GenericHolderRow<Value>: View {
    var pair: Pair<Value>
    var body: some View { Text("generic") }
}

/// More closures than a comparison reports.
private struct Crowd {
    var a: () -> Void
    var b: () -> Void
    var c: () -> Void
    var d: () -> Void
    var e: () -> Void
    var f: () -> Void
    var g: () -> Void
    var h: () -> Void
}

private struct CrowdRow: View {
    var crowd: Crowd
    var handler: Handler
    var body: some View { Text("crowd") }
}

/// Ten levels of nesting, deeper than plans go (reflection explains the rest).
private struct Level4 {
    var action: () -> Void
    var count: Int
}
private struct Level3 {
    var inner: Level4
    var text: String
}
private struct Level2 {
    var inner: Level3
    var flag: Bool
}
private struct Level1 {
    var inner: Level2
    var weight: Double
}
private struct Level0 {
    var inner: Level1
    var count: Int
}
private struct DeepRow: View {
    var level: Level0
    var body: some View { Text("deep") }
}

private struct Entry {
    var title: String
    var weight: Double
    var box: Box
    var shape: Shape?
}

/// Arrays of elements that are not `Equatable` (as `ForEach` holds its data), next to closures.
private struct ListRow: View {
    var indexed: [(offset: Int, element: Kind)]
    var entries: [Entry]
    var handlers: [Handler]
    var nested: Pair<[Plain]>
    var plains: [Plain]
    var body: some View { Text("list") }
}

private struct Plain {
    var title: String
    var weight: Double
    var box: Box
    var inner: (Int, Kind)
}

/// Nine levels, each with a closure, an optional binding, an array of plain structs and
/// an `Equatable` count: past the depth where reflection gives up.
private struct Layer<Inner> {
    var inner: Inner
    var action: () -> Void
    var binding: Binding<Int>?
    var plains: [Plain]
    var count: Int
}
private struct Bottom {
    var count: Int
    var binding: Binding<Int>?
    var plains: [Plain]
}
private typealias Nine = Layer<Layer<Layer<Layer<Layer<Layer<Layer<Layer<Bottom>>>>>>>>
private struct NineRow: View {
    var nine: Nine
    var body: some View { Text("nine") }
}

@MainActor
final class ComparisonPlanExplainedTests: XCTestCase {
    private func summary(_ comparison: ViewComparison) -> String {
        let changes = comparison.fieldChanges.map {
            "\($0.path): \($0.old) → \($0.new)" + ($0.uncomparable.map { " (\($0))" } ?? "")
        }
        return
            "\(comparison.isUnchanged) \(comparison.comparison) \(comparison.fieldsCompared) \(changes) \(comparison.dynamicChanges.map(\.label)) \(comparison.inputs.map(\.label))"
    }

    private func assertPlanExplainsAsReflection<V: View>(
        _ old: V, _ new: V, _ message: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(
            summary(ValueComparison.compareViews(old, new)),
            summary(ValueComparison.compareViewsByReflection(old, new)), message, file: file, line: line)
    }

    func testAStructHoldingAClosureGetsAPlanThatExplainsIt() async throws {
        let row = EverythingRow(everything: sampleEverything(), handler: Handler(title: "a", action: {}), count: 1)
        let plan = try XCTUnwrap(ComparisonPlan(for: EverythingRow.self, sample: row))
        XCTAssertTrue(plan.explainsChanges)
        guard case .explained(let nested) = plan.fields[0].rule else {
            return XCTFail("a struct holding a closure is explained by a plan of its own")
        }
        XCTAssertEqual(
            nested.fields.map(\.label),
            Mirror(reflecting: row.everything).children.map { $0.label ?? "" }, "the plan lists Mirror's fields")
        guard case .explained(let tuple) = nested.fields[13].rule else {
            return XCTFail("a tuple holding a closure is explained too")
        }
        XCTAssertEqual(
            tuple.fields.map(\.label), Mirror(reflecting: row.everything.tuple).children.map { $0.label ?? "" })
        XCTAssertEqual(
            ValueComparison.compareViews(row, row).fieldChanges.map(\.path),
            [
                "everything.action", "everything.handler.action", "everything.tuple.tap", "everything.pair.action",
                "handler.action",
            ])
    }

    private var random = SeededRandomNumberGenerator(seed: 3207)
    private let boxes = [Box(name: "a"), Box(name: "b")]

    private func pick<T>(_ values: [T]) -> T { values[Int(random.next() % UInt64(values.count))] }

    private func sampleEverything() -> Everything {
        Everything(
            action: {}, optionalAction: nil, shape: .empty, kind: .small(1), box: boxes[0], weakBox: nil, anything: 1,
            binding: .constant(1), optionalBinding: nil, text: "a", count: 1, weight: 1,
            handler: Handler(title: "a", action: {}), tuple: (1, "a", tap: {}), pair: Pair(value: [], action: {}))
    }

    private func randomEverything() -> Everything {
        Everything(
            action: {}, optionalAction: pick([nil, {}] as [(() -> Void)?]),
            shape: pick([.circle(1), .circle(-0.0), .label("é"), .empty]),
            kind: pick([.small(1), .small(2), .named("ü")]), box: pick(boxes), weakBox: pick([nil, boxes[1]]),
            anything: pick([1, "1", Binding<Int>.constant(3), Box?.none as Any, 2.5] as [Any]),
            binding: pick([.constant(1), .constant(2)]), optionalBinding: pick([nil, .constant(1)]),
            text: pick(["a", "naïve 🙂", "\u{1B}[31m", ""]), count: pick([1, 2]), weight: pick([0.0, -0.0, .nan, 1]),
            handler: Handler(title: pick(["x", "ÿ"]), action: {}),
            tuple: (pick([1, 2]), pick(["t", "ť"]), tap: {}),
            pair: Pair(value: pick([[], ["a"], ["a", "é"]]), action: {}))
    }

    func testPlanAndReflectionExplainTheSameOnACorpus() async {
        var changedCount = 0
        for round in 0..<500 {
            let old = EverythingRow(
                everything: randomEverything(), handler: Handler(title: pick(["a", "b"]), action: {}),
                count: pick([1, 2]))
            var new = old
            if round % 4 != 0 {
                new.everything = randomEverything()
                if round % 3 == 0 { new.everything.box = old.everything.box }
                if round % 2 == 0 { new.everything.weakBox = old.everything.weakBox }
            }
            assertPlanExplainsAsReflection(old, new, "round \(round)")
            if ValueComparison.compareViews(old, new).fieldChanges.count > 5 { changedCount += 1 }

            let oldGeneric = GenericHolderRow(
                pair: Pair(value: pick([Shape.empty, .circle(2), .label("ß")]), action: {}))
            let newGeneric = GenericHolderRow(
                pair: Pair(value: pick([Shape.empty, .circle(2), .label("ß")]), action: {}))
            assertPlanExplainsAsReflection(oldGeneric, newGeneric, "generic round \(round)")
            let oldBoxed = GenericHolderRow(pair: Pair(value: pick(boxes), action: {}))
            assertPlanExplainsAsReflection(
                oldBoxed, GenericHolderRow(pair: Pair(value: pick(boxes), action: {})), "class")
            let oldAny = GenericHolderRow(
                pair: Pair(value: pick([1, "1", Binding<Int>.constant(1)] as [Any]), action: {}))
            assertPlanExplainsAsReflection(
                oldAny,
                GenericHolderRow(pair: Pair(value: pick([1, "1", Binding<Int>.constant(2)] as [Any]), action: {})),
                "existential")
        }
        XCTAssertGreaterThan(changedCount, 20, "the batch reaches the report limit")
    }

    func testArraysOfValuesThatAreNotEquatableAreComparedByTheirElementsPlan() async throws {
        func entry() -> Entry {
            Entry(
                title: pick(["a", "ä", ""]), weight: pick([0.0, -0.0, 2, .nan]), box: pick(boxes),
                shape: pick([nil, .empty, .circle(1), .label("ø")]))
        }
        func entries() -> [Entry] { (0..<Int(random.next() % 3)).map { _ in entry() } }
        func plains() -> [Plain] {
            (0..<Int(random.next() % 3)).map { _ in
                Plain(
                    title: pick(["a", "ä"]), weight: pick([0.0, -0.0, 2, .nan]), box: pick(boxes),
                    inner: (pick([1, 2]), pick([.small(1), .named("ñ")])))
            }
        }
        func row() -> ListRow {
            ListRow(
                indexed: Array(pick([[], [Kind.small(1)], [.small(1), .named("é")]]).enumerated()), entries: entries(),
                handlers: pick([[], [Handler(title: "h", action: {})]]), nested: Pair(value: plains(), action: {}),
                plains: plains())
        }
        let plan = try XCTUnwrap(ComparisonPlan(for: ListRow.self, sample: row()))
        guard case .elements = plan.fields[0].rule, case .reflective = plan.fields[2].rule,
            case .explained(let pair) = plan.fields[3].rule, case .elements = pair.fields[0].rule,
            case .elements = plan.fields[4].rule
        else {
            return XCTFail("arrays of tuples and structs are compared by their elements; of closures, by reflection")
        }
        if case .elements = plan.fields[1].rule {
            XCTFail("an entry holds an optional enum with a payload, which only reflection compares")
        }
        var unchanged = 0
        for round in 0..<600 {
            let old = row()
            var new = round % 3 == 0 ? old : row()
            if round % 5 == 0 { new.indexed = old.indexed }
            if round % 7 == 0 { new.nested.value = old.nested.value }
            if round % 2 == 0 { new.plains = old.plains }
            assertPlanExplainsAsReflection(old, new, "round \(round)")
            if !ValueComparison.compareViews(old, new).fieldChanges.contains(where: { $0.path.hasPrefix("plains") }) {
                unchanged += 1
            }
        }
        XCTAssertGreaterThan(unchanged, 100, "the batch has arrays the plan proves unchanged")
    }

    func testValuesNestedPastWhereReflectionGivesUpAreExplainedAsItExplainsThem() async {
        func plains() -> [Plain] {
            pick([[], [Plain(title: "a", weight: 1, box: boxes[0], inner: (1, .small(1)))]])
        }
        func layer<Inner>(_ inner: Inner) -> Layer<Inner> {
            Layer(inner: inner, action: {}, binding: pick([nil, .constant(1)]), plains: plains(), count: pick([1, 2]))
        }
        func nine() -> NineRow {
            let bottom = Bottom(count: pick([1, 2]), binding: pick([nil, .constant(1)]), plains: plains())
            return NineRow(nine: layer(layer(layer(layer(layer(layer(layer(layer(bottom)))))))))
        }
        for round in 0..<300 {
            let old = nine()
            let new = round % 4 == 0 ? old : nine()
            assertPlanExplainsAsReflection(old, new, "round \(round)")
        }
    }

    func testTheReportLimitAndDeepNestingAreKeptAsReflectionKeepsThem() async {
        let crowd = CrowdRow(
            crowd: Crowd(a: {}, b: {}, c: {}, d: {}, e: {}, f: {}, g: {}, h: {}),
            handler: Handler(title: "", action: {}))
        assertPlanExplainsAsReflection(crowd, crowd, "more closures than reported")
        XCTAssertEqual(ValueComparison.compareViews(crowd, crowd).fieldChanges.count, 6)

        let deep = DeepRow(
            level: Level0(
                inner: Level1(
                    inner: Level2(inner: Level3(inner: Level4(action: {}, count: 1), text: "a"), flag: true), weight: 1),
                count: 1))
        var changed = deep
        changed.level.inner.inner.inner.inner.count = 2
        changed.level.inner.inner.inner.text = "b"
        assertPlanExplainsAsReflection(deep, deep, "deep, unchanged but for the closure")
        assertPlanExplainsAsReflection(deep, changed, "deep, changed")
    }
}
