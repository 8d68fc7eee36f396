// Models SwiftUI's animated layout: when an update whose transaction has an animation
// changes where or how big a view is laid out, the view's frame (its origin in its
// parent and its size) animates from the frame it showed to the new one, and the
// display list draws it at the presented frame; outside an animated transaction it jumps.
// Simplifies: the transaction is the one of the change that invalidated the layout,
// carried to the frames it moves (see docs/ARCHITECTURE.md, "Animated layout").
import Foundation

extension ViewGraph {
    /// The attribute name of a frame's animation in the trace.
    static let geometryAttribute = "geometry"

    // MARK: - Causes

    /// Whether the transaction flowing now has an animation (`Transaction.hasAnimation`: reading
    /// the optional `animation` copies it, about 300 instructions per changed view in
    /// `viewsim-bench --narrow-only`).
    var flowingTransactionAnimates: Bool { flowingTransaction.hasAnimation }

    /// Keeps the transaction reaching `node`, whose layout changed in this update, for
    /// the frames the change moves. An animated cause is kept over one without animation.
    func noteLayoutCause(of node: ViewNode) {
        guard !node.isRemoved else { return }
        let transaction = flowingTransaction
        if let existing = node.layout.geometryCause, existing.animates || transaction.animation == nil { return }
        if node.layout.geometryCause == nil { layoutState.causedNodes.append(node) }
        node.layout.geometryCause = LayoutChangeCause(transaction: transaction, event: activeCause)
        guard transaction.animation != nil else { return }
        layoutState.hasAnimatedCause = true
        // Its completions wait for the layout pass, whose frame changes may animate.
        for listener in transaction.completions where !listener.hasFired && !listener.wasRegistered {
            listener.awaitsLayout = true
        }
    }

    /// An animation frame of an animated layout value (`.frame`'s width) changed `node`'s
    /// layout: the frames it moves follow that animation (they jump, silently).
    func noteFollowedAnimation(of node: ViewNode) {
        guard !node.isRemoved, node.layout.geometryCause == nil else { return }
        layoutState.causedNodes.append(node)
        node.layout.geometryCause = LayoutChangeCause(
            transaction: Transaction(), event: activeCause, followsAnimation: true)
    }

    /// `current`'s size changed, so its parent is measured again: the parent's new
    /// arrangement (its other children moving) takes the cause of the change.
    func carryLayoutCause(from current: ViewNode, to parent: ViewNode) {
        guard let cause = current.layout.geometryCause else { return }
        if let existing = parent.layout.geometryCause, existing.animates || !cause.animates { return }
        if parent.layout.geometryCause == nil { layoutState.causedNodes.append(parent) }
        parent.layout.geometryCause = cause
    }

    /// Forgets this frame's causes once its layout is done.
    func forgetLayoutCauses() {
        for node in layoutState.causedNodes { node.layout.geometryCause = nil }
        layoutState.causedNodes = []
        layoutState.hasAnimatedCause = false
        layoutState.placingCause = nil
        layoutState.notedFrames = []
        layoutState.tracksGeometry = false
    }

    // MARK: - Placement

    /// Before `node` is placed: keeps its frame, and (with `inheriting`) makes its cause,
    /// or the one it inherits from the views placing it, the cause of its subtree. A
    /// transaction modifier on the way transforms an animated cause's transaction, as it
    /// transforms the transaction flowing down (`.transaction { $0.animation = nil }`).
    func noteFrame(of node: ViewNode, inheriting: Bool = true) {
        var cause = node.layout.geometryCause ?? layoutState.placingCause
        if inheriting {
            if let current = cause, current.animates, node.transactions.transformsTransaction {
                cause = transformedCause(current, at: node)
            }
            layoutState.placingCause = cause
        }
        guard node.layout.geometryNotedPass != layoutState.pass else { return }
        node.layout.geometryNotedPass = layoutState.pass
        // A view placed for the first time (or shown again by `ViewThatFits`, which leaves the
        // others at the zero rectangle) appears where it is laid out: an insertion, not a move.
        guard node.layout.frame != .zero else { return }
        layoutState.notedFrames.append((node, node.layout.frame, cause))
    }

    /// `cause` as the transaction modifier at `node` passes it down: without its animation
    /// when the modifier removed the animation of the animated transaction that last
    /// flowed through it (in this frame, or ever for `.transaction(_:)`, which applies to
    /// every transaction). viewsim's model: the modifier's transform (user code) is not run
    /// again for layout; its last result is used.
    private func transformedCause(_ cause: LayoutChangeCause, at node: ViewNode) -> LayoutChangeCause {
        let removed = node.transactions.removedAnimationFrame
        guard removed >= 0 else { return cause }
        guard removed == clock.frame || node.traits.primitiveModifier(node.view) is _TransactionModifier else {
            return cause
        }
        var transaction = cause.transaction
        transaction.animation = nil
        return LayoutChangeCause(transaction: transaction, event: cause.event, removedBy: node.reference)
    }

    /// After a layout pass that kept frames: each view whose frame changed animates to
    /// its new frame, retargets its running animation, or jumps (and says why).
    func animateChangedFrames() {
        let noted = layoutState.notedFrames
        layoutState.notedFrames = []
        layoutState.tracksGeometry = false
        let now = clock.time
        // The frames before the pass, for "fills its parent" (a modifier's content, a colour in a frame).
        var before: [ObjectIdentifier: CGRect] = [:]
        for entry in noted { before[ObjectIdentifier(entry.node)] = entry.old }
        for (node, old, cause) in noted where !node.isRemoved {
            let new = node.layout.frame
            guard new != old else { continue }
            // A view that fills its parent before and after (origin zero, the parent's size) follows the
            // parent's presented size (`followsParent`): one animation per moved view, not per modifier.
            if node.geometryAnimator == nil, let parent = node.parent, old.origin == .zero, new.origin == .zero,
                new.size == parent.layout.frame.size,
                old.size == (before[ObjectIdentifier(parent)] ?? parent.layout.frame).size
            {
                continue
            }
            animateFrame(of: node, from: old, to: new, cause: cause, time: now)
        }
    }

    /// Where a view is drawn: its presented frame while it animates; a view that fills
    /// its parent (origin zero, the parent's model size) takes the parent's presented
    /// size, `parent` being the parent's (model size, presented size) when they differ.
    static func presentedFrame(of node: ViewNode, parent: (model: CGSize, presented: CGSize)?) -> CGRect {
        if let animator = node.geometryAnimator { return animator.presentedValue }
        var frame = node.layout.frame
        if let parent, frame.origin == .zero, frame.size == parent.model { frame.size = parent.presented }
        return frame
    }

    func animateFrame(
        of node: ViewNode, from old: CGRect, to new: CGRect, cause: LayoutChangeCause?, time: Double
    ) {
        let running = node.geometryAnimator.flatMap { $0.isFinished ? nil : $0 }
        // Bounded: a move whose numbers or distance are not finite never animates.
        let numbers = [old.minX, old.minY, old.width, old.height, new.minX, new.minY, new.width, new.height]
        let deltas = [new.minX - old.minX, new.minY - old.minY, new.width - old.width, new.height - old.height]
        if let bad = (numbers + deltas).first(where: { !$0.isFinite }) {
            reportBadLayoutNumber(node, what: "animated frame", value: bad, using: "no animation (the frame jumps)")
            if let running {
                withCause(running.startEvent) {
                    handle([.finished(lastGeneration: running.generation)], of: running, node: node)
                }
                stopAnimatingGeometry(node)
            }
            return
        }
        if cause?.followsAnimation == true {
            if let running { _ = running.retarget(to: new, animation: nil, time: time) }
            return
        }
        let animation = cause?.transaction.animation
        let origin = cause?.transaction.animationOrigin
        let to = Self.describeFrame(new)
        let causeEvent = cause?.event ?? activeCause
        let attribute = Self.geometryAttribute
        if let running {
            running.reference = node.reference
            let from = Self.describeFrame(running.presentedValue)
            let events = running.retarget(to: new, animation: animation, time: time)
            for event in events {
                switch event {
                case .merged(let animation, let previous, _):
                    running.startEvent = record(
                        .animation(
                            node: node.reference, attribute: attribute,
                            phase: .merged(animation: animation, previous: previous, to: to, origin: origin)),
                        cause: causeEvent)
                case .combined(let animation, let count, _):
                    running.startEvent = record(
                        .animation(
                            node: node.reference, attribute: attribute,
                            phase: .combined(animation: animation, running: count, to: to, origin: origin)),
                        cause: causeEvent)
                default:
                    continue
                }
                if let transaction = cause?.transaction {
                    register(transaction, with: running, generation: running.generation)
                }
            }
            if animation == nil {
                record(
                    .animation(
                        node: node.reference, attribute: attribute,
                        phase: .changedWithoutAnimation(from: from, to: to, because: nil)), cause: causeEvent)
            }
            withCause(causeEvent) { handle(events, of: running, node: node) }
            if running.isFinished { stopAnimatingGeometry(node) }
            return
        }
        guard let animation, let transaction = cause?.transaction else {
            // Nothing animates this view while another layout change animates: say why.
            if layoutState.hasAnimatedCause {
                record(
                    .animation(
                        node: node.reference, attribute: attribute,
                        phase: .movedWithoutAnimation(
                            from: Self.describeFrame(old), to: to,
                            because: cause?.removedBy.map { .removed(by: $0) } ?? .noAnimation)),
                    cause: causeEvent)
            }
            return
        }
        let start = record(
            .animation(
                node: node.reference, attribute: attribute,
                phase: .started(animation: animation, from: Self.describeFrame(old), to: to, origin: origin)),
            cause: causeEvent)
        let animator = NodeAnimator(
            from: old, to: new, animation: animation, time: time, attribute: attribute, startEvent: start,
            reference: node.reference, trace: AnimatedValueTrace<CGRect>())
        let mayBeListed = node.geometryAnimator != nil
        node.geometryAnimator = animator
        register(transaction, with: animator, generation: animator.generation)
        // An animation that ends at once (zero or invalid duration) completes here.
        withCause(start) { handle(animator.takeStartEvents(), of: animator, node: node) }
        if animator.isFinished {
            stopAnimatingGeometry(node)
            return
        }
        if !mayBeListed || !geometryAnimating.contains(where: { $0 === node }) { geometryAnimating.append(node) }
    }

    private func stopAnimatingGeometry(_ node: ViewNode) {
        node.geometryAnimator = nil
        geometryAnimating.removeAll { $0 === node }
    }

    // MARK: - Frames

    /// Samples every running frame animation at this frame's time (before the update:
    /// the display list draws the presented frames after layout).
    func tickGeometryAnimations() {
        let now = clock.time
        var pruned = false
        for node in geometryAnimating {
            // A removed view of a matched geometry group moves on while it transitions out.
            guard !node.isRemoved || matchedGeometry.isDeparting(node), let animator = node.geometryAnimator else {
                pruned = true
                continue
            }
            let events = animator.tick(at: now)
            let frame = record(
                .animation(
                    node: animator.reference, attribute: animator.attribute,
                    phase: .frame(
                        AnimationFrameSample(
                            presentation: Self.describeFrame(animator.presentedValue),
                            model: Self.describeFrame(animator.modelValue)))), causes: animator.frameCauses)
            if !events.isEmpty { withCause(frame) { handle(events, of: animator, node: node) } }
            if animator.isFinished {
                node.geometryAnimator = nil
                pruned = true
            }
        }
        if pruned {
            geometryAnimating.removeAll {
                ($0.isRemoved && !matchedGeometry.isDeparting($0)) || $0.geometryAnimator == nil
            }
            matchedGeometry.departing.removeAll { $0.geometryAnimator == nil }
        }
    }

    /// Completions whose transaction changed a layout but whose frame changes started no
    /// animation fire now (after layout, rather than after the update). Returns whether any did.
    func fireCompletionsLayoutDidNotClaim() -> Bool {
        let waiting = newCompletions.filter(\.awaitsLayout)
        guard !waiting.isEmpty else { return false }
        newCompletions.removeAll(where: \.awaitsLayout)
        var fired = false
        for listener in waiting {
            listener.awaitsLayout = false
            if !listener.wasRegistered, !listener.hasFired {
                fire(listener, cause: nil, reason: .noAnimation)
                fired = true
            }
        }
        return fired
    }

    /// The frame of `node` in screen coordinates as it is drawn now: its and its
    /// ancestors' presented frames (the model frame where nothing animates).
    package func presentedGlobalFrame(of node: ViewNode) -> CGRect {
        // One walk, the root first: the same additions as `animatedFrames`' shared cache.
        var frames = GlobalFrameCache()
        return frames.presentedFrame(of: node, in: self)
    }

    /// For checks (the fuzzer): each view whose frame animates, with its presented and
    /// model frame in screen coordinates, in the order the animations started.
    package var animatedFrames: [(node: ViewNode, presented: CGRect, model: CGRect)] {
        // A move animates every view it moved, often a whole chain: each ancestor summed once.
        var frames = GlobalFrameCache()
        return geometryAnimating.compactMap { node in
            guard !node.isRemoved, node.geometryAnimator != nil else { return nil }
            return (node, frames.presentedFrame(of: node, in: self), frames.frame(of: node, in: self))
        }
    }

    /// The frame animations that never end (a layout change in a `repeatForever`
    /// transaction), as `runUntilIdle()` names them.
    package var endlessGeometryAnimations: [(node: NodeRef, attribute: String)] {
        geometryAnimating.compactMap { node in
            guard !node.isRemoved, let animator = node.geometryAnimator, !animator.canFinish else { return nil }
            return (node.reference, animator.attribute)
        }
    }

    /// A frame as the trace records it: its origin (in its parent) and its size.
    static func describeFrame(_ frame: CGRect) -> TraceValue {
        .list([.pair(Double(frame.minX), Double(frame.minY)), .pair(Double(frame.width), Double(frame.height))])
    }
}
