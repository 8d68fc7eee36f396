// Trace queries the lessons' claims share: frames of a range of steps, the
// frames in which a timeline reached an entry, action runs, and the nodes below
// a view named with `.accessibilityIdentifier`.
// Simplifies: reads only the public Trace; nodes are found through insertions.
import Foundation
import ViewSim

/// Helpers for writing claim checks over a `Trace`.
enum TraceQuery {
    /// The frames (in which something happened) of the steps in `steps`.
    static func frames(_ trace: Trace, steps: ClosedRange<Int>) -> [FrameRecord] {
        trace.frames.filter { steps.contains($0.step) }
    }

    /// The timeline entries reached in a frame.
    static func entries(in frame: FrameRecord) -> [TraceEvent] {
        frame.events.filter { $0.kind.name == .timelineEntry }
    }

    /// The frames of `steps` in which a timeline reached a new entry.
    static func entryFrames(_ trace: Trace, steps: ClosedRange<Int>) -> [FrameRecord] {
        frames(trace, steps: steps).filter { !entries(in: $0).isEmpty }
    }

    /// The post-update actions run in a frame whose node label starts with `prefix`
    /// (`".onChange"`), with the dispatch number onChange actions carry.
    static func actionRuns(in frame: FrameRecord, labelPrefix prefix: String) -> [(node: NodeRef, dispatch: Int?)] {
        frame.events.compactMap {
            guard case .actionRun(let node, _, let dispatch) = $0.kind, node.label.hasPrefix(prefix) else { return nil }
            return (node, dispatch)
        }
    }

    /// The onChange dispatches suppressed in a frame (the third and later).
    static func suppressedActions(in frame: FrameRecord) -> [(node: NodeRef, dispatch: Int)] {
        frame.events.compactMap {
            guard case .actionSuppressed(let node, _, let dispatch) = $0.kind else { return nil }
            return (node, dispatch)
        }
    }

    /// The `@Published` changes announced in a frame: (object, property, new value).
    static func publishedChanges(in frame: FrameRecord) -> [(object: String, property: String?, new: TraceValue?)] {
        frame.events.compactMap {
            guard case .objectWillChange(let object, let property, _, let new) = $0.kind else { return nil }
            return (object, property, new)
        }
    }

    /// The ids of every node inserted at or below a view named `name` with
    /// `.accessibilityIdentifier(name)`, in the steps in `steps`.
    static func nodeIDs(named name: String, in trace: Trace, steps: ClosedRange<Int>) -> Set<Int> {
        var parent: [Int: Int] = [:]
        var named: Set<Int> = []
        var all: [Int] = []
        for frame in frames(trace, steps: 0...steps.upperBound) {
            for event in frame.events {
                guard case .inserted(let node, let parentRef, _, _) = event.kind else { continue }
                all.append(node.id)
                if let parentRef { parent[node.id] = parentRef.id }
                if node.label == ".accessibilityIdentifier(\"\(name)\")" { named.insert(node.id) }
            }
        }
        var result: Set<Int> = []
        for id in all {
            var cursor: Int? = id
            while let current = cursor {
                if named.contains(current) {
                    result.insert(id)
                    break
                }
                cursor = parent[current]
            }
        }
        return result
    }

    /// The changes of `attribute` (`"text"`) recorded in `steps` for the nodes in `ids`.
    static func attributeChanges(_ attribute: String, of ids: Set<Int>, in trace: Trace, steps: ClosedRange<Int>) -> [(
        old: TraceValue, new: TraceValue
    )] {
        frames(trace, steps: steps).flatMap(\.events).compactMap {
            guard case .attributeChanged(let node, let name, let old, let new) = $0.kind, name == attribute,
                ids.contains(node.id)
            else { return nil }
            return (old, new)
        }
    }

    /// The tokens of a body evaluation's reasons: `["@self"]`, `["_quips"]`.
    static func tokens(_ evaluation: BodyEvaluation) -> [String] {
        evaluation.reasons.map(\.token)
    }

    /// The paths of the fields whose change made a body run with `@self`.
    static func changedFields(_ evaluation: BodyEvaluation) -> [String] {
        evaluation.reasons.flatMap { reason -> [String] in
            if case .selfChanged(let fields) = reason { return fields.map(\.path) }
            return []
        }
    }

    /// "frame 13 (t=0.2167s)", for failure messages.
    static func describe(_ frame: FrameRecord) -> String {
        "frame \(frame.index) (t=\(String(format: "%.4f", frame.time))s)"
    }
}
