// The claims of lesson 12 and their checks against the trace: which animation
// merged and which combined at the second tap, that nothing jumps, and how the
// merged spring keeps its velocity while the sped-up one does not follow it.
// Values are the trace's typed values: exact numbers, `Animation`s.
import Foundation
import ViewSim

extension Lesson12 {
    /// The trim's samples of one step and the frame of its second tap.
    struct Interruption {
        let samples: [AnimationQuery.Sample]
        /// The frame of the second tap and its time.
        let tapFrame: Int
        let tapTime: Double
        /// The time of the first tap.
        let firstTapTime: Double

        /// The presented value in `frame`, if the trim animated in it.
        func value(atFrame frame: Int) -> Double? { samples.first { $0.frame == frame }?.value }
    }

    static func interruption(_ trace: Trace, step: Int) -> Interruption? {
        let frames = trace.frames(inStep: step)
        guard let first = frames.first, let second = frames.first(where: { $0.index == first.index + tapInterval })
        else { return nil }
        return Interruption(
            samples: AnimationQuery.samples(trace, steps: step...step, node: _TrimmedShape.self),
            tapFrame: second.index, tapTime: second.time, firstTapTime: first.time)
    }

    /// What the second tap did to the running animation: "merged", "combined" or something else.
    static func retargets(_ trace: Trace, step: Int) -> [String] {
        AnimationQuery.starts(trace, steps: step...step, node: _TrimmedShape.self).map { start in
            switch start.event.phase {
            case .started: return "started"
            case .merged: return "merged"
            case .combined(_, let running, _, _): return "combined(\(running))"
            default: return "other"
            }
        }
    }

    /// A critically damped spring of angular frequency `omega` from `x0` with velocity `v0`, towards 0.
    static func springTowardsZero(x0: Double, v0: Double, omega: Double, t: Double) -> Double {
        (x0 + (v0 + omega * x0) * t) * exp(-omega * t)
    }

    /// ω of a critically damped spring: 2π / response, times its speed
    /// (`spring(response: 0.5, dampingFraction: 1).speed(2)` → 8π).
    static func angularFrequency(of animation: Animation) -> Double {
        let speeded = animation.base as? any SpeedAdjustedAnimation
        let spring = (speeded?.baseAnimation ?? animation).base as? FluidSpringAnimation
        return 2 * Double.pi / (spring?.response ?? 0.5) * (speeded?.speed ?? 1)
    }

    /// The velocity of the unit step of that spring from rest, `t` seconds after it started.
    static func springVelocity(omega: Double, t: Double) -> Double {
        omega * omega * t * exp(-omega * t)
    }

    static var claims: [ScenarioClaim] {
        [
            ScenarioClaim("With .spring, the second tap merges: the new spring takes over the running one") { trace in
                let events = retargets(trace, step: Step.spring)
                return events == ["started", "merged"] ? nil : "the trim's animation events were \(events)"
            },
            ScenarioClaim("With .easeInOut, the second tap combines: both curves run, blended") { trace in
                let events = retargets(trace, step: Step.easeInOut)
                return events == ["started", "combined(2)"] ? nil : "the trim's animation events were \(events)"
            },
            ScenarioClaim("With .spring.speed(2), the second tap combines too: .speed breaks merging") { trace in
                let events = retargets(trace, step: Step.speed)
                return events == ["started", "combined(2)"] ? nil : "the trim's animation events were \(events)"
            },
            ScenarioClaim(
                "Nothing jumps: in the frame after the second tap each stroke moves less than twice its largest step before the tap"
            ) { trace in
                for step in [Step.spring, Step.easeInOut, Step.speed] {
                    guard let run = interruption(trace, step: step) else { return "no second tap in step \(step)" }
                    let before = run.samples.filter { $0.frame <= run.tapFrame }.map(\.value)
                    let largest = zip(before.dropFirst(), before).map { abs($0 - $1) }.max() ?? 0
                    guard let atTap = run.value(atFrame: run.tapFrame), let next = run.value(atFrame: run.tapFrame + 1)
                    else {
                        return "step \(step): no frames around the second tap"
                    }
                    if abs(next - atTap) >= 2 * largest {
                        return
                            "step \(step): the stroke moved \(AnimationQuery.format(next - atTap)) after the tap; its largest step before was \(AnimationQuery.format(largest))"
                    }
                }
                return nil
            },
            ScenarioClaim(
                "The merged spring keeps its velocity: the stroke goes on filling after the second tap, then turns back"
            ) { trace in
                guard let run = interruption(trace, step: Step.spring),
                    let atTap = run.value(atFrame: run.tapFrame), let next = run.value(atFrame: run.tapFrame + 1)
                else {
                    return "no frames around the second tap"
                }
                guard next > atTap else { return "the frame after the tap the stroke went from \(atTap) to \(next)" }
                let after = run.samples.filter { $0.frame > run.tapFrame }.map(\.value)
                guard let peak = after.max(), let last = after.last, last == 0, peak < 1 else {
                    return
                        "after the tap the stroke peaked at \(after.max() ?? .nan) and ended at \(after.last ?? .nan)"
                }
                return nil
            },
            ScenarioClaim(
                "After the merge the stroke follows one spring from the interrupted value and velocity: (x₀ + (v₀ + 4πx₀)t)·e^(−4πt) within 0.005"
            ) { trace in
                guard let run = interruption(trace, step: Step.spring), let x0 = run.value(atFrame: run.tapFrame) else {
                    return "no second tap"
                }
                let omega = 4 * Double.pi  // .spring: response 0.5 s
                let v0 = springVelocity(omega: omega, t: run.tapTime - run.firstTapTime)
                for sample in run.samples where sample.frame > run.tapFrame {
                    let expected = springTowardsZero(x0: x0, v0: v0, omega: omega, t: sample.time - run.tapTime)
                    if abs(sample.value - expected) > 0.005 {
                        return
                            "in frame \(sample.frame) the stroke is \(sample.presentation); one spring from \(x0) at \(AnimationQuery.format(v0))/s gives \(AnimationQuery.format(expected))"
                    }
                }
                return nil
            },
            ScenarioClaim(
                "Combined, the ease-in-out stroke keeps filling after the second tap, pushed by the first curve, and is empty 0.35 s after the tap"
            ) { trace in
                guard let run = interruption(trace, step: Step.easeInOut), let atTap = run.value(atFrame: run.tapFrame)
                else { return "no second tap" }
                let after = run.samples.filter { $0.frame > run.tapFrame }
                guard let peak = after.map(\.value).max(), peak > atTap + 0.1 else {
                    return "after the tap at \(atTap) the stroke peaked at \(after.map(\.value).max() ?? .nan)"
                }
                guard let empty = after.first(where: { $0.value == 0 }) else { return "the stroke never emptied" }
                let elapsed = empty.time - run.tapTime
                return abs(elapsed - 0.35) <= 1.0 / 60
                    ? nil : "it was empty \(AnimationQuery.format(elapsed))s after the tap"
            },
            ScenarioClaim(
                "The sped-up spring does not follow the path a merge would give: it falls more than 0.02 behind a sped-up spring that kept the value and velocity"
            ) { trace in
                guard let run = interruption(trace, step: Step.speed), let x0 = run.value(atFrame: run.tapFrame),
                    let animation = AnimationQuery.starts(
                        trace, steps: Step.speed...Step.speed, node: _TrimmedShape.self
                    ).first?.animation
                else {
                    return "no second tap"
                }
                let omega = angularFrequency(of: animation)
                let v0 = springVelocity(omega: omega, t: run.tapTime - run.firstTapTime)
                let gaps = run.samples.filter { $0.frame > run.tapFrame }.map { sample in
                    sample.value - springTowardsZero(x0: x0, v0: v0, omega: omega, t: sample.time - run.tapTime)
                }
                guard let widest = gaps.max(), widest > 0.02 else {
                    return
                        "the stroke stays within \(AnimationQuery.format(gaps.map(abs).max() ?? 0)) of the merged path"
                }
                return nil
            },
        ]
    }
}
