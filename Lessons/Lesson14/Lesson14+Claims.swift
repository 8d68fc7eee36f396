// The claims of lesson 14 and their checks against the trace: how many row
// bodies and onAppears each feed runs when it appears and when it scrolls, the
// List row that a delete removes (and the neighbours it leaves alone), and the
// cards that an AnyLayout switch keeps and moves.
import ViewSim

extension Lesson14 {
    /// The rows of one step: the posts whose row body ran, and the onAppears fired.
    struct RowActivity {
        /// The nodes of the `PostRow`s whose body ran, in order.
        var bodies: [NodeRef] = []
        /// The onAppear actions run.
        var appearances = 0
        /// The body runs that a scroll caused.
        var causedByScroll = 0
    }

    /// What the feed's rows did in `step`.
    static func rowActivity(_ trace: Trace, step: Int) -> RowActivity {
        var activity = RowActivity()
        let scrolls = scrollEvents(trace, step: step)
        for frame in trace.frames(inStep: step) {
            for event in frame.events {
                switch event.kind {
                case .bodyEvaluated(let node, _) where node.is(PostRow.self):
                    activity.bodies.append(node)
                    if scrolls.contains(where: { TaskQuery.isCaused(event.id, by: $0, in: trace) }) {
                        activity.causedByScroll += 1
                    }
                case .actionRun(_, let label, _) where label == "onAppear":
                    activity.appearances += 1
                default:
                    break
                }
            }
        }
        return activity
    }

    /// The script events of `step` that scrolled.
    static func scrollEvents(_ trace: Trace, step: Int) -> [EventID] {
        trace.frames(inStep: step).flatMap(\.events).compactMap { event in
            guard case .script(let label) = event.kind, label.hasPrefix("scroll") else { return nil }
            return event.id
        }
    }

    /// The nodes of `type` inserted and removed in `step`, and whether the removed ones had state.
    static func insertionsAndRemovals(of type: Any.Type, in trace: Trace, step: Int) -> (
        inserted: [NodeRef], removed: [(node: NodeRef, droppedState: Bool)]
    ) {
        var inserted: [NodeRef] = []
        var removed: [(NodeRef, Bool)] = []
        for event in trace.frames(inStep: step).flatMap(\.events) {
            switch event.kind {
            case .inserted(let node, _, _, _) where node.is(type): inserted.append(node)
            case .removed(let node, _, _, let droppedState) where node.is(type): removed.append((node, droppedState))
            default: break
            }
        }
        return (inserted, removed)
    }

    /// The text changes (old → new) of `Text`s in the frames of `step` from `frame` on.
    static func textChanges(_ trace: Trace, step: Int, from frame: Int) -> [String] {
        trace.frames(inStep: step).filter { $0.index >= frame }.flatMap(\.events).compactMap { event in
            guard case .attributeChanged(_, "text", let old, let new) = event.kind else { return nil }
            return "\(old) → \(new)"
        }
    }

    /// The frame of the first script event of `step` whose label starts with `prefix`.
    static func frame(ofScript prefix: String, in trace: Trace, step: Int) -> Int? {
        trace.frames(inStep: step).first { frame in
            frame.events.contains { if case .script(let label) = $0.kind { label.hasPrefix(prefix) } else { false } }
        }?.index
    }

    static var claims: [ScenarioClaim] {
        [
            ScenarioClaim(
                "The VStack feed creates every row when it appears: 1,000 row bodies run and 1,000 onAppears fire in frame 0"
            ) { trace in
                let rows = rowActivity(trace, step: Step.appear)
                return rows.bodies.count == postCount && rows.appearances == postCount
                    ? nil : "\(rows.bodies.count) row bodies ran and \(rows.appearances) onAppears fired"
            },
            ScenarioClaim(
                "Scrolling the VStack feed by 600 points runs no row body and fires no onAppear: every row already exists"
            ) { trace in
                let rows = rowActivity(trace, step: Step.scrollEager)
                guard !scrollEvents(trace, step: Step.scrollEager).isEmpty else { return "nothing scrolled" }
                return rows.bodies.isEmpty && rows.appearances == 0
                    ? nil : "\(rows.bodies.count) row bodies ran and \(rows.appearances) onAppears fired"
            },
        ]
    }

    /// The cards of the deck.
    static var suitsCount: Int { 3 }
}
