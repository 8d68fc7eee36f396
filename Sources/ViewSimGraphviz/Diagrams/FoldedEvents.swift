// Folds a running animation's per-frame events for the cause → effect diagram:
// consecutive `.frame` events of one node and attribute become one node, and so
// does an effect repeated once per folded frame (an Animatable view's body).
// Simplifies: a fold needs two events; a retarget ends a run. Lesson: lesson3, lesson10.
import ViewSim

/// The shown events of some frames, with animation frames and their repeated
/// effects folded into groups.
///
/// ```swift
/// let folded = FoldedEvents(shown: events.filter(CauseEffectDiagram.isShown))
/// for item in folded.items { … }   // .event(e) or .fold(f), in trace order
/// ```
struct FoldedEvents {
    /// A run of events drawn as one node.
    struct Fold {
        /// The events folded, in order; the first one stands for them all.
        var members: [TraceEvent]
        /// Whether the members are an animation's `.frame` events (else repeated effects).
        let isAnimationFrames: Bool

        var first: TraceEvent { members[0] }
        var last: TraceEvent { members[members.count - 1] }
    }

    /// One node of the diagram.
    enum Item {
        case event(TraceEvent)
        case fold(Fold)

        /// The id of the event that stands for the item.
        var id: EventID {
            switch self {
            case .event(let event): return event.id
            case .fold(let fold): return fold.first.id
            }
        }

        /// Every event the item draws.
        var events: [TraceEvent] {
            switch self {
            case .event(let event): return [event]
            case .fold(let fold): return fold.members
            }
        }
    }

    /// How deep repeated effects are followed below a run of frames.
    static let maximumDepth = 8

    /// The items in trace order: each fold at the place of its first event.
    private(set) var items: [Item] = []
    /// For each folded event, the id of its fold's first event (looked up only).
    private var representatives: [EventID: EventID] = [:]

    init(shown: [TraceEvent]) {
        var folds: [Fold] = []
        var groupOf: [EventID: Int] = [:]

        // Runs of `.frame` events of one node and attribute, driven by one start.
        var open: [String: Int] = [:]
        var runs: [Fold] = []
        for event in shown {
            guard case .animation(let node, let attribute, let phase) = event.kind else { continue }
            let key = "\(node.id)|\(attribute)"
            switch phase {
            case .frame:
                if let index = open[key],
                    CauseTree.parentCause(of: runs[index].last) == CauseTree.parentCause(of: event)
                {
                    runs[index].members.append(event)
                } else {
                    open[key] = runs.count
                    runs.append(Fold(members: [event], isAnimationFrames: true))
                }
            case .started, .merged, .combined, .changedWithoutAnimation, .movedWithoutAnimation,
                .swappedWithoutTransition:
                open[key] = nil
            case .logicallyComplete, .finished, .velocity:
                break
            }
        }
        for run in runs where run.members.count > 1 {
            for member in run.members { groupOf[member.id] = folds.count }
            folds.append(run)
        }

        // The same effect once per folded event, level by level.
        var level = folds.indices
        var depth = 0
        while !level.isEmpty, depth < Self.maximumDepth {
            var keys: [String] = []
            var candidates: [String: [TraceEvent]] = [:]
            for event in shown where groupOf[event.id] == nil {
                guard let cause = CauseTree.parentCause(of: event), let parent = groupOf[cause], level.contains(parent),
                    let key = Self.foldKey(event)
                else { continue }
                let groupKey = "\(parent)|\(key)"
                if candidates[groupKey] == nil { keys.append(groupKey) }
                candidates[groupKey, default: []].append(event)
            }
            let start = folds.count
            for key in keys {
                guard let members = candidates[key], members.count > 1 else { continue }
                for member in members { groupOf[member.id] = folds.count }
                folds.append(Fold(members: members, isAnimationFrames: false))
            }
            level = start..<folds.count
            depth += 1
        }

        for fold in folds {
            for member in fold.members { representatives[member.id] = fold.first.id }
        }
        for event in shown {
            if let index = groupOf[event.id] {
                if folds[index].first.id == event.id { items.append(.fold(folds[index])) }
            } else {
                items.append(.event(event))
            }
        }
    }

    /// The id of the item that draws `event`: its fold's first event, or itself.
    func representative(of event: EventID) -> EventID { representatives[event] ?? event }

    /// Whether `event` is drawn as part of a fold.
    func isFolded(_ event: EventID) -> Bool { representatives[event] != nil }

    /// Events that repeat once per animation frame and fold together: same kind, same
    /// node, same attribute or reasons, whatever the values.
    static func foldKey(_ event: TraceEvent) -> String? {
        switch event.kind {
        case .bodyEvaluated(let node, let reasons):
            return "body|\(node.id)|\(reasons.map(\.token).joined(separator: ","))"
        case .bodySkipped(let node, _): return "skip|\(node.id)"
        case .attributeChanged(let node, let name, _, _): return "attribute|\(node.id)|\(name)"
        case .valueChanged(let node, let label, _, _): return "value|\(node.id)|\(label)"
        case .printChanges(let line): return "print|\(line)"
        case .animation(let node, let attribute, .frame): return "frame|\(node.id)|\(attribute)"
        default: return nil
        }
    }

    /// The words of a fold's node: the first line as the text trace would say it for
    /// the whole run, then where the run sits in time.
    static func lines(for fold: Fold, times: [Int: Double]) -> (headline: String, detail: String) {
        let count = fold.members.count
        let first = fold.first.frame
        let last = fold.last.frame
        var detail = first == last ? "frame \(first)" : "frames \(first)–\(last)"
        if let start = times[first], let end = times[last] {
            detail +=
                start == end
                ? " · t=\(ValueFormatter.number(start))s"
                : " · t=\(ValueFormatter.number(start))–\(ValueFormatter.number(end))s"
        }
        switch (fold.first.kind, fold.last.kind) {
        case (.animation(let node, let attribute, .frame(let first)), .animation(_, _, .frame(let last))):
            let (from, to, model) = (first.presentation, last.presentation, last.model)
            if to != model { detail += " · model \(model)" }
            return (
                "\(TraceGlyph.animationFrame.symbol) \(node) \(attribute) \(from) … \(to) over \(count) frames", detail
            )
        case (.attributeChanged(let node, let name, let old, _), .attributeChanged(_, _, _, let new)):
            return (
                "\(TraceGlyph.changed.symbol) \(node) \(name): \(old) → … → \(new) over \(count) frames",
                "once per animation frame · " + detail
            )
        case (.valueChanged(let node, _, let old, _), .valueChanged(_, _, _, let new)):
            return (
                "\(TraceGlyph.changed.symbol) \(node) sees a new value \(count) times: \(old) → … → \(new)",
                "once per animation frame · " + detail
            )
        default:
            return (TraceText.line(for: fold.first) + " ×\(count)", "once per animation frame · " + detail)
        }
    }
}
