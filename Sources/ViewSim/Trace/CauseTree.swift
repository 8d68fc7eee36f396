// Models where each event of a frame sits in the frame's tree of causes and
// effects: under its most recent cause in the frame, roots in the order they
// happened, each event's effects ordered by the last update pass reached below
// them. The one rule the text trace, the JSON exports (`parentEvent`, `order`)
// and the report read. Simplifies: an event with several causes sits under the
// latest one only (the others are "also caused by" lines).

/// A frame's events arranged as a tree of causes and effects, computed once.
///
/// Each event sits under its most recent cause in the same frame (a body run
/// after two writes sits under the second, so the writes read in the order they
/// happened); an event with no cause in the frame is a root. Roots stay in the
/// order they happened (a frame's animation samples first, then what the script
/// did); an event's effects are listed by the last pass reached below each of
/// them, those that end sooner first, and in the order they happened within a
/// pass, so the tree reads in the order things happened.
///
/// A tree may leave events out (`including`): an event left out passes its place
/// to its effects, which then sit under its own nearest included ancestor.
///
/// ```swift
/// let tree = CauseTree(events: frame.events)
/// tree.depthFirst.map { TraceText.line(for: tree.events[$0]) }
/// // ["▶ tap \"heart\"", "▷ onTapGesture #4 action runs", "✎ Heart._isOn: false → true", …]
/// ```
package struct CauseTree {
    /// The events the tree holds, in the order they happened.
    package let events: [TraceEvent]
    /// For each event (by position in `events`), the position of the event it
    /// sits under; nil for a root.
    package let parents: [Int?]
    /// For each event, the positions of its effects in the order the tree lists them.
    package let children: [[Int]]
    /// The positions of the roots, in the order they happened.
    package let roots: [Int]
    /// Each event's position by id (looked up only).
    private let positionOf: [EventID: Int]

    /// The cause an event sits under, when that cause is in its frame: its most
    /// recent one (the largest id; ids count up as events happen).
    ///
    /// ```swift
    /// CauseTree.parentCause(of: bodyRunAfterTwoWrites)   // the second write's id
    /// ```
    package static func parentCause(of event: TraceEvent) -> EventID? {
        event.causes.max()
    }

    /// The tree of `frameEvents` (one frame's events, in the order they
    /// happened), holding only the events `including` accepts.
    package init(events frameEvents: [TraceEvent], including: (TraceEvent) -> Bool = { _ in true }) {
        var events: [TraceEvent] = []
        events.reserveCapacity(frameEvents.count)
        // Each event of the frame by id: its position in the tree, or the place of
        // its nearest included ancestor when it is left out.
        var placeOf: [EventID: Int?] = [:]
        var parents: [Int?] = []
        for event in frameEvents {
            // Causes are earlier events of the frame, already placed, so one pass
            // resolves every chain of left-out events (no walk as deep as the tree).
            var parent: Int?
            if let cause = Self.parentCause(of: event), cause != event.id, let place = placeOf[cause] { parent = place }
            if including(event) {
                placeOf[event.id] = .some(events.count)
                events.append(event)
                parents.append(parent)
            } else {
                placeOf[event.id] = .some(parent)
            }
        }
        var children = [[Int]](repeating: [], count: events.count)
        var roots: [Int] = []
        for (position, parent) in parents.enumerated() {
            if let parent { children[parent].append(position) } else { roots.append(position) }
        }
        // The last pass reached below each event: effects come after their causes,
        // so one walk from the last event to the first finds it.
        var lastPass = events.map(\.pass)
        for position in events.indices.reversed() {
            if let parent = parents[position] { lastPass[parent] = max(lastPass[parent], lastPass[position]) }
        }
        for position in children.indices where children[position].count > 1 {
            // A stable order: by last pass, then as they happened.
            children[position].sort { (lastPass[$0], $0) < (lastPass[$1], $1) }
        }
        self.events = events
        self.parents = parents
        self.children = children
        self.roots = roots
        positionOf = Dictionary(uniqueKeysWithValues: events.enumerated().map { ($0.element.id, $0.offset) })
    }

    /// The positions of the events as the tree lists them, depth first: each
    /// root, then its effects in order, each followed by its own.
    package var depthFirst: [Int] {
        var result: [Int] = []
        result.reserveCapacity(events.count)
        // An explicit stack: the cause tree of a deep mount is as deep as the view tree.
        var stack = roots.reversed() as [Int]
        while let position = stack.popLast() {
            result.append(position)
            stack.append(contentsOf: children[position].reversed())
        }
        return result
    }

    /// For each event (by position in `events`), its place in ``depthFirst``:
    /// the `order` the JSON exports write.
    package var orders: [Int] {
        var orders = [Int](repeating: 0, count: events.count)
        for (order, position) in depthFirst.enumerated() { orders[position] = order }
        return orders
    }

    /// The position of the event with this id, when the tree holds it.
    package func position(of id: EventID) -> Int? { positionOf[id] }

    /// The causes of the event at `position` other than its most recent one,
    /// when the tree holds them: the events an "also caused by" line names, in
    /// the order of its causes.
    package func otherCauses(of position: Int) -> [TraceEvent] {
        let event = events[position]
        guard event.causes.count > 1 else { return [] }
        let parentCause = Self.parentCause(of: event)
        return event.causes.filter { $0 != parentCause }.compactMap { positionOf[$0].map { events[$0] } }
    }
}
