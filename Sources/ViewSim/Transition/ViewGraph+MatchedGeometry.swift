// Models how SwiftUI synchronises the geometry of a matched geometry group: after
// layout, each view of a group that is not its source takes the source's frame (or
// position, or size, matched at `anchor`); a view inserted in a transaction with an
// animation while another of its group is removed (the hero) animates its frame from
// the removed one's, through the ordinary frame animation (`NodeAnimator<CGRect>`,
// traced with the origin `matched geometry "id" in Namespace.ID(id: n)`), and the removed
// one, kept drawn by its transition, moves towards the inserted one's frame.
// Simplifies (viewsim's model, docs/ARCHITECTURE.md): a non-source's content is laid out
// in the borrowed frame without moving its siblings; a hero starts from the removed view's
// drawn frame; two sources: the first inserted is used, with SwiftUI's warning.
import Foundation

extension ViewGraph {
    // MARK: - Membership

    /// A `.matchedGeometryEffect` node entered the tree.
    func matchedGeometryInserted(_ node: ViewNode) {
        matchedGeometry.members.append(node)
        matchedGeometry.inserted.append((node, flowingTransaction, clock.frame))
    }

    /// A member's id, namespace, properties, anchor or `isSource` changed: matched again
    /// after the next layout, which this marks.
    func matchedGeometryChanged(_ node: ViewNode) {
        matchedGeometry.needsResolve = true
        invalidateLayout(node)
    }

    /// Before `remove` takes `nodes` out of the tree: where its matched geometry views are
    /// drawn now (a hero reversed mid-flight starts from there).
    func notePresentedMatchedFrames(in nodes: [ViewNode]) {
        for node in nodes where node.traits.hasPrimitiveModifier && matchedEffect(of: node) != nil {
            matchedGeometry.presentedAtRemoval.append((node, presentedGlobalFrame(of: node)))
        }
    }

    /// A member leaves the tree (its parents are still linked): where it was, for a view
    /// of its group inserted in the same update.
    func matchedGeometryRemoved(_ node: ViewNode) {
        matchedGeometry.members.removeAll { $0 === node }
        matchedGeometry.inserted.removeAll { $0.node === node }
        let presented = matchedGeometry.presentedAtRemoval.first { $0.node === node }?.frame
        matchedGeometry.presentedAtRemoval.removeAll { $0.node === node }
        guard let effect = matchedEffect(of: node), layoutState.laidOutRoot != nil else { return }
        let global = globalFrame(of: node)
        let parentOrigin = CGPoint(
            x: global.minX - node.layout.frame.minX, y: global.minY - node.layout.frame.minY)
        matchedGeometry.departed.append(
            MatchedGeometryState.Departure(
                node: node, key: effect.key, globalFrame: presented ?? global, parentOrigin: parentOrigin,
                frame: clock.frame))
    }

    private func matchedEffect(of node: ViewNode) -> _MatchedGeometryEffect? {
        node.traits.primitiveModifier(node.view) as? _MatchedGeometryEffect
    }

    // MARK: - After layout

    /// After a layout pass placed the views: reports groups with several sources, gives
    /// each non-source view its source's geometry, and starts the heroes of this frame.
    func resolveMatchedGeometry() {
        guard !matchedGeometry.isIdle else { return }
        matchedGeometry.needsResolve = false
        // The groups, in the order their first member was inserted.
        var groups: [(key: MatchedGeometryKey, members: [(node: ViewNode, effect: _MatchedGeometryEffect)])] = []
        for node in matchedGeometry.members where !node.isRemoved {
            guard let effect = matchedEffect(of: node) else { continue }
            if let index = groups.firstIndex(where: { $0.key == effect.key }) {
                groups[index].members.append((node, effect))
            } else {
                groups.append((effect.key, [(node, effect)]))
            }
        }
        var duplicates: [MatchedGeometryKey] = []
        var following: [ViewNode] = []
        for group in groups {
            let sources = group.members.filter(\.effect.isSource)
            if sources.count > 1 {
                duplicates.append(group.key)
                if !matchedGeometry.reportedDuplicates.contains(group.key) {
                    record(
                        .diagnostic(
                            .matchedGeometryMultipleSources(group.key, sources: sources.map(\.node.reference))),
                        cause: nil)
                }
            }
            guard let source = sources.first else { continue }
            let sourceFrame = globalFrame(of: source.node)
            for member in group.members where !member.effect.isSource {
                if match(member.node, member.effect, to: sourceFrame, source: source.node) {
                    following.append(member.node)
                }
            }
        }
        // A view that no longer has a source to follow goes back to its own frame.
        for node in matchedGeometry.following where !node.isRemoved && !following.contains(where: { $0 === node }) {
            unmatch(node)
        }
        matchedGeometry.following = following
        matchedGeometry.reportedDuplicates = duplicates
        startHeroes()
    }

    /// Lays out `node`'s content in the geometry `effect.properties` takes from the source's
    /// frame (screen coordinates), matched at `effect.anchor`. The node itself keeps its
    /// place among its siblings (viewsim's model: only what it draws moves). Returns whether
    /// the content was moved.
    private func match(
        _ node: ViewNode, _ effect: _MatchedGeometryEffect, to source: CGRect, source sourceNode: ViewNode
    ) -> Bool {
        let items = contentItems(of: node)
        guard items.count == 1, effect.properties.contains(.position) || effect.properties.contains(.size) else {
            return false
        }
        let content = items[0]
        let own = globalFrame(of: node)
        let anchor = effect.anchor
        func point(_ frame: CGRect) -> CGPoint {
            CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
        }
        let point = effect.properties.contains(.position) ? point(source) : point(own)
        // The content moves with the change that moved the source (when one is being animated).
        let saved = layoutState.placingCause
        if layoutState.tracksGeometry { layoutState.placingCause = layoutCause(near: sourceNode) }
        if effect.properties.contains(.size) {
            place(content, proposal: ProposedViewSize(source.size))
        } else if layoutState.tracksGeometry {
            noteFrame(of: content)
        }
        layoutState.placingCause = saved
        let size = content.layout.frame.size
        let origin = CGPoint(
            x: finite(point.x - anchor.x * size.width - own.minX),
            y: finite(point.y - anchor.y * size.height - own.minY))
        setOrigin(of: content, origin, container: node, size: node.layout.frame.size)
        return true
    }

    /// `node`'s content placed again as the modifier places it: with its proposal, at its origin.
    private func unmatch(_ node: ViewNode) {
        let items = contentItems(of: node)
        guard items.count == 1, let proposal = node.layout.placedProposal else { return }
        place(items[0], proposal: proposal)
        setOrigin(of: items[0], .zero, container: node, size: node.layout.frame.size)
    }

    /// The cause this pass noted for `node` or its nearest ancestor that has one.
    private func layoutCause(near node: ViewNode) -> LayoutChangeCause? {
        let noted = layoutState.notedFrames
        guard !noted.isEmpty else { return nil }
        var current: ViewNode? = node
        // Bounded by the depth of the tree.
        while let member = current {
            if let entry = noted.first(where: { $0.node === member }), let cause = entry.cause { return cause }
            current = member.parent
        }
        return nil
    }

    // MARK: - Heroes

    /// Each member inserted in this frame by an animated transaction, while a member of its
    /// group was removed in it, moves from the removed one's frame to its own; the removed
    /// one, while its transition keeps it drawn, moves towards the inserted one.
    private func startHeroes() {
        let frame = clock.frame
        let inserted = matchedGeometry.inserted
        let departed = matchedGeometry.departed.filter { $0.frame == frame }
        matchedGeometry.inserted = []
        matchedGeometry.departed = []
        guard !departed.isEmpty else { return }
        var used: [ObjectIdentifier] = []
        for entry in inserted where entry.frame == frame && !entry.node.isRemoved {
            guard entry.transaction.animation != nil, let effect = matchedEffect(of: entry.node),
                let departure = departed.first(where: {
                    $0.key == effect.key && !used.contains(ObjectIdentifier($0.node))
                })
            else { continue }
            used.append(ObjectIdentifier(departure.node))
            startHero(entry.node, key: effect.key, transaction: entry.transaction, from: departure)
        }
    }

    private func startHero(
        _ node: ViewNode, key: MatchedGeometryKey, transaction: Transaction,
        from departure: MatchedGeometryState.Departure
    ) {
        let global = globalFrame(of: node)
        let to = node.layout.frame
        var from = departure.globalFrame
        from.origin.x -= global.minX - to.minX
        from.origin.y -= global.minY - to.minY
        var matched = transaction
        matched.animationOrigin = .matchedGeometry(group: key.description, via: transaction.animationOrigin)
        let cause = LayoutChangeCause(transaction: matched, event: node.insertedEvent ?? activeCause)
        animateFrame(of: node, from: from, to: to, cause: cause, time: clock.time)
        // The removed one moves towards the inserted one while its transition keeps it drawn.
        let removed = departure.node
        guard isDrawnWhileRemoving(removed) else { return }
        var target = global
        target.origin.x -= departure.parentOrigin.x
        target.origin.y -= departure.parentOrigin.y
        var drawn = departure.globalFrame
        drawn.origin.x -= departure.parentOrigin.x
        drawn.origin.y -= departure.parentOrigin.y
        animateFrame(of: removed, from: drawn, to: target, cause: cause, time: clock.time)
        if removed.geometryAnimator != nil { matchedGeometry.departing.append(removed) }
    }

    /// Whether a removed node is inside a view its transition keeps drawn.
    private func isDrawnWhileRemoving(_ node: ViewNode) -> Bool {
        transitioning.contains { top in
            top.transition?.removal != nil && (top === node || top.subtree().contains { $0 === node })
        }
    }
}

extension Diagnostic {
    /// SwiftUI's warning for a matched geometry group with more than one source in a frame.
    static func matchedGeometryMultipleSources(_ key: MatchedGeometryKey, sources: [NodeRef]) -> Diagnostic {
        Diagnostic(
            kind: .duplicateID,
            message:
                "Multiple inserted views in matched geometry group \(key.pairDescription) have `isSource: true`, results are undefined.",
            node: sources.first,
            hint:
                "Give one view of the group isSource: true and the others isSource: false, or show one at a time (if/else). viewsim uses the first inserted, \(sources.map(\.description).joined(separator: " over "))."
        )
    }
}
