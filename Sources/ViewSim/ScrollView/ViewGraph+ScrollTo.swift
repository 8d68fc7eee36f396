// Models how SwiftUI scrolls to a view: the view with the id (an `.id(_:)` or a
// `ForEach` element's id) is found in the scroll view, and the offset becomes
// the least that shows it wholly (no anchor) or the one that lines up the
// anchor's unit point of the view with the same point of the viewport; then it
// moves, with the request's transaction (animated inside `withAnimation`), and is
// traced as the scroll view's `contentOffset` changing, caused by the request.
// Also the top-most target a `.scrollPosition(id:)` binding reports.
// Simplifies: requests are resolved after the frame's first layout pass; an id
// no view has does nothing (as in SwiftUI) and records a diagnostic. Lesson: lesson 14.
import Foundation

extension ViewGraph {
    // MARK: - Requests

    /// Queues `request` for this frame's layout (see `ScrollRequest`).
    func requestScroll(_ request: ScrollRequest) {
        // Every frame's layout runs `resolveScrolls()`, whether or not anything else changed.
        layoutState.pendingScrolls.append(request)
    }

    /// Runs the `.scrollPosition` bindings written since the last layout and the queued
    /// requests; returns whether an offset moved (the caller lays out again).
    func resolveScrolls() -> Bool {
        // No scroll view and no request (most frames of most trees): nothing to resolve. The
        // safe areas are brought up to date when a scroll view is first laid out (it marks them stale).
        guard !layoutState.scrollViews.isEmpty || !layoutState.pendingScrolls.isEmpty else { return false }
        if layoutState.scrollViews.contains(where: \.isRemoved) {
            for node in layoutState.scrollViews where node.isRemoved { layoutState.listedScrollViews.remove(node.id) }
            layoutState.scrollViews.removeAll { $0.isRemoved }
        }
        let safeAreasMoved = updateScrollSafeAreas()
        for scrollView in layoutState.scrollViews { queueScrollPositionChange(of: scrollView) }
        guard !layoutState.pendingScrolls.isEmpty else { return safeAreasMoved }
        let requests = layoutState.pendingScrolls
        layoutState.pendingScrolls = []
        var moved = safeAreasMoved
        for request in requests where perform(request) { moved = true }
        return moved
    }

    /// Scrolls the first scroll view of the request's scope that has the id; records a
    /// diagnostic when none has it. Returns whether the offset moved.
    private func perform(_ request: ScrollRequest) -> Bool {
        let candidates: [ViewNode]
        switch request.scope {
        case .scrollView(let node): candidates = [node]
        case .reader(let node): candidates = node.subtree().filter { $0.scroll != nil }
        }
        for scrollView in candidates where !scrollView.isRemoved {
            guard let rect = contentRect(ofTarget: request.id, in: scrollView) else { continue }
            let offset = offset(showing: rect, anchor: request.anchor, in: scrollView)
            return moveScrollOffset(
                scrollView, to: offset, transaction: request.transaction, cause: request.cause)
        }
        let known = candidates.flatMap { knownTargetIDs(in: $0) }
        let node: NodeRef? = {
            switch request.scope {
            case .scrollView(let node), .reader(let node): return node.reference
            }
        }()
        record(
            .diagnostic(
                .scrollTargetNotFound(
                    id: request.id, nearest: Self.nearest(to: request.id, among: known), source: request.source,
                    node: node, hasScrollView: !candidates.isEmpty)),
            cause: request.cause)
        return false
    }

    // MARK: - Targets

    /// The id a node stands for as a scroll target: its `.id(_:)`, or its `ForEach` element's id.
    func targetID(of node: ViewNode) -> AnyHashable? {
        switch node.key {
        case .explicit(let id): return id
        case .element(let id, let occurrence) where occurrence == 0: return id
        default: return nil
        }
    }

    /// The frame of the view with `id` in `scrollView`'s content coordinates (relative to the
    /// scroll view's top leading corner at offset zero), or where a lazy container says it
    /// would be; nil when the scroll view has no such view.
    func contentRect(ofTarget id: AnyHashable, in scrollView: ViewNode) -> CGRect? {
        guard let state = scrollView.scroll else { return nil }
        let base = globalFrame(of: scrollView).origin
        func content(_ rect: CGRect) -> CGRect {
            rect.offsetBy(dx: state.laidOutOffset.x - base.x, dy: state.laidOutOffset.y - base.y)
        }
        let members = scrollView.subtree()
        for node in members where targetID(of: node) == id && enclosingScrollView(of: node) === scrollView {
            if let frame = unionFrame(of: node) { return content(frame) }
        }
        for node in members {
            guard let container = node.traits.primitive(node.view) as? any ScrollTargetEstimating,
                enclosingScrollView(of: node) === scrollView,
                let local = container._estimatedFrame(ofItem: id, in: node, graph: self)
            else { continue }
            let origin = globalFrame(of: node).origin
            return content(local.offsetBy(dx: origin.x, dy: origin.y))
        }
        return nil
    }

    /// The screen frame a view covers: its own, or (a list or custom view, which has no frame
    /// of its own) the union of the frames of the views it flattens into.
    func unionFrame(of node: ViewNode) -> CGRect? {
        var result: CGRect?
        var pending = [node]
        // Each node once: bounded by the subtree.
        while let next = pending.popLast() {
            if case .list = layoutBehavior(of: next) {
                pending.append(contentsOf: next.children.reversed())
                continue
            }
            let frame = globalFrame(of: next)
            result = result.map { $0.union(frame) } ?? frame
        }
        return result
    }

    /// The ids the views in `scrollView` have, in tree order (for diagnostics).
    func knownTargetIDs(in scrollView: ViewNode) -> [AnyHashable] {
        var ids: [AnyHashable] = []
        for node in scrollView.subtree() where enclosingScrollView(of: node) === scrollView {
            if let id = targetID(of: node), !ids.contains(id) { ids.append(id) }
            if let container = node.traits.primitive(node.view) as? any ScrollTargetEstimating {
                for id in container._itemIDs(in: node) where !ids.contains(id) { ids.append(id) }
            }
        }
        return ids
    }

    /// Up to three of `known` nearest to `id`: by difference for numbers, else by the
    /// edit distance of their descriptions; ties in tree order.
    static func nearest(to id: AnyHashable, among known: [AnyHashable]) -> [AnyHashable] {
        func number(_ value: AnyHashable) -> Double? {
            switch value.base {
            case let int as Int: return Double(int)
            case let double as Double: return double
            default: return nil
            }
        }
        let target = number(id)
        let text = ValueFormatter.describe(id.base)
        let scored = known.enumerated().map { index, candidate -> (Double, Int, AnyHashable) in
            if let target, let value = number(candidate) { return (abs(value - target), index, candidate) }
            return (Double(text.editDistance(to: ValueFormatter.describe(candidate.base))), index, candidate)
        }
        return scored.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.prefix(3).map(\.2)
    }

    // MARK: - Offsets

    /// The part of the viewport content is shown in (the viewport less the content insets),
    /// in the scroll view's coordinates.
    func visibleContentArea(of scrollView: ViewNode) -> CGRect {
        guard let state = scrollView.scroll else { return .zero }
        let insets = scrollContentInsets(scrollView)
        return CGRect(
            x: insets.leading, y: insets.top,
            width: max(0, state.viewport.width - insets.leading - insets.trailing),
            height: max(0, state.viewport.height - insets.top - insets.bottom))
    }

    /// The offset that shows `rect` (content coordinates): with `anchor`, its unit point
    /// at the same point of the visible area; without, the least move from where the
    /// offset is heading that shows it wholly (its leading edge first when it is larger).
    func offset(showing rect: CGRect, anchor: UnitPoint?, in scrollView: ViewNode) -> CGPoint {
        guard let state = scrollView.scroll else { return .zero }
        let area = visibleContentArea(of: scrollView)
        let current = state.targetOffset
        func along(
            _ min: CGFloat, _ length: CGFloat, _ areaMin: CGFloat, _ areaLength: CGFloat, _ now: CGFloat,
            _ unit: CGFloat?
        ) -> CGFloat {
            if let unit { return min + unit * length - (areaMin + unit * areaLength) }
            if min < now + areaMin || length > areaLength { return min - areaMin }
            if min + length > now + areaMin + areaLength { return min + length - areaMin - areaLength }
            return now
        }
        var result = current
        if state.axes.contains(.horizontal) {
            result.x = along(rect.minX, rect.width, area.minX, area.width, current.x, anchor?.x)
        }
        if state.axes.contains(.vertical) {
            result.y = along(rect.minY, rect.height, area.minY, area.height, current.y, anchor?.y)
        }
        return result
    }

    /// Moves `scrollView`'s offset to `target` (clamped to its content) with `transaction`'s
    /// animation, or at once without one; records the change (`contentOffset`, caused by
    /// `cause`) and lays the content out again in this frame. Returns whether it moved.
    @discardableResult
    func moveScrollOffset(_ scrollView: ViewNode, to target: CGPoint, transaction: Transaction, cause: EventID?)
        -> Bool
    {
        guard let state = scrollView.scroll else { return false }
        if !target.x.isFinite || !target.y.isFinite {
            record(
                .diagnostic(.nonFiniteScrollOffset(node: scrollView.reference, x: target.x, y: target.y)), cause: cause)
        }
        let finite = CGPoint(
            x: target.x.isFinite
                ? target.x : target.x.isNaN ? state.targetOffset.x : target.x > 0 ? .greatestFiniteMagnitude : 0,
            y: target.y.isFinite
                ? target.y : target.y.isNaN ? state.targetOffset.y : target.y > 0 ? .greatestFiniteMagnitude : 0)
        let new = state.clamped(finite)
        guard new != state.targetOffset else { return false }
        let event = record(
            .attributeChanged(
                node: scrollView.reference, name: "contentOffset", old: Self.traceValue(state.targetOffset),
                new: Self.traceValue(new)),
            cause: cause)
        state.targetOffset = new
        let saved = flowingTransaction
        flowingTransaction = transaction
        let presented = withCause(event) {
            animateValue(of: scrollView, from: state.offset, to: new, attribute: "contentOffset")
        }
        flowingTransaction = saved
        state.offset = (presented as? CGPoint) ?? new
        scrollOffsetDidChange(scrollView)
        return true
    }

    /// An offset as the trace prints it: `(0, 600)`.
    static func traceValue(_ point: CGPoint) -> TraceValue { .pair(Double(point.x), Double(point.y)) }
}
