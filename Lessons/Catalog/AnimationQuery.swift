// Trace queries for the animation lessons (3, 9, 11): the `.transaction` and
// `.animation` events of a step, the value presented frame by frame, and the
// numbers inside their text ("0.3558", "(1.2, 1.2)").
// Simplifies: values are read back from the trace's text, as a learner reads them.
import Foundation
import ViewSim

/// Helpers for claims about transactions and animations.
enum AnimationQuery {
    /// One `.animation` event, with where and when it happened.
    struct Event {
        let id: EventID
        let frame: Int
        let time: Double
        let step: Int
        let pass: Int
        let node: NodeRef
        let attribute: String
        let phase: AnimationPhase
    }

    /// One frame's presented value of an animated attribute.
    struct Sample {
        let frame: Int
        let time: Double
        /// The presented value, as the trace shows it.
        let presentation: String
        /// The model value it heads for.
        let model: String
        /// The first number in `presentation`.
        var value: Double { AnimationQuery.number(presentation) ?? .nan }
    }

    /// The `.animation` events in `steps` of nodes whose label starts with `prefix`.
    static func events(_ trace: Trace, steps: ClosedRange<Int>, node prefix: String) -> [Event] {
        TraceQuery.frames(trace, steps: steps).flatMap { frame in
            frame.events.compactMap { event -> Event? in
                guard case .animation(let node, let attribute, let phase) = event.kind, node.label.hasPrefix(prefix) else { return nil }
                return Event(id: event.id, frame: frame.index, time: frame.time, step: frame.step, pass: event.pass,
                             node: node, attribute: attribute, phase: phase)
            }
        }
    }

    /// The animations started, merged or combined in `steps` for nodes labelled `prefix…`:
    /// (the event, the animation's description, its origin).
    static func starts(_ trace: Trace, steps: ClosedRange<Int>, node prefix: String) -> [(event: Event, animation: String, origin: String?)] {
        events(trace, steps: steps, node: prefix).compactMap { event in
            switch event.phase {
            case .started(let animation, _, _, let origin), .merged(let animation, _, _, let origin),
                 .combined(let animation, _, _, let origin):
                return (event, animation, origin)
            default:
                return nil
            }
        }
    }

    /// The presented values, frame by frame, of nodes labelled `prefix…` in `steps`.
    static func samples(_ trace: Trace, steps: ClosedRange<Int>, node prefix: String) -> [Sample] {
        events(trace, steps: steps, node: prefix).compactMap { event in
            guard case .frame(let presentation, let model) = event.phase else { return nil }
            return Sample(frame: event.frame, time: event.time, presentation: presentation, model: model)
        }
    }

    /// The first event in `steps` of nodes labelled `prefix…` whose phase matches.
    static func firstFrame(_ trace: Trace, steps: ClosedRange<Int>, node prefix: String,
                           where matches: (AnimationPhase) -> Bool) -> Event? {
        events(trace, steps: steps, node: prefix).first { matches($0.phase) }
    }

    /// The `.transaction` events of `steps`: (event id, frame, node, the change).
    static func transactions(_ trace: Trace, steps: ClosedRange<Int>) -> [(id: EventID, frame: Int, node: NodeRef, change: String)] {
        TraceQuery.frames(trace, steps: steps).flatMap { frame in
            frame.events.compactMap { event in
                guard case .transaction(let node, let change) = event.kind else { return nil }
                return (event.id, frame.index, node, change)
            }
        }
    }

    /// The first number in `text`: `"0.3558"` → 0.3558, `"(1.2, 1.2)"` → 1.2.
    static func number(_ text: String) -> Double? {
        var digits = ""
        for character in text {
            if character.isNumber || character == "." || (character == "-" && digits.isEmpty) {
                digits.append(character)
            } else if !digits.isEmpty {
                break
            }
        }
        return Double(digits)
    }

    /// "0.3558", for failure messages.
    static func format(_ value: Double) -> String { String(format: "%.4f", value) }
}
