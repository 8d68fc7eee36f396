// Models how SwiftUI inserts and removes views with transitions: a view a
// container inserts in a transaction with an animation is shown at its
// transition's `willAppear` phase and moved to `identity` under that
// transaction; a view it removes so moves to `didDisappear` and stays, drawn at
// the presented values and never updated, until the animations the phase
// change started have ended; re-added meanwhile, it goes back to `identity`.
// Without an animation nothing transitions, and for a view with a `.transition`
// the trace says why. Simplifies (viewsim's model, docs/ARCHITECTURE.md): only
// the top of an inserted or removed subtree transitions; rows of lazy stacks and
// lists do not; a removing view leaves its container's layout at once and is
// drawn where it was; a view re-added mid-removal is a new view (new state) that
// takes over the removing one's presented transition values; its `onDisappear`
// and task cancellation happen when the removal begins. Lesson: lesson 15.
import Foundation

extension ViewGraph {
    // MARK: - Insertion

    /// A container inserted `node` (not as part of a larger insertion): it transitions in
    /// when the transaction has an animation, or takes over a removing view of the same
    /// identity.
    func childInserted(_ node: ViewNode, into parent: ViewNode) {
        guard transitionsSuspended == 0, !node.isTransitionEffect, !comesWithThePlatform(node, in: parent)
        else { return }
        if !parent.removingChildren.isEmpty,
            let removing = parent.removingChildren.first(where: { $0.key == node.key && $0.viewType == node.viewType })
        {
            if reinsert(node, replacing: removing, in: parent) { return }
        }
        let explicit = explicitTransition(of: node)
        let transition = explicit ?? .opacity
        guard let (animation, origin) = transitionAnimation(transition) else {
            if explicit != nil {
                recordTransition(
                    of: node,
                    .transition(
                        node: transitionSubject(of: node).reference, name: transition.name,
                        phase: .withoutAnimation(
                            removal: false, because: whyNoTransition(of: node, in: parent, removal: false))),
                    cause: node.insertedEvent ?? activeCause)
            }
            return
        }
        let event = recordTransition(
            of: node,
            .transition(
                node: transitionSubject(of: node).reference, name: transition.name,
                phase: .inserting(animation: animation, origin: origin)),
            cause: node.insertedEvent ?? activeCause)
        let effects = makeTransitionEffects(for: node, transition: transition, phase: .willAppear)
        node.transition = NodeTransitionState(
            transition: transition, isExplicit: explicit != nil, phase: .willAppear, effects: effects, event: event,
            removal: nil)
        setTransitionPhase(.identity, of: node, animation: animation, origin: origin, cause: event)
        transitioning.append(node)
    }

    /// `node` was added where `removing` (same container, key and type) is transitioning
    /// out. With an animation, `node` takes over its transition's nodes, which go back to
    /// `identity` from the values presented now (SwiftUI: "If a view is re-added while it
    /// is transitioning out, its phase will change back to identity"); without one the
    /// removing view goes at once. Returns whether `node` transitions.
    private func reinsert(_ node: ViewNode, replacing removing: ViewNode, in parent: ViewNode) -> Bool {
        guard let state = removing.transition else { return false }
        guard let (animation, origin) = transitionAnimation(state.transition) else {
            completeRemoval(
                of: removing,
                reason:
                    "\(transitionSubject(of: node).reference) was added in its place without animation: it goes at once, as the new view appears"
            )
            return false
        }
        parent.removingChildren.removeAll { $0 === removing }
        removing.transition = nil
        if let frames = state.removal.map({ clock.frame - $0.frame }) {
            recordTransition(
                of: removing,
                .transition(
                    node: transitionSubject(of: removing).reference, name: state.transition.name,
                    phase: .removalCompleted(
                        frames: frames,
                        reason:
                            "re-added as \(transitionSubject(of: node).reference), which takes over its transition from its presented values"
                    )),
                cause: node.insertedEvent ?? activeCause)
        }
        let event = recordTransition(
            of: node,
            .transition(
                node: transitionSubject(of: node).reference, name: state.transition.name,
                phase: .reinserted(
                    animation: animation, origin: origin, replacing: transitionSubject(of: removing).reference)),
            cause: node.insertedEvent ?? activeCause)
        state.effects.parent = node
        state.removal = nil
        state.event = event
        node.transition = state
        setTransitionPhase(.identity, of: node, animation: animation, origin: origin, cause: event)
        transitioning.append(node)
        return true
    }

    /// Whether `node` is a navigation screen or a presented view (a sheet, an alert): those come
    /// and go with the platform's push and presentation animations, not a SwiftUI transition
    /// (viewsim's model: at once, as before; their animations are not modelled).
    func comesWithThePlatform(_ node: ViewNode, in parent: ViewNode) -> Bool {
        guard node.traits.modifierIsNavigationScreen || (node.key == .secondary && parent.traits.modifierPresents)
        else { return false }
        if flowingTransaction.animation != nil {
            reportNotModelled(.platformAnimation, node: node.reference)
        }
        return true
    }

    // MARK: - Removal

    /// A container removes `node`, its child at `index`: with an animation the view
    /// transitions out and stays until its transition ends; otherwise it goes now.
    func removeChild(_ node: ViewNode, from parent: ViewNode, at index: Int) {
        guard transitionsSuspended == 0, !node.isTransitionEffect, !comesWithThePlatform(node, in: parent) else {
            remove(node)
            return
        }
        let running = node.transition
        let explicit = running.map { $0.isExplicit ? $0.transition : nil } ?? explicitTransition(of: node)
        let transition = running?.transition ?? explicit ?? .opacity
        guard let (animation, origin) = transitionAnimation(transition) else {
            let because = explicit.map { _ in whyNoTransition(of: node, in: parent, removal: true) }
            let removed = remove(node)
            if let because {
                recordTransition(
                    of: node,
                    .transition(
                        node: transitionSubject(of: node).reference, name: transition.name,
                        phase: .withoutAnimation(removal: true, because: because)),
                    cause: removed)
            }
            return
        }
        // The running insertion (if any) goes on from where it is, towards `didDisappear`.
        node.transition = nil
        let parentOrigin = parent.layout.frame.origin
        let removed = remove(node)
        let event = recordTransition(
            of: node,
            .transition(
                node: transitionSubject(of: node).reference, name: transition.name,
                phase: .removing(animation: animation, origin: origin)),
            cause: removed)
        let effects = running?.effects ?? makeTransitionEffects(for: node, transition: transition, phase: .identity)
        node.transition = NodeTransitionState(
            transition: transition, isExplicit: explicit != nil, phase: running?.phase ?? .identity, effects: effects,
            event: event,
            removal: NodeTransitionState.Removal(
                parent: parent, index: index, parentOrigin: parentOrigin, frame: clock.frame))
        parent.removingChildren.append(node)
        setTransitionPhase(.didDisappear, of: node, animation: animation, origin: origin, cause: event)
        if running == nil { transitioning.append(node) }
    }

    /// Ends the removal of `node` now: it leaves its container's drawing. `reason` says
    /// why when it was cut short (nil: its transition ended).
    func completeRemoval(of node: ViewNode, reason: String?) {
        guard let state = node.transition, let removal = state.removal else { return }
        node.transition = nil
        discardTransitionEffects(state.effects)
        removal.parent.removingChildren.removeAll { $0 === node }
        recordTransition(
            of: node,
            .transition(
                node: transitionSubject(of: node).reference, name: state.transition.name,
                phase: .removalCompleted(frames: clock.frame - removal.frame, reason: reason)),
            cause: reason == nil ? state.event : activeCause)
    }

    /// The views a removed container was still removing go with it.
    func dropRemovingChildren(of node: ViewNode) {
        let removing = node.removingChildren
        for child in removing {
            completeRemoval(of: child, reason: "its container \(node.reference) left the tree")
        }
        node.removingChildren = []
    }

    /// The view a transition event names: the first custom view down the modifiers at the
    /// top of the view that comes or goes (`Card #66`, not the `.transition #65` above it),
    /// else the view itself.
    func transitionSubject(of node: ViewNode) -> ViewNode {
        var subject = node
        walkTraitChain(from: node) { member in
            guard member.kind == .composite else { return false }
            subject = member
            return true
        }
        return subject
    }

    /// Records a transition event and the names (`.accessibilityIdentifier`) in the view,
    /// so that tests can find a view that is gone by its name.
    @discardableResult
    private func recordTransition(of node: ViewNode, _ kind: TraceEvent.Kind, cause: EventID?) -> EventID {
        let event = record(kind, cause: cause)
        let names = node.subtree().compactMap(\.name)
        if !names.isEmpty { namesAtEvent[event] = names }
        return event
    }

    // MARK: - Ending

    /// A view transitioning in is removed with its container, or without animation: its
    /// transition stops where it is (the removal's events say what happened).
    func endTransitionCut(of node: ViewNode) {
        guard let state = node.transition else { return }
        node.transition = nil
        discardTransitionEffects(state.effects)
    }

    /// After an update: every transition whose animations have all ended is over — an
    /// insertion is at identity, a removal completes and the view leaves the drawing.
    /// A phase change that started no animation ends in the update it happened in
    /// ("If no animatable change is applied, then the transition will be a no-op").
    func settleTransitions() {
        guard !transitioning.isEmpty else { return }
        let current = transitioning
        transitioning = []
        var kept: [ViewNode] = []
        for node in current {
            guard let state = node.transition else { continue }
            if transitionEffectsAnimate(state.effects) {
                kept.append(node)
                continue
            }
            if state.removal != nil {
                completeRemoval(of: node, reason: nil)
            } else {
                node.transition = nil
                discardTransitionEffects(state.effects)
                recordTransition(
                    of: node,
                    .transition(
                        node: transitionSubject(of: node).reference, name: state.transition.name, phase: .inserted),
                    cause: state.event)
            }
        }
        transitioning = kept + transitioning
    }

    /// Whether any node of a transition's body still animates.
    private func transitionEffectsAnimate(_ effects: ViewNode) -> Bool {
        effects.subtree().contains { $0.animator != nil || $0.geometryAnimator != nil }
    }

    // MARK: - Checks

    /// What is wrong with the transitions now, for the fuzzer's checks (empty when nothing):
    /// a view drawn that is neither in the tree nor being removed; a removing view, or one
    /// below it, that could run its body (not marked removed); a transition with nothing
    /// animating it after an update (it should have ended).
    package func transitionProblems(drawnIDs: [Int]) -> [String] {
        var problems: [String] = []
        var live: Set<Int> = []
        var removing: [ViewNode] = []
        var stack = root.map { [$0] } ?? []
        while let node = stack.popLast() {
            live.insert(node.id)
            stack.append(contentsOf: node.children)
            removing.append(contentsOf: node.removingChildren)
        }
        var index = 0
        while index < removing.count {
            let node = removing[index]
            index += 1
            if node.transition?.removal == nil {
                problems.append("\(node.reference) is kept for drawing but is not being removed")
            } else if let effects = node.transition?.effects, !transitionEffectsAnimate(effects) {
                problems.append("\(node.reference) is still removing though its transition animates nothing")
            }
            for member in node.subtree() {
                live.insert(member.id)
                if !member.isRemoved {
                    problems.append("\(member.reference), being removed, is not marked removed: its body could run")
                }
                if member !== node { removing.append(contentsOf: member.removingChildren) }
            }
        }
        for node in transitioning where node.transition?.removal == nil && node.transition != nil {
            if let effects = node.transition?.effects, !transitionEffectsAnimate(effects) {
                problems.append("\(node.reference)'s insertion transition animates nothing but has not ended")
            }
        }
        for id in Set(drawnIDs).sorted() where !live.contains(id) {
            problems.append("view #\(id) is drawn but is neither in the tree nor being removed")
        }
        return problems
    }

    // MARK: - The transition's body

    /// The nodes of `transition.body(content:phase:)` around a marker, beside `node`:
    /// inserted without animation (an insertion animates nothing) and without trace
    /// events of their own.
    private func makeTransitionEffects(for node: ViewNode, transition: AnyTransition, phase: TransitionPhase)
        -> ViewNode
    {
        let saved = (flowingTransaction, makingTransitionEffects)
        flowingTransaction = Transaction()
        makingTransitionEffects = true
        transitionsSuspended += 1
        defer {
            (flowingTransaction, makingTransitionEffects) = saved
            transitionsSuspended -= 1
        }
        let effects = insert(transition.makeBody(_TransitionContent(), phase), key: .single, parent: node)
        // viewsim's model: a transition's body is drawn, not laid out; say so when it lays out.
        for member in effects.subtree() where member.traits.hasPrimitiveModifier {
            guard let modifier = member.traits.primitiveModifier(member.view),
                let behavior = (modifier as? any LayoutBehaving)?._layoutBehavior
            else { continue }
            if case .passthrough = behavior { continue }
            reportNotModelled(
                .transitionLayout, node: transitionSubject(of: node).reference,
                detail: "\(modifier._traceName) in \(transition.name)")
            break
        }
        return effects
    }

    /// Evaluates the transition's body of `node` at `phase` under a transaction with
    /// `animation`: its modifiers animate to their values at that phase.
    private func setTransitionPhase(
        _ phase: TransitionPhase, of node: ViewNode, animation: Animation, origin: AnimationOrigin?, cause: EventID
    ) {
        guard let state = node.transition else { return }
        state.phase = phase
        let saved = flowingTransaction
        var transaction = flowingTransaction
        transaction.animation = animation
        transaction.animationOrigin = origin
        flowingTransaction = transaction
        transitionsSuspended += 1
        defer {
            flowingTransaction = saved
            transitionsSuspended -= 1
        }
        withCause(cause) { update(state.effects, with: state.transition.makeBody(_TransitionContent(), phase)) }
    }

    /// Takes a transition body's nodes out of the graph (they stop animating).
    private func discardTransitionEffects(_ effects: ViewNode) {
        treeStructureChanged()
        for member in effects.subtree() {
            member.isRemoved = true
            member.stopObserving()
            if let animator = member.animator {
                releaseAll(animator, reason: .viewRemoved)
                member.animator = nil
            }
            if let animator = member.geometryAnimator {
                releaseAll(animator, reason: .viewRemoved)
                member.geometryAnimator = nil
            }
        }
    }

    /// The nodes of `node`'s transition body from the outermost in, down to its content
    /// marker: the effects drawing applies around the view.
    func transitionEffectChain(of node: ViewNode) -> [ViewNode] {
        guard let effects = node.transition?.effects else { return [] }
        var chain: [ViewNode] = []
        var current = effects
        // A body is a few modifiers deep; the bound only guards a pathological one.
        for _ in 0..<1_000 {
            chain.append(current)
            guard current.children.count == 1 else { break }
            current = current.children[0]
        }
        return chain
    }

    /// The rect a transition's effects move, scale and anchor to, in the view's coordinates:
    /// the view's own frame, found below the structural views at its top (`if`, `AnyView`,
    /// `Group`), which are given the whole proposal.
    func transitionContentBounds(of node: ViewNode) -> CGRect {
        var origin = CGPoint.zero
        var current = node
        for _ in 0...(deepestDepth + 1) {
            guard case .primitive(.plain) = current.kind, current.children.count == 1,
                Self.passesTraits(current.typeName), !current.traits.hasPrimitiveModifier
            else { break }
            current = current.children[0]
            origin.x += current.layout.frame.origin.x
            origin.y += current.layout.frame.origin.y
        }
        return CGRect(origin: origin, size: current.layout.frame.size)
    }

    /// Whether a built-in view of this name passes its child's traits up (and is given its
    /// proposal whole): `if`, `if/else`, `AnyView`, `Group`.
    static func passesTraits(_ typeName: String) -> Bool {
        switch typeName {
        case "if/else", "if", "AnyView", "Group": return true
        default: return false
        }
    }

    /// What diagrams say of a transitioning view: `"removing: opacity 0.42"`,
    /// `"inserting: opacity 0.6, scale 0.8"`; nil when it is not transitioning.
    package func transitionSummary(of node: ViewNode) -> String? {
        guard let state = node.transition else { return nil }
        let values = transitionEffectChain(of: node).flatMap { member -> [String] in
            guard member.animator != nil else { return [] }
            return member.attributes.map { "\($0.name) \($0.value)" }
        }
        let head = state.removal != nil ? "removing" : "inserting"
        return values.isEmpty ? "\(head): \(state.transition.name)" : "\(head): " + values.joined(separator: ", ")
    }

    // MARK: - Which transition, which animation

    /// The `.transition` at the top of the inserted or removed view (the outermost one,
    /// found down its modifiers, the bodies of custom views, and the structural views that
    /// pass traits up: `if`, `if/else`, `AnyView`, `Group`), nil when it has none.
    private func explicitTransition(of node: ViewNode) -> AnyTransition? {
        var found: AnyTransition?
        walkTraitChain(from: node) { member in
            guard let modifier = member.traits.primitiveModifier(member.view) as? _TransitionModifier else {
                return false
            }
            found = modifier.transition
            return true
        }
        return found
    }

    /// Visits `node` and the nodes below it that its traits come from, until `visit`
    /// returns true or the chain ends (a custom view, a container of several views).
    private func walkTraitChain(from node: ViewNode, _ visit: (ViewNode) -> Bool) {
        var current = node
        // Bounded by the tree's depth (a chain of single views).
        for _ in 0...(deepestDepth + 1) {
            if visit(current) { return }
            guard current.children.count == 1 else { return }
            switch current.kind {
            case .composite:
                // A custom view is its body: a `.transition` at the top of its body is its own.
                break
            case .primitive(.plain):
                guard Self.passesTraits(current.typeName) || current.traits.hasPrimitiveModifier else { return }
            default:
                return
            }
            current = current.children[0]
        }
    }

    /// The animation a transition runs with now: its own (`.animation(_:)` on the
    /// transition), else the flowing transaction's; nil when neither has one.
    private func transitionAnimation(_ transition: AnyTransition) -> (Animation, AnimationOrigin?)? {
        if let own = transition.animation {
            return own.map { ($0, AnimationOrigin.script("the transition's .animation(_:)")) }
        }
        guard let animation = flowingTransaction.animation else { return nil }
        return (animation, flowingTransaction.animationOrigin)
    }

    /// Why a view with a `.transition` was inserted or removed without one.
    private func whyNoTransition(of node: ViewNode, in parent: ViewNode, removal: Bool) -> String {
        if let ended = endedTransactionOfCausingTask() { return "the write came from \(ended)" }
        if let remover = parent.ancestor(where: { $0.transactions.removedAnimationFrame == clock.frame }) {
            return "\(remover.reference) above it took the animation out of the transaction"
        }
        let verb = removal ? "removes" : "inserts"
        if hasAnimationModifier(node) {
            return
                "the transaction had none — its .animation(_:value:) is on the view itself, below the `if` that \(verb) it, so it never sees the change; put it on the container, or write the change in withAnimation"
        }
        return "the transaction had none — the write was outside withAnimation"
    }

    /// Whether an `.animation(_:value:)` is at the top of the view (see `walkTraitChain`).
    private func hasAnimationModifier(_ node: ViewNode) -> Bool {
        var found = false
        walkTraitChain(from: node) { member in
            found = member.traits.primitiveModifier(member.view)?._traceName == ".animation(_:value:)"
            return found
        }
        return found
    }
}
