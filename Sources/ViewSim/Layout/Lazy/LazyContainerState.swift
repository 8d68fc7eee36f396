// Models what a lazy stack or grid keeps between frames: its content as rows
// (segments, never expanded), the rows it has created (in index order, each in
// view or out of it), the window of rows near the visible rect, and the line
// offsets. viewsim's model of SwiftUI's rule: a created row is kept, with its
// state, when it scrolls out of view; it leaves only when its data does.
// Simplifies: a repeated id is found among the rows looked up together (a
// window, or one search of the data after an edit), not across the whole data.
import Foundation

/// One row a lazy container has created.
package final class LazyRow {
    /// The row's node (a child of the container).
    package let node: ViewNode
    /// Its index among the content's rows (as of the container's last update).
    package var index: Int
    /// Whether it is in the window (near the visible rect): laid out, drawn, appeared.
    package var isInView: Bool

    init(node: ViewNode, index: Int, isInView: Bool) {
        self.node = node
        self.index = index
        self.isInView = isInView
    }
}

/// A lazy container's rows and window, kept on its node.
package final class LazyContainerState {
    /// What the container does in layout.
    var layout: LazyLayout
    /// The content's rows, as segments.
    private(set) var segments: [LazySegment] = []
    /// Where each segment starts among the rows (ascending).
    private var segmentStarts: [Int] = []
    /// How many rows the content has.
    package private(set) var itemCount = 0
    /// The rows created so far, by index.
    package var rows: [LazyRow] = []
    /// The created rows by key.
    var rowsByKey: [ChildKey: LazyRow] = [:]
    /// The rows near the visible rect (created, laid out, drawn).
    package var window: Range<Int> = 0..<0
    /// Where the lines start along the axis, as last placed.
    package var offsets = LazyLineOffsets()
    /// How many rows a line holds (1 in a stack, the number of tracks in a grid), as last placed.
    package var perLine = 1
    /// The origin of its visible rect when its window last moved (a scroll moves it).
    var visibleOrigin: CGPoint?
    /// Whether the container has been placed once (its window follows the visible rect from then on).
    var hasBeenPlaced = false
    /// Whether the graph lists the container among its lazy containers.
    var isRegistered = false
    /// The ids already reported as repeated.
    var reportedRepeats: Set<AnyHashable> = []
    /// Whether the container's tracks or window limits were reported.
    var reportedNoTracks = false
    var reportedWindowLimit = false

    init(layout: LazyLayout) {
        self.layout = layout
    }

    /// Takes the rows of a new content value (no row is built or walked).
    func setContent(_ content: any View) {
        var segments: [LazySegment] = []
        appendLazySegments(of: content, path: "", into: &segments)
        var starts: [Int] = []
        var total = 0
        for segment in segments {
            starts.append(total)
            total += segment.count
        }
        self.segments = segments
        segmentStarts = starts
        itemCount = total
    }

    /// The segment holding row `index` and the row's offset in it (binary search).
    private func locate(_ index: Int) -> (segment: LazySegment, offset: Int)? {
        guard index >= 0, index < itemCount else { return nil }
        var low = 0
        var high = segments.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if segmentStarts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return (segments[low], index - segmentStarts[low])
    }

    /// The key of row `index` before repeats are counted: a `ForEach` element's id, or a
    /// static view's place in the content.
    func baseID(at index: Int) -> AnyHashable? {
        guard let (segment, offset) = locate(index) else { return nil }
        return segment.id(offset)
    }

    /// The view of row `index` (runs the `ForEach`'s content closure for that element only).
    func view(at index: Int) -> any View {
        guard let (segment, offset) = locate(index) else { return EmptyView() }
        return segment.view(offset)
    }

    /// The keys of the rows in `range`, repeats counted among them (`.element(id, occurrence:)`).
    func keys(for range: Range<Int>, repeated: inout [AnyHashable]) -> [ChildKey] {
        var seen: [AnyHashable: Int] = [:]
        var keys: [ChildKey] = []
        keys.reserveCapacity(range.count)
        for index in range {
            let id = baseID(at: index) ?? AnyHashable(index)
            let occurrence = seen[id, default: 0]
            seen[id] = occurrence + 1
            if occurrence == 1 { repeated.append(id) }
            keys.append(.element(id, occurrence: occurrence))
        }
        return keys
    }

    /// The created rows in the window, in index order.
    var rowsInView: [LazyRow] { rows.filter(\.isInView) }

    /// Puts the rows back in index order (after rows were inserted or moved).
    func sortRows() {
        rows.sort { ($0.index, $0.node.id) < ($1.index, $1.node.id) }
    }
}
