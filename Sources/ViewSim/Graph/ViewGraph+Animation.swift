// Models how a transaction reaches each view and how animatable values animate:
// transaction modifiers transform what flows below them; a value that changes in
// a transaction with an animation gets (or retargets) an animator; every frame the
// animators are sampled, built-in effects show the presented value and Animatable
// views re-run their bodies. Lesson: lesson3, lesson10, lesson12.
import Foundation

extension ViewGraph {
    // MARK: - Transactions

    /// Runs `body` (the reconciliation of `node`'s children) with the transaction
    /// `node` passes down: transformed by a transaction modifier, scoped by
    /// `.animation(_:body:)`, or restored by its placeholder.
    func withChildTransaction(of node: ViewNode, modifier: (any PrimitiveModifier)?, _ body: () -> Void) {
        let saved = flowingTransaction
        defer { flowingTransaction = saved }
        switch node.kind {
        case .primitive(.scopedTransaction):
            node.transactions.incoming = flowingTransaction
            if let scoped = node.view as? any AnyScopedTransactionView {
                var transaction = flowingTransaction
                scoped._transform(&transaction)
                flowingTransaction = noteTransactionChange(at: node, from: saved, to: transaction, record: true)
            }
        case .primitive(.transactionPlaceholder):
            // The placeholder belongs to the nearest scoped `.animation(_:body:)` or
            // custom modifier (an animator modifier); only a scope restores the
            // transaction from outside it.
            if let owner = node.parent?.ancestor(where: Self.ownsPlaceholders),
                owner.kind == .primitive(.scopedTransaction),
                let incoming = owner.transactions.incoming
            {
                flowingTransaction = incoming
            }
        default:
            if let modifier, modifier._transformsTransaction {
                var transaction = flowingTransaction
                modifier._transformTransaction(&transaction, node: node)
                if saved.animation != nil {
                    node.transactions.removedAnimationFrame = transaction.animation == nil ? clock.frame : -1
                }
                flowingTransaction = noteTransactionChange(at: node, from: saved, to: transaction, record: true)
            }
        }
        body()
    }

    /// Names the origin of an animation a modifier set, and records the change.
    private func noteTransactionChange(
        at node: ViewNode, from before: Transaction, to after: Transaction, record shouldRecord: Bool
    ) -> Transaction {
        var after = after
        let animationChanged = before.animation != after.animation || before.animationOrigin != after.animationOrigin
        guard animationChanged || before.disablesAnimations != after.disablesAnimations else { return after }
        if after.animation != before.animation, after.animationOrigin == before.animationOrigin {
            after.animationOrigin = after.animation == nil ? nil : .transactionModifier(node: node.reference)
        }
        guard shouldRecord else { return after }
        record(
            .transaction(node: node.reference, change: TransactionChange(before: before, after: after)),
            causes: activeCause.map { [$0] } ?? [])
        return after
    }

    /// Whether `node` owns the placeholders below it: a scoped transaction view
    /// (`PlaceholderContentView`) or a custom modifier (`content`, or an animator
    /// modifier's `PlaceholderContentView`).
    static func ownsPlaceholders(_ node: ViewNode) -> Bool {
        node.kind == .primitive(.scopedTransaction) || node.kind == .primitive(.customModifier)
    }

    /// The transaction a dirty node sees: the transaction of the change that
    /// invalidated it, transformed by the modifiers above it. Inside a scoped
    /// `.animation(_:body:)` only the modifiers between the scope and its
    /// placeholder see the scope's transform.
    ///
    /// With `updatingScopes`, the scopes passed on the way remember the
    /// transaction they received, for their placeholders to restore.
    ///
    /// ```swift
    /// // VStack { Child() }.transaction { $0.animation = .linear }
    /// // Child's own @State changes without an animation: Child sees .linear.
    /// ```
    func transaction(reaching node: ViewNode, updatingScopes: Bool = false) -> Transaction {
        // Nothing above can transform it (known at insertion; ancestors never change).
        guard node.transactions.hasScopeAbove else { return node.transactions.pending ?? Transaction() }
        // Up to the highest ancestor that can transform it: above one with no scope above,
        // nothing transforms (a custom modifier there only pairs with its own content, which
        // restores nothing).
        var chain: [ViewNode] = []
        var cursor = node.parent
        while let ancestor = cursor {
            chain.append(ancestor)
            guard ancestor.transactions.hasScopeAbove else { break }
            cursor = ancestor.parent
        }
        var transaction = node.transactions.pending ?? Transaction()
        // The placeholder owners the walk is inside, innermost last: a scope with the
        // transaction it received, or a custom modifier (nil: nothing to restore).
        var owners: [Transaction?] = []
        for ancestor in chain.reversed() {
            switch ancestor.kind {
            case .primitive(.scopedTransaction):
                owners.append(transaction)
                if updatingScopes { ancestor.transactions.incoming = transaction }
                if let scoped = ancestor.view as? any AnyScopedTransactionView {
                    let before = transaction
                    scoped._transform(&transaction)
                    transaction = noteTransactionChange(at: ancestor, from: before, to: transaction, record: false)
                }
            case .primitive(.customModifier):
                owners.append(nil)
            case .primitive(.transactionPlaceholder), .primitive(.modifierContent):
                if let restored = owners.popLast() ?? nil { transaction = restored }
            default:
                // Known at insertion: most ancestors transform nothing, and need no cast.
                if ancestor.transactions.transformsTransaction,
                    let modifier = ancestor.traits.primitiveModifier(ancestor.view), modifier._transformsTransaction
                {
                    let before = transaction
                    modifier._transformTransaction(&transaction, node: ancestor)
                    transaction = noteTransactionChange(at: ancestor, from: before, to: transaction, record: false)
                }
            }
        }
        return transaction
    }

    /// The event running now, for an animation's origin ("withAnimation in tap …").
    package var activeCauseEvent: TraceEvent? {
        activeCause.flatMap(openFrameEvent)
    }

    // MARK: - Animating values

    /// A value of `node` (a modifier, a view) changed from `old` to `new`: start,
    /// retarget or jump its animation. Returns the value to present, or nil when
    /// nothing animates.
    ///
    /// A new value that is not finite is replaced by the last finite one first
    /// (see `finiteValue(_:replacing:node:)`); the replacement is returned to
    /// present even when nothing animates.
    @discardableResult
    func animateValue(of node: ViewNode, from old: Any, to new: some Animatable, attribute: String? = nil) -> Any? {
        let presented = animateFinite(node, from: old, to: new, attribute: attribute)
        // The node has a new value, so its trace name may have changed: the animator
        // keeps the name its frames record (built-in nodes receive new values only here).
        if let animator = node.animator { animator.reference = node.reference }
        return presented
    }

    private func animateFinite<Value: Animatable>(
        _ node: ViewNode, from old: Any, to new: Value, attribute: String? = nil
    ) -> Any? {
        guard Value.AnimatableData.self != EmptyAnimatableData.self else { return nil }
        // A non-finite old value was shown as its replacement: animate from that.
        var oldValue = old as? Value
        if let value = oldValue, !Self.isFinite(value) { oldValue = node.nonFiniteReplacement as? Value ?? new }
        let from: Any = oldValue ?? old
        let shown = (node.animator as? NodeAnimator<Value>).flatMap { $0.isFinished ? nil : $0.modelValue } ?? oldValue
        guard let finite = finiteValue(new, replacing: shown, node: node) else {
            node.nonFiniteReplacement = nil
            return animate(node, from: from, to: new, attribute: attribute)
        }
        node.nonFiniteReplacement = finite
        if case .composite = node.kind, let view = finite as? any View { node.view = view }
        return animate(node, from: from, to: finite, attribute: attribute) ?? finite
    }

    /// Applies `finiteValue(_:replacing:node:)` to a view as it is inserted: an
    /// `Animatable` view's value is replaced; for a built-in animatable modifier
    /// or leaf, returns the attributes to show instead (nil when all is finite).
    func finiteOnInsertion(_ node: ViewNode) -> [NodeAttribute]? {
        // The casts are the type's, made once (`ViewTypeTraits`): a failed protocol cast per
        // inserted node was a quarter of mounting a deep chain.
        switch node.kind {
        case .composite:
            if let animatable = node.traits.animatable(node.view),
                let view = finiteFirstValue(animatable, node: node) as? any View
            {
                node.view = view
            }
            return nil
        case .primitive(.plain):
            // A modified view's modifier, else the view itself.
            let animatable =
                node.traits.isModified ? node.traits.animatableModifier(node.view) : node.traits.animatable(node.view)
            guard let animatable,
                let replaced = finiteFirstValue(animatable, node: node)
            else { return nil }
            node.nonFiniteReplacement = replaced
            return Self.displayedAttributes(of: replaced)
        default:
            return nil
        }
    }

    /// `finiteValue(_:replacing:node:)` for a view's first value (nothing to fall back to).
    private func finiteFirstValue<Value: Animatable>(_ value: Value, node: ViewNode) -> Value? {
        finiteValue(value, replacing: nil, node: node)
    }

    /// Whether every component of a value's animatable data is a finite number
    /// (and its squared magnitude does not overflow).
    static func isFinite<Value: Animatable>(_ value: Value) -> Bool {
        value.animatableData.magnitudeSquared.isFinite
    }

    /// viewsim's model for a value that is not finite (NaN, ±∞, or too large to
    /// square) reaching an animatable attribute — from a view's input, a phase or a
    /// keyframe: the view shows its last finite value instead (zero when it never
    /// had one), and a diagnostic says so, once per view. SwiftUI documents nothing
    /// for this; Core Animation refuses such values.
    ///
    /// - Returns: the value to use instead, or nil when `value` is finite.
    func finiteValue<Value: Animatable>(_ value: Value, replacing previous: Value?, node: ViewNode) -> Value? {
        guard !Self.isFinite(value) else { return nil }
        var replacement = value
        let fallback = previous.flatMap { Self.isFinite($0) ? $0.animatableData : nil }
        replacement.animatableData = fallback ?? .zero
        if !node.reports.warnedNonFinite {
            node.reports.warnedNonFinite = true
            record(
                .diagnostic(
                    .nonFiniteValue(
                        node: node.reference, value: Self.describeAnimated(value, names: []).description,
                        shown: Self.describeAnimated(replacement, names: []).description)), cause: activeCause)
        }
        return replacement
    }

    /// `named` names the animated attribute when the value's own names do not (a scroll offset).
    ///
    /// A change in a transaction with `tracksVelocity` is also sampled for the node's
    /// velocity (see `trackVelocity(of:from:to:attribute:transaction:)`); a change
    /// in one without it ends the tracking. A value never changed in a tracking transaction
    /// pays one check.
    private func animate<Value: Animatable>(
        _ node: ViewNode, from old: Any, to new: Value, attribute named: String? = nil
    ) -> Any? {
        // Read in place: copying the transaction for every change would cost its retains.
        guard flowingTransaction.tracksVelocity || node.transactions.velocity != nil else {
            return animateChange(node, from: old, to: new, attribute: named)
        }
        let transaction = flowingTransaction
        guard Value.AnimatableData.self != EmptyAnimatableData.self, let old = old as? Value else {
            return animateChange(node, from: old, to: new, attribute: named)
        }
        let existing = (node.animator as? NodeAnimator<Value>).flatMap { $0.isFinished ? nil : $0 }
        let model = existing?.modelValue ?? old
        guard model.animatableData != new.animatableData else {
            return animateChange(node, from: old, to: new, attribute: named)
        }
        let shown = existing?.presentedValue ?? old
        let presented = animateChange(node, from: old, to: new, attribute: named)
        guard transaction.tracksVelocity, transaction.animation == nil else {
            // Not tracked, or animated: the animation (which took the velocity, or started
            // at rest) owns the motion now.
            node.transactions.velocity = nil
            return presented
        }
        trackVelocity(
            of: node, from: shown, to: (presented as? Value) ?? new,
            attribute: named ?? Self.attributeName(AnimatedValueTrace<Value>().changedNames(from: model, to: new)),
            transaction: transaction)
        return presented
    }

    /// The attribute an animation of these changed names animates (`"animatableData"` when
    /// the value has no names).
    private static func attributeName(_ names: [String]) -> String {
        names.isEmpty ? "animatableData" : names.joined(separator: ", ")
    }

    /// Samples the value `node` presents after a change in a tracking transaction: its first
    /// tracked change also samples the value shown before, at the previous frame's time.
    private func trackVelocity<Value: Animatable>(
        of node: ViewNode, from shown: Value, to presented: Value, attribute: String, transaction: Transaction
    ) {
        let now = clock.time
        let source = transaction.velocitySourceName
        if let tracker = node.transactions.velocity as? VelocityTracker<Value.AnimatableData> {
            tracker.source = source
            tracker.add(presented.animatableData, at: now)
            return
        }
        let tracker = VelocityTracker<Value.AnimatableData>(source: source, attribute: attribute)
        if clock.frame > 0 { tracker.add(shown.animatableData, at: clock.time(ofFrame: clock.frame - 1)) }
        tracker.add(presented.animatableData, at: now)
        node.transactions.velocity = tracker
    }

    /// The velocity a tracking transaction gave `node`'s value, when its newest sample is
    /// at most one frame old (the value was still moving).
    private func trackedVelocity<Data: VectorArithmetic>(of node: ViewNode, as _: Data.Type)
        -> (velocity: Data, tracker: VelocityTracker<Data>)?
    {
        guard let tracker = node.transactions.velocity as? VelocityTracker<Data> else { return nil }
        let now = clock.time
        guard tracker.isRecent(at: now, frameDuration: 1 / Double(clock.framesPerSecond)) else { return nil }
        return (tracker.velocity(at: now), tracker)
    }

    /// Records what an animation that started (or merged, or combined) did with a tracked
    /// velocity, caused by its start.
    private func recordVelocity<Data: VectorArithmetic>(
        _ tracked: (velocity: Data, tracker: VelocityTracker<Data>), of node: ViewNode, attribute: String,
        animation: Animation, isUsed: Bool, instead: VelocityHandOff.Instead, cause: EventID
    ) {
        let handOff = VelocityHandOff(
            velocity: TraceValue.numbers(in: tracked.velocity), unit: VelocityHandOff.unit(of: attribute),
            source: tracked.tracker.source, animation: animation, isUsed: isUsed, instead: instead)
        record(.animation(node: node.reference, attribute: attribute, phase: .velocity(handOff)), cause: cause)
    }

    private func animateChange<Value: Animatable>(
        _ node: ViewNode, from old: Any, to new: Value, attribute named: String? = nil
    )
        -> Any?
    {
        guard Value.AnimatableData.self != EmptyAnimatableData.self, let old = old as? Value else { return nil }
        let existing = (node.animator as? NodeAnimator<Value>).flatMap { $0.isFinished ? nil : $0 }
        let model = existing?.modelValue ?? old
        guard model.animatableData != new.animatableData else {
            // Another field changed: a running animation goes on, showing the new fields.
            existing?.refresh(model: new)
            return existing?.presented
        }
        let transaction = flowingTransaction
        // Nothing runs and nothing starts: the value just changes (nothing to describe),
        // unless a task's write made the change and the task was started in an animating
        // transaction: then the trace says why it did not animate.
        if existing == nil, transaction.animation == nil {
            if let ended = endedTransactionOfCausingTask() {
                let trace = AnimatedValueTrace<Value>()
                let names = trace.changedNames(from: old, to: new)
                let named = trace.naming(names)
                record(
                    .animation(
                        node: node.reference,
                        attribute: names.isEmpty ? "animatableData" : names.joined(separator: ", "),
                        phase: .changedWithoutAnimation(
                            from: named.describe(old), to: named.describe(new), because: ended)),
                    cause: activeCause)
            }
            return nil
        }
        let now = clock.time
        // How values of this type are described: decided once per animation (a
        // running animation's, or made now for a new one).
        let base = existing?.trace ?? AnimatedValueTrace<Value>()
        let names = base.changedNames(from: model, to: new)
        let trace = base.naming(names)
        let origin = transaction.animationOrigin
        let to = trace.describe(new)
        if let existing, !existing.isFinished {
            let from = existing.presentedDescription
            let animation = transaction.animation
            // A value a tracking transaction moved while the animation ran: an animation that
            // merges starts from the presented value's tracked velocity.
            let tracked = animation == nil ? nil : trackedVelocity(of: node, as: Value.AnimatableData.self)
            let events = existing.retarget(
                to: new, animation: animation, time: now, trackedVelocity: tracked?.velocity)
            for event in events {
                switch event {
                case .merged(let animation, let previous, _):
                    existing.startEvent = record(
                        .animation(
                            node: node.reference, attribute: existing.attribute,
                            phase: .merged(
                                animation: animation, previous: previous, to: to, origin: origin)), cause: activeCause)
                    register(transaction, with: existing, generation: existing.generation)
                    if let tracked {
                        recordVelocity(
                            tracked, of: node, attribute: existing.attribute, animation: animation,
                            isUsed: existing.tookVelocity, instead: .keepsRunningVelocity, cause: existing.startEvent)
                    }
                case .combined(let animation, let count, _):
                    existing.startEvent = record(
                        .animation(
                            node: node.reference, attribute: existing.attribute,
                            phase: .combined(
                                animation: animation, running: count, to: to, origin: origin)), cause: activeCause)
                    register(transaction, with: existing, generation: existing.generation)
                    if let tracked {
                        recordVelocity(
                            tracked, of: node, attribute: existing.attribute, animation: animation, isUsed: false,
                            instead: .runsAlongside, cause: existing.startEvent)
                    }
                default:
                    break
                }
            }
            if animation == nil {
                record(
                    .animation(
                        node: node.reference, attribute: existing.attribute,
                        phase: .changedWithoutAnimation(from: from, to: to, because: endedTransactionOfCausingTask())),
                    cause: activeCause)
            }
            handle(events, of: existing, node: node)
            if existing.isFinished { stopAnimating(node) }
            return existing.presented
        }
        guard let animation = transaction.animation else { return nil }
        let attribute = named ?? (names.isEmpty ? "animatableData" : names.joined(separator: ", "))
        let reference = node.reference
        let start = record(
            .animation(
                node: reference, attribute: attribute,
                phase: .started(
                    animation: animation, from: trace.describe(existing?.presentedValue ?? old), to: to, origin: origin)
            ), cause: activeCause)
        // A value a tracking transaction was moving starts with its velocity, if the animation merges.
        let tracked = trackedVelocity(of: node, as: Value.AnimatableData.self)
        let animator = NodeAnimator(
            from: existing?.presentedValue ?? old, to: new, animation: animation, time: now,
            attribute: attribute, startEvent: start, reference: reference, trace: trace,
            initialVelocity: tracked?.velocity)
        if let tracked {
            recordVelocity(
                tracked, of: node, attribute: attribute, animation: animation, isUsed: animator.tookVelocity,
                instead: .startsAtRest, cause: start)
        }
        // A node is in `animating` exactly while it has an animator (finished ones are
        // dropped with the node's entry, removed nodes never animate again), so only a
        // node that still had one can be listed already: the others skip the search
        // (linear in the running animations, so starting n at once cost n²).
        let mayBeListed = node.animator != nil
        node.animator = animator
        register(transaction, with: animator, generation: animator.generation)
        // An animation that ends at once (zero or invalid duration) completes here.
        handle(animator.takeStartEvents(), of: animator, node: node)
        if animator.isFinished {
            stopAnimating(node)
            return animator.presented
        }
        if !mayBeListed || !animating.contains(where: { $0 === node }) { animating.append(node) }
        return animator.presented
    }

    /// Drops a node's finished animator.
    private func stopAnimating(_ node: ViewNode) {
        node.animator = nil
        animating.removeAll { $0 === node }
    }

    /// The animated part of a value, for the trace: `1` for trim(to:), or the data.
    /// (What `AnimatedValueTrace` does per animation, for the rare value described
    /// once: a non-finite value's diagnostic.)
    private static func describeAnimated(_ value: Any, names: [String]) -> TraceValue {
        if let attributes = displayedAttributes(of: value) {
            let shown = attributes.filter { names.isEmpty || names.contains($0.name) }
            return shown.count == 1 ? shown[0].value : .list(shown.map(\.value))
        }
        if let animatable = value as? any Animatable { return TraceValue(animatableData(of: animatable)) }
        return TraceValue(value)
    }

    private static func animatableData<A: Animatable>(of value: A) -> Any { value.animatableData }

    /// What a built-in modifier or leaf view (a `Color`) shows; nil for other values.
    private static func displayedAttributes(of value: Any) -> [NodeAttribute]? {
        (value as? any PrimitiveModifier)?._attributes ?? (value as? any PrimitiveView)?._attributes
    }

    /// Samples every running animation at this frame's time.
    ///
    /// Per value this samples the curve, describes the presented value once (its
    /// trace value and, for a built-in modifier, the node's attributes come from
    /// one read of its attributes) and records one event; how a value is described
    /// and the node's trace name were decided before the frame (see
    /// `AnimatedValueTrace` and `NodeAnimating.reference`).
    func tickAnimations() {
        if !geometryAnimating.isEmpty { tickGeometryAnimations() }
        guard !animating.isEmpty else { return }
        let now = clock.time
        var pruned = false
        for node in animating {
            guard !node.isRemoved, let animator = node.animator else {
                pruned = true
                continue
            }
            let runsBody: Bool
            switch node.kind {
            case .composite, .primitive(.customModifier): runsBody = true
            default: runsBody = false
            }
            // The value shown until now (kept from the last frame), for `@self`'s old value.
            let before = runsBody ? animator.presentedDescription : nil
            let events = animator.tick(at: now)
            // A body's value is described now (its change is the body's reason); a built-in
            // value when the trace is read (`AnimationFrameSample`).
            let after = runsBody ? animator.presentedDescription : nil
            let sample =
                after.map { AnimationFrameSample(presentation: $0, model: animator.modelDescription) }
                ?? animator.frameSample()
            let frame = record(
                .animation(node: animator.reference, attribute: animator.attribute, phase: .frame(sample)),
                cause: animator.startEvent)
            if runsBody {
                if animator.lastTickChanged, let before, let after {
                    invalidate(
                        node,
                        reason: .selfChanged([
                            FieldChange(path: "animatableData", old: before, new: after, uncomparable: nil)
                        ]),
                        cause: frame, transaction: nil)
                }
            } else if let scroll = node.scroll {
                // A scroll view's offset: its content is placed again at the presented offset.
                if animator.lastTickChanged, let offset = animator.presented as? CGPoint {
                    scroll.offset = offset
                    scrollOffsetDidChange(node)
                }
            } else if animator.showsAttributes {
                // The node's attributes are read from the animator when asked for.
                node.attributesFollowAnimator = true
                if animator.lastTickChanged, animator.changesLayout { animatedValueChangedForLayout(node) }
            }
            if !events.isEmpty { withCause(frame) { handle(events, of: animator, node: node) } }
            if animator.isFinished {
                node.animator = nil
                pruned = true
            }
        }
        if pruned { animating.removeAll { $0.isRemoved || $0.animator == nil } }
    }

    /// Records logical completion and removal, and releases the completions that waited for them.
    func handle(_ events: [AnimatorEvent], of animator: any NodeAnimating, node: ViewNode) {
        for event in events {
            switch event {
            case .logicallyCompleted(let generation):
                let recorded = record(
                    .animation(
                        node: node.reference, attribute: animator.attribute,
                        phase: .logicallyComplete(generation: generation)),
                    cause: activeCause)
                var kept: [(listener: AnimationCompletionListener, generation: Int)] = []
                for entry in animator.listeners {
                    if entry.generation == generation, entry.listener.criteria == .logicallyComplete {
                        release(
                            entry.listener, cause: recorded,
                            reason: .logicallyCompleted(node: node.reference, attribute: animator.attribute), node: node
                        )
                    } else {
                        kept.append(entry)
                    }
                }
                animator.listeners = kept
            case .finished:
                let recorded = record(
                    .animation(node: node.reference, attribute: animator.attribute, phase: .finished),
                    cause: activeCause)
                for entry in animator.listeners {
                    release(
                        entry.listener, cause: recorded,
                        reason: .finished(node: node.reference, attribute: animator.attribute), node: node)
                }
                animator.listeners = []
            default:
                break
            }
        }
    }

    // MARK: - Completions

    /// Ties a transaction's completions to an animation it started or changed.
    func register(_ transaction: Transaction, with animator: any NodeAnimating, generation: Int) {
        for listener in transaction.completions where !listener.hasFired {
            listener.pending += 1
            listener.wasRegistered = true
            animator.listeners.append((listener, generation))
        }
    }

    /// Releases every completion an animator holds (its view went away).
    func releaseAll(_ animator: any NodeAnimating, reason: CompletionReason) {
        for entry in animator.listeners { release(entry.listener, cause: activeCause, reason: reason, node: nil) }
        animator.listeners = []
    }

    private func release(
        _ listener: AnimationCompletionListener, cause: EventID?, reason: CompletionReason, node: ViewNode?
    ) {
        listener.pending -= 1
        guard listener.pending <= 0, !listener.hasFired else { return }
        fire(listener, cause: cause, reason: reason)
    }

    /// Queues a completion callback as a post-update action. It belongs to the
    /// `withAnimation` call, not to a view, so the trace names no view (id 0).
    func fire(_ listener: AnimationCompletionListener, cause: EventID?, reason: CompletionReason) {
        listener.hasFired = true
        let event = record(.completion(criteria: listener.criteria, reason: reason), causes: cause.map { [$0] } ?? [])
        actions.append(
            PendingAction(
                node: NodeRef(id: 0, label: "withAnimation"), label: "completion", cause: event, dispatch: nil,
                run: listener.completion))
    }

    /// Completions registered during this frame whose transaction started no animation
    /// fire now, "immediately after body", as Apple documents. Returns whether any did.
    func fireUnclaimedCompletions() -> Bool {
        guard !newCompletions.isEmpty else { return false }
        // A completion whose transaction changed a layout waits for the layout pass (its
        // frames may animate): `fireCompletionsLayoutDidNotClaim()` fires it after layout.
        let unclaimed = newCompletions.filter { !$0.wasRegistered && !$0.hasFired && !$0.awaitsLayout }
        newCompletions = newCompletions.filter { !$0.wasRegistered && !$0.hasFired && $0.awaitsLayout }
        for listener in unclaimed { fire(listener, cause: activeCause, reason: .noAnimation) }
        return !unclaimed.isEmpty
    }

    /// The running animations that completions still wait for, in the order they
    /// started: the node, the animated attribute, and the criteria waiting.
    ///
    /// ```swift
    /// sim.graph.waitingCompletions   // [(.opacity #6, "opacity", [.logicallyComplete])]
    /// ```
    package var waitingCompletions: [(node: NodeRef, attribute: String, criteria: [AnimationCompletionCriteria])] {
        animating.compactMap { node in
            guard !node.isRemoved, let animator = node.animator else { return nil }
            let waiting = animator.listeners.filter { !$0.listener.hasFired }.map(\.listener.criteria)
            return waiting.isEmpty ? nil : (node.reference, animator.attribute, waiting)
        }
            + geometryAnimating.compactMap { node in
                guard !node.isRemoved, let animator = node.geometryAnimator else { return nil }
                let waiting = animator.listeners.filter { !$0.listener.hasFired }.map(\.listener.criteria)
                return waiting.isEmpty ? nil : (node.reference, animator.attribute, waiting)
            }
    }

    /// Remembers completions created by `withAnimation(…completion:)` in this frame.
    package func registerNewCompletions(_ listeners: [AnimationCompletionListener]) {
        newCompletions += listeners
    }
}
