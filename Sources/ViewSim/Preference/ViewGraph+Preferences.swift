// Models how SwiftUI delivers values computed after layout: preferences flow up
// from the views that set them to the views that read them, and geometry actions
// see the view's new geometry. After each layout round of a frame, every reader
// whose value may have changed collects it again; a change is traced (who set it,
// how it was combined, who reads it), then an `onPreferenceChange` or
// `onGeometryChange` action is queued to run after the update, and an
// `overlayPreferenceValue` view runs its body again — in the same frame, as the
// next round of update and layout.
// Simplifies: viewsim's model: a reader collects from the views below it that set
// the key, found by one walk and kept until the tree's structure changes
// (`PreferenceSources`; only in frames where a view that sets or reads a value
// changed, or, for geometry, where layout moved something; not while it is in a lazy
// row out of view or a `ViewThatFits` candidate not shown); at most two action runs per reader per frame, the third
// change is held back and read again in the next frame, so a loop that never
// settles goes round twice a frame and is named once it has gone round in
// `GraphPreferenceState.framesBeforeEndless` frames in a row.
// See docs/ARCHITECTURE.md, "Preferences". Lesson: lesson17.
import Foundation

extension ViewGraph {
    // MARK: - Registration

    /// A modifier that sets a preference entered the tree.
    func preferenceSourceInserted(readsGeometry: Bool) {
        preferences.needsCollect = true
        treeStructureChanged()
        if readsGeometry { preferences.geometrySources += 1 }
    }

    /// A modifier that sets a preference got a new value.
    func preferenceSourceChanged() {
        preferences.needsCollect = true
    }

    /// A modifier that sets a preference left the tree.
    func preferenceSourceRemoved(readsGeometry: Bool) {
        preferences.needsCollect = true
        treeStructureChanged()
        if readsGeometry { preferences.geometrySources -= 1 }
    }

    /// A view that reads a preference or its geometry entered the tree.
    func addPreferenceObserver(_ node: ViewNode) {
        guard node.preference == nil else { return }
        node.preference = NodePreferenceState()
        if let last = preferences.observers.last, last.id > node.id { preferences.observersSorted = false }
        preferences.observers.append(node)
        preferences.needsCollect = true
        if isGeometryObserver(node) { preferences.geometryObservers += 1 }
    }

    /// A reader got a new value (a new action closure): it reads again.
    func preferenceObserverChanged(_ node: ViewNode) {
        preferences.needsCollect = true
    }

    /// A reader left the tree.
    func removePreferenceObserver(_ node: ViewNode) {
        guard node.preference != nil else { return }
        node.preference = nil
        preferences.observers.removeAll { $0 === node }
        if isGeometryObserver(node) { preferences.geometryObservers -= 1 }
    }

    private func isGeometryObserver(_ node: ViewNode) -> Bool {
        guard let observer = node.traits.primitiveModifier(node.view) as? any PreferenceObserver else { return false }
        return observer._observedKey == nil
    }

    /// Whether a change was held back for the next frame (part of the simulation's pending work).
    var hasHeldBackPreferences: Bool { preferences.retryNextFrame }

    // MARK: - Collection

    /// After a layout pass: collects the value of every reader that may have changed, traces
    /// each change and queues its action or runs its view again. Returns whether anything was
    /// queued or invalidated (so the frame runs another round of update and layout).
    func collectPreferences(layoutMoved: Bool) -> Bool {
        guard !preferences.observers.isEmpty else {
            preferences.needsCollect = false
            preferences.retryNextFrame = false
            return false
        }
        let geometry = layoutMoved && (preferences.geometrySources > 0 || preferences.geometryObservers > 0)
        guard preferences.needsCollect || preferences.retryNextFrame || geometry else { return false }
        preferences.needsCollect = false
        preferences.retryNextFrame = false
        if !preferences.observersSorted {
            preferences.observers.sort { $0.id < $1.id }
            preferences.observersSorted = true
        }
        var worked = false
        // A reader in a lazy row out of view, or in a `ViewThatFits` candidate not chosen, is not
        // laid out (its frame is zero): it is not read, and keeps the value it last delivered until
        // it is shown again. Read, it saw a zero size: a settling reader whose candidate stopped
        // fitting flipped the choice back and forth, a loop of viewsim's making (fuzz seed 32 case 2838).
        for node in preferences.observers
        where !node.isRemoved && !isInLazyRowOutOfView(node) && !isInUnchosenCandidate(node) {
            if deliver(to: node) { worked = true }
        }
        return worked
    }

    /// Reads `node`'s value again and, when it changed, traces it and acts on it.
    private func deliver(to node: ViewNode) -> Bool {
        guard let state = node.preference else { return false }
        let observer = node.traits.primitiveModifier(node.view) as? any PreferenceObserver
        let key: PreferenceKeyBox?
        let start: ViewNode?
        if let observer {
            key = observer._observedKey
            start = node.children.first
        } else if let reader = node.view as? any PreferenceReadingView {
            key = type(of: reader)._readKey
            start = node.parent?.children.first { $0.key == .single }
        } else {
            return false
        }
        var collected: Any = ()
        var sources: [NodeRef] = []
        var sourceCount = 0
        var sourceNodes: [ViewNode] = []
        if let key {
            let result = start.map { collect(key, from: $0, keptIn: state) }
            collected = result?.value ?? key.defaultValue()
            sourceNodes = result?.sources ?? []
            sourceCount = sourceNodes.count
            sources = sourceNodes.prefix(GraphPreferenceState.sourcesListed).map(\.reference)
        }
        let value: Any
        if let observer {
            value = observer._observedValue(collected: collected, proxy: observedProxy(of: node))
        } else {
            value = collected
        }
        let unchanged: Bool
        if state.hasDelivered, let delivered = state.delivered {
            unchanged = observer.map { $0._isSame(delivered, value) } ?? (key?.same(delivered, value) ?? false)
        } else {
            unchanged = false
        }
        guard !unchanged else { return false }
        // The value delivered last, as its change recorded it (the same value, the same epoch).
        let old =
            state.hasDelivered
            ? (state.deliveredTrace ?? state.delivered.map { TraceValue($0, epoch: clock.startDate) }) : nil
        let new = TraceValue(value, epoch: clock.startDate)
        let change = PreferenceChange(
            key: observer?._observedValueName ?? key?.name ?? "value", old: old, new: new, sources: sources,
            sourceCount: sourceCount, isGeometry: key == nil)
        let causes = changeCauses(of: sourceNodes.isEmpty ? [node] : Array(sourceNodes.prefix(16)))
        let event = record(.preference(node: node.reference, change: change), causes: causes)
        guard let observer else {
            // A reader's view runs again with the new value, in this frame.
            state.delivered = value
            state.deliveredTrace = new
            state.hasDelivered = true
            invalidate(
                node,
                reason: .selfChanged([
                    FieldChange(
                        path: key?.name ?? "value", old: old ?? TraceValue(key?.defaultValue() ?? ()), new: new,
                        uncomparable: nil)
                ]), cause: event, transaction: nil)
            return true
        }
        return dispatch(observer, of: node, state: state, value: value, new: new, cause: event)
    }

    /// Queues `observer`'s action for `value`, or holds it back when it ran twice in this frame.
    private func dispatch(
        _ observer: any PreferenceObserver, of node: ViewNode, state: NodePreferenceState, value: Any,
        new: TraceValue, cause: EventID
    ) -> Bool {
        // Counted per frame, as SwiftUI's message says ("… multiple times per frame"): work the
        // main queue or a task runs in a later turn of the same frame does not reset the count, so
        // a loop that hops through the main actor every turn is still named (viewsim's model).
        let dispatch = countDispatch(of: node, turn: 0)
        let label = observer._observerLabel
        guard dispatch > 2 else {
            let old = state.hasDelivered ? state.delivered : nil
            state.delivered = value
            state.deliveredTrace = new
            state.hasDelivered = true
            state.lastChangedFrame = frameIndex
            remember(new, in: state)
            actions.append(
                PendingAction(
                    node: node.reference, label: label, cause: cause, dispatch: dispatch,
                    run: { observer._perform(old: old, new: value) }))
            return true
        }
        // The third change in a frame: held back, read again in the next frame.
        let suppressed = record(
            .actionSuppressed(node: node.reference, label: label, dispatch: dispatch), causes: [cause])
        preferences.retryNextFrame = true
        noteHeldBack(node, state: state, label: label, pending: new, cause: suppressed)
        guard !node.reports.warnedLoop else { return false }
        node.reports.warnedLoop = true
        let loop = UpdateCycle.chain(endingAt: suppressed, node: node.id, in: openFrame?.events ?? [])
        record(
            .diagnostic(
                .preferenceLoop(
                    key: observer._observedKey?.name, label: label, node: node.reference, cycle: loop,
                    values: state.history + [new])),
            cause: suppressed)
        return false
    }

    /// Keeps the last values a reader read, to show what a loop goes through.
    private func remember(_ value: TraceValue, in state: NodePreferenceState) {
        state.history.append(value)
        if state.history.count > GraphPreferenceState.historyLength { state.history.removeFirst() }
    }

    /// The frame stopped at its update-pass limit. A reader already named as a loop
    /// (`.preferenceLoop`) that changed in it was cut short before its third change: its loop
    /// went on in this frame as surely as when a change is held back, so the frame counts
    /// toward naming it as never settling, and `runUntilIdle` stops naming it.
    ///
    /// viewsim's model. Seed 34's case 4910: a diverging reader beside a loop of body writes
    /// changed two or three times in every frame, but two frames in three stopped at the pass
    /// limit before its third change; no streak of held-back changes grew, and
    /// `runUntilIdle(2)` ran out its timeout naming only the animations running beside it.
    func notePreferenceLoopsCutShort() {
        for node in preferences.observers where node.reports.warnedLoop && !node.isRemoved {
            guard let state = node.preference, state.lastChangedFrame == frameIndex,
                let observer = node.traits.primitiveModifier(node.view) as? any PreferenceObserver
            else { continue }
            noteHeldBack(node, state: state, label: observer._observerLabel, pending: nil, cause: nil)
        }
    }

    /// Counts the frames in a row in which `node` held a change back (or was cut short by the
    /// pass limit, `pending` nil); names the loop once it has gone on for `framesBeforeEndless` frames.
    private func noteHeldBack(
        _ node: ViewNode, state: NodePreferenceState, label: String, pending: TraceValue?, cause: EventID?
    ) {
        guard state.lastCappedFrame != frameIndex else { return }
        state.cappedStreak = state.lastCappedFrame == frameIndex - 1 ? state.cappedStreak + 1 : 1
        state.lastCappedFrame = frameIndex
        let description = "\(label) of \(node.reference) changes twice every frame and never settles"
        preferences.endlessFrame = frameIndex
        let values = state.history + (pending.map { [$0] } ?? [])
        let needed =
            ValueSequence.showsNoEnd(values)
            ? GraphPreferenceState.framesBeforeEndless : UnsettledFrames.framesBeforeEndlessWithoutRepeat
        if state.cappedStreak >= needed {
            preferences.endless = description
            guard !state.warnedEndless else { return }
            state.warnedEndless = true
            record(
                .diagnostic(
                    .preferenceNeverSettles(
                        label: label, node: node.reference, frames: state.cappedStreak, values: values)),
                cause: cause)
        }
    }

    /// `description` (what stops a run: another loop) with the readers named as loops
    /// (`.preferenceLoop`) whose value changed in the last frame: they went round beside it,
    /// though not yet for `GraphPreferenceState.framesBeforeEndless` frames, so an error names
    /// every loop still going, not only the one that stopped the run first. At most three
    /// readers by name, in id order.
    ///
    /// viewsim's model. Seed 52's case 6016: rows whose bodies write what they read stopped
    /// `runUntilIdle` after two repeated frames, naming only that update loop, while an
    /// alternating `onGeometryChange` feedback beside them went round in every frame.
    ///
    /// A reader whose value changed in the last frame but that was not named a loop yet (what
    /// stopped the run came first: a repeating animation is known to never end after two
    /// frames) is named too, as a reader that changed, without calling it a loop. Seed 62's
    /// case 7641: a phase animator that repeats forever scaled an `onGeometryChange` feedback,
    /// whose reader changed in both frames `runUntilIdle` ran; the error named only the animation.
    func withPreferenceLoopsGoingOn(_ description: String) -> String {
        let changed = preferences.observers.filter { node in
            !node.isRemoved && (node.preference.map { $0.lastChangedFrame >= frameIndex } ?? false)
        }.sorted { $0.id < $1.id }
        let going = changed.filter { $0.reports.warnedLoop }
        let moving = changed.filter { !$0.reports.warnedLoop }
        var result = description
        if !going.isEmpty {
            let readers = going.count == 1 ? "the reader" : "the readers"
            result +=
                "; beside it, a loop through \(readers) \(Self.firstThree(going) { "\($0.reference)" }) (a preference or geometry loop, reported in the trace) went round in the last frame too"
        }
        if !moving.isEmpty {
            let readers = moving.count == 1 ? "the reader" : "the readers"
            let what = moving.count == 1 ? "its value" : "their values"
            result +=
                "; \(readers) \(Self.firstThree(moving) { "\($0.reference)" }) (a preference or geometry reader, not named a loop yet) changed \(what) in the last frame too"
        }
        return result
    }

    /// Whether a loop across frames, named, went round in the last frame.
    var preferenceLoopRepeats: Bool {
        preferences.endless != nil && preferences.endlessFrame >= frameIndex - 1
    }

    /// The geometry proxy of the view a geometry action modifies: its size and screen frame.
    private func observedProxy(of node: ViewNode) -> GeometryProxy {
        let frame = globalFrame(of: node)
        var proxy = GeometryProxy(size: frame.size, globalFrame: frame)
        proxy.safeAreaInsets = safeAreaInsets(covering: frame, ignoring: node.environment.ignoredSafeAreaEdges)
        return proxy
    }

    /// The value of `key` that `start`'s subtree produces for the reader whose state is `state`,
    /// and the views that set it: from the views it was found to come from when the tree's
    /// structure is as it was then (`PreferenceSources`), else from a new walk that finds them.
    /// The same values, combined in the same order, as `collect(_:from:)`'s walk.
    func collect(_ key: PreferenceKeyBox, from start: ViewNode, keptIn state: NodePreferenceState) -> (
        value: Any?, sources: [ViewNode]
    ) {
        let mode = configuration.preferenceCollection
        guard mode != .walk else { return collect(key, from: start) }
        let generation = preferences.treeGeneration
        if let kept = state.sources, kept.isCurrent(generation: generation, key: key, start: start) {
            if mode == .checked {
                var uncounted = 0
                let fresh = PreferenceSources(key: key, from: start, generation: generation, visited: &uncounted)
                if !fresh.sameViews(as: kept) {
                    preferences.cacheMismatches.append(
                        "frame \(frameIndex): the views \(key.name) was kept to come from below node \(start.id)"
                            + " (\(kept.items.count)) are not those a new walk finds (\(fresh.items.count))")
                    state.sources = fresh
                    return collect(key, in: fresh)
                }
            }
            return collect(key, in: kept)
        }
        let found = PreferenceSources(key: key, from: start, generation: generation, visited: &preferences.nodesVisited)
        state.sources = found
        return collect(key, in: found)
    }

    /// The value the views in `kept` produce, combined as `collect(_:from:)` combines it: each
    /// kept view's value from its kept children's, in tree order, then the key's own value where
    /// it sets one (read now, from the view's current value and geometry).
    /// The value `node` passes up: `contributor`'s value for `content` (what the views inside
    /// it set), with `node` added to the sources. A value that replaces its content drops the
    /// sources from `start` on (the views inside): they are not its sources. Shared by the walk
    /// and the kept sources, so both read a view's contribution alike.
    private func contribute(
        _ contributor: any PreferenceContributor, of node: ViewNode, to content: Any?, sources: inout [ViewNode],
        from start: Int
    ) -> Any? {
        let frame = contributor._readsGeometry ? globalFrame(of: node) : .zero
        let value = contributor._preferenceValue(content: content, frame: frame)
        if contributor._replacesContent { sources.removeSubrange(start...) }
        sources.append(node)
        return value
    }

    func collect(_ key: PreferenceKeyBox, in kept: PreferenceSources) -> (value: Any?, sources: [ViewNode]) {
        guard let root = kept.root else { return (nil, []) }
        struct Level {
            let item: Int
            var next: Int
            var value: Any?
            var sourcesStart: Int
        }
        var sources: [ViewNode] = []
        var stack = [Level(item: root, next: kept.items[root].children.lowerBound, sourcesStart: 0)]
        var result: Any?
        var visited = 0
        while let last = stack.indices.last {
            let item = kept.items[stack[last].item]
            let next = stack[last].next
            if next < item.children.upperBound {
                stack[last].next = next + 1
                let child = kept.links[next]
                stack.append(
                    Level(item: child, next: kept.items[child].children.lowerBound, sourcesStart: sources.count))
                continue
            }
            let top = stack.removeLast()
            visited += 1
            var out = top.value
            if item.sets,
                let contributor = item.node.traits.primitiveModifier(item.node.view) as? any PreferenceContributor
            {
                out = contribute(contributor, of: item.node, to: out, sources: &sources, from: top.sourcesStart)
            }
            guard let produced = out else {
                if stack.isEmpty { result = nil }
                continue
            }
            if stack.isEmpty {
                result = produced
            } else if var accumulated = stack[stack.count - 1].value {
                key.reduce(&accumulated, produced)
                stack[stack.count - 1].value = accumulated
            } else {
                stack[stack.count - 1].value = produced
            }
        }
        preferences.nodesVisited += visited
        return (result, sources)
    }

    /// The views a reader walks were inserted, removed, reordered, or came into or went out of
    /// a lazy container's window: every reader finds its sources again at its next collection.
    func treeStructureChanged() {
        preferences.treeGeneration &+= 1
    }

    /// How many views preference collection visited (walked, or kept and combined), for tests.
    package var preferenceNodesVisited: Int { preferences.nodesVisited }

    /// Where `SimulationConfiguration.preferenceCollection` `.checked` found kept sources that
    /// differ from a fresh walk's (empty when the cache is right).
    package var preferenceCacheMismatches: [String] { preferences.cacheMismatches }

    /// The value of `key` that `start`'s subtree produces, combined in view-tree order, and the
    /// views that set it. Walks with an explicit stack (deep trees).
    func collect(_ key: PreferenceKeyBox, from start: ViewNode) -> (value: Any?, sources: [ViewNode]) {
        struct Level {
            /// Not retained: the tree holds every node of the walk while it runs.
            unowned(unsafe) let node: ViewNode
            var next = 0
            var value: Any?
            /// Where this level's sources begin in `sources`.
            var sourcesStart: Int
        }
        var sources: [ViewNode] = []
        var stack = [Level(node: start, sourcesStart: 0)]
        var result: Any?
        while let last = stack.indices.last {
            // The level stays on the stack while its children are visited (taking it off and
            // putting it back copied its value for every child: a third of a deep tree's walk).
            let node = stack[last].node
            let next = stack[last].next
            if next < node.children.count {
                stack[last].next = next + 1
                let child = node.children[next]
                // A lazy container's row out of view is kept but not drawn: it sets nothing.
                if !child.isRemoved, !child.isOutOfLazyWindow {
                    stack.append(Level(node: child, sourcesStart: sources.count))
                }
                continue
            }
            let top = stack.removeLast()
            preferences.nodesVisited += 1
            var out = top.value
            if top.node.traits.setsPreference,
                let contributor = top.node.traits.primitiveModifier(top.node.view) as? any PreferenceContributor,
                contributor._preferenceKeyBox === key
            {
                out = contribute(contributor, of: top.node, to: out, sources: &sources, from: top.sourcesStart)
            }
            guard let produced = out else {
                if stack.isEmpty { result = nil }
                continue
            }
            if stack.isEmpty {
                result = produced
            } else if var accumulated = stack[stack.count - 1].value {
                key.reduce(&accumulated, produced)
                stack[stack.count - 1].value = accumulated
            } else {
                stack[stack.count - 1].value = produced
            }
        }
        return (result, sources)
    }

    // MARK: - Causes

    /// The events of this frame since the last collection that changed what `nodes` produce:
    /// bodies above them that ran, and their modifiers' new values (at most three, latest).
    ///
    /// With `fromFrameStart` false, only events after an earlier collection in this frame count
    /// (a geometry reader's first layout of a frame keeps no cause, as before).
    func changeCauses(of nodes: [ViewNode], fromFrameStart: Bool = true) -> [EventID] {
        guard let frame = openFrame else { return [] }
        if !fromFrameStart, preferences.eventsSeenFrame != frameIndex { return [] }
        var above = Set<Int>(minimumCapacity: 64)
        for node in nodes {
            var current: ViewNode? = node
            while let member = current, above.insert(member.id).inserted { current = member.parent }
        }
        let seen = preferences.eventsSeenFrame == frameIndex ? preferences.eventsSeen : 0
        // The causes are among the latest events; a bounded look back keeps a round with many
        // readers that change linear in its events. Skips are never causes: they are not visited.
        let floor = max(seen, frame.eventCount - GraphPreferenceState.causesLookBack)
        return frame.latestEvents(aboutNodesIn: above, downTo: floor, limit: 3).reversed()
    }

    /// Marks the events recorded so far as seen by this round's collection.
    func markPreferenceEventsSeen() {
        preferences.eventsSeen = openFrame?.eventCount ?? 0
        preferences.eventsSeenFrame = frameIndex
    }
}
