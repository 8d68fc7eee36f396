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
        for event in events {
            if case .bodySkipped(let node, let reason) = event.kind {
                if run?.extend(with: event, node: node, reason: reason) == true { continue }
                flush()
                run = SkippedSiblings(event, node: node, reason: reason)
                continue
            }
            flush()
            entries.append(.event(event))
        }
        flush()
        if entries.capacity > entries.count + entries.count / 8 + 2 {
            entries = entries.withUnsafeBufferPointer { Array($0) }
        }
        return entries
    }
}
