import XCTest

// Tests ValueDifference: only the parts of a value that changed, by path, in a
// stable order, within fixed caps; and the one rule that cuts long values.
@testable import ViewSim

private struct Address: Equatable {
    var city: String
    var zip: Int
}
private struct Person: Equatable {
    var name: String
    var age: Int
    var address: Address
}
private struct Item: Identifiable, Equatable {
    let id: Int
    var title: String
    var done = false
}
private struct Row {
    var title: String
    var count: Int
}  // not Equatable
private final class Node {
    var next: Node?
    let value: Int
    init(_ value: Int) { self.value = value }
}
private struct Holder {
    var node: Node
    var count: Int
}
private enum Load: Equatable {
    case idle
    case loaded(Address)
    case failed(String)
}
private struct Deep { var inner: Any }

final class ValueDifferenceTests: XCTestCase {
    private func text(_ old: Any, _ new: Any, name: String = "value") -> String? {
        ValueDifference(old, new)?.text(name: name)
    }

    func testAStructFieldChange() {
        let a = Address(city: "Bath", zip: 1)
        let b = Address(city: "Bath", zip: 2)
        XCTAssertEqual(text(a, b), "value.zip: 1 → 2")
        XCTAssertEqual(ValueDifference(a, b)?.changes, [.init(path: ".zip", old: "1", new: "2")])
    }

    func testANestedStructChange() {
        let a = Person(name: "Anne", age: 27, address: Address(city: "Bath", zip: 1))
        var b = a
        b.address.city = "Lyme"
        b.age = 28
        XCTAssertEqual(text(a, b, name: "person"), "person: .age: 27 → 28; .address.city: \"Bath\" → \"Lyme\"")
        XCTAssertEqual(text(a, b, name: ""), "age: 27 → 28; address.city: \"Bath\" → \"Lyme\"")
    }

    func testAnArrayElementChangeByIndex() {
        let a = [Row(title: "a", count: 1), Row(title: "b", count: 2)]
        let b = [Row(title: "a", count: 1), Row(title: "b", count: 3)]
        XCTAssertEqual(text(a, b, name: "rows"), "rows[1].count: 2 → 3")
    }

    func testAnArrayElementChangeByID() {
        let a = [Item(id: 7, title: "x"), Item(id: 9, title: "y")]
        var b = a
        b[1].done = true
        XCTAssertEqual(text(a, b, name: "items"), "items[id: 9].done: false → true")
        // Reordered: matched by id, so a move alone is no change.
        XCTAssertNil(ValueDifference(a, [a[1], a[0]]))
    }

    func testInsertionsAndRemovals() {
        let a = [Item(id: 1, title: "x"), Item(id: 2, title: "y")]
        let b = [Item(id: 2, title: "y"), Item(id: 3, title: "z")]
        XCTAssertEqual(ValueDifference(a, b)?.changes.map(\.path), ["[id: 1]", "[id: 3]"])
        XCTAssertEqual(
            ValueDifference(a, b)?.changes.map { [$0.old == nil, $0.new == nil] }, [[false, true], [true, false]])
        XCTAssertEqual(text([1, 2], [1, 2, 5], name: "numbers"), "numbers: .count: 2 → 3; [2] inserted: 5")
        XCTAssertEqual(text(["a", "b"], ["a"], name: "names"), "names: .count: 2 → 1; [1] removed: \"b\"")
    }

    func testAClassInstanceIsComparedByIdentity() {
        let node = Node(1)
        XCTAssertNil(ValueDifference(Holder(node: node, count: 1), Holder(node: node, count: 1)))
        XCTAssertEqual(text(Holder(node: node, count: 1), Holder(node: node, count: 2)), "value.count: 1 → 2")
        // Another instance: the field changed, printed by its type (its fields may have changed since).
        XCTAssertEqual(text(Holder(node: node, count: 1), Holder(node: Node(2), count: 1)), "value.node: Node → Node")
        // A cycle between instances is never followed.
        let a = Node(1)
        let b = Node(2)
        a.next = b
        b.next = a
        XCTAssertNil(ValueDifference(Holder(node: a, count: 1), Holder(node: a, count: 1)))
    }

    func testOptionals() {
        let a: Address? = Address(city: "Bath", zip: 1)
        let b: Address? = Address(city: "Bath", zip: 2)
        XCTAssertEqual(text(a as Any, b as Any), "value.zip: 1 → 2")
        // nil on either side: the value as a whole.
        XCTAssertNil(ValueDifference(a as Any, Address?.none as Any))
        XCTAssertEqual(text(Person?.none as Any, Person?.none as Any), nil)
    }

    func testAnEnumWithAPayload() {
        XCTAssertEqual(
            text(Load.loaded(Address(city: "Bath", zip: 1)), Load.loaded(Address(city: "Bath", zip: 2)), name: "load"),
            "load.loaded.zip: 1 → 2")
        // Another case: the value as a whole.
        XCTAssertNil(ValueDifference(Load.idle, Load.failed("x")))
    }

    func testADictionaryInKeyOrder() {
        let a = ["b": 1, "a": 1, "c": 1]
        let b = ["c": 2, "a": 2, "d": 1]
        let first = text(a, b, name: "counts")
        XCTAssertEqual(first, "counts: [\"a\"]: 1 → 2; [\"b\"] removed: 1; [\"c\"]: 1 → 2; [\"d\"] inserted: 1")
        // The same text however the dictionaries hash.
        for _ in 0..<5 {
            XCTAssertEqual(text(Dictionary(uniqueKeysWithValues: a.shuffled()), b, name: "counts"), first)
        }
    }

    func testASetByPrintedMember() {
        XCTAssertEqual(text(Set(["x", "y"]), Set(["y", "z"]), name: "tags"), "tags: removed: \"x\"; inserted: \"z\"")
    }

    func testValuesThatPrintWholeHaveNoDifference() {
        XCTAssertNil(ValueDifference(1, 2))
        XCTAssertNil(ValueDifference("a", "b"))
        XCTAssertNil(ValueDifference(Angle.degrees(1), Angle.degrees(2)))
        XCTAssertNil(ValueDifference(1, "1"))
        XCTAssertNil(ValueDifference(Address(city: "a", zip: 1), Address(city: "a", zip: 1)))
    }

    func testALongValueIsCutInTheMiddleByOneRule() {
        let long = String(repeating: "a", count: 50) + String(repeating: "b", count: 50)
        let cut = ValueFormatter.shortened(long)
        XCTAssertEqual(cut, String(repeating: "a", count: 38) + " … " + String(repeating: "b", count: 38))
        XCTAssertEqual(cut.count, ValueFormatter.keptOnEachSide * 2 + 3)
        XCTAssertLessThanOrEqual(cut.count, ValueFormatter.valueLimit)
        XCTAssertEqual(ValueFormatter.shortened("short"), "short")
        // A string value: the same rule, its quotes counted (and kept).
        let quoted = ValueFormatter.shortened("\"\(long)\"")
        XCTAssertEqual(TraceValue(long).description, quoted)
        XCTAssertTrue(quoted.hasPrefix("\"aaa") && quoted.hasSuffix("bbb\""), quoted)
        // A changed field holding a long string: the same rule, applied once.
        let a = Row(title: long, count: 1)
        let b = Row(title: long + "!", count: 1)
        XCTAssertEqual(text(a, b), "value.title: \(quoted) → \(ValueFormatter.shortened("\"\(long)!\""))")
        // A value printed whole, too long: the same rule.
        let big = TraceValue(
            Array(repeating: Person(name: long, age: 1, address: Address(city: "c", zip: 1)), count: 3))
        XCTAssertEqual(big.description.count, ValueFormatter.keptOnEachSide * 2 + 3)
        XCTAssertTrue(big.description.contains(" … "))
    }

    func testDepthIsCapped() {
        // Deeper than the cap: the part at the cap is listed whole, never walked further.
        var a: Any = 1
        var b: Any = 2
        for _ in 0..<(ValueDifference.depthLimit + 5) {
            a = Deep(inner: a)
            b = Deep(inner: b)
        }
        let difference = ValueDifference(a, b)
        XCTAssertEqual(difference?.changes.count, 1)
        let depth = difference?.changes.first?.path.components(separatedBy: ".inner").count ?? 0
        XCTAssertLessThanOrEqual(depth - 1, ValueDifference.depthLimit)
    }

    func testSizeIsCapped() {
        let a = Array(0..<(ValueDifference.partLimit * 2))
        let b = a.map { $0 + 1 }
        let rows = a.map { Row(title: "", count: $0) }
        let other = b.map { Row(title: "", count: $0) }
        let difference = try? XCTUnwrap(ValueDifference(rows, other))
        XCTAssertEqual(difference?.changes.count, ValueDifference.listedLimit)
        XCTAssertEqual(difference?.isIncomplete, true)
        XCTAssertGreaterThan(difference?.unlisted ?? 0, 0)
        let line = difference?.text(name: "rows") ?? ""
        XCTAssertTrue(line.hasSuffix("… (compared its first \(ValueDifference.partLimit) parts only)"), line)
        XCTAssertTrue(line.contains("more changes"), line)
        XCTAssertEqual(line.components(separatedBy: "; ").count, ValueDifference.listedLimit + 2)
    }

    func testTraceValueChangeText() {
        XCTAssertEqual(TraceValue.change(from: TraceValue(1), to: TraceValue(2), name: "count"), "count: 1 → 2")
        XCTAssertEqual(TraceValue.change(from: TraceValue(1), to: TraceValue(2), name: ""), "1 → 2")
        // Short values that print whole print whole; the JSON still has their parts.
        let a = TraceValue(Item(id: 1, title: "a"))
        let b = TraceValue(Item(id: 1, title: "b"))
        XCTAssertEqual(
            TraceValue.change(from: a, to: b, name: "item", separator: " "),
            "item Item(id: 1, title: \"a\", done: false) → Item(id: 1, title: \"b\", done: false)")
        XCTAssertEqual(
            TraceValue.change(from: TraceValue([String]()), to: TraceValue(["a"]), name: "log"), "log: [] → [\"a\"]")
        XCTAssertNotNil(ValueDifference(a, b))
        // Longer ones, or ones printed with parts left out: only what changed.
        let long = "a long title that takes most of a line"
        let c = TraceValue(Item(id: 1, title: long))
        let d = TraceValue(Item(id: 1, title: long, done: true))
        XCTAssertEqual(TraceValue.change(from: c, to: d, name: "item", separator: " "), "item.done false → true")
    }
}

/// A list whose `.animation(_:value:)` watches the whole array of items.
private struct AnimatedList: View {
    @State private var items = (1...12).map { Item(id: $0, title: "Item number \($0)") }
    var body: some View {
        VStack {
            Text("\(items.filter(\.done).count) done")
            Text("finish").onTapGesture { items[2].done = true }.accessibilityIdentifier("finish")
        }
        .animation(.default, value: items)
    }
}

@MainActor
final class ValueDifferenceTraceTests: XCTestCase {
    func testAStateWriteAndAnAnimationValueShowOnlyTheElementThatChanged() async throws {
        let sim = makeSimulation(AnimatedList())
        try sim.step("finish") { try sim.tap("finish") }
        let text = sim.trace.text(step: 1)
        XCTAssertTrue(text.contains("✎ AnimatedList._items[id: 3].done: false → true"), text)
        XCTAssertTrue(text.contains("value[id: 3].done false → true, so the views below animate with"), text)
        XCTAssertFalse(text.contains("Item number 12"), "the unchanged elements are not printed:\n\(text)")
        let json = sim.trace.json(step: 1)
        XCTAssertTrue(json.contains(#""diff":[{"path":"[id: 3].done","old":"false","new":"true"}]"#), json)
    }
}
