// Tests ForEach identity: elements are matched by id, so a reorder keeps each
// row's state, a removal drops the removed row's state, and duplicate ids are
// reported with SwiftUI's warning.
import ViewSim
import ViewSimTesting
import XCTest

private struct Item: Identifiable, Equatable {
    let id: String
}

private struct Row: View {
    let item: Item
    @State private var taps = 0
    var body: some View {
        Text("\(item.id) \(taps)").onTapGesture { taps += 1 }.accessibilityIdentifier(item.id)
    }
}

private struct List: View {
    @State private var items = [Item(id: "a"), Item(id: "b"), Item(id: "c")]
    @State private var ticks = 0
    var body: some View {
        VStack {
            Text("tick \(ticks)").onTapGesture { ticks += 1 }.accessibilityIdentifier("tick")
            Text("reverse").onTapGesture { items.reverse() }.accessibilityIdentifier("reverse")
            Text("drop b").onTapGesture { items.removeAll { $0.id == "b" } }.accessibilityIdentifier("drop")
            Text("add b").onTapGesture { items.append(Item(id: "b")) }.accessibilityIdentifier("add")
            ForEach(items) { item in Row(item: item) }
        }
    }
}

/// Rows of plain fields whose values change only when the selection does: a tick re-runs the
/// parent, and each row's new value is compared with its node's.
private struct Choices: View {
    @State private var selected = "a"
    @State private var ticks = 0
    var body: some View {
        VStack {
            Text("tick \(ticks)").onTapGesture { ticks += 1 }.accessibilityIdentifier("tick")
            Text("select c").onTapGesture { selected = "c" }.accessibilityIdentifier("select-c")
            ForEach(0..<3) { index in
                Choice(index: index, name: ["a", "b", "c"][index], isSelected: ["a", "b", "c"][index] == selected)
            }
        }
    }
}

private struct Choice: View {
    let index: Int
    let name: String
    let isSelected: Bool
    var body: some View { Text(isSelected ? "[\(name)]" : name).accessibilityIdentifier(name) }
}

private struct Duplicates: View {
    var body: some View {
        VStack {
            ForEach(["x", "y", "x"], id: \.self) { name in Text(name) }
        }
    }
}

/// Elements whose ids lie at different places: after padding, inside a nested struct, behind
/// a computed property, in a class (no inline offset), in a tuple.
private struct Padded {
    let flag: Bool
    let name: String
    let id: Int
}
private struct Outer {
    let before: Int8
    let inner: Item
}
private struct Computed {
    let raw: Int
    var id: String { "n\(raw)" }
}
private final class Box {
    let id: String
    init(_ id: String) { self.id = id }
}

/// The keys `ForEach` gives its children, in order.
private func keys<Data, ID, Content>(_ forEach: ForEach<Data, ID, Content>) -> [ChildKey] {
    forEach._children().map(\.0)
}

private func elementKeys(_ ids: [AnyHashable]) -> [ChildKey] { ids.map { .element($0, occurrence: 0) } }

@MainActor
final class ForEachTests: XCTestCase {
    /// Ids are read in place when the key path names inline stored properties, and projected
    /// otherwise; both give the key path's value, whatever the element's layout.
    func testIDsAreTheKeyPathsValueForEveryElementLayout() async {
        let padded = [Padded(flag: true, name: "p", id: 7), Padded(flag: false, name: "q", id: 9)]
        XCTAssertNotNil(MemoryLayout<Padded>.offset(of: \Padded.id))
        XCTAssertEqual(keys(ForEach(padded, id: \.id) { Text($0.name) }), elementKeys([7, 9]))
        XCTAssertEqual(keys(ForEach(padded, id: \.name) { Text($0.name) }), elementKeys(["p", "q"]))
        let outer = [Outer(before: 1, inner: Item(id: "x")), Outer(before: 2, inner: Item(id: "y"))]
        XCTAssertEqual(keys(ForEach(outer, id: \.inner.id) { Text($0.inner.id) }), elementKeys(["x", "y"]))
        let computed = [Computed(raw: 1), Computed(raw: 2)]
        XCTAssertNil(MemoryLayout<Computed>.offset(of: \Computed.id))
        XCTAssertEqual(keys(ForEach(computed, id: \.id) { Text($0.id) }), elementKeys(["n1", "n2"]))
        let boxes = [Box("b1"), Box("b2")]
        XCTAssertNil(MemoryLayout<Box>.offset(of: \Box.id))
        XCTAssertEqual(keys(ForEach(boxes, id: \.id) { Text($0.id) }), elementKeys(["b1", "b2"]))
        let pairs = [(1, "one"), (2, "two")]
        XCTAssertEqual(keys(ForEach(pairs, id: \.1) { Text($0.1) }), elementKeys(["one", "two"]))
        XCTAssertEqual(keys(ForEach(["s", "t"], id: \.self) { Text($0) }), elementKeys(["s", "t"]))
        XCTAssertEqual(keys(ForEach(3..<5) { Text("\($0)") }), elementKeys([3, 4]))
        XCTAssertEqual(keys(ForEach([Item]()) { Text($0.id) }), [])
    }

    func testReorderKeepsEachRowsState() async throws {
        let sim = makeSimulation(List())
        try sim.step("tap b") { try sim.tap("b") }
        try sim.step("reverse") { try sim.tap("reverse") }

        XCTAssertEqual(sim.attribute("text", of: "b")?.description, "\"b 1\"")
        XCTAssertEqual(sim.viewNames, ["tick", "reverse", "drop", "add", "c", "b", "a"])
        // Rows moved but kept their identity: no row was inserted or re-evaluated.
        assertBodyCount(sim, of: "Row", equals: 0, in: .step(2))
        let insertions = sim.trace.events(inStep: 2).filter { $0.kind.name == .inserted }
        XCTAssertEqual(insertions.count, 0, sim.trace.text(step: 2))
    }

    /// The parent runs again with the same ids (the `ForEach` answers from its memo, the keys
    /// given once), and then reorders: the rows were skipped, then moved with their state.
    func testUnchangedIDsKeepTheRowsThroughReRunsAndAReorder() async throws {
        let sim = makeSimulation(List())
        try sim.step("tap b") { try sim.tap("b") }
        try sim.step("tick") { try sim.tap("tick") }
        try sim.step("tick again") { try sim.tap("tick") }
        assertBodyCount(sim, of: "List", equals: 1, in: .step(3))
        assertBodyCount(sim, of: "Row", equals: 0, in: .step(3))
        try sim.step("reverse") { try sim.tap("reverse") }
        XCTAssertEqual(sim.attribute("text", of: "b")?.description, "\"b 1\"")
        XCTAssertEqual(sim.viewNames, ["tick", "reverse", "drop", "add", "c", "b", "a"])
        XCTAssertEqual(sim.trace.events(inStep: 4).filter { $0.kind.name == .inserted }.count, 0)
    }

    /// With the ids of its last call, `ForEach` gives the keys once (its memo's) and each child a
    /// placeholder key; with other ids, each child its own key.
    func testUnchangedIDsGiveTheKeysOnceNotPerChild() {
        var memo: Any?
        let forEach = ForEach(["s", "t"], id: \.self) { Text($0) }
        let first = forEach._children(memo: &memo, previous: .none)
        XCTAssertNil(first.unchangedKeys)
        XCTAssertEqual(first.children.map(\.0), elementKeys(["s", "t"]))
        let again = forEach._children(memo: &memo, previous: .none)
        XCTAssertEqual(again.unchangedKeys, elementKeys(["s", "t"]))
        XCTAssertEqual(again.children.map(\.0), [.single, .single])
        let reordered = ForEach(["t", "s"], id: \.self) { Text($0) }._children(memo: &memo, previous: .none)
        XCTAssertNil(reordered.unchangedKeys)
        XCTAssertEqual(reordered.children.map(\.0), elementKeys(["t", "s"]))
    }

    /// A parent re-run whose rows' nodes keep their comparison plans (from the first re-run)
    /// compares each row with its node before boxing it: a row proved unchanged is given as
    /// `UnchangedChildView`, skipped with the same reason as when compared boxed; a row whose
    /// value changed is given itself, and runs with the field that changed named.
    func testRowsComparedBeforeBoxingAreSkippedWithTheSameReasons() async throws {
        let sim = makeSimulation(Choices())
        try sim.step("tick") { try sim.tap("tick") }
        try sim.step("tick again") { try sim.tap("tick") }
        try sim.step("select c") { try sim.tap("select-c") }
        try sim.step("tick once more") { try sim.tap("tick") }
        for step in [1, 2, 4] { assertBodyCount(sim, of: "Choice", equals: 0, in: .step(step)) }
        assertBodyCount(sim, of: "Choice", equals: 2, in: .step(3))
        func skips(_ step: Int) -> [TraceEvent.Kind] {
            sim.trace.events(inStep: step).map(\.kind).filter {
                if case .bodySkipped = $0 { return true } else { return false }
            }
        }
        // Step 1 compared the rows boxed (their nodes had no plan yet); steps 2 and 4 typed.
        XCTAssertEqual(skips(1).count, 3, sim.trace.text(step: 1))
        XCTAssertEqual(skips(2), skips(1), sim.trace.text(step: 2))
        XCTAssertEqual(skips(4), skips(1), sim.trace.text(step: 4))
        // Step 3: "b" proved unchanged, "a" and "c" changed, each run for its `isSelected`.
        XCTAssertEqual(skips(3), [skips(1)[1]], sim.trace.text(step: 3))
        let text = sim.trace.text(step: 3)
        XCTAssertTrue(text.contains("isSelected"), text)
        XCTAssertEqual(sim.attribute("text", of: "c")?.description, "\"[c]\"")
        XCTAssertEqual(sim.attribute("text", of: "a")?.description, "\"a\"")
    }

    /// What `ForEach` gives for rows its children's nodes prove unchanged: an
    /// `UnchangedChildView` for each, with the memo's keys; the rows themselves when the
    /// children are not as many as the rows, or without a node's plan.
    func testForEachGivesUnchangedChildrenOnlyForRowsItsNodesProveUnchanged() async throws {
        let sim = makeSimulation(Choices())
        try sim.step("tick") { try sim.tap("tick") }
        let node = try XCTUnwrap(sim.graph.root?.subtree().first { $0.typeName.hasPrefix("ForEach") })
        XCTAssertEqual(node.children.count, 3)
        let rows = ForEach(0..<3) { index in
            Choice(index: index, name: ["a", "b", "c"][index], isSelected: index == 2)
        }
        func given(_ previous: PreviousChildren) -> [String] {
            var memo = node.childrenMemo
            let result = rows._children(memo: &memo, previous: previous)
            XCTAssertEqual(result.unchangedKeys, elementKeys([0, 1, 2]))
            return result.children.map { "\(type(of: $0.1))" }
        }
        XCTAssertEqual(given(PreviousChildren(nodes: node.children)), ["Choice", "UnchangedChildView", "Choice"])
        XCTAssertEqual(given(PreviousChildren(nodes: Array(node.children.prefix(2)))), ["Choice", "Choice", "Choice"])
        XCTAssertEqual(given(.none), ["Choice", "Choice", "Choice"])
        // Other ids (of `Int`, compared as bytes): no memo, so each row is given with its own key.
        var memo = node.childrenMemo
        let other = ForEach(1..<4) { index in Choice(index: index, name: "x", isSelected: false) }
        let result = other._children(memo: &memo, previous: PreviousChildren(nodes: node.children))
        XCTAssertNil(result.unchangedKeys)
        XCTAssertEqual(result.children.map(\.0), elementKeys([1, 2, 3]))
    }

    func testRemovalDropsTheRowsState() async throws {
        let sim = makeSimulation(List())
        try sim.step("tap b") { try sim.tap("b") }
        try sim.step("drop b") { try sim.tap("drop") }
        XCTAssertFalse(sim.viewNames.contains("b"))
        try sim.step("add b") { try sim.tap("add") }
        XCTAssertEqual(sim.attribute("text", of: "b")?.description, "\"b 0\"")
        assertBodyReasons(sim, of: "Row", ["@self, @identity, _taps"], in: .step(3))
    }

    func testDuplicateIDsAreReported() async {
        let sim = makeSimulation(Duplicates())
        assertDiagnostic(
            sim, .duplicateID,
            containing: "the ID \"x\" occurs multiple times within the collection, this will give undefined results!")
        XCTAssertEqual(sim.trace.diagnostics().count, 1)
    }
}
