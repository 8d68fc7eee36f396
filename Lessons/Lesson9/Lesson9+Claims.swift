// The claims of lesson 9 and their checks against the trace: the modifier's body
// runs every frame, how pause and resume change the animation, the constant speed
// of the linear counter, and the stall and wrong timing of the eased one.
// Simplifies: values are read from the trace's text, rounded to 4 decimals.
import Foundation
import ViewSim

extension Lesson9 {
    /// One frame's share of the linear count: 1/120 of it in 2 s at 60 fps.
    static let linearStep = 1 / (timeDuration * 60)

    /// The samples of the counter's animatableData in `steps`.
    static func samples(_ trace: Trace, _ steps: ClosedRange<Int>) -> [AnimationQuery.Sample] {
        AnimationQuery.samples(trace, steps: steps, node: "CountModifier")
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
    static func percentageWrites(_ trace: Trace, _ steps: ClosedRange<Int>) -> [(frame: Int, old: String, new: String)] {
        TraceQuery.frames(trace, steps: steps).flatMap { frame in
            frame.events.compactMap { event in
                guard case .stateWrite(_, "CountDownUp._percentage", let old, let new, _) = event.kind else { return nil }
                return (frame.index, old, new)
            }
        }
    }

    /// The one animation started in `step`: its from, to and duration.
    static func start(_ trace: Trace, step: Int) -> (from: Double, to: Double, animation: String, duration: Double)? {
        let starts = AnimationQuery.starts(trace, steps: step...step, node: "CountModifier")
        guard starts.count == 1, let start = starts.first, case .started(let animation, let from, let to, _) = start.event.phase,
              let fromValue = Double(from), let toValue = Double(to),
              let duration = AnimationQuery.number(String(animation.drop { $0 != "(" })) else { return nil }
        return (fromValue, toValue, animation, duration)
    }

    /// Checks that every sample moves by `step` (±0.0002) from `start`.
    static func constantSpeed(_ samples: [AnimationQuery.Sample], from start: Double, step: Double) -> String? {
        guard !samples.isEmpty else { return "no frames" }
        for (sample, increment) in zip(samples, increments(samples, from: start)) where abs(increment - step) > 2e-4 {
            return "in frame \(sample.frame) the count moved by \(AnimationQuery.format(increment)), not \(AnimationQuery.format(step))"
        }
        return nil
    }

    static var claims: [LessonClaim] {
        [
            LessonClaim("While the count animates, CountModifier's body runs every frame, with the interpolated animatableData") { trace in
                let frames = samples(trace, Step.countUp...Step.countUp).map(\.frame)
                guard frames.count >= 25 else { return "only \(frames.count) frames animated in step \(Step.countUp)" }
                for frame in frames {
                    let runs = trace.bodyEvaluations(of: "CountModifier", inFrame: frame)
                    guard runs.count == 1, let run = runs.first, TraceQuery.tokens(run) == ["@self"],
                          TraceQuery.changedFields(run) == ["animatableData"] else {
                        return "in frame \(frame) the body ran for " + runs.map { "\($0.printChangesLine) \(TraceQuery.changedFields($0))" }.joined(separator: "; ")
                    }
                }
                return nil
            },
            LessonClaim("The body runs in frames where the number on screen does not change: it costs a body run per frame, not per new number") { trace in
                let frames = Set(samples(trace, Step.countUp...Step.countUp).map(\.frame))
                let runs = trace.bodyEvaluations(of: "CountModifier", inStep: Step.countUp).filter { frames.contains($0.frame) }.count
                let changes = TraceQuery.frames(trace, steps: Step.countUp...Step.countUp).filter { frames.contains($0.index) }.flatMap(\.events).filter { event in
                    guard case .attributeChanged(let node, "text", _, let new) = event.kind, node.label.hasPrefix("Text") else { return false }
                    return new.count == 5 && new.dropFirst().prefix(3).allSatisfy(\.isNumber)
                }.count
                return changes > 0 && changes < runs ? nil : "\(runs) body runs and \(changes) new numbers"
            },
            LessonClaim("Counting up is linear(duration: 2) from 0 to 1: every frame adds 1/120 of the count") { trace in
                guard let start = start(trace, step: Step.countUp), start.from == 0, start.to == 1, start.animation == "linear(duration: 2)" else {
                    return "the count-up animation was \(String(describing: Lesson9.start(trace, step: Step.countUp)))"
                }
                return constantSpeed(samples(trace, Step.countUp...Step.countUp), from: 0, step: linearStep)
            },
            LessonClaim("To pause, the seed writes the value presented in that frame back into percentage with a zero-length animation, which ends the animation in the same update") { trace in
                guard let frame = trace.frames(inStep: Step.pause).first else { return "no frame in step \(Step.pause)" }
                guard trace.frames(inStep: Step.pause).count == 1 else { return "\(trace.frames(inStep: Step.pause).count) frames in step \(Step.pause): something still runs" }
                let writes = percentageWrites(trace, Step.pause...Step.pause)
                guard writes.count == 1, let write = writes.first else { return "\(writes.count) writes to percentage in step \(Step.pause)" }
                guard let shown = samples(trace, Step.pause...Step.pause).first(where: { $0.frame == frame.index }), write.new == shown.presentation else {
                    return "percentage was set to \(write.new), not to the value presented in \(TraceQuery.describe(frame))"
                }
                let events = AnimationQuery.events(trace, steps: Step.pause...Step.pause, node: "CountModifier")
                guard events.contains(where: { if case .combined("linear(duration: 0)", _, _, _) = $0.phase { return true }; return false }),
                      events.contains(where: { $0.phase == .finished }) else {
                    return "the pause's animation events were \(events.map(\.phase))"
                }
                return nil
            },
            LessonClaim("Resuming animates from the paused value for 2·(1 − paused value) seconds: the same 1/120 per frame as before the pause") { trace in
                guard let paused = percentageWrites(trace, Step.pause...Step.pause).first.flatMap({ Double($0.new) }) else { return "no pause" }
                guard let start = start(trace, step: Step.resume), start.from == paused, start.to == 1 else {
                    return "the resume animation was \(String(describing: Lesson9.start(trace, step: Step.resume)))"
                }
                guard abs(start.duration - timeDuration * (1 - paused)) < 1e-3 else { return "it lasts \(start.duration)s" }
                return constantSpeed(samples(trace, Step.resume...Step.resume), from: paused, step: linearStep)
            },
            LessonClaim("Turning around while paused starts nothing; the next ▶️ counts down from the paused value for 2·(paused value) seconds, 1/120 per frame") { trace in
                guard let direction = trace.frames(inStep: Step.turnAround).last else { return "no frame in step \(Step.turnAround)" }
                let animated = AnimationQuery.events(trace, steps: Step.turnAround...Step.turnAround, node: "CountModifier").filter { $0.frame == direction.index }
                guard animated.isEmpty else { return "the direction tap animated: \(animated.map(\.phase))" }
                guard let paused = percentageWrites(trace, Step.turnAround...Step.turnAround).first.flatMap({ Double($0.new) }) else { return "no pause" }
                guard let start = start(trace, step: Step.countDown), start.from == paused, start.to == 0,
                      abs(start.duration - timeDuration * paused) < 1e-3 else {
                    return "the count-down animation was \(String(describing: Lesson9.start(trace, step: Step.countDown)))"
                }
                return constantSpeed(samples(trace, Step.countDown...Step.countDown), from: paused, step: -linearStep)
            },
            LessonClaim("With easeInOut the counter stalls at the resume: the first frame after it moves the count less than a tenth of the last frame before the pause") { trace in
                let before = samples(trace, Step.easeUp...Step.easePause)
                let after = samples(trace, Step.easeResume...Step.easeResume)
                guard before.count >= 2, let first = after.first, let paused = before.last?.value else { return "not enough frames" }
                let last = before[before.count - 1].value - before[before.count - 2].value
                let next = first.value - paused
                return next > 0 && next < last / 10 ? nil : "the count moved \(AnimationQuery.format(last)) before the pause and \(AnimationQuery.format(next)) after the resume"
            },
            LessonClaim("With easeInOut the remaining time is wrong: 2·(1 − paused value) is longer than what the curve had left") { trace in
                guard let begin = trace.frames(inStep: Step.easeUp).first?.time,
                      let pause = trace.frames(inStep: Step.easePause).first?.time,
                      let start = start(trace, step: Step.easeResume) else { return "no eased count, pause or resume" }
                let left = timeDuration - (pause - begin)
                guard start.animation.hasPrefix("easeInOut"), abs(start.duration - timeDuration * (1 - start.from)) < 1e-3 else {
                    return "the resume animation was \(start.animation) from \(start.from)"
                }
                return start.duration > left + 0.1 ? nil : "it resumes for \(start.duration)s; the curve had \(AnimationQuery.format(left))s left"
            },
        ]
    }
}
