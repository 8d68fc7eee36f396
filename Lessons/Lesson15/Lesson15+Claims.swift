// The claims of lesson 15 and their checks against the trace: which transition
// ran, with which animation from where, and why not; the presented values of
// the transitions' modifiers frame by frame; a removal re-added mid-flight; an
// `.id` change as one removal and one insertion.
import Foundation
import ViewSim

extension Lesson15 {
    /// One transition event, with where it happened.
    struct TransitionEvent {
        let frame: Int
        let node: NodeRef
        let name: String
        let phase: TransitionEventPhase
    }

    /// The transition events of `step`, in order.
    static func transitions(_ trace: Trace, step: Int) -> [TransitionEvent] {
        TraceQuery.frames(trace, steps: step...step).flatMap { frame in
            frame.events.compactMap { event in
                guard case .transition(let node, let name, let phase) = event.kind else { return nil }
                return TransitionEvent(frame: frame.index, node: node, name: name, phase: phase)
            }
        }
    }

    /// The presented values of `attribute` of the transition of the view `owner` in `step`, by frame.
    static func transitionSamples(_ trace: Trace, step: Int, owner: Int, attribute: String) -> [(
        frame: Int, value: Double
    )] {
        transitionSamples(trace, steps: step...step, owner: owner, attribute: attribute)
    }

    /// The presented values of `attribute` of the transition of the view `owner` in `steps`, by frame.
    static func transitionSamples(_ trace: Trace, steps: ClosedRange<Int>, owner: Int, attribute: String) -> [(
        frame: Int, value: Double
    )] {
        AnimationQuery.events(trace, steps: steps, node: nil).compactMap { event in
            guard event.node.transitionOwner?.id == owner, event.attribute == attribute,
                case .frame(let sample) = event.phase, let value = sample.presentation.numbers.first
            else { return nil }
            return (event.frame, value)
        }
    }

    /// The animation and origin of a phase that has them.
    static func animated(_ phase: TransitionEventPhase) -> (Animation, AnimationOrigin?)? {
        switch phase {
        case .inserting(let animation, let origin), .removing(let animation, let origin),
            .reinserted(let animation, let origin, _):
            return (animation, origin)
        default:
            return nil
        }
    }

    /// How the claims print a step's transition events.
    static func describe(_ events: [TransitionEvent]) -> String {
        "\(events.map { "\($0.node) \($0.name) \($0.phase.phaseChange ?? "\($0.phase)") in frame \($0.frame)" })"
    }

    static var claims: [ScenarioClaim] {
        [
            ScenarioClaim(
                "withAnimation inserts the card at willAppear and moves it to identity with the transaction's animation: its opacity goes from 0 to 1 in 0.35 s, from withAnimation"
            ) { trace in
                let events = transitions(trace, step: Step.fade)
                guard let inserting = events.first, case .inserting(let animation, let origin?) = inserting.phase,
                    animation == .easeInOut(duration: 0.35), case .withAnimation = origin, inserting.name == ".opacity"
                else {
                    return "the step's transitions: \(describe(events))"
                }
                let samples = transitionSamples(trace, step: Step.fade, owner: inserting.node.id, attribute: "opacity")
                guard let full = samples.first(where: { $0.value == 1 }), full.frame - inserting.frame == 21,
                    samples.map(\.value) == samples.map(\.value).sorted()
                else {
                    return "the opacity by frame: \(samples.map { "\($0.frame): \($0.value)" })"
                }
                return nil
            },
            ScenarioClaim(
                "Without withAnimation the same change removes the card at once, and the trace says why: the write was outside withAnimation"
            ) { trace in
                let events = transitions(trace, step: Step.snap)
                guard events.count == 1, case .withoutAnimation(true, let because) = events[0].phase,
                    because.hasSuffix("the write was outside withAnimation")
                else {
                    return "the step's transitions: \(describe(events))"
                }
                return nil
            },
            ScenarioClaim(
                "An .animation(_:value:) on the card is below the if: the card appears at once, and the trace says that the modifier never saw the change"
            ) { trace in
                let events = transitions(trace, step: Step.below)
                guard events.count == 1, case .withoutAnimation(false, let because) = events[0].phase,
                    because.contains("below the `if` that inserts it")
                else {
                    return "the step's transitions: \(describe(events))"
                }
                return nil
            },
            ScenarioClaim(
                "The same modifier on the container above the if animates the insertion: the transition's animation comes from .animation(_:value:)"
            ) { trace in
                let events = transitions(trace, step: Step.above)
                guard let inserting = events.first, case .inserting(_, let origin?) = inserting.phase,
                    case .animationModifier = origin, events.last.map({ $0.phase == .inserted }) == true
                else {
                    return "the step's transitions: \(describe(events))"
                }
                return nil
            },
            ScenarioClaim(
                "Move and fade is asymmetric: the detail is inserted with .move(edge: .trailing) and .opacity — one card-width to the right and transparent at willAppear"
            ) { trace in
                let events = transitions(trace, step: Step.hike)
                guard let inserting = events.first, case .inserting = inserting.phase,
                    inserting.name.hasPrefix(".asymmetric(insertion: .move(edge: .trailing).combined(with: .opacity)")
                else {
                    return "the step's transitions: \(describe(events))"
                }
                let move = transitionSamples(trace, step: Step.hike, owner: inserting.node.id, attribute: "fraction")
                let opacity = transitionSamples(trace, step: Step.hike, owner: inserting.node.id, attribute: "opacity")
                guard let firstMove = move.first, let firstOpacity = opacity.first, firstMove.value > 0.9,
                    firstOpacity.value < 0.1, move.last?.value ?? 1 < 0.01
                else {
                    return
                        "the move's fraction: \(move.prefix(3).map(\.value)) … \(move.last?.value ?? .nan); the opacity: \(opacity.prefix(3).map(\.value))"
                }
                return nil
            },
            ScenarioClaim(
                "Removed, the detail scales down and fades with the removal transition; re-added 0.15 s later, it goes back to identity from the values it shows then (opacity 0.383; the merged spring dips a little further before it turns), and no removing view is left"
            ) { trace in
                let events = transitions(trace, step: Step.readd)
                guard events.count >= 3, case .removing = events[0].phase,
                    case .removalCompleted(let frames, let reason?) = events[1].phase, frames == 10,
                    reason.hasPrefix("re-added as"), case .reinserted = events[2].phase
                else {
                    return "the step's transitions: \(describe(events))"
                }
                let removing = events[0]
                let opacity = transitionSamples(trace, step: Step.readd, owner: removing.node.id, attribute: "opacity")
                guard let atReAdd = opacity.last(where: { $0.frame <= events[2].frame }),
                    (atReAdd.value * 1000).rounded() == 383
                else {
                    return "the removing opacity by frame: \(opacity.prefix(12).map { "\($0.frame): \($0.value)" })"
                }
                // The spring merges: it keeps the running one's velocity, so the opacity dips a little
                // further before it turns back to 1.
                let after = opacity.filter { $0.frame > events[2].frame }.map(\.value)
                guard let lowest = after.min(), lowest > atReAdd.value - 0.05, after.last == 1,
                    events.last.map({ $0.phase == .inserted }) == true
                else {
                    return "after the re-add: \(after.prefix(6)) … \(after.last ?? .nan); events \(describe(events))"
                }
                return nil
            },
            ScenarioClaim(
                "An .id change is a removal and an insertion in the same frame: the old number fades out while the new one fades in, their opacities adding up to 1 in every frame, and the old one leaves the graph in the frame its fade-out ends"
            ) { trace in
                let events = transitions(trace, step: Step.id)
                guard let inserting = events.first(where: { $0.phase.phaseChange == "willAppear → identity" }),
                    let removing = events.first(where: { $0.phase.phaseChange == "identity → didDisappear" }),
                    inserting.frame == removing.frame, inserting.node != removing.node
                else {
                    return "the step's transitions: \(describe(events))"
                }
                let incoming = transitionSamples(
                    trace, steps: Step.id...Step.idEnd, owner: inserting.node.id, attribute: "opacity")
                let outgoing = transitionSamples(
                    trace, steps: Step.id...Step.idEnd, owner: removing.node.id, attribute: "opacity")
                guard incoming.count == outgoing.count, incoming.count >= 29,
                    zip(incoming, outgoing).allSatisfy({ $0.frame == $1.frame && abs($0.value + $1.value - 1) < 1e-9 })
                else {
                    return
                        "in: \(incoming.prefix(4).map(\.value)) (\(incoming.count) frames), out: \(outgoing.prefix(4).map(\.value)) (\(outgoing.count) frames)"
                }
                let completed = transitions(trace, step: Step.idEnd).first { $0.node == removing.node }
                guard let completed, case .removalCompleted(_, nil) = completed.phase,
                    let last = outgoing.last, last.value == 0, completed.frame == last.frame
                else {
                    return
                        "the old number's last opacity \(outgoing.last.map { "\($0.value) in frame \($0.frame)" } ?? "none"); its removal: \(completed.map { "\($0.phase) in frame \($0.frame)" } ?? "not completed")"
                }
                return nil
            },
            ScenarioClaim(
                "A content transition animates the same Text: .numericText(value:) rolls 9 to 10 with withAnimation's animation, and nothing is inserted or removed"
            ) { trace in
                let starts = AnimationQuery.events(trace, steps: Step.score...Step.score, node: nil).filter {
                    $0.attribute.hasPrefix("contentTransition(.numericText")
                }
                guard let start = starts.first,
                    case .started(let animation, let from, let to, let origin?) = start.phase,
                    animation == .linear(duration: 0.5), case .withAnimation = origin, from == .string("9"),
                    to == .string("10")
                else {
                    return "the score's content transition events: \(starts.map { "\($0.attribute) \($0.phase)" })"
                }
                let comings = TraceQuery.frames(trace, steps: Step.score...Step.score).flatMap(\.events).filter {
                    $0.kind.name == .inserted || $0.kind.name == .removed || $0.kind.name == .transition
                }
                guard comings.isEmpty else { return "views came or went: \(comings.map(TraceText.line))" }
                return nil
            },
            ScenarioClaim(
                "Matched geometry: the banner inserted as the square is removed starts at the square's frame, its geometry animating with withAnimation's animation from matched geometry \"hero\", while the square fades out"
            ) { trace in
                let starts = AnimationQuery.events(trace, steps: Step.hero...Step.hero, node: nil).compactMap {
                    event -> (Animation, AnimationOrigin)? in
                    guard event.attribute == "geometry", case .started(let animation, _, _, let origin?) = event.phase,
                        case .matchedGeometry(let group, _) = origin, group.hasPrefix("\"hero\"")
                    else { return nil }
                    return (animation, origin)
                }
                let events = transitions(trace, step: Step.hero)
                guard let first = starts.first, first.0 == .easeInOut(duration: 0.5),
                    case .matchedGeometry(_, let via?) = first.1, case .withAnimation = via,
                    events.contains(where: { $0.phase.phaseChange == "identity → didDisappear" }),
                    events.contains(where: { $0.phase.phaseChange == "willAppear → identity" })
                else {
                    return
                        "the matched geometry animations: \(starts.map { "\($0.0) from \($0.1)" }); transitions \(describe(events))"
                }
                return nil
            },
        ]
    }
}
