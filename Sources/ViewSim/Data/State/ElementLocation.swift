// Models the binding `ForEach($items) { $item in … }` gives each row: the collection's binding
// at the element's index. Simplifies: as in SwiftUI the index is fixed when the row is made;
// where SwiftUI crashes on a stale index ("Index out of range": a pushed page or a task kept
// the binding of a row that was deleted), viewsim records a `binding` diagnostic once, reads
// the element's last value and drops writes.

/// Where a row's binding reads and writes: element `index` of `base`'s collection.
final class ElementLocation<C: MutableCollection & RandomAccessCollection>: AnyLocation<C.Element>
where C.Index: Hashable {
    let base: AnyLocation<C>
    let index: C.Index
    /// The element as it was last read (or when the binding was made).
    private var lastValue: C.Element
    private var reported = false

    init(base: AnyLocation<C>, index: C.Index, value: C.Element) {
        self.base = base
        self.index = index
        self.lastValue = value
    }

    override func get(markingRead: Bool) -> C.Element {
        let collection = base.get(markingRead: markingRead)
        guard collection.indices.contains(index) else {
            report(in: collection, write: false)
            return lastValue
        }
        lastValue = collection[index]
        return lastValue
    }

    override func set(_ newValue: C.Element) {
        var collection = base.get(markingRead: false)
        guard collection.indices.contains(index) else {
            report(in: collection, write: true)
            return
        }
        lastValue = newValue
        collection[index] = newValue
        base.set(collection)
    }

    override func isSame(as other: AnyLocation<C.Element>) -> Bool {
        guard let other = other as? ElementLocation<C> else { return false }
        return other.index == index && base.isSame(as: other.base)
    }
    override func registerReader(_ node: ViewNode, label: String) { base.registerReader(node, label: label) }
    override var graph: ViewGraph? { base.graph }
    override var takesSnapshot: Bool { base.takesSnapshot }
    override var heldObject: AnyObject? { base.heldObject }

    /// Records, once per binding, that it outlived its element (SwiftUI would crash here).
    private func report(in collection: C, write: Bool) {
        guard !reported, let graph = base.graph ?? SimulationDriving.executor?.graph else { return }
        reported = true
        let offset = collection.distance(from: collection.startIndex, to: index)
        graph.openLooseFrameIfNeeded()
        graph.record(
            .diagnostic(
                .staleElementBinding(
                    index: offset, count: collection.count, write: write,
                    node: graph.evaluation?.node.reference)),
            causes: graph.activeCause.map { [$0] } ?? [])
    }
}
