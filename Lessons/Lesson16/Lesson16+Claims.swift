// The claims of lesson 16 and their checks against the trace: the card's presented
// position frame by frame (its `.offset`), its velocity from frame to frame, the
// drag's velocity at release, the corner chosen, the merges at the grab and release,
// and the velocity dropped under `.speed(2)`.
import Foundation
import ViewSim

extension Lesson16 {
    /// The card's presented centre in a frame, and its velocity since the frame before.
    struct Sample {
        let frame: Int
        let x: Double
        let y: Double
    }

    /// The card's presented centre at the end of every frame of `steps` in which it moved
    /// (animated frames and unanimated changes of its `.offset`).
    static func positions(_ trace: Trace, steps: ClosedRange<Int>) -> [Sample] {
        let ids = TraceQuery.nodeIDs(named: "pip", in: trace, steps: 0...steps.upperBound)
        var result: [Sample] = []
        for frame in TraceQuery.frames(trace, steps: steps) {
            var last: TraceValue?
            for event in frame.events {
                switch event.kind {
                case .attributeChanged(let node, "offset", _, let new) where ids.contains(node.id):
                    last = new
                case .animation(let node, "offset", .frame(let sample)) where ids.contains(node.id):
                    last = sample.presentation
                default:
                    break
                }
            }
            if let numbers = last?.numbers, numbers.count == 2 {
                result.append(Sample(frame: frame.index, x: numbers[0] + 60, y: numbers[1] + 90))
            }
        }
        return result
    }

    /// The velocity between consecutive samples, in points per second (60 frames a second).
    static func velocities(_ samples: [Sample]) -> [(frame: Int, vx: Double, vy: Double)] {
        zip(samples, samples.dropFirst()).compactMap { a, b in
            guard b.frame == a.frame + 1 else { return nil }
            return (b.frame, (b.x - a.x) * 60, (b.y - a.y) * 60)
        }
    }

    /// The gesture events of `step`: (frame, gesture, phase).
    static func gestures(_ trace: Trace, step: Int) -> [(frame: Int, gesture: String, phase: GestureEventPhase)] {
        TraceQuery.frames(trace, steps: step...step).flatMap { frame in
            frame.events.compactMap { event in
                guard case .gesture(_, let gesture, let phase) = event.kind else { return nil }
                return (frame.index, gesture, phase)
            }
        }
    }

    /// The frame a drag ended in, in `step`.
    static func releaseFrame(_ trace: Trace, step: Int) -> Int? {
        gestures(trace, step: step).first { $0.phase.name == "ended" }?.frame
    }

    /// The release spring's stiffness: (2π / response)² for `spring(response: 0.55, …)`.
    static let stiffness = pow(2 * Double.pi / 0.55, 2)

    /// How much the spring's pull can change the velocity in one frame at `sample`: k · |d| / 60,
    /// d being the distance to the corner it heads for.
    static func onePull(from sample: Sample, to target: CGPoint) -> Double {
        stiffness * hypot(Double(target.x) - sample.x, Double(target.y) - sample.y) / 60
    }

    /// The velocity hand-off lines (`◔ … velocity … from …`) of `step`, as the trace prints them.
    static func handOffs(_ trace: Trace, step: Int) -> [String] {
        TraceQuery.frames(trace, steps: step...step).flatMap(\.events).compactMap { event in
            guard case .animation(_, _, .velocity) = event.kind else { return nil }
            return TraceText.line(for: event)
        }
    }

    /// The velocity step at the release of `step`: the card's velocity in the release frame (the
    /// finger's last sample) and in the frame after (the spring's first), and the release position.
    static func release(_ trace: Trace, step: Int, fromStep first: Int) -> (
        before: (vx: Double, vy: Double), after: (vx: Double, vy: Double), at: Sample
    )? {
        guard let frame = releaseFrame(trace, step: step) else { return nil }
        let samples = positions(trace, steps: first...step)
        let v = velocities(samples)
        guard let before = v.first(where: { $0.frame == frame }), let after = v.first(where: { $0.frame == frame + 1 }),
            let at = samples.first(where: { $0.frame == frame })
        else { return nil }
        return ((before.vx, before.vy), (after.vx, after.vy), at)
    }

    static func describe(_ v: (vx: Double, vy: Double)) -> String {
        "(\(Int(v.vx.rounded())), \(Int(v.vy.rounded()))) pt/s"
    }

    static var claims: [ScenarioClaim] {
        [
            ScenarioClaim(
                "The fling ends at (-550, -1300) pt/s; its predicted end is past the top-leading corner, and the spring that sends the card there starts with the drag's velocity"
            ) { trace in
                let ended = gestures(trace, step: Step.fling).first { $0.phase.name == "ended" }
                guard let ended, case .ended(let value, _) = ended.phase, value.contains("velocity (-550, -1300) pt/s")
                else {
                    return
                        "the drag's gesture events: \(gestures(trace, step: Step.fling).map { "\($0.gesture) \($0.phase.text)" })"
                }
                let lines = handOffs(trace, step: Step.fling)
                guard lines.count == 1, lines[0].contains("velocity (-550, -1300) pt/s from DragGesture"),
                    lines[0].contains("taken by spring(response: 0.55")
                else { return "the velocity hand-offs: \(lines)" }
                let starts = AnimationQuery.events(trace, steps: Step.fling...Step.fling, node: nil).filter {
                    if case .started = $0.phase { return true }
                    return false
                }
                guard let start = starts.first, case .started(_, _, let to, _) = start.phase, to.numbers == [16, 75]
                else { return "the spring's start: \(starts.map(\.phase))" }
                return nil
            },
            ScenarioClaim(
                "At the release nothing jumps: in the spring's first frame the card's velocity changes by less than one frame of the spring's pull"
            ) { trace in
                guard let release = release(trace, step: Step.fling, fromStep: Step.fling) else {
                    return "no release in step 1"
                }
                let step = hypot(release.after.vx - release.before.vx, release.after.vy - release.before.vy)
                let pull = onePull(from: release.at, to: Corner.topLeading.point)
                guard step <= pull else {
                    return
                        "the velocity went from \(describe(release.before)) to \(describe(release.after)), a step of \(Int(step)) pt/s; one frame's pull is \(Int(pull))"
                }
                return nil
            },
            ScenarioClaim(
                "Grabbed in flight, the interactive spring merges with the running one, and the card's velocity changes by less than 300 pt/s in the frame of the grab"
            ) { trace in
                let grab = gestures(trace, step: Step.grab).first?.frame ?? -1
                let merges = AnimationQuery.events(trace, steps: Step.grab...Step.grab, node: nil).filter { event in
                    guard event.frame == grab, case .merged(let animation, let previous, _, _) = event.phase else {
                        return false
                    }
                    return "\(animation)".hasPrefix("spring(response: 0.15")
                        && "\(previous)".hasPrefix("spring(response: 0.55")
                }
                guard merges.count == 1 else { return "no merge of the interactive spring in frame \(grab)" }
                let v = velocities(positions(trace, steps: Step.fling...Step.grab))
                guard let before = v.last(where: { $0.frame == grab - 1 }),
                    let at = v.first(where: { $0.frame == grab })
                else { return "velocities around frame \(grab): \(v.filter { abs($0.frame - grab) < 3 })" }
                let step = hypot(at.vx - before.vx, at.vy - before.vy)
                guard step < 300 else {
                    return
                        "the velocity went from \(describe((before.vx, before.vy))) to \(describe((at.vx, at.vy))) at the grab"
                }
                return nil
            },
            ScenarioClaim(
                "Released again, the spring merges with the interactive one: the velocity changes by less than one frame of its pull"
            ) { trace in
                guard let frame = releaseFrame(trace, step: Step.grab),
                    let release = release(trace, step: Step.grab, fromStep: Step.grab)
                else { return "no release in step 2" }
                let merged = AnimationQuery.events(trace, steps: Step.grab...Step.grab, node: nil).contains { event in
                    guard event.frame == frame, case .merged(let animation, _, _, _) = event.phase else { return false }
                    return "\(animation)".hasPrefix("spring(response: 0.55")
                }
                guard merged else { return "the release spring did not merge in frame \(frame)" }
                let step = hypot(release.after.vx - release.before.vx, release.after.vy - release.before.vy)
                let pull = onePull(from: release.at, to: Corner.topTrailing.point)
                guard step <= pull else {
                    return
                        "the velocity went from \(describe(release.before)) to \(describe(release.after)), a step of \(Int(step)) pt/s; one frame's pull is \(Int(pull))"
                }
                return nil
            },
            ScenarioClaim(
                "Under .speed(2) the spring cannot merge, so the drag's velocity is not used: the spring starts from rest and the card's speed falls by more than 40 % in the first frame"
            ) { trace in
                let lines = handOffs(trace, step: Step.speed)
                guard lines.count == 1, lines[0].contains("velocity (0, 2000) pt/s from DragGesture"),
                    lines[0].contains("cannot merge"), lines[0].hasSuffix("so it starts at rest")
                else { return "the velocity hand-offs: \(lines)" }
                guard let release = release(trace, step: Step.speed, fromStep: Step.speed) else {
                    return "no release in step 3"
                }
                guard release.before.vy > 1_900, release.after.vy < 0.6 * release.before.vy else {
                    return
                        "the velocity went from \(describe(release.before)) to \(describe(release.after)) at the release"
                }
                return nil
            },
        ]
    }
}
