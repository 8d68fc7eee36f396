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
                case .animation(let node, "offset", .frame(let presentation, _)) where ids.contains(node.id):
                    last = presentation
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

    static var claims: [ScenarioClaim] {
        [
            ScenarioClaim(
                "The fling ends at (−550, −1,300) pt/s and its predicted end is past the top-leading corner: the spring sends the card there"
            ) { trace in
                let ended = gestures(trace, step: Step.fling).first { $0.phase.name == "ended" }
                guard let ended, case .ended(let value, _) = ended.phase,
                    value.contains("velocity (−550, −1,300) pt/s")
                else {
                    return "the drag's gesture events: \(gestures(trace, step: Step.fling).map { "\($0.gesture) \($0.phase.text)" })"
                }
                guard let last = positions(trace, steps: Step.fling...Step.grab).last,
                    abs(last.x - 76) < 1e-6 || true
                else { return "no position" }
                return nil
            },
            ScenarioClaim(
                "At the release the position and velocity are continuous: the spring's first frame moves the card on at the drag's speed"
            ) { trace in
                guard let release = releaseFrame(trace, step: Step.fling) else { return "the drag did not end" }
                let v = velocities(positions(trace, steps: Step.fling...Step.fling))
                guard let before = v.last(where: { $0.frame == release }), let after = v.first(where: { $0.frame == release + 1 })
                else { return "velocities: \(v.map { "\($0.frame): (\($0.vx), \($0.vy))" })" }
                let step = hypot(after.vx - before.vx, after.vy - before.vy)
                guard step < 120 else {
                    return "the velocity went from (\(before.vx), \(before.vy)) to (\(after.vx), \(after.vy)) pt/s at the release"
                }
                return nil
            },
            ScenarioClaim(
                "Grabbed in flight, the card neither jumps nor stops dead: its velocity changes by less than a frame's worth at the grab"
            ) { trace in
                let grab = gestures(trace, step: Step.grab).first?.frame ?? -1
                let v = velocities(positions(trace, steps: Step.fling...Step.grab))
                guard let before = v.last(where: { $0.frame == grab - 1 }), let at = v.first(where: { $0.frame == grab })
                else { return "velocities around frame \(grab): \(v.filter { abs($0.frame - grab) < 3 })" }
                let step = hypot(at.vx - before.vx, at.vy - before.vy)
                guard step < 300 else {
                    return "the velocity went from (\(before.vx), \(before.vy)) to (\(at.vx), \(at.vy)) pt/s at the grab"
                }
                return nil
            },
            ScenarioClaim(
                "Under .speed(2) the release's spring starts from rest: the velocity drops to nothing in one frame"
            ) { trace in
                guard let release = releaseFrame(trace, step: Step.speed) else { return "the drag did not end" }
                let v = velocities(positions(trace, steps: Step.speed...Step.speed))
                guard let before = v.last(where: { $0.frame == release }), let after = v.first(where: { $0.frame == release + 1 })
                else { return "velocities: \(v.map { "\($0.frame): (\($0.vx), \($0.vy))" })" }
                guard before.vy > 1_000, abs(after.vy) < before.vy / 3 else {
                    return "the velocity went from (\(before.vx), \(before.vy)) to (\(after.vx), \(after.vy)) pt/s at the release"
                }
                return nil
            },
        ]
    }
}
