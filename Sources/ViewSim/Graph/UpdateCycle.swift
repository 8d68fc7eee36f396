// Models the cycle SwiftUI names when an `onChange` action runs a third time in
// one frame: the chain of causes from the action's previous run to the
// suppressed dispatch.
// Simplifies: a breadth-first search backwards through the open frame's cause
// links (every event names the events that caused it); the shortest chain wins.

/// Finds the update cycle that ends at a suppressed `onChange` dispatch.
enum UpdateCycle {
    /// The chain of events from the previous run of node `node`'s action to
    /// `event`, first to last, searched in `events` (the open frame); empty when
    /// no earlier run is among `event`'s causes.
    static func chain(endingAt event: EventID, node: Int, in events: [TraceEvent]) -> [TraceEvent] {
        chain(endingAt: event, in: events) {
            if case .actionRun(let ref, _, _) = $0.kind { return ref.id == node }
            return false
        }
    }

    /// The chain of events from the nearest earlier event that `isStart` accepts, through
    /// `event`'s causes, to `event`, first to last; empty when none is among its causes.
    static func chain(endingAt event: EventID, in events: [TraceEvent], from isStart: (TraceEvent) -> Bool)
        -> [TraceEvent]
    {
        var byID: [EventID: TraceEvent] = [:]
        for recorded in events { byID[recorded.id] = recorded }
        // Breadth-first search backwards through causes to an earlier run of the action.
        var previous: [EventID: EventID] = [:]
        var queue = [event]
        var found: EventID?
        var index = 0
        while index < queue.count, found == nil {
            let current = queue[index]
            index += 1
            guard let recorded = byID[current] else { continue }
            for cause in recorded.causes where previous[cause] == nil && cause != event {
                previous[cause] = current
                if let causeEvent = byID[cause], isStart(causeEvent) {
                    found = cause
                    break
                }
                queue.append(cause)
            }
        }
        guard let start = found else { return [] }
        var chain: [EventID] = [start]
        var cursor = start
        while let next = previous[cursor] {
            chain.append(next)
            cursor = next
            if next == event { break }
        }
        return chain.compactMap { byID[$0] }
    }
}
