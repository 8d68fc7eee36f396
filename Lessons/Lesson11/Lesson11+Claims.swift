// The claims of lesson 11 and their checks against the trace: how often each
// Canvas's renderer ran and why, step by step, set against the view bodies
// that ran (none, outside the taps). Simplifies: a TimelineView's content is
// not a view body; claims about bodies leave it out.
import Foundation
import ViewSim

extension Lesson11 {
    /// The renderer runs of the canvas named `name` in `step`.
    static func draws(_ name: String, in trace: Trace, step: Int) -> [CanvasDraw] {
        let ids = TraceQuery.nodeIDs(named: name, in: trace, steps: 0...step)
        return trace.canvasDraws(inStep: step).filter { ids.contains($0.node.id) }
    }

    /// The view bodies that ran in `step` (a TimelineView's content is not one).
    static func bodies(in trace: Trace, step: Int) -> [BodyEvaluation] {
        trace.bodyEvaluations(inStep: step).filter { $0.node.label != "TimelineView" }
    }

    /// "frames 1, 2, 3", for failure messages.
    static func frameList(_ draws: [CanvasDraw]) -> String {
        draws.isEmpty ? "none" : "frames " + draws.map { String($0.frame) }.joined(separator: ", ")
    }

    static var claims: [ScenarioClaim] {
        [
            ScenarioClaim("When the timer appears, each of its two Canvases draws once, because it was inserted") {
                trace in
                for name in ["face", "hands"] {
                    let runs = draws(name, in: trace, step: Step.appear)
                    guard runs.count == 1, runs[0].causes.contains(.inserted) else {
                        return
                            "the \(name) canvas drew in \(frameList(runs)) of step \(Step.appear), with causes \(runs.map(\.causes))"
                    }
                }
                return nil
            },
            ScenarioClaim(
                "Under TimelineView(.animation) the stopped timer's hands draw in every frame, 60 times in a second, each for a timeline entry, while the face never redraws and no view body runs"
            ) { trace in
                let hands = draws("hands", in: trace, step: Step.everyFrame)
                guard hands.count == 60 else {
                    return "the hands drew \(hands.count) times in step \(Step.everyFrame), not 60"
                }
                if let other = hands.first(where: { $0.causes != [.timelineEntry] }) {
                    return "in frame \(other.frame) the hands drew for \(other.causes), not a timeline entry"
                }
                let face = draws("face", in: trace, step: Step.everyFrame)
                guard face.isEmpty else { return "the face redrew in \(frameList(face))" }
                let bodies = bodies(in: trace, step: Step.everyFrame)
                return bodies.isEmpty
                    ? nil
                    : "\(bodies.count) view bodies ran, the first \(bodies[0].node.label) in frame \(bodies[0].frame)"
            },
            ScenarioClaim(
                "With .animation(minimumInterval: 0.1, paused: status != .running), the stopped timer's hands draw once when they appear and then not at all for a second"
            ) { trace in
                let hands = draws("hands", in: trace, step: Step.improved)
                guard hands.count == 1, let first = trace.frames(inStep: Step.improved).first,
                    hands[0].frame == first.index
                else {
                    return
                        "the improved timer's hands drew in \(frameList(hands)) of step \(Step.improved), expected only its first frame"
                }
                return nil
            },
            ScenarioClaim(
                "Running, the hands draw every 0.1 s — every 6th frame, ten times a second after the tap — each for a timeline entry, and no view body runs between the draws"
            ) { trace in
                let hands = draws("hands", in: trace, step: Step.start)
                guard hands.count == 11 else {
                    return
                        "the hands drew \(hands.count) times in the second after \"start\" (\(frameList(hands))), expected the tap's and ten more"
                }
                let gaps = zip(hands.dropFirst(), hands).map { $0.frame - $1.frame }
                guard gaps.allSatisfy({ $0 == 6 }) else { return "the draws were \(gaps) frames apart, not 6" }
                if let other = hands.dropFirst().first(where: { $0.causes != [.timelineEntry] }) {
                    return "in frame \(other.frame) the hands drew for \(other.causes)"
                }
                let later = bodies(in: trace, step: Step.start).filter { $0.frame != hands[0].frame }
                return later.isEmpty ? nil : "\(later[0].node.label)'s body ran in frame \(later[0].frame)"
            },
            ScenarioClaim(
                "\"pause\" redraws the hands once, for the new value, and then nothing for a second: a paused TimelineView costs nothing"
            ) { trace in
                let hands = draws("hands", in: trace, step: Step.pause)
                guard hands.count == 1 else {
                    return "the hands drew in \(frameList(hands)) of step \(Step.pause), expected once"
                }
                let frames = trace.frames(inStep: Step.pause)
                return frames.count == 1
                    ? nil
                    : "step \(Step.pause) had \(frames.count) frames with something in them, expected only the tap's"
            },
            ScenarioClaim(
                "Resumed, the hands draw again every 0.1 s: the tap's draw and ten more in the second after it, each for a timeline entry"
            ) { trace in
                let hands = draws("hands", in: trace, step: Step.resume)
                guard hands.count == 11 else {
                    return
                        "the hands drew \(hands.count) times in the second after resuming (\(frameList(hands))), expected the tap's and ten more"
                }
                let gaps = zip(hands.dropFirst(), hands).map { $0.frame - $1.frame }
                guard gaps.allSatisfy({ $0 == 6 }) else { return "the draws were \(gaps) frames apart, not 6" }
                if let other = hands.dropFirst().first(where: { $0.causes != [.timelineEntry] }) {
                    return "in frame \(other.frame) the hands drew for \(other.causes)"
                }
                return nil
            },
            ScenarioClaim(
                "The clock's TimelineView(.periodic(from: .simNow, by: 1)) redraws its Canvas once a second: when it appears and 1 s and 2 s later, each time seed 003's Core Graphics code drawing 15 items (12 ticks, 3 hands)"
            ) { trace in
                let clock = draws("clock", in: trace, step: Step.clock)
                guard clock.count == 3 else {
                    return "the clock drew in \(frameList(clock)) of step \(Step.clock), expected 3 times"
                }
                if let odd = clock.first(where: { $0.items != 15 }) {
                    return "in frame \(odd.frame) the clock drew \(odd.items) items, not 15"
                }
                let gaps = zip(clock.dropFirst(), clock).map { $0.frame - $1.frame }
                return gaps == [60, 60] ? nil : "the clock's draws were \(gaps) frames apart, not 60"
            },
            ScenarioClaim(
                "After the tap, the particles' Canvas draws in every frame — 120 times in two seconds — while the only view body that runs is the particle modifier's, once, for the tap"
            ) { trace in
                let particles = draws("particles", in: trace, step: Step.emit)
                let tapFrame =
                    trace.frames(inStep: Step.emit).last { frame in
                        frame.events.contains { $0.kind.name == .script }
                    }?.index ?? -1
                let afterTap = particles.filter { $0.frame > tapFrame }
                guard afterTap.count == 120 else {
                    return "the particles drew \(afterTap.count) times in the two seconds after the tap, not 120"
                }
                let later = bodies(in: trace, step: Step.emit).filter { $0.frame > tapFrame }
                return later.isEmpty
                    ? nil : "\(later[0].node.label)'s body ran in frame \(later[0].frame), after the tap"
            },
            ScenarioClaim(
                "Each particle waits for its random delay (0–2 s): the number of hearts drawn grows from 0 to 5 during the two seconds after the tap"
            ) { trace in
                let counts = draws("particles", in: trace, step: Step.emit).map(\.items)
                guard let last = counts.last, last == 5 else {
                    return "the canvas drew \(counts.last ?? 0) hearts at the end of step \(Step.emit), expected 5"
                }
                guard zip(counts.dropFirst(), counts).allSatisfy({ $0 >= $1 }) else {
                    return "the number of hearts drawn went down: \(counts)"
                }
                return counts.contains(where: { $0 > 0 && $0 < 5 })
                    ? nil : "the hearts did not appear one by one: \(Set(counts).sorted())"
            },
            ScenarioClaim(
                "Faded out, the particles are still drawn: their Canvas keeps running in every frame while nothing moves on screen and no view body runs"
            ) { trace in
                let particles = draws("particles", in: trace, step: Step.fade)
                let frames = trace.frames(inStep: Step.fade)
                guard particles.count == frames.count, particles.count >= 270 else {
                    return
                        "the particles drew \(particles.count) times in the \(frames.count) frames of step \(Step.fade)"
                }
                let bodies = bodies(in: trace, step: Step.fade)
                return bodies.isEmpty ? nil : "\(bodies[0].node.label)'s body ran in frame \(bodies[0].frame)"
            },
        ]
    }
}
