// Models how `scrollTo` reaches a lazy container's row that was never created:
// its frame is estimated from the line offsets (a measured line's length, else
// the average), at the line its index falls in, and the scroll view moves
// there; the row is then created by the window that follows the visible rect.
// Simplifies: finding an id that is not created walks the ids once (O(N), only
// for a `scrollTo` call, never per frame); the ids listed for an unknown id's
// diagnostic stop at the first 1,000.
import Foundation

extension ViewGraph {
    /// viewsim's model: the most ids a lazy container lists for a `scrollTo` diagnostic.
    static let lazyListedIDLimit = 1_000

    /// The frame, in `node`'s coordinates, the row with `id` has or would have.
    func lazyEstimatedFrame(ofItem id: AnyHashable, in node: ViewNode) -> CGRect? {
        guard let state = node.lazy, state.itemCount > 0 else { return nil }
        var index = state.rowsByKey[.element(id, occurrence: 0)]?.index
        if index == nil {
            // One walk of the ids: a scrollTo call only.
            for candidate in 0..<state.itemCount where state.baseID(at: candidate) == id {
                index = candidate
                break
            }
        }
        guard let index, index >= 0 else { return nil }
        let line = index / max(1, state.perLine)
        let start = state.offsets.offset(ofLine: line)
        let length = state.offsets.length(ofLine: line)
        let size = node.layout.frame.size
        return state.layout.axis == .horizontal
            ? CGRect(x: start, y: 0, width: length, height: size.height)
            : CGRect(x: 0, y: start, width: size.width, height: length)
    }

    /// The ids of the first rows (at most `lazyListedIDLimit`), for diagnostics.
    func lazyItemIDs(in node: ViewNode) -> [AnyHashable] {
        guard let state = node.lazy else { return [] }
        return (0..<min(state.itemCount, Self.lazyListedIDLimit)).compactMap { state.baseID(at: $0) }
    }
}

nonisolated extension LazyVStack: ScrollTargetEstimating {
    package func _estimatedFrame(ofItem id: AnyHashable, in node: ViewNode, graph: ViewGraph) -> CGRect? {
        graph.lazyEstimatedFrame(ofItem: id, in: node)
    }
    package func _itemIDs(in node: ViewNode) -> [AnyHashable] { node.graph.lazyItemIDs(in: node) }
}

nonisolated extension LazyHStack: ScrollTargetEstimating {
    package func _estimatedFrame(ofItem id: AnyHashable, in node: ViewNode, graph: ViewGraph) -> CGRect? {
        graph.lazyEstimatedFrame(ofItem: id, in: node)
    }
    package func _itemIDs(in node: ViewNode) -> [AnyHashable] { node.graph.lazyItemIDs(in: node) }
}

nonisolated extension LazyVGrid: ScrollTargetEstimating {
    package func _estimatedFrame(ofItem id: AnyHashable, in node: ViewNode, graph: ViewGraph) -> CGRect? {
        graph.lazyEstimatedFrame(ofItem: id, in: node)
    }
    package func _itemIDs(in node: ViewNode) -> [AnyHashable] { node.graph.lazyItemIDs(in: node) }
}

nonisolated extension LazyHGrid: ScrollTargetEstimating {
    package func _estimatedFrame(ofItem id: AnyHashable, in node: ViewNode, graph: ViewGraph) -> CGRect? {
        graph.lazyEstimatedFrame(ofItem: id, in: node)
    }
    package func _itemIDs(in node: ViewNode) -> [AnyHashable] { node.graph.lazyItemIDs(in: node) }
}
