// Models how SwiftUI runs a content transition: a `Text` whose string or an `Image` whose name
// changes in a transaction with an animation transitions from the old content to the new one
// over that animation, as the environment's `contentTransition` says; without an animation (or
// with `.identity`) the new content shows at once.
// Simplifies: the transition is a `NodeAnimator` of its progress, 0 → 1, started by the
// ordinary transaction (so it is traced, completes `withAnimation` and is sampled as any
// animation); a change during a transition ends it (the new one starts from the content shown
// as the new one). Lesson: none yet.
import Foundation

extension ViewGraph {
    /// The attribute a content transition animates, as the trace names it:
    /// `contentTransition(.numericText(countsDown: false))`, `contentTransition(.numericText(value:))`.
    static func contentTransitionAttribute(_ transition: ContentTransition) -> String {
        "contentTransition(\(transition.attributeName))"
    }

    /// The content transition running on `node` now, if any.
    func runningContentTransition(of node: ViewNode) -> NodeAnimator<ContentTransitionProgress>? {
        (node.animator as? NodeAnimator<ContentTransitionProgress>).flatMap { $0.isFinished ? nil : $0 }
    }

    /// What a `Text` or `Image` whose content transition runs draws now, each with its
    /// opacity (the display list multiplies it in); nil when none runs.
    ///
    /// `font`, `alignment` (0 leading, 1 trailing) and `shading` are the text's as the display
    /// list resolved them; for an image, `shading` is its tint.
    func contentTransitionItems(
        of node: ViewNode, font: DisplayList.Font?, bounds: CGRect, _ alignment: CGFloat,
        _ shading: DisplayList.Shading?
    ) -> [(content: DisplayList.Content, opacity: Double)]? {
        guard let transition = runningContentTransition(of: node)?.presentedValue else { return nil }
        if let font {
            let pieces = transition.pieces(
                font: font, proposal: node.layout.placedProposal ?? .unspecified, lineLimit: lineLimit(at: node),
                width: Double(bounds.width), alignment: Double(alignment))
            return pieces.map { piece in
                let run = DisplayList.TextRun(
                    string: piece.string, font: font, origin: piece.origin,
                    shading: shading ?? .color(Color.primary.rgba))
                return (.text(run), piece.opacity)
            }
        }
        return transition.images().map { shown in
            let placeholder = DisplayList.ImagePlaceholder(
                name: shown.name, isSystemImage: shown.isSystemImage, rect: bounds, shading: shading)
            return (.image(placeholder), shown.opacity)
        }
    }

    /// A `Text` or `Image` was inserted: remembers a `numericText(value:)` value to compare
    /// the next one with.
    func contentDidInsert(_ node: ViewNode) {
        if case .numericValue(let value) = node.environment.contentTransition.kind {
            node.contentTransitionValue = value
        }
    }

    /// The content of `node` (a `Text`'s string, an `Image`'s name) changed from `old` to `new`
    /// in this update: start its content transition with the flowing transaction's animation,
    /// or show the new content at once (and, under an explicit `.contentTransition` or over a
    /// running one, record why).
    ///
    /// ```swift
    /// // Text("\(count)").contentTransition(.numericText()), withAnimation { count = 2 }:
    /// // ◔ Text #5 contentTransition(.numericText(countsDown: false)): "1" → "2" animates with
    /// //   default, from withAnimation in tap "+"
    /// ```
    func contentDidChange(
        of node: ViewNode, from old: ContentTransitionProgress.Content, to new: ContentTransitionProgress.Content
    ) {
        // The common case, every text changed outside an animation: no environment read (its
        // lookup was most of a narrow update's extra cost).
        // `hasAnimation`, not `animation != nil`: reading the optional copied it (twice).
        guard flowingTransaction.hasAnimation || node.hasAnimator || usesContentTransitions else { return }
        let transition = node.environment.contentTransition
        var countsDown = false
        switch transition.kind {
        case .numericText(let down):
            countsDown = down
        case .numericValue(let value):
            // The difference between the old and new value chooses the direction (Apple).
            countsDown = value < (node.contentTransitionValue ?? value)
            node.contentTransitionValue = value
        case .automatic, .identity, .opacity, .interpolate:
            break
        }
        let running = runningContentTransition(of: node)
        let attribute = Self.contentTransitionAttribute(transition)
        let transaction = flowingTransaction
        guard let animation = transaction.animation, transition.kind != .identity else {
            // Shown at once. A running transition ends: its old content is no longer drawn.
            if let running { endContentTransition(running, of: node) }
            guard transition.kind != .automatic || running != nil else { return }
            let reason: ContentSwapReason
            if transition.kind == .identity, transaction.animation != nil {
                reason = .identity
            } else if let remover = animationRemover(above: node) {
                reason = .removed(by: remover)
            } else if let ended = endedTransactionOfCausingTask() {
                reason = .taskEnded(ended)
            } else {
                reason = .noAnimation
            }
            record(
                .animation(
                    node: node.reference, attribute: attribute,
                    phase: .swappedWithoutTransition(from: old.traceValue, to: new.traceValue, because: reason)),
                cause: activeCause)
            return
        }
        // viewsim's model: a change during a transition ends it and starts the next from the
        // content that was coming in (SwiftUI documents nothing for this).
        if let running { endContentTransition(running, of: node) }
        let start = record(
            .animation(
                node: node.reference, attribute: attribute,
                phase: .started(
                    animation: animation, from: old.traceValue, to: new.traceValue,
                    origin: transaction.animationOrigin)), cause: activeCause)
        let value = ContentTransitionProgress(
            old: old, new: new, transition: transition, countsDown: countsDown, progress: 0)
        var end = value
        end.progress = 1
        let animator = NodeAnimator(
            from: value, to: end, animation: animation, time: clock.time, attribute: attribute, startEvent: start,
            reference: node.reference, trace: AnimatedValueTrace<ContentTransitionProgress>())
        let mayBeListed = node.animator != nil
        node.animator = animator
        register(transaction, with: animator, generation: animator.generation)
        // An animation that ends at once (a zero duration) completes here.
        handle(animator.takeStartEvents(), of: animator, node: node)
        if animator.isFinished {
            node.animator = nil
            animating.removeAll { $0 === node }
            return
        }
        if !mayBeListed || !animating.contains(where: { $0 === node }) { animating.append(node) }
    }

    /// Ends a running content transition early: traced as finished, its completions released.
    private func endContentTransition(_ running: NodeAnimator<ContentTransitionProgress>, of node: ViewNode) {
        handle([.finished(lastGeneration: running.generation)], of: running, node: node)
        node.animator = nil
        animating.removeAll { $0 === node }
    }

    /// The transaction modifier above `node` that removed the animation of an animated
    /// transaction in this frame (`.transaction { $0.animation = nil }`,
    /// `.animation(nil, value:)`), if any.
    private func animationRemover(above node: ViewNode) -> NodeRef? {
        guard node.transactions.hasScopeAbove else { return nil }
        var cursor = node.parent
        // Up the ancestors that can be transformed: bounded by the tree's depth.
        for _ in 0...(deepestDepth + 1) {
            guard let ancestor = cursor else { return nil }
            if ancestor.transactions.removedAnimationFrame == clock.frame { return ancestor.reference }
            guard ancestor.transactions.hasScopeAbove else { return nil }
            cursor = ancestor.parent
        }
        return nil
    }
}
