// Folds a long run of alike sibling views, one rule for the cause → effect
// diagram and the step summary `viewsim run` prints: when one event (or the
// start of a frame) inserts many views of one type in a row, each with the same
// effects below it, only the first is shown, marked "×n".
// Simplifies: alike means the same event kinds and node labels in the same
// order, values aside. Lesson: lesson14 (a VStack of 1,000 rows).

/// The runs of alike sibling subtrees among a diagram's shown events.
///
/// ```swift
/// let alike = AlikeSiblings(shown: shown, all: events)
/// let drawn = shown.filter { !alike.hidden.contains($0.id) }
/// alike.counts[event.id]   // 1000 for the first row's events, nil for others
/// alike.runs[insertion.id]  // "×1000 alike sibling views: Post inserted, body, onAppear"
/// ```
package struct AlikeSiblings {
    /// viewsim's model: a run this long or longer is drawn once; shorter runs are drawn whole.
    package static let minimumRun = 12

    /// The events of the second and later subtrees of each run, not drawn.
    package private(set) var hidden: Set<EventID> = []
    /// For each event of a run's first subtree, how many subtrees the run has.
    package private(set) var counts: [EventID: Int] = [:]
    /// For the insertion that starts each run's first subtree, what the run is:
    /// `×1000 alike sibling views: Post inserted, body, onAppear`.
    package private(set) var runs: [EventID: String] = [:]

    package init(shown: [TraceEvent], all: [TraceEvent]) {
        let ids = Set(shown.map(\.id))
        var causeOf: [EventID: EventID] = [:]
        for event in all { if let cause = event.causes.max() { causeOf[event.id] = cause } }
        // Each event under the cause it sits under in the cause tree (its most recent
        // one; an event not shown passes its place to its own cause), or under the start
        // of its frame when no shown event caused it.
        var children: [Int: [TraceEvent]] = [:]
        var parents: [Int] = []
        for event in shown {
            var parent = causeOf[event.id]
            // Bounded: causes come before their effects, so ids go down.
            while let current = parent, !ids.contains(current), let next = causeOf[current], next < current {
                parent = next
            }
            if let current = parent, !ids.contains(current) { parent = nil }
            let key = parent ?? -1 - event.frame
            if children[key] == nil { parents.append(key) }
            children[key, default: []].append(event)
        }
        func subtree(_ event: TraceEvent) -> [TraceEvent] {
            var result: [TraceEvent] = []
            var stack = [event]
            // Bounded: each event has one parent, so each is visited once.
            while let next = stack.popLast(), result.count < shown.count {
                result.append(next)
                stack += (children[next.id] ?? []).reversed()
            }
            return result
        }
        func signature(_ events: [TraceEvent]) -> [String] {
            events.map { "\($0.kind.name) \($0.node?.label ?? "")" }
        }
        for parent in parents {
            // A run is of one parent's children: a parent with fewer than a run's minimum has
            // none, and its children's subtrees are not walked (a chain N views deep would
            // walk N subtrees of up to N events: minutes for 10,000 levels in a debug build).
            guard (children[parent]?.count ?? 0) >= Self.minimumRun else { continue }
            var run: [[TraceEvent]] = []
            var runSignature: [String] = []
            for child in children[parent] ?? [] {
                let members = subtree(child)
                let isInsertion = if case .inserted = child.kind { true } else { false }
                let shape = signature(members)
                if isInsertion, !run.isEmpty, shape == runSignature {
                    run.append(members)
                    continue
                }
                fold(run)
                run = isInsertion ? [members] : []
                runSignature = shape
            }
            fold(run)
        }
    }

    private mutating func fold(_ run: [[TraceEvent]]) {
        guard run.count >= Self.minimumRun, let first = run.first else { return }
        for event in first { counts[event.id] = run.count }
        if let root = first.first { runs[root.id] = "×\(run.count) alike sibling views: " + Self.story(first) }
        for members in run.dropFirst() { hidden.formUnion(members.map(\.id)) }
    }

    /// What each view of a run does, from its first subtree: `Post inserted, body, onAppear`.
    static func story(_ members: [TraceEvent]) -> String {
        var words: [String] = []
        for event in members {
            let word: String
            switch event.kind {
            case .inserted(let node, _, _, _): word = "\(node.label) inserted"
            case .bodyEvaluated: word = "body"
            case .bodySkipped: word = "body skipped"
            case .actionRun(_, let label, _): word = label
            default: word = event.kind.name.rawValue
            }
            if words.last != word { words.append(word) }
        }
        return words.joined(separator: ", ")
    }
}
