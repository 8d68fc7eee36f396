// Models when timelines need the graph: each `TimelineView` with a next entry
// has a wake-up at the first frame at or after that entry (`FrameClock`).
// Simplifies: a priority queue of (frame, node); an entry that moved (the
// schedule restarted) or a removed node leaves a stale wake-up, skipped when it
// comes up. See docs/ARCHITECTURE.md, "Timelines".

/// The frames at which timelines have their next entries.
///
/// ```swift
/// wakeups.schedule(node, at: 12)
/// wakeups.nextFrame()               // 12
/// while let due = wakeups.popDue(atOrBefore: frame) { … }
/// ```
struct TimelineWakeups {
    /// A timeline's next entry comes at `frame`.
    struct Wakeup {
        let frame: Int
        let node: ViewNode
    }

    private var queue = PriorityQueue<Wakeup>(by: { ($0.frame, $0.node.id) })

    /// Wakes `node` at `frame`.
    mutating func schedule(_ node: ViewNode, at frame: Int) {
        queue.push(Wakeup(frame: frame, node: node))
    }

    /// The next wake-up that is still current (dropping stale ones), if any.
    mutating func nextFrame() -> Int? {
        while let first = queue.first {
            if first.node.isRemoved || first.node.timeline?.wakeupFrame != first.frame {
                _ = queue.pop()
                continue
            }
            return first.frame
        }
        return nil
    }

    /// Takes the next wake-up at or before `frame` (stale ones included; the
    /// caller checks them).
    mutating func popDue(atOrBefore frame: Int) -> Wakeup? {
        guard let first = queue.first, first.frame <= frame else { return nil }
        return queue.pop()
    }

    /// The earliest wake-up, stale or not.
    var first: Wakeup? { queue.first }
}
