// Models SwiftUI's post-update actions and its loop detection: `onChange`
// dispatches at most twice per view per frame, the third is suppressed with
// "tried to update multiple times per frame" and the cycle that caused it
// (`UpdateCycle`); a loop of bodies writing what other bodies read is named when
// a frame stops at its pass limit (`BodyWriteLog`).
// Simplifies: the warning is logged once per view identity, as SwiftUI does;
// every later suppression is still recorded. See docs/ARCHITECTURE.md,
// "One frame", step 4.
import Foundation

extension ViewGraph {
    // MARK: - Post-update actions

    /// Queues an action to run after the current update pass.
    package func enqueueAction(from node: ViewNode, label: String, cause: EventID?, _ action: @escaping () -> Void) {
        actions.append(PendingAction(node: node.reference, label: label, cause: cause, dispatch: nil, run: action))
    }

    /// Queues an onChange action, unless it already ran twice in this update (a frame, or
    /// the part of it after a run of the main actor's work).
    package func dispatchValueAction(
        from node: ViewNode, label: String, cause: EventID?, _ action: @escaping () -> Void
    ) {
        // SwiftUI counts per update (its update seed); work from the main queue or a task
        // runs in a later run loop turn, so the update it causes counts afresh.
        let dispatch = countDispatch(of: node, turn: mainActorTurn)
        guard dispatch > 2 else {
            actions.append(
                PendingAction(node: node.reference, label: label, cause: cause, dispatch: dispatch, run: action))
            return
        }
        let suppressed = record(
            .actionSuppressed(node: node.reference, label: label, dispatch: dispatch), causes: cause.map { [$0] } ?? [])
        // SwiftUI's cycle detector logs once per lifetime (it resets with the
        // identity); later suppressions are still recorded above.
        guard !node.reports.warnedLoop else { return }
        node.reports.warnedLoop = true
        let loop = UpdateCycle.chain(endingAt: suppressed, node: node.id, in: openFrame?.events ?? [])
        record(.diagnostic(.updateLoop(action: label, node: node.reference, cycle: loop)), cause: suppressed)
    }

    /// Counts one more dispatch of `node`'s action in this frame's update `turn` (a new frame or
    /// turn starts again from one) and returns which dispatch it is; past 2 it is suppressed.
    func countDispatch(of node: ViewNode, turn: Int) -> Int {
        if node.reports.dispatchUpdate != (frameIndex, turn) {
            node.reports.dispatchUpdate = (frameIndex, turn)
            node.reports.dispatchCount = 0
        }
        node.reports.dispatchCount += 1
        return node.reports.dispatchCount
    }

    /// Runs the queued actions in order; actions they queue run next, up to
    /// `ActionQueue.maxActionsPerSettle`, past which the rest wait with a diagnostic.
    func runActions() {
        var guardCount = 0
        while !actions.isEmpty, guardCount < ActionQueue.maxActionsPerSettle {
            let batch = actions.takeAll()
            for action in batch {
                guardCount += 1
                let event = record(
                    .actionRun(node: action.node, label: action.label, dispatch: action.dispatch),
                    causes: action.cause.map { [$0] } ?? [])
                withCause(event) {
                    action.run()
                    applyObservationChanges()
                }
            }
        }
        if !actions.isEmpty, guardCount >= ActionQueue.maxActionsPerSettle {
            record(.diagnostic(.tooManyActions(ran: guardCount)), cause: nil)
        }
    }

    // MARK: - Loops of bodies

    /// When a frame stops at its pass limit because bodies write what other bodies
    /// read, names the views of that loop (once per loop) and returns them
    /// (`A → B → A`; empty when no body wrote what another read).
    @discardableResult
    func reportBodyWriteLoop() -> [NodeRef] {
        let loop = bodyWrites.cycle()
        guard !loop.isEmpty else { return [] }
        let key = Set(loop.map(\.id)).sorted()
        guard !warnedBodyWriteLoops.contains(key) else { return loop }
        warnedBodyWriteLoops.append(key)
        record(.diagnostic(.bodyWriteLoop(loop, maxPassesPerFrame: configuration.maxPassesPerFrame)), cause: nil)
        return loop
    }
}

extension ViewGraph {
    // MARK: - Frames that never settle

    /// Whether a loop named as never settling went round in the last frame.
    var unsettledLoopRepeats: Bool { unsettled.repeats(at: frameIndex) }

    /// The frame stopped at its pass limit: counts it, and once frames have stopped in a row for
    /// `UnsettledFrames.framesBeforeEndless`, names the state they keep writing, with one round
    /// of its cycle and the values it went through.
    func noteUnsettledFrame() {
        // A preference loop cut short by the limit went on all the same.
        if !preferences.observers.isEmpty { notePreferenceLoopsCutShort() }
        let events = openFrame?.events ?? []
        var written: [(String, TraceValue)] = []
        for event in events {
            if case .stateWrite(_, let property, _, let new, true) = event.kind { written.append((property, new)) }
        }
        guard unsettled.frameStopped(clock.frame, written: written), let state = unsettled.mostWritten else { return }
        // One round: the last write of the state, back through its causes to the write before it.
        var cycle: [TraceEvent] = []
        if let last = events.last(where: {
            if case .stateWrite(_, state.property, _, _, _) = $0.kind { return true } else { return false }
        }) {
            cycle = UpdateCycle.chain(endingAt: last.id, in: events) {
                if case .stateWrite(_, state.property, _, _, _) = $0.kind { return true } else { return false }
            }
        }
        let diagnostic = Diagnostic.neverSettles(
            property: state.property, frames: unsettled.streak, cycle: cycle, values: state.values,
            maxPassesPerFrame: configuration.maxPassesPerFrame)
        unsettled.named(
            "\(state.property) is written in every frame and never settles (\(ValueSequence.text(state.values)))",
            frame: clock.frame)
        record(.diagnostic(diagnostic), cause: cycle.last?.id)
    }
}
