// Models SwiftUI's `.scrollPosition(id:anchor:)` (iOS 17) with
// `.scrollTargetLayout()`: writing the binding scrolls to the view with that id
// (with the transaction of the update that carried the new value); a scroll
// writes the binding with the id of the top-most (leading-most) target of the
// layout marked `.scrollTargetLayout()` that is still visible, a traced write
// caused by the scroll. Simplifies: the binding is written when a script
// scrolls, with the id at the offset the scroll heads for (not frame by frame);
// without `.scrollTargetLayout()` scrolling does not write it. Lesson: lesson 14.
import Foundation

/// The graph's view of a `.scrollPosition(id:anchor:)` modifier, whatever its id type.
package protocol AnyScrollPosition {
    /// The binding's id now.
    var currentID: AnyHashable? { get }
    /// The anchor a written id is scrolled to.
    var anchor: UnitPoint? { get }
    /// Writes the binding (an id of another type is not written).
    func write(_ id: AnyHashable?)
}

/// `.scrollPosition(id:anchor:)`.
nonisolated public struct _ScrollPositionModifier<ID: Hashable>: PrimitiveModifier, AnyScrollPosition {
    let binding: Binding<ID?>
    package let anchor: UnitPoint?
    package var _label: String { ".scrollPosition(id:)" }
    package var _traceName: String { ".scrollPosition" }
    package var _recordsAttributeChanges: Bool { false }

    package var currentID: AnyHashable? { SimulatedMainActor.run(binding) { $0.wrappedValue }.map { AnyHashable($0) } }
    package func write(_ id: AnyHashable?) {
        guard let typed = id?.base as? ID else { return }
        SimulatedMainActor.run((binding, typed)) { $0.0.wrappedValue = $0.1 }
    }

    package func _didInsert(node: ViewNode) { note(node) }
    package func _didUpdate(node: ViewNode, from old: any PrimitiveModifier) { note(node) }

    /// Keeps the transaction and cause of this update for a scroll the new value asks for.
    private func note(_ node: ViewNode) {
        guard let scrollView = node.graph.scrollView(below: node), let state = scrollView.scroll else { return }
        state.positionTransaction = node.graph.flowingTransaction
        state.positionCause = node.graph.activeCause
    }
}

/// `.scrollTargetLayout(isEnabled:)`: marks the layout whose children are scroll targets.
nonisolated public struct _ScrollTargetLayoutModifier: PrimitiveModifier, Equatable {
    let isEnabled: Bool
    package var _label: String { ".scrollTargetLayout(isEnabled: \(isEnabled))" }
    package var _traceName: String { ".scrollTargetLayout" }
}

nonisolated extension View {
    /// Associates a binding to be updated when a scroll view within this view scrolls, and
    /// scrolls to the view with the id the binding is set to.
    ///
    /// Use it with `.scrollTargetLayout()` on the scroll view's layout: as the view scrolls,
    /// the binding gets the id of the top-most target that is visible.
    ///
    /// ```swift
    /// ScrollView { LazyVStack { ForEach(items) { ItemRow($0) } }.scrollTargetLayout() }
    ///     .scrollPosition(id: $position)
    /// ```
    public func scrollPosition(id: Binding<(some Hashable)?>, anchor: UnitPoint? = nil) -> some View {
        modifier(_ScrollPositionModifier(binding: id, anchor: anchor))
    }

    /// Configures the outermost layout as a scroll target layout: its children are the targets
    /// `.scrollPosition(id:)` reports and `.scrollTargetBehavior(.viewAligned)` settles on.
    ///
    /// ```swift
    /// HStack { ForEach(cards) { CardView($0) } }.scrollTargetLayout()
    /// ```
    public func scrollTargetLayout(isEnabled: Bool = true) -> ModifiedContent<Self, _ScrollTargetLayoutModifier> {
        modifier(_ScrollTargetLayoutModifier(isEnabled: isEnabled))
    }
}

extension ViewGraph {
    /// The scroll view a modifier applies to: down its content, through other modifiers.
    func scrollView(below node: ViewNode) -> ViewNode? {
        var current: ViewNode? = node
        for _ in 0..<64 {
            guard let candidate = current else { return nil }
            if candidate.scroll != nil { return candidate }
            current = candidate.children.first { $0.key != .secondary }
        }
        return nil
    }

    /// The `.scrollPosition` modifier on `scrollView`: in the chain of modifiers right above it.
    func scrollPosition(above scrollView: ViewNode) -> (any AnyScrollPosition)? {
        var current = scrollView.parent
        for _ in 0..<64 {
            guard let ancestor = current, ancestor.traits.hasPrimitiveModifier || ancestor.kind == .composite
            else { return nil }
            if ancestor.scroll != nil { return nil }
            if let position = ancestor.traits.primitiveModifier(ancestor.view) as? any AnyScrollPosition {
                return position
            }
            current = ancestor.parent
        }
        return nil
    }

    /// A `.scrollPosition` binding that changed since it was last looked at asks for a scroll.
    func queueScrollPositionChange(of scrollView: ViewNode) {
        guard let state = scrollView.scroll, let position = scrollPosition(above: scrollView) else { return }
        let id = position.currentID
        guard id != state.positionID else { return }
        state.positionID = id
        guard let id else { return }
        requestScroll(
            ScrollRequest(
                scope: .scrollView(scrollView), id: id, anchor: position.anchor,
                transaction: state.positionTransaction ?? Transaction(), cause: state.positionCause,
                source: ".scrollPosition(id:anchor:)"))
    }

    /// The targets of `scrollView`'s `.scrollTargetLayout()`: each child with an id (a
    /// `ForEach` element or an `.id(_:)`), with its frame in content coordinates, in order.
    func scrollTargets(in scrollView: ViewNode) -> [(id: AnyHashable, rect: CGRect)] {
        guard let state = scrollView.scroll else { return [] }
        let marked = scrollView.subtree().first { node in
            (node.traits.primitiveModifier(node.view) as? _ScrollTargetLayoutModifier)?.isEnabled == true
                && enclosingScrollView(of: node) === scrollView
        }
        guard let marked else { return [] }
        let base = globalFrame(of: scrollView).origin
        var targets: [(id: AnyHashable, rect: CGRect)] = []
        var pending = Array(marked.children.reversed())
        // Each node at most once: bounded by the subtree.
        while let node = pending.popLast() {
            if let id = targetID(of: node) {
                if let frame = unionFrame(of: node) {
                    targets.append(
                        (id, frame.offsetBy(dx: state.laidOutOffset.x - base.x, dy: state.laidOutOffset.y - base.y)))
                }
                continue
            }
            if node.scroll != nil { continue }
            pending.append(contentsOf: node.children.reversed())
        }
        return targets
    }

    /// The top-most (leading-most) target still visible at `offset`.
    func topMostTarget(in scrollView: ViewNode, at offset: CGPoint) -> AnyHashable? {
        guard let state = scrollView.scroll else { return nil }
        let area = visibleContentArea(of: scrollView)
        let horizontal = state.axes == .horizontal
        let start = horizontal ? offset.x + area.minX : offset.y + area.minY
        return scrollTargets(in: scrollView).first { (horizontal ? $0.rect.maxX : $0.rect.maxY) > start + 0.5 }?.id
    }

    /// After a scroll to `offset`, writes the `.scrollPosition` binding with the top-most
    /// target's id (a traced write caused by `cause`), when it changed.
    func writeScrollPosition(of scrollView: ViewNode, at offset: CGPoint, cause: EventID?) {
        guard let state = scrollView.scroll, let position = scrollPosition(above: scrollView),
            let id = topMostTarget(in: scrollView, at: offset)
        else { return }
        state.positionID = id
        guard id != position.currentID else { return }
        withCause(cause) { position.write(id) }
    }
}
