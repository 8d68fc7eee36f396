// Models how a lazy stack or grid creates its rows: only the rows in its window
// — the visible rect plus a prefetch margin of half a viewport on each side
// (viewsim's model: SwiftUI does not document the number) — are created (body
// run, `onAppear`), laid out and drawn. After layout the window follows the
// visible rect; rows coming into it are created (or, created before, appear
// again), rows leaving it disappear (`onDisappear`) but keep their node and
// state, and the same frame runs another update and layout (the rounds of
// `layoutIfNeeded`). A new content value is looked up only for the window's
// rows and the rows created before (by id), never walked whole, except once
// after an edit moved a created row far from where it was.
// Simplifies: only the nearest scroll view's viewport counts (else the screen).
import Foundation

extension ViewGraph {
    /// viewsim's model: the prefetch margin on each side of the visible rect, in viewports.
    static let lazyPrefetchViewports: CGFloat = 0.5
    /// viewsim's model: the most rows one window holds (rows of no length would otherwise all be "visible").
    static let lazyWindowLimit = 2_000

    // MARK: - Content

    /// A lazy container was inserted or got a new value: looks up the rows of its
    /// window in the new content (and where the other created rows went) instead of
    /// building a child per row.
    func lazyContentChanged(_ node: ViewNode, container: any LazyContainerView) {
        let layout = container._lazyLayout
        let state: LazyContainerState
        if let known = node.lazy {
            state = known
            if !state.layout.sameLayout(as: layout) {
                state.layout = layout
                invalidateLayout(node)
            }
        } else {
            state = LazyContainerState(layout: layout)
            node.lazy = state
            layoutState.usesLazyContainers = true
        }
        if layout.pinsViews {
            reportNotModelled(.pinnedViews, node: node.reference)
        }
        let oldCount = state.itemCount
        state.setContent(container._lazyContent)
        if state.itemCount != oldCount { invalidateLayout(node) }
        // Before the first layout, the first row only: its size gives the estimate.
        let window: Range<Int> =
            state.hasBeenPlaced
            ? clamped(state.window, to: state.itemCount) : 0..<min(state.itemCount, 1)
        var repeated: [AnyHashable] = []
        let keys = state.keys(for: window, repeated: &repeated)
        reportRepeats(repeated, in: state, node: node)
        var kept: Set<ObjectIdentifier> = []
        var moved = false
        for (offset, index) in window.enumerated() {
            let key = keys[offset]
            let view = state.view(at: index)
            if let row = state.rowsByKey[key] {
                kept.insert(ObjectIdentifier(row))
                if row.index != index {
                    row.index = index
                    moved = true
                }
                if !row.isInView { setInView(row, true) }
                update(row.node, with: view)
            } else {
                let row = LazyRow(node: insert(view, key: key, parent: node), index: index, isInView: true)
                if flowingTransaction.animation != nil, transitionsSuspended == 0 {
                    reportNotModelled(.transition, node: row.node.reference, detail: "inserted")
                }
                state.rows.append(row)
                state.rowsByKey[key] = row
                kept.insert(ObjectIdentifier(row))
            }
        }
        // The other created rows: where their ids are now, or gone with their data.
        var search: [ChildKey: Int]?
        let shift = state.itemCount - oldCount
        for row in state.rows where !kept.contains(ObjectIdentifier(row)) {
            if let index = newIndex(of: row, in: state, shift: shift, search: &search, window: window) {
                if row.index != index {
                    row.index = index
                    moved = true
                }
                if row.isInView { setInView(row, false) }
            } else {
                state.rowsByKey[row.node.key] = nil
                row.index = -1
                if flowingTransaction.animation != nil, transitionsSuspended == 0 {
                    reportNotModelled(.transition, node: row.node.reference, detail: "removed")
                }
                remove(row.node)
            }
        }
        state.rows.removeAll { $0.index < 0 }
        state.sortRows()
        state.window = window
        if moved { state.offsets.removeAllLengths() }
        let children = state.rows.map(\.node)
        if !children.elementsEqual(node.children, by: ===) {
            node.children = children
            treeStructureChanged()
            invalidateLayout(node)
        }
    }

    /// Where a created row that is not in the window is now: at its old index, shifted by
    /// the change in count (an insertion or deletion before it), or found by one search
    /// of the ids (O(N), only after an edit moved it further); nil when its id is gone.
    private func newIndex(
        of row: LazyRow, in state: LazyContainerState, shift: Int, search: inout [ChildKey: Int]?,
        window: Range<Int>
    ) -> Int? {
        if case .element(let id, let occurrence) = row.node.key, occurrence == 0 {
            for candidate in [row.index, row.index + shift] where !window.contains(candidate) {
                if state.baseID(at: candidate) == id { return candidate }
            }
        }
        if search == nil {
            var repeated: [AnyHashable] = []
            let keys = state.keys(for: 0..<state.itemCount, repeated: &repeated)
            var found: [ChildKey: Int] = [:]
            for (index, key) in keys.enumerated() where found[key] == nil { found[key] = index }
            search = found
        }
        guard let index = search?[row.node.key], !window.contains(index) else { return nil }
        return index
    }

    /// Records the duplicate-id diagnostic for the ids repeated among rows looked up together, once per id.
    private func reportRepeats(_ repeated: [AnyHashable], in state: LazyContainerState, node: ViewNode) {
        for id in repeated where state.reportedRepeats.insert(id).inserted {
            reportDuplicateID(ValueFormatter.describe(id.base), near: node)
        }
    }

    private func clamped(_ range: Range<Int>, to count: Int) -> Range<Int> {
        let lower = min(range.lowerBound, count)
        return lower..<max(lower, min(range.upperBound, count))
    }

    // MARK: - Appearing and disappearing

    /// A row enters the window (its `onAppear`s run again) or leaves it (its `onDisappear`s
    /// run); its node and state stay either way.
    func setInView(_ row: LazyRow, _ inView: Bool) {
        guard row.isInView != inView else { return }
        row.isInView = inView
        row.node.isOutOfLazyWindow = !inView
        treeStructureChanged()
        for member in row.node.subtree() where !member.isRemoved {
            if !inView {
                // Not laid out while away: no frame, and placed afresh when it comes back.
                setFrame(of: member, .zero)
                member.layoutSize = .zero
                member.layout.needsPlacement = true
                member.layout.listFramesSize = nil
            }
            guard let modifier = member.traits.primitiveModifier(member.view) as? _AppearanceActionModifier else {
                continue
            }
            if inView {
                modifier._didInsert(node: member)
            } else if let disappear = modifier.disappear {
                enqueueAction(from: member, label: "onDisappear", cause: activeCause, disappear)
            }
        }
    }

    /// Whether `node` is inside a lazy row that is out of its container's window (its
    /// `onDisappear` already ran; removing it must not run it again).
    func isInLazyRowOutOfView(_ node: ViewNode) -> Bool {
        guard layoutState.usesLazyContainers else { return false }
        // Up to the root: bounded by the depth. Unretained: the tree holds every node.
        unowned(unsafe) var current: ViewNode? = node
        for _ in 0...(node.depth + 1) {
            guard let member = current else { return false }
            if member.isOutOfLazyWindow { return true }
            current = member.parent
        }
        return false
    }

    // MARK: - The window

    /// The rect a lazy container's rows are created for, in its own coordinates: its
    /// nearest scroll view's viewport, else the screen (`visibleRect(of:)`).
    func lazyVisibleRect(of node: ViewNode) -> CGRect { visibleRect(of: node) }

    /// The rows near `node`'s visible rect: the lines that intersect it grown by the
    /// prefetch margin on each side, found in O(log N) from the line offsets.
    func wantedLazyWindow(_ node: ViewNode, _ state: LazyContainerState) -> Range<Int> {
        guard state.itemCount > 0 else { return 0..<0 }
        let offsets = state.offsets
        // Nothing measured yet: the first line, whose size gives the estimate.
        guard offsets.measuredCount > 0 else { return 0..<min(state.itemCount, state.perLine) }
        let visible = lazyVisibleRect(of: node)
        let horizontal = state.layout.axis == .horizontal
        let start = horizontal ? visible.minX : visible.minY
        let end = horizontal ? visible.maxX : visible.maxY
        let margin = (end - start) * Self.lazyPrefetchViewports
        let low = start - margin
        let high = end + margin
        guard high >= 0, low <= offsets.totalLength, low.isFinite, high.isFinite else { return 0..<0 }
        let first = offsets.line(at: max(0, low))
        var last = offsets.line(at: high)
        let limit = Self.lazyWindowLimit / max(1, state.perLine)
        if last - first + 1 > limit {
            last = first + limit - 1
            if !state.reportedWindowLimit {
                state.reportedWindowLimit = true
                record(.diagnostic(.lazyWindowLimited(node: node.reference, rows: Self.lazyWindowLimit)), cause: nil)
            }
        }
        let lower = min(state.itemCount, first * state.perLine)
        return lower..<min(state.itemCount, max(lower, (last + 1) * state.perLine))
    }

    /// The lazy containers whose window is not the one their visible rect wants.
    func lazyContainersToMove() -> [ViewNode] {
        guard layoutState.usesLazyContainers, !layoutState.freezesLazyWindows else { return [] }
        layoutState.lazyContainers.removeAll { $0.isRemoved }
        return layoutState.lazyContainers.filter { node in
            guard let state = node.lazy, state.hasBeenPlaced else { return false }
            return wantedLazyWindow(node, state) != state.window
        }
    }

    /// Moves `node`'s window to the rows its visible rect wants: rows leaving it disappear,
    /// rows entering it are created (body, `onAppear`) or appear again, all caused by one
    /// `lazyRows` event ("22 rows created as they scrolled into view").
    func moveLazyWindow(_ node: ViewNode) {
        guard let state = node.lazy, !node.isRemoved else { return }
        let old = state.window
        let wanted = wantedLazyWindow(node, state)
        guard wanted != old else { return }
        // An update of the graph, as a pass is: the rows' bodies record what they read.
        let wasUpdating = isUpdating
        isUpdating = true
        defer { isUpdating = wasUpdating }
        let visible = lazyVisibleRect(of: node).origin
        let scrolled = state.visibleOrigin.map { $0 != visible } ?? false
        state.visibleOrigin = visible
        var repeated: [AnyHashable] = []
        let keys = state.keys(for: wanted, repeated: &repeated)
        let leaving = state.rows.filter { $0.isInView && !wanted.contains($0.index) }
        var entering: [(index: Int, key: ChildKey, row: LazyRow?)] = []
        for (offset, index) in wanted.enumerated() where !old.contains(index) {
            entering.append((index, keys[offset], state.rowsByKey[keys[offset]]))
        }
        let created = entering.filter { $0.row == nil }.count
        let event = record(
            .lazyRows(
                node: node.reference, first: wanted.lowerBound, last: wanted.upperBound - 1, created: created,
                returned: entering.count - created, left: leaving.count, scrolled: scrolled),
            cause: activeCause)
        withCause(event) {
            reportRepeats(repeated, in: state, node: node)
            for row in leaving { setInView(row, false) }
            for (index, key, existing) in entering {
                if let row = existing {
                    row.index = index
                    setInView(row, true)
                    update(row.node, with: state.view(at: index))
                    continue
                }
                var inserted: ViewNode?
                onLargeEnoughStack { inserted = insert(state.view(at: index), key: key, parent: node) }
                guard let inserted else { continue }
                let row = LazyRow(node: inserted, index: index, isInView: true)
                state.rows.append(row)
                state.rowsByKey[key] = row
            }
        }
        state.window = wanted
        if !entering.isEmpty {
            state.sortRows()
            node.children = state.rows.map(\.node)
            treeStructureChanged()
        }
        // Rows that only left change the container's size too (a stack with no proposed breadth
        // is as wide as its widest row in the window): its cached sizes are stale either way.
        if !entering.isEmpty || !leaving.isEmpty { invalidateLayout(node) }
    }
}
