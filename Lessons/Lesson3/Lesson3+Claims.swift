// The claims of lesson 3 and their checks against the trace: the order of the
// walk down the tree, which animation each value got and where it came from, the
// spring's numbers, and how withAnimation and disablesAnimations change the outcome.
// Simplifies: values are read from the trace's text, rounded to 4 decimals.
import Foundation
import ViewSim

extension Lesson3 {
    /// ω of `Animation.default` since 2023: a critically damped spring, response 0.5 s.
    static let omega = 2 * Double.pi / 0.5

    /// The critically damped unit step: how far `.default` has gone after `t` seconds.
    static func springProgress(_ t: Double) -> Double {
        1 - (1 + omega * t) * exp(-omega * t)
    }

    static var claims: [ScenarioClaim] {
        [
            ScenarioClaim(
                "The tap's update walks down the tree in order: ContentView's body, the scale above .animation, the .animation modifier's transaction, then the trim"
            ) { trace in
                guard let frame = trace.frames(inStep: Step.tap).first else { return "no frame in step \(Step.tap)" }
                func firstID(_ description: String, _ matches: (TraceEvent.Kind) -> Bool) -> (String, EventID?) {
                    (description, frame.events.first { matches($0.kind) }?.id)
                }
                let walk = [
                    firstID("ContentView's body") {
                        if case .bodyEvaluated(let node, _) = $0 { return node.label == "ContentView" }
                        return false
                    },
                    firstID("the scale's change") {
                        if case .attributeChanged(let node, _, _, _) = $0 { return node.is(_ScaleEffect.self) }
                        return false
                    },
                    firstID("the .animation modifier's transaction") {
                        if case .transaction(let node, _) = $0 { return node.is(_AnimationModifier<Bool>.self) }
                        return false
                    },
                    firstID("the trim's animation") {
                        if case .animation(let node, _, _) = $0 { return node.is(_TrimmedShape.self) }
                        return false
                    },
                ]
                if let missing = walk.first(where: { $0.1 == nil }) {
                    return "\(missing.0) is not in \(TraceQuery.describe(frame))"
                }
                let ids = walk.compactMap(\.1)
                return ids == ids.sorted()
                    ? nil
                    : "the events came in the order "
                        + walk.sorted { ($0.1 ?? 0) < ($1.1 ?? 0) }.map(\.0).joined(separator: ", ")
            },
            ScenarioClaim(
                "Above the .animation modifier the transaction is empty: the scale jumps from 1 to 1.2 without an animation"
            ) { trace in
                let changes = TraceQuery.frames(trace, steps: Step.tap...Step.tap).flatMap(\.events).compactMap {
                    event -> (TraceValue, TraceValue)? in
                    guard case .attributeChanged(let node, "scale", let old, let new) = event.kind,
                        node.is(_ScaleEffect.self)
                    else { return nil }
                    return (old, new)
                }
                guard changes.count == 1, let change = changes.first, change.0.numbers == [1, 1],
                    change.1.numbers == [1.2, 1.2]
                else {
                    return "the scale changed \(changes.map { "\($0.0) → \($0.1)" }) in step \(Step.tap)"
                }
                let animated = AnimationQuery.events(trace, steps: Step.tap...Step.spring, node: _ScaleEffect.self)
                return animated.isEmpty
                    ? nil : "the scale had \(animated.count) animation events in steps \(Step.tap)–\(Step.spring)"
            },
            ScenarioClaim(
                ".animation(.default, value: isOn) puts .default into the transaction because its value changed from false to true"
            ) { trace in
                let changes = AnimationQuery.transactions(trace, steps: Step.tap...Step.tap)
                guard changes.count == 1, let change = changes.first else {
                    return "\(changes.count) transaction changes in step \(Step.tap)"
                }
                guard change.node.is(_AnimationModifier<Bool>.self),
                    case .animationModifier(_, let old, let new) = change.change.after.origin, old == .bool(false),
                    new == .bool(true),
                    change.change.after.animation == .default, change.change.before.animation == nil
                else {
                    return "\(change.node): \(change.change)"
                }
                return nil
            },
            ScenarioClaim(
                "The trim animates from 0 to 1 with .default, and that animation came from the .animation modifier"
            ) { trace in
                let starts = AnimationQuery.starts(trace, steps: Step.tap...Step.tap, node: _TrimmedShape.self)
                guard starts.count == 1, let start = starts.first else {
                    return "\(starts.count) animations of the trim started in step \(Step.tap)"
                }
                guard case .started(_, let from, let to, _) = start.event.phase, from.number == 0, to.number == 1 else {
                    return "the trim's animation is \(start.event.phase)"
                }
                guard start.animation == .default else { return "the trim animates with \(start.animation)" }
                guard let origin = start.origin, origin.isAnimationModifier else {
                    return "the animation came from \(start.origin.map(\.description) ?? "nowhere")"
                }
                return nil
            },
            ScenarioClaim(
                ".default is a critically damped spring with a response of 0.5 s: every frame the trim is within 0.005 of 1 − (1 + 4πt)·e^(−4πt)"
            ) { trace in
                guard let tap = trace.frames(inStep: Step.tap).first?.time else { return "no tap" }
                let samples = AnimationQuery.samples(trace, steps: Step.spring...Step.spring, node: _TrimmedShape.self)
                guard samples.count > 20 else {
                    return "only \(samples.count) frames of the trim in step \(Step.spring)"
                }
                for sample in samples {
                    let expected = springProgress(sample.time - tap)
                    if abs(sample.value - expected) > 0.005 {
                        return
                            "at t=\(AnimationQuery.format(sample.time - tap))s after the tap the trim is \(sample.presentation), the spring gives \(AnimationQuery.format(expected))"
                    }
                }
                return nil
            },
            ScenarioClaim(
                "The spring is logically complete 0.5 s after the tap (its response), and comes to rest later"
            ) { trace in
                guard let tap = trace.frames(inStep: Step.tap).first?.time else { return "no tap" }
                let events = AnimationQuery.events(trace, steps: Step.spring...Step.spring, node: _TrimmedShape.self)
                guard
                    let logical = events.first(where: {
                        if case .logicallyComplete = $0.phase { return true }
                        return false
                    }),
                    let finished = events.first(where: { $0.phase == .finished })
                else {
                    return "the trim's animation did not complete and finish in step \(Step.spring)"
                }
                let after = logical.time - tap
                guard abs(after - 0.5) <= 1.0 / 60 + 1e-9 else {
                    return "it was logically complete \(AnimationQuery.format(after))s after the tap"
                }
                return finished.frame > logical.frame
                    ? nil : "it finished in frame \(finished.frame), not after frame \(logical.frame)"
            },
            ScenarioClaim(
                "With withAnimation from outside, the scale animates with its linear(duration: 1), but the trim with .default: below itself, the .animation modifier wins"
            ) { trace in
                let scale = AnimationQuery.starts(
                    trace, steps: Step.withAnimation...Step.withAnimation, node: _ScaleEffect.self)
                let trim = AnimationQuery.starts(
                    trace, steps: Step.withAnimation...Step.withAnimation, node: _TrimmedShape.self)
                guard scale.count == 1, let scaleStart = scale.first, trim.count == 1, let trimStart = trim.first else {
                    return
                        "\(scale.count) scale and \(trim.count) trim animations started in step \(Step.withAnimation)"
                }
                guard scaleStart.animation == .linear(duration: 1), scaleStart.origin?.isWithAnimation == true else {
                    return
                        "the scale animates with \(scaleStart.animation) from \(scaleStart.origin.map(\.description) ?? "nowhere")"
                }
                guard trimStart.animation == .default, trimStart.origin?.isAnimationModifier == true else {
                    return
                        "the trim animates with \(trimStart.animation) from \(trimStart.origin.map(\.description) ?? "nowhere")"
                }
                let overrides = AnimationQuery.transactions(trace, steps: Step.withAnimation...Step.withAnimation)
                guard overrides.count == 1, overrides[0].change.before.animation == .linear(duration: 1),
                    overrides[0].change.before.origin?.isWithAnimation == true
                else {
                    return "the transaction changes were \(overrides.map(\.change.description))"
                }
                return nil
            },
            ScenarioClaim(
                "The linear scale moves 0.0033 every frame and is at 1.1 half a second after the tap; the trim's spring comes to rest first"
            ) { trace in
                guard let tap = trace.frames(inStep: Step.withAnimation).first?.time else { return "no tap" }
                let samples = AnimationQuery.samples(
                    trace, steps: Step.twoCurves...Step.twoCurves, node: _ScaleEffect.self)
                guard let half = samples.first(where: { abs($0.time - tap - 0.5) < 1e-6 }) else {
                    return "no frame of the scale 0.5 s after the tap"
                }
                guard abs(half.value - 1.1) < 1e-4 else {
                    return "half a second after the tap the scale is \(half.presentation)"
                }
                var previous = 1.2
                for sample in samples where sample.time - tap <= 1 + 1e-9 {
                    let step = previous - sample.value
                    if abs(step - 0.2 / 60) > 1.5e-4 {
                        return "in frame \(sample.frame) the scale moved by \(AnimationQuery.format(step)), not 0.0033"
                    }
                    previous = sample.value
                }
                let scaleEnd = AnimationQuery.firstFrame(
                    trace, steps: Step.twoCurves...Step.twoCurves, node: _ScaleEffect.self
                ) { $0 == .finished }
                let trimEnd = AnimationQuery.firstFrame(
                    trace, steps: Step.twoCurves...Step.twoCurves, node: _TrimmedShape.self
                ) { $0 == .finished }
                guard let scaleEnd, let trimEnd else {
                    return "the scale or the trim did not finish in step \(Step.twoCurves)"
                }
                return trimEnd.frame < scaleEnd.frame
                    ? nil : "the trim finished in frame \(trimEnd.frame), the scale in frame \(scaleEnd.frame)"
            },
            ScenarioClaim(
                "With disablesAnimations, the .animation modifier leaves the transaction alone: the trim animates with the linear curve from outside"
            ) { trace in
                let changes = AnimationQuery.transactions(trace, steps: Step.disables...Step.disables)
                guard changes.isEmpty else {
                    return "the transaction changed: \(changes.map { "\($0.node): \($0.change)" })"
                }
                let starts = AnimationQuery.starts(
                    trace, steps: Step.disables...Step.disables, node: _TrimmedShape.self)
                guard starts.count == 1, let start = starts.first else {
                    return "\(starts.count) animations of the trim started in step \(Step.disables)"
                }
                guard start.animation == .linear(duration: 1), start.origin?.isWithTransaction == true else {
                    return
                        "the trim animates with \(start.animation) from \(start.origin.map(\.description) ?? "nowhere")"
                }
                return nil
            },
            ScenarioClaim(
                "Then the scale and the trim move together and come to rest in the same frame, one second after the tap"
            ) { trace in
                guard let tap = trace.frames(inStep: Step.disables).first?.time else { return "no tap" }
                let steps = Step.outsideWins...Step.outsideWins
                let scale = AnimationQuery.samples(trace, steps: steps, node: _ScaleEffect.self)
                let trim = AnimationQuery.samples(trace, steps: steps, node: _TrimmedShape.self)
                for (s, t) in zip(scale, trim) where abs((s.value - 1) / 0.2 - t.value) > 1e-3 {
                    return "in frame \(s.frame) the scale is \(s.presentation) but the trim \(t.presentation)"
                }
                let ends = [_ScaleEffect.self, _TrimmedShape.self].compactMap {
                    AnimationQuery.firstFrame(trace, steps: steps, node: $0) { $0 == .finished }
                }
                guard ends.count == 2, ends[0].frame == ends[1].frame else {
                    return "they finished in frames \(ends.map(\.frame))"
                }
                let after = ends[0].time - tap
                return after > 1 && after <= 1 + 1.0 / 60 + 1e-9
                    ? nil : "they finished \(AnimationQuery.format(after))s after the tap"
            },
        ]
    }
}
