// Models the frame being recorded, as the engine appends to it. The engine reads
// it while the frame runs (the cycle of an update loop, the origin of an
// animation, the causes of a preference change), so nothing is dropped until the
// frame closes and becomes a `FrameRecord`.
// Simplifies: one open frame at a time. Body skips are kept as runs of siblings
// (`SkippedSiblings`) from the moment they are recorded — a parent that runs
// again over 1,000 unchanged rows records 1,000 skips, and building and then
// compacting an event for each cost a fifth of that update — and are expanded
// only for the readers that need every event (`events`), which are rare.

/// The frame the graph is recording.
struct OpenFrame {
    let index: Int
    let time: Double
    let step: Int
    /// How many update passes the frame took so far.
    var passes: Int
    /// The events recorded so far that are not body skips, in order.
    private(set) var plainEvents: [TraceEvent]
    /// The body skips recorded so far, in runs, in order.
    private(set) var skipRuns: [SkipRun] = []
    /// How many body skips `skipRuns` hold.
    private(set) var skipCount = 0

    /// A run of skipped siblings and where it lies among the plain events.
    struct SkipRun {
        /// How many plain events were recorded before the run's first skip.
        let plainBefore: Int
        var run: SkippedSiblings
    }

    /// A frame holding `events` (recorded in order); `events` may have spare capacity
    /// for the events still to come.
    init(index: Int, time: Double, step: Int, events: [TraceEvent], passes: Int) {
        self.index = index
        self.time = time
        self.step = step
        self.passes = passes
        guard events.contains(where: \.isSkip) else {
            plainEvents = events
            return
        }
        plainEvents = []
        for event in events { append(event) }
    }

    /// How many events the frame has.
    var eventCount: Int { plainEvents.count + skipCount }

    /// Every event, in recording order (runs of skips expanded). Costs a copy of the
    /// frame's events: for readers that need all of them, which are rare.
    var events: [TraceEvent] {
        guard !skipRuns.isEmpty else { return plainEvents }
        var result: [TraceEvent] = []
        result.reserveCapacity(eventCount)
        var next = 0
        for skipRun in skipRuns {
            result.append(contentsOf: plainEvents[next..<skipRun.plainBefore])
            next = skipRun.plainBefore
            for offset in skipRun.run.nodes.indices { result.append(skipRun.run.event(at: offset, frame: index)) }
        }
        result.append(contentsOf: plainEvents[next...])
        return result
    }

    /// Appends `event`, the latest recorded (taken, not copied).
    mutating func append(_ event: consuming TraceEvent) {
        guard case .bodySkipped(let node, let reason) = event.kind else {
            plainEvents.append(event)
            return
        }
        let causes = event.causes
        if causes.count <= 1 {
            appendSkip(id: event.id, node: node, reason: reason, cause: causes.first, pass: event.pass)
        } else {
            appendSkip(
                id: event.id,
                extendsRun: { $0.extend(id: event.id, pass: event.pass, reason: reason, causes: causes, node: node) },
                run: {
                    SkippedSiblings(firstID: event.id, pass: event.pass, reason: reason, causes: causes, node: node)
                })
        }
    }

    /// Appends the body skip `id` of `node`, the latest recorded, with at most one cause.
    mutating func appendSkip(id: EventID, node: NodeRef, reason: SkipReason, cause: EventID?, pass: Int) {
        appendSkip(
            id: id, extendsRun: { $0.extend(id: id, pass: pass, reason: reason, cause: cause, node: node) },
            run: {
                SkippedSiblings(firstID: id, pass: pass, reason: reason, causes: cause.map { [$0] } ?? [], node: node)
            })
    }

    /// Extends the last run when it ends just before this skip (`extendsRun`), or starts a new one.
    private mutating func appendSkip(
        id: EventID, extendsRun: (inout SkippedSiblings) -> Bool, run: () -> SkippedSiblings
    ) {
        skipCount += 1
        let last = skipRuns.count - 1
        if last >= 0, skipRuns[last].plainBefore == plainEvents.count, extendsRun(&skipRuns[last].run) { return }
        skipRuns.append(SkipRun(plainBefore: plainEvents.count, run: run()))
    }

    /// The event with id `id`, if the frame has it.
    func event(_ id: EventID) -> TraceEvent? {
        for skipRun in skipRuns.reversed() where skipRun.run.firstID <= id {
            if id <= skipRun.run.lastID { return skipRun.run.event(at: id - skipRun.run.firstID, frame: index) }
            break
        }
        let position = plainEvents.partitioningIndex { $0.id >= id }
        guard position < plainEvents.count, plainEvents[position].id == id else { return nil }
        return plainEvents[position]
    }

    /// The ids of the latest events about a view whose id is in `nodes` (a body run, an
    /// attribute changed, a view inserted), at most `limit` of them, last first, among the
    /// events at positions from `floor` on; skips count in the positions but are never
    /// among them. What `forEachPlainEventBackward` finds with such a test, reading each
    /// event where it is kept rather than copying it out.
    func latestEvents(aboutNodesIn nodes: Set<Int>, downTo floor: Int, limit: Int) -> [EventID] {
        var found: [EventID] = []
        var position = eventCount - 1
        var run = skipRuns.count - 1
        var plain = plainEvents.count - 1
        while position >= floor, found.count < limit {
            if run >= 0, skipRuns[run].plainBefore == plain + 1 {
                position -= skipRuns[run].run.nodes.count
                run -= 1
                continue
            }
            guard plain >= 0 else { break }
            switch plainEvents[plain].kind {
            case .bodyEvaluated(let node, _), .attributeChanged(let node, _, _, _), .inserted(let node, _, _, _):
                if nodes.contains(node.id) { found.append(plainEvents[plain].id) }
            default: break
            }
            position -= 1
            plain -= 1
        }
        return found
    }

    /// Calls `body` with each event that is not a skip and its position among all the
    /// frame's events, last first, while positions are at least `floor` and `body`
    /// returns true. Skips count in the positions but are not visited.
    func forEachPlainEventBackward(downTo floor: Int, _ body: (Int, TraceEvent) -> Bool) {
        var position = eventCount - 1
        var run = skipRuns.count - 1
        var plain = plainEvents.count - 1
        while position >= floor {
            if run >= 0, skipRuns[run].plainBefore == plain + 1 {
                position -= skipRuns[run].run.nodes.count
                run -= 1
                continue
            }
            guard plain >= 0, body(position, plainEvents[plain]) else { return }
            position -= 1
            plain -= 1
        }
    }
}

extension Array {
    /// The index of the first element for which `belongs` is true, where every element
    /// after such an element also belongs (a binary search); `count` when none does.
    fileprivate func partitioningIndex(where belongs: (Element) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if belongs(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
