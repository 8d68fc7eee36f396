// Models one stored entry of a closed frame: an event as it was recorded, or a
// run of skipped siblings (see SkippedSiblings) standing for several events.
// Simplifies: entries are only a storage form; every reader sees events through
// `FrameRecord.events`, expanded and in recording order.

/// One stored entry of a `FrameRecord`.
package enum TraceEntry: Sendable {
    /// An event stored as it was recorded.
    case event(TraceEvent)
    /// Two or more consecutive sibling skips.
    case skippedSiblings(SkippedSiblings)

    /// How many events the entry stands for.
    package var eventCount: Int {
        switch self {
        case .event: return 1
        case .skippedSiblings(let run): return run.nodes.count
        }
    }

    /// The ids of the events the entry stands for.
    package var ids: ClosedRange<EventID> {
        switch self {
        case .event(let event): return event.id...event.id
        case .skippedSiblings(let run): return run.firstID...run.lastID
        }
    }

    /// Compacts the events of frame `frame`: runs of sibling skips become one entry each.
    static func compact(_ events: [TraceEvent], frame: Int) -> [TraceEntry] {
        // A small frame has nothing worth sharing: store it as it is, without the
        // bookkeeping (a per-frame cost on every update).
        if events.count <= smallFrame, !events.contains(where: \.isSkip) { return events.map { .event($0) } }
        var entries: [TraceEntry] = []
        var run: SkippedSiblings?
        func flush() {
            guard var finished = run else { return }
            run = nil
            if finished.nodes.count == 1 {
                entries.append(.event(finished.event(at: 0, frame: frame)))
            } else {
                finished.trim()
                entries.append(.skippedSiblings(finished))
            }
        }
        var arrays = SharedArrays()
        for event in events {
            if case .bodySkipped(let node, let reason) = event.kind {
                if run?.extend(with: event, node: node, reason: reason) == true { continue }
                flush()
                run = SkippedSiblings(event, node: node, reason: reason)
                continue
            }
            flush()
            entries.append(.event(arrays.sharing(event)))
        }
        flush()
        if entries.capacity > entries.count + entries.count / 8 + 2 {
            entries = entries.withUnsafeBufferPointer { Array($0) }
        }
        return entries
    }

    /// Frames with at most this many events and no skipped sibling are stored as they are.
    static let smallFrame = 16

    /// Equal small arrays of one frame's events, stored once: events share their
    /// causes (when they have several) or their reasons (`[.dependencies]`), and an
    /// array costs a heap block of its own. Equal arrays read the same, so
    /// sharing one buffer changes nothing a reader sees.
    struct SharedArrays {
        private var causes: [[EventID]: [EventID]] = [:]
        private var reasons: [[ChangeReason]] = []

        /// The stored array equal to `array`, or `array`, now stored.
        mutating func shared(_ array: [EventID]) -> [EventID] {
            guard !array.isEmpty else { return array }
            if let known = causes[array] { return known }
            causes[array] = array
            return array
        }

        /// A recent reasons array equal to `array` (the last 8 are kept), or `array`.
        /// Arrays that carry values (`@self`'s changed fields, a timeline entry) are
        /// left alone: values compare as they print, so comparing them would format
        /// both sides for every body run of every frame, and they rarely repeat.
        mutating func shared(_ array: [ChangeReason]) -> [ChangeReason] {
            guard !array.isEmpty, array.count <= 2, array.allSatisfy(Self.comparesWithoutValues) else { return array }
            if let known = reasons.last(where: { $0 == array }) { return known }
            if reasons.count == 8 { reasons.removeFirst() }
            reasons.append(array)
            return array
        }

        /// Whether `reason` compares without formatting a value.
        private static func comparesWithoutValues(_ reason: ChangeReason) -> Bool {
            switch reason {
            case .selfChanged(let fields): return fields.isEmpty
            case .timelineEntry: return false
            case .identity, .property, .dependencies, .unknown: return true
            }
        }

        /// `event` with its causes (when it has several) and a body run's reasons shared.
        mutating func sharing(_ event: TraceEvent) -> TraceEvent {
            let causes = event.causeArray.map { shared($0) }
            guard case .bodyEvaluated(let node, let reasons) = event.kind else {
                guard let causes else { return event }
                return TraceEvent(id: event.id, frame: event.frame, pass: event.pass, kind: event.kind, causes: causes)
            }
            return TraceEvent(
                id: event.id, frame: event.frame, pass: event.pass,
                kind: .bodyEvaluated(node: node, reasons: shared(reasons)), causes: causes ?? event.causes)
        }
    }
}
