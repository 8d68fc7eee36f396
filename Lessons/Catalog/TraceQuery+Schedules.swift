// Trace queries for the lessons on schedules and keyframes (lessons 5, 6 and 7):
// timeline entries as seconds, the nodes below a view of some type, state writes,
// the animations that start on a view's effects, when a step ended, and the check
// of a cyclic schedule's entries.
// Simplifies: reads only the public Trace; nodes are found through insertions.
import Foundation
import ViewSim

extension TraceQuery {
    /// Seconds since the start of a trace date (printed `t=2.5s`) → 2.5.
    static func seconds(_ value: TraceValue) -> Double? {
        guard case .date(let seconds) = value else { return nil }
        return seconds
    }

    /// A timeline reaching an entry: where, and the dates (in seconds since the start).
    struct Entry {
        let frame: FrameRecord
        let node: NodeRef
        /// The entry the timeline showed before.
        let previous: Double?
        let date: Double
    }

    /// The entries reached in `steps` by the timelines whose ids are in `ids`.
    static func timelineEntries(_ trace: Trace, of ids: Set<Int>, steps: ClosedRange<Int>) -> [Entry] {
        frames(trace, steps: steps).flatMap { frame in
            frame.events.compactMap { event -> Entry? in
                guard case .timelineEntry(let node, let previous, let entry) = event.kind, ids.contains(node.id),
                    let date = seconds(entry)
                else { return nil }
                return Entry(frame: frame, node: node, previous: previous.flatMap(seconds), date: date)
            }
        }
    }

    /// The ids of every node inserted (anywhere in the trace) at or below a node
    /// whose label is `label`, such as `"Metronome"`.
    static func nodeIDs(below label: String, in trace: Trace) -> Set<Int> {
        nodeIDs(in: trace) { $0.label == label }
    }

    /// The ids of every node inserted at or below the node with id `id`.
    static func nodeIDs(belowNode id: Int, in trace: Trace) -> Set<Int> {
        nodeIDs(in: trace) { $0.id == id }
    }

    /// The ids of every node inserted at or below a node for which `isRoot` is true.
    static func nodeIDs(in trace: Trace, below isRoot: (NodeRef) -> Bool) -> Set<Int> {
        var parent: [Int: Int] = [:]
        var roots: Set<Int> = []
        var all: [Int] = []
        for event in trace.events {
            guard case .inserted(let node, let parentRef, _, _) = event.kind else { continue }
            all.append(node.id)
            if let parentRef { parent[node.id] = parentRef.id }
            if isRoot(node) { roots.insert(node.id) }
        }
        return Set(
            all.filter { id in
                var cursor: Int? = id
                while let current = cursor {
                    if roots.contains(current) { return true }
                    cursor = parent[current]
                }
                return false
            })
    }

    /// The ids of the TimelineViews among `ids`.
    static func timelineIDs(among ids: Set<Int>, in trace: Trace) -> Set<Int> {
        var result: Set<Int> = []
        for event in trace.events {
            if case .inserted(let node, _, _, _) = event.kind, node.label == "TimelineView", ids.contains(node.id) {
                result.insert(node.id)
            }
        }
        return result
    }

    /// The ids of the TimelineViews inserted below a view whose label is `label`.
    static func timelineIDs(below label: String, in trace: Trace) -> Set<Int> {
        timelineIDs(among: nodeIDs(below: label, in: trace), in: trace)
    }

    /// The insertions of views labelled `label` in `steps`.
    static func insertions(of label: String, in trace: Trace, steps: ClosedRange<Int>) -> [(
        frame: FrameRecord, node: NodeRef
    )] {
        frames(trace, steps: steps).flatMap { frame in
            frame.events.compactMap { event -> (FrameRecord, NodeRef)? in
                guard case .inserted(let node, _, _, _) = event.kind, node.label == label else { return nil }
                return (frame, node)
            }
        }
    }

    /// The writes of a `@State` property (`"MetronomePendulum._bellCounter"`) in `steps`.
    static func stateWrites(_ property: String, in trace: Trace, steps: ClosedRange<Int>) -> [(
        frame: FrameRecord, old: TraceValue, new: TraceValue, invalidates: Bool
    )] {
        frames(trace, steps: steps).flatMap { frame in
            frame.events.compactMap { event -> (FrameRecord, TraceValue, TraceValue, Bool)? in
                guard case .stateWrite(_, let name, let old, let new, let invalidates) = event.kind, name == property
                else { return nil }
                return (frame, old, new, invalidates)
            }
        }
    }

    /// An animation that began on one of a view's values: a fresh start, or one
    /// that merged with or runs along with an animation already running.
    struct AnimationStart {
        let frame: FrameRecord
        let pass: Int
        let node: NodeRef
        /// What animates: `"rotation"`, `"offset"`, `"scale"`.
        let attribute: String
        /// `"started"`, `"merged"` or `"combined"`.
        let kind: String
        /// The new animation (printed as written in code: `easeInOut(duration: 1)`).
        let animation: Animation
        /// The value it starts from (only known for a fresh start).
        let from: TraceValue?
        let to: TraceValue
    }

    /// The animations that began in `steps` on the nodes in `ids`, in order.
    static func animationStarts(_ trace: Trace, of ids: Set<Int>, steps: ClosedRange<Int>) -> [AnimationStart] {
        frames(trace, steps: steps).flatMap { frame in
            frame.events.compactMap { event -> AnimationStart? in
                guard case .animation(let node, let attribute, let phase) = event.kind, ids.contains(node.id) else {
                    return nil
                }
                switch phase {
                case .started(let animation, let from, let to, _):
                    return AnimationStart(
                        frame: frame, pass: event.pass, node: node, attribute: attribute, kind: "started",
                        animation: animation, from: from, to: to)
                case .merged(let animation, _, let to, _):
                    return AnimationStart(
                        frame: frame, pass: event.pass, node: node, attribute: attribute, kind: "merged",
                        animation: animation, from: nil, to: to)
                case .combined(let animation, _, let to, _):
                    return AnimationStart(
                        frame: frame, pass: event.pass, node: node, attribute: attribute, kind: "combined",
                        animation: animation, from: nil, to: to)
                default:
                    return nil
                }
            }
        }
    }

    /// Whether two times in seconds agree to the trace's precision (0.1 ms).
    static func same(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 0.000_15 }

    /// "0.2, 0.4, 0.8", for failure messages.
    static func list(_ values: [Double]) -> String {
        "[" + values.map { String(format: "%.4g", $0) }.joined(separator: ", ") + "]"
    }

    /// The time of the last frame a step processed (idle frames included).
    static func stepEnd(_ trace: Trace, step: Int) -> Double {
        guard trace.steps.indices.contains(step), let frames = trace.steps[step].frames,
            let sample = trace.frames.first(where: { $0.index > 0 })
        else { return 0 }
        return Double(frames.upperBound) * sample.time / Double(sample.index)
    }

    /// The cyclic timeline below `view` (inserted in step `appear`) reaches exactly
    /// `expected` (seconds after it appeared) in `steps`, and starts from that moment;
    /// nil when it does, else what differs.
    static func checkCycle(_ trace: Trace, view: String, appear step: Int, steps: ClosedRange<Int>, expected: [Double])
        -> String?
    {
        guard let appear = insertions(of: view, in: trace, steps: step...step).first else {
            return "no \(view) appeared in step \(step)"
        }
        let start = appear.frame.time
        let entries = timelineEntries(trace, of: timelineIDs(below: view, in: trace), steps: steps)
        let offsets = entries.map { $0.date - start }
        guard offsets.count == expected.count, zip(offsets, expected).allSatisfy(same) else {
            return "\(view)'s entries came \(list(offsets)) s after it appeared, expected \(list(expected))"
        }
        guard let first = entries.first?.previous, same(first, start) else {
            return
                "\(view)'s content first showed \(entries.first?.previous.map { "t=\($0)s" } ?? "nothing"), not the date it appeared, t=\(start)s"
        }
        // An entry is shown in the first frame at or after its date (a date within a
        // microsecond of a frame, Date's rounding, counts as at that frame).
        if let late = entries.first(where: {
            $0.frame.time < $0.date - 0.000_15 || $0.frame.time >= $0.date + 1.0 / 60 - 0.000_15
        }) {
            return "the entry t=\(late.date)s was reached in \(describe(late.frame))"
        }
        return nil
    }
}
