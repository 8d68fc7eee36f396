// Models SwiftUI's update of the view graph within a frame: invalidation marks
// views dirty, each pass evaluates the dirty views parents first (bodies,
// content closures, custom modifier bodies), and the frame runs passes and
// post-update actions until nothing is dirty or the pass limit is reached.
// Simplifies: a view runs at most once per pass (a body's writes to views that
// already ran wait for the next pass), so every pass ends; what is left at
// `maxPassesPerFrame` waits for the next frame, with a diagnostic.
// See docs/ARCHITECTURE.md, "One frame", steps 3 and 5.
import Foundation
@_spi(SwiftUI) import Observation
import ViewSimObservationBridge

extension ViewGraph {
    // MARK: - Passes

    /// Runs update passes and post-update actions until nothing is dirty, or
    /// until the frame's pass limit (`maxPassesPerFrame`), where the rest waits
    /// for the next frame with a diagnostic (and the loop of bodies, if any).
    func settle() {
        // The views invalidated at the start of each pass of this frame (by id),
        // to recognise a pass that repeats a diagnosed loop (`RepeatingLoops`).
        var passes: [[Int]] = []
        var repeatsLoop = false
        defer { loops.frameEnded(stopped: repeatsLoop) }
        while true {
            applyObservationChanges()
            // One transaction's writes per update pass, as SwiftUI flushes them.
            _ = applyNextWriteBatch()
            // Only a frame that goes on past its first pass can loop: the usual
            // one-pass update makes no signature until a loop has been diagnosed.
            if pass > 1 || !loops.isEmpty {
                let signature = updates.pendingNodeIDs()
                if loops.repeats(signature, earlierInFrame: passes) {
                    // A later frame of a diagnosed loop: it was named once; this round
                    // of it is done, and what is invalidated waits for the next frame.
                    // The pass began (the changes applied above are recorded in it)
                    // and ran no body.
                    repeatsLoop = true
                    break
                }
                if passes.count < configuration.maxPassesPerFrame { passes.append(signature) }
            }
            onLargeEnoughStack { runUpdatePass() }
            runActions()
            // Completions whose changes started no animation fire once the update has
            // consumed those changes, "immediately after body".
            if updates.isEmpty, updates.hasNoWrites, pendingObservations.isEmpty, fireUnclaimedCompletions() {
                runActions()
            }
            // Once the update has settled, the main queue runs what bodies and actions
            // enqueued on it, once per frame; what that work writes is the next pass,
            // and what that pass enqueues waits for the next frame.
            // Task jobs (a `.task`'s code, a task resumed after a sleep) run with it; the
            // jobs they enqueue run in the same drain, up to the frame's job limit.
            let settled = updates.isEmpty && updates.hasNoWrites && pendingObservations.isEmpty
            let queueDue = !mainQueue.isEmpty && mainQueueDrainFrame != clock.frame
            if settled, actions.isEmpty, queueDue || executor.hasJobs {
                let ran = runMainActorWork()
                if updates.isEmpty, updates.hasNoWrites, pendingObservations.isEmpty, actions.isEmpty,
                    !executor.hasJobs || !ran
                {
                    break
                }
            } else if settled {
                break
            }
            if pass >= configuration.maxPassesPerFrame {
                var waiting = updates.pendingNodeNames()
                if waiting == "nothing" { waiting = pendingWorkDescription }
                // A loop named as never settling goes on without a new warning every frame.
                if !unsettled.repeats(at: clock.frame) {
                    record(.diagnostic(.unsettledFrame(passes: pass, waiting: waiting)), cause: nil)
                }
                noteUnsettledFrame()
                let cycle = reportBodyWriteLoop()
                loops.learn(
                    passes: passes, frame: clock.frame,
                    loop: cycle.isEmpty
                        ? "\(pendingWorkDescription) invalidated in every pass"
                        : cycle.map(\.description).joined(separator: " → "))
                break
            }
            clock.pass += 1
        }
        recorder.setPasses(pass)
        // Transitions whose phase change started no animation, or whose animations ended, end
        // with the update that settled them (also the updates layout runs: geometry readers, lazy rows).
        settleTransitions()
    }

    // MARK: - State writes

    /// Queues a state write's effect on the graph until its transaction is flushed.
    func enqueueWrite(flushID: FlushID?, _ apply: @escaping () -> Void) {
        updates.enqueueWrite(flushID: flushID, apply)
    }

    /// Applies the oldest run of writes made in one transaction; returns whether any.
    func applyNextWriteBatch() -> Bool {
        let batch = updates.takeNextWriteBatch()
        for apply in batch { apply() }
        return !batch.isEmpty
    }

    // MARK: - Invalidation

    /// Marks `node` as needing its body evaluated, for `reason`.
    ///
    /// - Parameter writer: the view whose body is running, if the change was made
    ///   inside a body (a publish, an observed write). A view that already ran in
    ///   this pass (the writer itself included) is not run again in it: it waits
    ///   for the next pass, so every pass ends and the frame's pass limit bounds a
    ///   loop of bodies that write what other bodies read. Default: the body this
    ///   graph is evaluating, if any.
    package func invalidate(
        _ node: ViewNode, reason: ChangeReason, cause: EventID?, transaction: Transaction? = Transaction.current,
        duringEvaluationOf writer: ViewNode?? = nil
    ) {
        guard !node.isRemoved else { return }
        let writer = writer ?? evaluation?.node
        if let transaction {
            node.transactions.pending = node.transactions.pending.map { $0.merging(transaction) } ?? transaction
        }
        node.evaluation.add(reason, cause: cause, spare: { spareReasonBuffers.popLast() })
        if let writer, isUpdating {
            bodyWrites.note(writer: writer, reader: node)
            if writer === node || node.evaluation.evaluatedInPass == passStamp {
                // The reason waits in the node's evaluation state for the next pass.
                updates.deferToNextPass(node)
                return
            }
        }
        updates.markDirty(node)
    }

    /// Identifies the current update pass of the current frame.
    var passStamp: Int { clock.passStamp }

    // MARK: - One pass

    /// Evaluates the dirty views, parents first; views a body invalidates after
    /// they ran wait for the next pass.
    func runUpdatePass() {
        isUpdating = true
        defer { isUpdating = false }
        // Every node runs at most once per pass (a body's writes wait for the next
        // pass), so a pass pops at most as many nodes as exist; the bound is a guard.
        var budget = nextNodeID * 2 + 1_000
        while let node = updates.popDirty() {
            guard node.evaluation.isDirty, !node.isRemoved else { continue }
            budget -= 1
            guard budget > 0 else {
                node.evaluation.isDirty = false
                updates.appendDeferred(node)
                record(.diagnostic(.updatePassOverran(node: node.reference)), cause: nil)
                break
            }
            // The transaction of the change, as the modifiers above the node transform it. A node
            // with no transaction of its own and no scope above sees `Transaction()`: when the
            // flowing one is already empty, assigning another costs ≈ 250 instructions (the old
            // one destroyed, a new one made) and changes nothing.
            if node.transactions.hasPending || node.transactions.hasScopeAbove || !flowingTransactionIsEmpty {
                flowingTransaction = transaction(reaching: node, updatingScopes: true)
                node.transactions.pending = nil
            }
            evaluate(node)
        }
        if !flowingTransactionIsEmpty { flowingTransaction = Transaction() }
        updates.requeueDeferred()
    }

    /// Whether `flowingTransaction` is empty (`Transaction.isEmpty`), read where it is stored:
    /// `flowingTransaction.isEmpty` copied the whole transaction out of the graph first and
    /// destroyed the copy after (≈ 220 instructions), where an `inout` access reads it in place.
    private var flowingTransactionIsEmpty: Bool { Self.isEmpty(&flowingTransaction) }

    /// `transaction.isEmpty`, for `flowingTransactionIsEmpty`.
    private static func isEmpty(_ transaction: inout Transaction) -> Bool { transaction.isEmpty }

    /// Runs the body (or content closure, or modifier body) of a dirty node and
    /// reconciles what it produced with the node's children.
    func evaluate(_ node: ViewNode) {
        node.evaluation.isDirty = false
        let reasons: [ChangeReason]
        let causes: [EventID]?
        let onlyCause: EventID?
        if let cause = node.evaluation.takeOnlyDependencies() {
            // `.dependencies` alone (every body of a wide update): no buffer was used.
            reasons = ChangeReason.dependenciesOnly
            causes = nil
            onlyCause = cause
        } else {
            var pending: [(reason: ChangeReason, cause: EventID?)] = []
            swap(&pending, &node.evaluation.pendingReasons)
            reasons = orderedReasons(pending)
            // One reason has at most one cause: no array for it.
            causes = pending.count == 1 ? nil : distinctCauses(pending)
            onlyCause = pending.first?.cause
            // The storage is kept for the next reasons (one allocation less per run): among the
            // spare buffers, not on the node (see `spareReasonBuffers`).
            pending.emptyFromEnd()
            if pending.capacity > 0 {
                spareReasonBuffers.append(pending)
                pending = []  // the spare's only reference, so that it grows in place
            }
        }
        @discardableResult func recordCaused(_ kind: TraceEvent.Kind) -> EventID {
            if let causes { return record(kind, causes: causes) }
            return record(kind, cause: onlyCause)
        }

        if case .primitive(.timeline) = node.kind, let state = node.timeline,
            reasons.allSatisfy({ if case .timelineEntry = $0 { return true } else { return false } }),
            state.due == state.current
        {
            recordCaused(
                .bodySkipped(node: node.reference, reason: .timelineEntryUnchanged(entry: traceDate(state.current))))
            return
        }

        // A body that would read an environment object no ancestor supplied does not run (SwiftUI traps).
        if !node.properties.isEmpty, let missing = missingEnvironmentObject(of: node) {
            recordCaused(.diagnostic(.missingEnvironmentObject(missing, node: node.reference)))
            stop(for: missing, at: node)
            return
        }

        let event = recordCaused(.bodyEvaluated(node: node.reference, reasons: reasons))
        node.evaluationCount += 1
        node.evaluation.evaluatedInPass = passStamp
        // Saved and restored only when the node's own change replaces it: everything this
        // evaluation runs that changes the flowing transaction (a transaction modifier's
        // children, a transition's body, a scroll) restores it, and update passes, which
        // reset it, run only at a frame's level (`settle`). Assigning it back unchanged cost
        // about 130 instructions a body, and an optional saved copy destroyed even when nil
        // about 60: a node with no change of its own runs its body without either.
        guard node.transactions.hasPending else {
            runBody(of: node, event: event, reasons: reasons)
            return
        }
        let savedTransaction = flowingTransaction
        // The node's own change, transformed by the modifiers above it, on top of
        // the transaction its parent passes down.
        flowingTransaction = flowingTransaction.merging(transaction(reaching: node))
        node.transactions.pending = nil
        defer { flowingTransaction = savedTransaction }
        runBody(of: node, event: event, reasons: reasons)
    }

    /// Runs the node's user code for `evaluate` (its `bodyEvaluated` event recorded as
    /// `event`), applies the Observation changes it made, and reconciles its output with the
    /// node's children.
    private func runBody(of node: ViewNode, event: EventID, reasons: [ChangeReason]) {
        let output: any View = withCause(event) {
            let context = EvaluationContext(node: node, event: event, reasons: reasons)
            let saved = evaluation
            evaluation = context
            defer { evaluation = saved }
            // viewsim's registrar (models of code that imports viewsim) records the reads on the
            // node's long-lived reader; Apple's (code that imports only Observation) is tracked too.
            let reader = node.observationReader ?? makeObservationReader(for: node)
            reader.begin()
            defer { reader.end() }
            return ObservationReadScope.reading(into: reader) { produceTrackingAppleObservation(node) }
        }
        // Properties the body wrote (a loop of bodies, or a write the view reads itself).
        applyObservationChanges()
        withCause(event) {
            reconcile(node, child: output)
        }
    }

    /// The node's Observation reader, made at its first run and kept for its life.
    func makeObservationReader(for node: ViewNode) -> ObservationReader {
        let reader = ObservationReader(node: node)
        reader.alsoTellsApple = configuration.checksObservationAgainstApple
        node.observationReader = reader
        return reader
    }

    /// Runs the node's user code inside Apple's Observation tracking, for models made by
    /// Apple's registrar (code that imports only `Observation`).
    ///
    /// A node whose first run read none of them is tracked afterwards with `onChange`, whose
    /// handler (`onChange`'s autoclosure) is made only when a run did read one: no allocation
    /// per run. A node that read one is tracked with `willSet`, whose key path names the
    /// model. The first run is tracked both ways, nested (the outer tracking learns whether
    /// the inner one read anything), so a view that reads a model from its first run has
    /// every change named; one that starts reading later has its first change unnamed.
    func produceTrackingAppleObservation(_ node: ViewNode) -> any View {
        if configuration.checksObservationAgainstApple { return produceTrackingAppleObservationWillSet(node) }
        switch node.evaluation.appleObservation {
        case .none:
            return appleWithObservationTracking({ produceOutput(of: node) }, onChange: appleObservationProbe(node))
        case .reads:
            return produceTrackingAppleObservationWillSet(node)
        case .unknown:
            let output = appleWithObservationTracking(
                { produceTrackingAppleObservationWillSet(node) },
                onChange: appleObservationFirstRead(node))
            if node.evaluation.appleObservation == .unknown { node.evaluation.appleObservation = .none }
            return output
        }
    }

    /// The node's user code tracked with Apple's `willSet` (SwiftUI's SPI), cancelled at once
    /// so it fires once, as `onChange` does; its key path names the model whose property changes.
    func produceTrackingAppleObservationWillSet(_ node: ViewNode) -> any View {
        let handle = installObservationHandle(for: node)
        return withObservationTracking {
            produceOutput(of: node)
        } willSet: { tracking in
            handle.fire(changed: tracking.changed)
            tracking.cancel()
        }
    }

    /// The first run read a model of Apple's registrar: the node is tracked with `willSet`
    /// (the inner tracking of that run already is; the outer one does nothing when it fires).
    func appleObservationFirstRead(_ node: ViewNode) -> @Sendable () -> Void {
        node.evaluation.appleObservation = .reads
        return {}
    }

    /// A run read a model of Apple's registrar where earlier runs had read none: this run's
    /// tracking fires once without a key path (`onChange` gives none), and the node's later
    /// runs are tracked with `willSet`.
    func appleObservationProbe(_ node: ViewNode) -> @Sendable () -> Void {
        node.evaluation.appleObservation = .reads
        let handle = installObservationHandle(for: node)
        return { handle.fire(changed: nil) }
    }

    /// A new handle for Apple's tracking of the node's run, replacing (and so silencing) the last.
    func installObservationHandle(for node: ViewNode) -> ObservationHandle {
        let handle = ObservationHandle(node: node)
        node.evaluation.observation = handle
        return handle
    }

    /// The reasons of `pending` in SwiftUI's order (see `orderedReasons(_:)`); one
    /// reason, the usual case, needs no sorting.
    func orderedReasons(_ pending: [(reason: ChangeReason, cause: EventID?)]) -> [ChangeReason] {
        if pending.count == 1 {
            // The most common reason of all, in one array every run shares.
            if case .dependencies = pending[0].reason { return ChangeReason.dependenciesOnly }
            return [pending[0].reason]
        }
        return orderedReasons(pending.map(\.reason))
    }

    /// The causes of `pending`, each once, in the order they came.
    func distinctCauses(_ pending: [(reason: ChangeReason, cause: EventID?)]) -> [EventID] {
        var causes: [EventID] = []
        for entry in pending { if let cause = entry.cause, !causes.contains(cause) { causes.append(cause) } }
        return causes
    }

    /// SwiftUI's order: `@self`, `@identity`, then properties, then the rest.
    func orderedReasons(_ reasons: [ChangeReason]) -> [ChangeReason] {
        func rank(_ reason: ChangeReason) -> Int {
            switch reason {
            case .selfChanged: return 0
            case .identity: return 1
            case .property: return 2
            case .dependencies: return 3
            case .timelineEntry: return 4
            case .unknown: return 5
            }
        }
        if zip(reasons, reasons.dropFirst()).allSatisfy({ rank($0) <= rank($1) }) { return reasons }
        return reasons.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(
            \.element)
    }

    /// Runs the node's user code: a body (with the presented value while it
    /// animates), a custom modifier's body, or a timeline's content at its due entry.
    func produceOutput(of node: ViewNode) -> any View {
        switch node.kind {
        case .composite:
            // While an animation runs, the body sees the presented (interpolated) value.
            return ((node.animator?.presented as? any View) ?? node.view)._anyBody()
        case .primitive(.customModifier):
            guard let modified = node.view as? any AnyModifiedContent else { return EmptyView() }
            node.placeholders = []
            if let presented = node.animator?.presented { return modified._modifierBody(replacing: presented) }
            return modified._modifierBody()
        case .primitive(.geometryReader):
            guard let reader = node.view as? any AnyGeometryReader else { return EmptyView() }
            return reader._content(geometryProxy(of: node))
        case .primitive(.timeline):
            guard let timeline = node.view as? any AnyTimelineView, let state = node.timeline else {
                return EmptyView()
            }
            state.current = state.due
            return timeline._content(date: state.current, cadence: .live)
        case .primitive:
            return EmptyView()
        }
    }

    /// The environment object `node` reads that its environment lacks, if any.
    func missingEnvironmentObject(of node: ViewNode) -> MissingEnvironmentObject? {
        for property in node.properties {
            if let check = property.missingObject, let missing = check(node.environment) { return missing }
        }
        return nil
    }

    /// Stops the simulation, as SwiftUI traps, for a body that would read `missing`: the
    /// next call that throws throws `SimulationError.missingEnvironmentObject` (the first
    /// one met, if several).
    func stop(for missing: MissingEnvironmentObject, at node: ViewNode) {
        guard environmentFailure == nil else { return }
        environmentFailure = .missingEnvironmentObject(
            type: missing.typeName, view: "\(node.reference)", observableObject: missing.observableObject)
    }
}
