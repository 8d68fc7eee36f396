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

    /// The entries of closed frame `frame`: its plain events, and its runs of sibling
    /// skips (a run of one stored as the event it stands for), in recording order.
    static func entries(of frame: OpenFrame) -> [TraceEntry] {
        var entries: [TraceEntry] = []
        entries.reserveCapacity(frame.plainEvents.count + frame.skipRuns.count)
        var arrays = SharedArrays()
        var next = 0
        func appendPlain(upTo end: Int) {
            while next < end {
                entries.append(.event(arrays.sharing(frame.plainEvents[next])))
                next += 1
            }
        }
        for skipRun in frame.skipRuns {
            appendPlain(upTo: skipRun.plainBefore)
            var run = skipRun.run
            if run.nodes.count == 1 {
                entries.append(.event(run.event(at: 0, frame: frame.index)))
            } else {
                run.trim()
                entries.append(.skippedSiblings(run))
            }
        }
        appendPlain(upTo: frame.plainEvents.count)
        return entries
    }

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
