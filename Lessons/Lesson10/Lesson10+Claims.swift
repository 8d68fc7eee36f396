// The claims of lesson 10 and their checks against the trace: the modifier's body
// runs every frame; what pause, resume, reverse and loop do to the animation, update
// by update; the linear counter's constant speed; the eased one's stall and timing.
// Values are the trace's typed values (exact numbers, `Animation`s).
import Foundation
import ViewSim

extension Lesson10 {
    /// One frame's share of the linear count: 1/120 of it in 2 s at 60 fps.
    static let linearStep = 1 / (timeDuration * 60)

    /// The samples of the counter's animatableData in `steps`.
    static func samples(_ trace: Trace, _ steps: ClosedRange<Int>) -> [AnimationQuery.Sample] {
        AnimationQuery.samples(trace, steps: steps, node: CountModifier.self)
    }

    /// The frame-to-frame changes of a run of samples, starting from `start`.
    static func increments(_ samples: [AnimationQuery.Sample], from start: Double) -> [Double] {
        var previous = start
        return samples.map { sample in
            defer { previous = sample.value }
            return sample.value - previous
        }
    }

    /// The writes to CountDownUp's percentage in `steps`: (frame, old, new).
    static func percentageWrites(_ trace: Trace, _ steps: ClosedRange<Int>) -> [(
        frame: Int, old: TraceValue, new: TraceValue
    )] {
        TraceQuery.frames(trace, steps: steps).flatMap { frame in
            frame.events.compactMap { event in
                guard case .stateWrite(_, "CountDownUp._percentage", let old, let new, _) = event.kind else {
                    return nil
                }
                return (frame.index, old, new)
            }
        }
    }

    /// The one animation started afresh in `step` (not combined with a running one):
    /// its from, to and duration.
    static func start(_ trace: Trace, step: Int) -> (from: Double, to: Double, animation: Animation, duration: Double)?
    {
        let starts = AnimationQuery.events(trace, steps: step...step, node: CountModifier.self).filter {
            if case .started = $0.phase { return true } else { return false }
        }
        guard starts.count == 1, let start = starts.first,
            case .started(let animation, let from, let to, _) = start.phase,
            let fromValue = from.number, let toValue = to.number,
            let duration = duration(of: animation)
        else { return nil }
        return (fromValue, toValue, animation, duration)
    }

    /// The animations started afresh in `step`, for failure messages: "linear(duration: 2) 0 → 1".
    static func describeStarts(_ trace: Trace, step: Int) -> String {
        let starts = AnimationQuery.events(trace, steps: step...step, node: CountModifier.self).compactMap {
            event -> String? in
            guard case .started(let animation, let from, let to, _) = event.phase else { return nil }
            return "\(animation) \(from) → \(to) in frame \(event.frame)"
        }
        return starts.isEmpty ? "none" : starts.joined(separator: "; ")
    }

    /// The duration of a timing-curve animation: `linear(duration: 2)` → 2.
    static func duration(of animation: Animation) -> Double? {
        (animation.base as? BezierAnimation)?.duration
    }

    /// Whether `animation` is a timing curve with this curve (`.linear`, `.easeInOut`).
    static func isCurve(_ animation: Animation, _ curve: UnitCurve) -> Bool {
        (animation.base as? BezierAnimation)?.curve == curve
    }

    /// The update passes of `frame` in which CountDownUp's body ran because percentage changed.
    static func percentagePasses(_ trace: Trace, frame: Int) -> [Int] {
        trace.bodyEvaluations(of: "CountDownUp", inFrame: frame)
            .filter { TraceQuery.tokens($0).contains("_percentage") }.map(\.pass)
    }

    /// The frame of `step` in which one action wrote percentage twice (reverse or loop),
    /// with the two writes.
    static func doubleWrite(_ trace: Trace, step: Int) -> (
        frame: Int, first: (old: TraceValue, new: TraceValue), second: (old: TraceValue, new: TraceValue)
    )? {
        let writes = percentageWrites(trace, step...step)
        let frames = Set(writes.map(\.frame)).filter { frame in writes.filter { $0.frame == frame }.count == 2 }
        guard frames.count == 1, let frame = frames.first else { return nil }
        let pair = writes.filter { $0.frame == frame }
        return (frame, (pair[0].old, pair[0].new), (pair[1].old, pair[1].new))
    }

    /// The counter's Text changes in `frame`, each with its pass: (pass, new text).
    static func countTexts(_ trace: Trace, frame: Int) -> [(pass: Int, text: String)] {
        trace.frames.filter { $0.index == frame }.flatMap(\.events).compactMap { event in
            guard case .attributeChanged(let node, "text", _, let new) = event.kind, node.is(Text.self),
                let text = count(in: new)
            else { return nil }
            return (event.pass, text)
        }
    }

    /// The count a Text shows, when it is one: three digits (`"042"`).
    static func count(in value: TraceValue) -> String? {
        guard case .text(let text) = value, text.count == 3, text.allSatisfy(\.isNumber) else { return nil }
        return text
    }

    /// Checks a loop in `step`: at the end `end` (0 or 1) the action writes the start,
    /// then the end again; two updates; then the count goes on from the start.
    static func loop(_ trace: Trace, step: Int, end: Double) -> String? {
        let start = 1 - end
        guard let loop = doubleWrite(trace, step: step) else {
            return "no frame in step \(step) with two writes to percentage"
        }
        guard loop.first.new.number == start, loop.second.new.number == end else {
            return "in frame \(loop.frame) percentage went \(loop.first.old) → \(loop.first.new) → \(loop.second.new)"
        }
        let all = samples(trace, step...step)
        guard let reached = all.last(where: { $0.frame <= loop.frame }), reached.value == end else {
            return "the count was not at \(AnimationQuery.format(end)) when it looped in frame \(loop.frame)"
        }
        let passes = percentagePasses(trace, frame: loop.frame)
        guard passes.count == 2, passes[0] < passes[1] else {
            return "CountDownUp ran in passes \(passes) of frame \(loop.frame)"
        }
        let startText = start == 1 ? "100" : "000"
        guard countTexts(trace, frame: loop.frame).contains(where: { $0.pass == passes[0] && $0.text == startText })
        else {
            return "the reset did not show \(startText) in pass \(passes[0]): \(countTexts(trace, frame: loop.frame))"
        }
        let again = AnimationQuery.starts(trace, steps: step...step, node: CountModifier.self).filter {
            $0.event.frame == loop.frame
        }
        guard again.count == 1, let animation = again.first, animation.event.pass == passes[1],
            isCurve(animation.animation, .linear), duration(of: animation.animation) == timeDuration
        else {
            return
                "the loop's animations in frame \(loop.frame): \(again.map { "\($0.animation) in pass \($0.event.pass)" })"
        }
        let after = all.filter { $0.frame > loop.frame }
        guard after.count >= 10 else { return "only \(after.count) frames after the loop" }
        return constantSpeed(after, from: start, step: end > start ? linearStep : -linearStep)
    }

    /// Checks that every sample moves by `step` (±0.0002) from `start`.
    static func constantSpeed(_ samples: [AnimationQuery.Sample], from start: Double, step: Double) -> String? {
        guard !samples.isEmpty else { return "no frames" }
        for (sample, increment) in zip(samples, increments(samples, from: start)) where abs(increment - step) > 2e-4 {
            return
                "in frame \(sample.frame) the count moved by \(AnimationQuery.format(increment)), not \(AnimationQuery.format(step))"
        }
        return nil
    }

    static var claims: [ScenarioClaim] {
        [
            ScenarioClaim(
                "CountDownUp reads percentage only through $percentage (CountModifier's init reads its wrappedValue), and that read counts: every write to percentage runs CountDownUp's body again, once per write"
            ) { trace in
                let writes = percentageWrites(trace, Step.countUp...Step.loopUp)
                guard writes.count >= 8 else { return "only \(writes.count) writes to percentage" }
                for frame in Set(writes.map(\.frame)).sorted() {
                    let written = writes.filter { $0.frame == frame }.count
                    let runs = percentagePasses(trace, frame: frame).count
                    guard runs == written else {
                        return
                            "in frame \(frame), \(written) writes to percentage and \(runs) runs of CountDownUp for it"
                    }
                }
                return nil
            },
            ScenarioClaim(
                "While the count animates, CountModifier's body runs every frame, with the interpolated animatableData"
            ) { trace in
                let frames = samples(trace, Step.countUp...Step.countUp).map(\.frame)
                guard frames.count >= 25 else { return "only \(frames.count) frames animated in step \(Step.countUp)" }
                for frame in frames {
                    let runs = trace.bodyEvaluations(of: "CountModifier", inFrame: frame)
                    guard runs.count == 1, let run = runs.first, TraceQuery.tokens(run) == ["@self"],
                        TraceQuery.changedFields(run) == ["animatableData"]
                    else {
                        return "in frame \(frame) the body ran for "
                            + runs.map { "\($0.printChangesLine) \(TraceQuery.changedFields($0))" }.joined(
                                separator: "; ")
                    }
                }
                return nil
            },
            ScenarioClaim(
                "The body runs in frames where the number on screen does not change: it costs a body run per frame, not per new number"
            ) { trace in
                let frames = Set(samples(trace, Step.countUp...Step.countUp).map(\.frame))
                let runs = trace.bodyEvaluations(of: "CountModifier", inStep: Step.countUp).filter {
                    frames.contains($0.frame)
                }.count
                let changes = TraceQuery.frames(trace, steps: Step.countUp...Step.countUp).filter {
                    frames.contains($0.index)
                }.flatMap(\.events).filter { event in
                    guard case .attributeChanged(let node, "text", _, let new) = event.kind, node.is(Text.self) else {
                        return false
                    }
                    return count(in: new) != nil
                }.count
                return changes > 0 && changes < runs ? nil : "\(runs) body runs and \(changes) new numbers"
            },
            ScenarioClaim("Counting up is linear(duration: 2) from 0 to 1: every frame adds 1/120 of the count") {
                trace in
                guard let start = start(trace, step: Step.countUp), start.from == 0, start.to == 1,
                    start.animation == .linear(duration: 2)
                else {
                    return
                        "the animations started in step \(Step.countUp): \(describeStarts(trace, step: Step.countUp))"
                }
                return constantSpeed(samples(trace, Step.countUp...Step.countUp), from: 0, step: linearStep)
            },
            ScenarioClaim(
                "To pause, the seed writes the value presented in that frame back into percentage with a zero-length animation, which ends the animation in the same update"
            ) { trace in
                guard let frame = trace.frames(inStep: Step.pause).first else {
                    return "no frame in step \(Step.pause)"
                }
                guard trace.frames(inStep: Step.pause).count == 1 else {
                    return
                        "\(trace.frames(inStep: Step.pause).count) frames in step \(Step.pause): something still runs"
                }
                let writes = percentageWrites(trace, Step.pause...Step.pause)
                guard writes.count == 1, let write = writes.first else {
                    return "\(writes.count) writes to percentage in step \(Step.pause)"
                }
                guard let shown = samples(trace, Step.pause...Step.pause).first(where: { $0.frame == frame.index }),
                    write.new == shown.presentation
                else {
                    return
                        "percentage was set to \(write.new), not to the value presented in \(TraceQuery.describe(frame))"
                }
                let events = AnimationQuery.events(trace, steps: Step.pause...Step.pause, node: CountModifier.self)
                guard
                    events.contains(where: {
                        if case .combined(.linear(duration: 0), _, _, _) = $0.phase { return true }
                        return false
                    }),
                    events.contains(where: { $0.phase == .finished })
                else {
                    return "the pause's animation events were \(events.map(\.phase))"
                }
                return nil
            },
            ScenarioClaim(
                "Resuming animates from the paused value for 2·(1 − paused value) seconds: the same 1/120 per frame as before the pause"
            ) { trace in
                guard let paused = percentageWrites(trace, Step.pause...Step.pause).first.flatMap({ $0.new.number })
                else { return "no pause" }
                guard let start = start(trace, step: Step.resume), start.from == paused, start.to == 1 else {
                    return "the animations started in step \(Step.resume): \(describeStarts(trace, step: Step.resume))"
                }
                guard abs(start.duration - timeDuration * (1 - paused)) < 1e-3 else {
                    return "it lasts \(start.duration)s"
                }
                return constantSpeed(samples(trace, Step.resume...Step.resume), from: paused, step: linearStep)
            },
            ScenarioClaim(
                "Turning around while counting writes percentage twice, and the two writes are two updates in that frame: the first stops the count at the value on screen, the second counts down from there, with no jump, for 2·(that value) seconds, 1/120 per frame"
            ) { trace in
                guard let reverse = doubleWrite(trace, step: Step.reverse) else {
                    return "no frame in step \(Step.reverse) with two writes to percentage"
                }
                guard
                    let shown = samples(trace, Step.reverse...Step.reverse).first(where: { $0.frame == reverse.frame }),
                    reverse.first.new == shown.presentation, reverse.second.new.number == 0
                else {
                    return
                        "in frame \(reverse.frame) percentage went \(reverse.first.old) → \(reverse.first.new) → \(reverse.second.new)"
                }
                let passes = percentagePasses(trace, frame: reverse.frame)
                guard passes.count == 2, passes[0] < passes[1] else {
                    return "CountDownUp ran in passes \(passes) of frame \(reverse.frame)"
                }
                let events = AnimationQuery.events(trace, steps: Step.reverse...Step.reverse, node: CountModifier.self)
                    .filter { $0.frame == reverse.frame }
                let stopped =
                    events.contains {
                        if case .combined(.linear(duration: 0), _, _, _) = $0.phase { return $0.pass == passes[0] }
                        return false
                    }
                    && events.contains { $0.phase == .finished && $0.pass == passes[0] }
                guard stopped else {
                    return
                        "the first update did not end the count-up: \(events.map { "\($0.phase) in pass \($0.pass)" })"
                }
                guard let start = start(trace, step: Step.reverse), start.from == shown.value, start.to == 0,
                    events.contains(where: {
                        if case .started = $0.phase { return $0.pass == passes[1] }
                        return false
                    })
                else {
                    return
                        "the animations started in step \(Step.reverse): \(describeStarts(trace, step: Step.reverse))"
                }
                guard abs(start.duration - timeDuration * start.from) < 1e-3 else {
                    return "it lasts \(start.duration)s"
                }
                return constantSpeed(
                    samples(trace, Step.reverse...Step.reverse).filter { $0.frame > reverse.frame }, from: start.from,
                    step: -linearStep)
            },
            ScenarioClaim(
                "At 000, counting down, the loop's two writes are two updates in that frame: the first puts the count back at 100, the second counts down again for the full 2 s, 1/120 per frame"
            ) { trace in
                loop(trace, step: Step.loopDown, end: 0)
            },
            ScenarioClaim(
                "Turning around while paused starts nothing; the next ▶️ counts up from the paused value for 2·(1 − paused value) seconds, 1/120 per frame"
            ) { trace in
                guard let direction = trace.frames(inStep: Step.turnAround).last else {
                    return "no frame in step \(Step.turnAround)"
                }
                let animated = AnimationQuery.events(
                    trace, steps: Step.turnAround...Step.turnAround, node: CountModifier.self
                ).filter { $0.frame == direction.index }
                guard animated.isEmpty else { return "the direction tap animated: \(animated.map(\.phase))" }
                let writes = percentageWrites(trace, Step.turnAround...Step.turnAround)
                guard writes.count == 1, let paused = writes.first.flatMap({ $0.new.number }) else {
                    return "\(writes.count) writes to percentage in step \(Step.turnAround)"
                }
                guard let start = start(trace, step: Step.loopUp), start.from == paused, start.to == 1,
                    abs(start.duration - timeDuration * (1 - paused)) < 1e-3
                else {
                    return "the animations started in step \(Step.loopUp): \(describeStarts(trace, step: Step.loopUp))"
                }
                let loopFrame = doubleWrite(trace, step: Step.loopUp)?.frame ?? Int.max
                return constantSpeed(
                    samples(trace, Step.loopUp...Step.loopUp).filter { $0.frame <= loopFrame }, from: paused,
                    step: linearStep)
            },
            ScenarioClaim(
                "At 100, counting up, the loop's two writes are two updates in that frame: the first puts the count back at 000, the second counts up again for the full 2 s, 1/120 per frame"
            ) { trace in
                loop(trace, step: Step.loopUp, end: 1)
            },
            ScenarioClaim(
                "With easeInOut the counter stalls at the resume: the first frame after it moves the count less than a tenth of the last frame before the pause"
            ) { trace in
                let before = samples(trace, Step.easeUp...Step.easePause)
                let after = samples(trace, Step.easeResume...Step.easeResume)
                guard before.count >= 2, let first = after.first, let paused = before.last?.value else {
                    return "not enough frames"
                }
                let last = before[before.count - 1].value - before[before.count - 2].value
                let next = first.value - paused
                return next > 0 && next < last / 10
                    ? nil
                    : "the count moved \(AnimationQuery.format(last)) before the pause and \(AnimationQuery.format(next)) after the resume"
            },
            ScenarioClaim(
                "With easeInOut the remaining time is wrong: 2·(1 − paused value) is longer than what the curve had left"
            ) { trace in
                guard let begin = trace.frames(inStep: Step.easeUp).first?.time,
                    let pause = trace.frames(inStep: Step.easePause).first?.time,
                    let start = start(trace, step: Step.easeResume)
                else { return "no eased count, pause or resume" }
                let left = timeDuration - (pause - begin)
                guard isCurve(start.animation, .easeInOut), abs(start.duration - timeDuration * (1 - start.from)) < 1e-3
                else {
                    return "the resume animation was \(start.animation) from \(start.from)"
                }
                return start.duration > left + 0.1
                    ? nil : "it resumes for \(start.duration)s; the curve had \(AnimationQuery.format(left))s left"
            },
        ]
    }
}
