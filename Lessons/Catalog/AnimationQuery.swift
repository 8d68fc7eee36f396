// Trace queries for the animation lessons (3, 10, 12): the `.transaction` and
// `.animation` events of a step, the value presented frame by frame, and its
// numbers. Nodes are matched by type: a modifier (`_TrimmedShape`) or a view.
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
        /// The presented value.
        let presentation: TraceValue
        /// The model value it heads for.
        let model: TraceValue
        /// The first number in `presentation`.
        var value: Double { presentation.numbers.first ?? .nan }
    }

    /// The `.animation` events in `steps` of nodes of type `type` (a view or a
    /// modifier), or of every node when `type` is nil.
    static func events(_ trace: Trace, steps: ClosedRange<Int>, node type: Any.Type?) -> [Event] {
        TraceQuery.frames(trace, steps: steps).flatMap { frame in
            frame.events.compactMap { event -> Event? in
                // A type names the user's modifier: the same modifier in a transition's body is not it.
                guard case .animation(let node, let attribute, let phase) = event.kind,
                    type.map({ node.is($0) && node.transitionOwner == nil }) ?? true
                else {
                    return nil
                }
                return Event(
                    id: event.id, frame: frame.index, time: frame.time, step: frame.step, pass: event.pass,
                    node: node, attribute: attribute, phase: phase)
            }
        }
    }

    /// The animations started, merged or combined in `steps` for nodes of type `type`:
    /// (the event, the animation, its origin).
    static func starts(_ trace: Trace, steps: ClosedRange<Int>, node type: Any.Type) -> [(
        event: Event, animation: Animation, origin: AnimationOrigin?
    )] {
        events(trace, steps: steps, node: type).compactMap { event in
            switch event.phase {
            case .started(let animation, _, _, let origin), .merged(let animation, _, _, let origin),
                .combined(let animation, _, _, let origin):
                return (event, animation, origin)
            default:
                return nil
            }
        }
    }

    /// The presented values, frame by frame, of nodes of type `type` in `steps`.
    static func samples(_ trace: Trace, steps: ClosedRange<Int>, node type: Any.Type) -> [Sample] {
        events(trace, steps: steps, node: type).compactMap { event in
            guard case .frame(let sample) = event.phase else { return nil }
            return Sample(
                frame: event.frame, time: event.time, presentation: sample.presentation, model: sample.model)
        }
    }

    /// The first event in `steps` of nodes of type `type` whose phase matches.
    static func firstFrame(
        _ trace: Trace, steps: ClosedRange<Int>, node type: Any.Type,
        where matches: (AnimationPhase) -> Bool
    ) -> Event? {
        events(trace, steps: steps, node: type).first { matches($0.phase) }
    }

    /// The `.transaction` events of `steps`: (event id, frame, node, the change).
    static func transactions(_ trace: Trace, steps: ClosedRange<Int>) -> [(
        id: EventID, frame: Int, node: NodeRef, change: TransactionChange
    )] {
        TraceQuery.frames(trace, steps: steps).flatMap { frame in
            frame.events.compactMap { event in
                guard case .transaction(let node, let change) = event.kind else { return nil }
                return (event.id, frame.index, node, change)
            }
        }
    }

    /// "0.3558", for failure messages.
    static func format(_ value: Double) -> String { String(format: "%.4f", value) }
}

extension AnimationOrigin {
    /// Whether the animation came from a `withAnimation` call.
    var isWithAnimation: Bool { if case .withAnimation = self { return true } else { return false } }
    /// Whether the animation came from a `withTransaction` call.
    var isWithTransaction: Bool { if case .withTransaction = self { return true } else { return false } }
    /// Whether the animation came from an `.animation(_:value:)` modifier whose value changed.
    var isAnimationModifier: Bool { if case .animationModifier = self { return true } else { return false } }
}
