// The claims of lesson 9 and their checks against the trace: each keyframe run's
// `_run` write, the value the content gets every frame (its start and end), the
// frames it runs in, what changes below it, and the floating heart's values
// against `KeyframeTimeline.value(time:)`. Values are the trace's typed values;
// numbers are compared to 1e-4.
import Foundation
import ViewSim

extension Lesson9 {
    /// How long one run of the heart's keyframes lasts: the longest track.
    static let runDuration = 2.0
    /// The times, after the floating heart appears, at which its values are checked.
    static let sampleTimes: [Double] = [1, 2, 3, 4]

    static var claims: [ScenarioClaim] {
        [
            ScenarioClaim(
                "At rest a KeyframeAnimator shows its initial value: the content runs once, in frame 0, with Value(opacity: 0.1, trim: 0), and nothing is scheduled until the trigger changes"
            ) { trace in
                for name in ["heart", "fixed"] {
                    let ids = nodeIDs(name, trace)
                    let runs = runWrites(trace, of: ids, steps: Step.appear...Step.appear)
                    let frames = TraceQuery.frames(trace, steps: Step.appear...Step.appear).map(\.index)
                    guard runs.isEmpty, frames == [0] else {
                        return
                            "\(name): in step \(Step.appear) _run was written \(runs.count) times, frames \(frames) ran"
                    }
                }
                let first = runSamples(trace, of: nodeIDs("heart", trace), step: Step.tap).first
                return first?.value == describe(.off)
                    ? nil : "the first run started from \(first?.value.description ?? "nothing"), not \(describe(.off))"
            },
            ScenarioClaim(
                "The tap starts run 1 in the same frame: the content's value goes from Value(opacity: 0.1, trim: 0) to Value(opacity: 0.1, trim: 1) — the trim along a cubic curve, the opacity held at 0.1 by MoveKeyframe"
            ) { trace in
                let ids = nodeIDs("heart", trace)
                guard
                    let tap = TraceQuery.stateWrites("StrokeThenFill._isOn", in: trace, steps: Step.tap...Step.tap)
                        .first,
                    let run = runWrites(trace, of: ids, steps: Step.tap...Step.tap).first, run.frame == tap.frame.index
                else {
                    return "no run started in the frame of the tap in step \(Step.tap)"
                }
                let samples = runSamples(trace, of: ids, step: Step.tap)
                guard let first = samples.first, let last = samples.last,
                    first.value == describe(.off), last.value == describe(Value(opacity: 0.1, trim: 1))
                else {
                    return
                        "run 1 went \(samples.first?.value.description ?? "?") → \(samples.last?.value.description ?? "?")"
                }
                guard samples.allSatisfy({ $0.opacity == 0.1 }) else { return "the opacity left 0.1 during run 1" }
                let trims = samples.compactMap(\.trim)
                for (a, b) in zip(trims, trims.dropFirst()) where b < a {
                    return "the trim went back from \(a) to \(b)"
                }
                return nil
            },
            ScenarioClaim(
                "While a run animates, the content closure runs once in every frame, from the tap's frame to the frame 2 s later (121 frames), and not at all afterwards"
            ) { trace in
                for (name, step) in [
                    ("heart", Step.tap), ("heart", Step.secondTap), ("fixed", Step.fixed), ("fixed", Step.fixedAgain),
                ] {
                    if let failure = checkEveryFrame(trace, of: nodeIDs(name, trace), step: step) {
                        return "\(name), step \(step): \(failure)"
                    }
                }
                return nil
            },
            ScenarioClaim(
                "The second tap starts run 2 from run 1's end value, and the keyframes end at that same value: Value(opacity: 0.1, trim: 1) → Value(opacity: 0.1, trim: 1). The content runs every frame for 2 s, yet nothing below it changes: that is the tap that 'does nothing'"
            ) { trace in
                checkNothingChanges(trace, step: Step.secondTap, previous: Step.tap)
            },
            ScenarioClaim(
                "viewsim's model: the third tap, which animated in the talk, does nothing here either: run 3 starts and ends at trim 1, because a finished run rests at its end value and that is where the next one starts"
            ) { trace in
                checkNothingChanges(trace, step: Step.thirdTap, previous: Step.secondTap)
            },
            ScenarioClaim(
                "The fix says where each run starts: on the fixed heart's first tap the trim moves to 0 and draws to 1 in 2 s, while the opacity holds 0.1 for 1.5 s and fades in to 1 in the last 0.5 s"
            ) { trace in
                let samples = runSamples(trace, of: nodeIDs("fixed", trace), step: Step.fixed)
                guard let first = samples.first, let last = samples.last, first.value == describe(.off),
                    last.value == describe(Value(opacity: 1, trim: 1))
                else {
                    return
                        "the fixed run 1 went \(samples.first?.value.description ?? "?") → \(samples.last?.value.description ?? "?")"
                }
                for sample in samples where sample.elapsed <= 1.5 + 1e-9 && sample.opacity != 0.1 {
                    return
                        "\(AnimationQuery.format(sample.elapsed)) s into the run the opacity was \(sample.opacity.map(AnimationQuery.format) ?? "?")"
                }
                let fading = samples.filter { $0.elapsed > 1.5 + 1e-9 && $0.elapsed < runDuration - 1e-9 }
                guard !fading.isEmpty, fading.allSatisfy({ ($0.opacity ?? 0) > 0.1 && ($0.opacity ?? 1) < 1 }) else {
                    return "the opacity did not fade in during the last 0.5 s"
                }
                return nil
            },
            ScenarioClaim(
                "The fixed heart's second tap animates too: its keyframes jump to Value(opacity: 1, trim: 1) and go to Value(opacity: 0.1, trim: 0) together, at the same pace ((opacity − 0.1) / 0.9 = trim in every frame)"
            ) { trace in
                let samples = runSamples(trace, of: nodeIDs("fixed", trace), step: Step.fixedAgain)
                guard let first = samples.first, let last = samples.last,
                    first.value == describe(Value(opacity: 1, trim: 1)),
                    last.value == describe(.off)
                else {
                    return
                        "the fixed run 2 went \(samples.first?.value.description ?? "?") → \(samples.last?.value.description ?? "?")"
                }
                for sample in samples {
                    guard let opacity = sample.opacity, let trim = sample.trim, abs((opacity - 0.1) / 0.9 - trim) < 2e-4
                    else {
                        return "\(AnimationQuery.format(sample.elapsed)) s into the run: \(sample.value)"
                    }
                }
                return nil
            },
            ScenarioClaim(
                "KeyframeTimeline sampled by hand: inside TimelineView(.animation) the content reads `particleTimeline.value(time:)` at the context's date, so 1, 2, 3 and 4 s after the floating heart appears its offset and opacity are the timeline's values (y = −30·t, opacity = 1 − t/4)"
            ) { trace in
                checkParticleSamples(trace)
            },
            ScenarioClaim(
                "After the timeline's 4 s the values stay at its end, (0, −120) and 0, but TimelineView(.animation) still runs the content in every frame"
            ) { trace in
                checkParticleAfterEnd(trace)
            },
            ScenarioClaim(
                "A tap sets startTime to now: in the same frame the content starts over from the timeline's value at 0, offset (0, 0) and opacity 1"
            ) { trace in
                let ids = nodeIDs("particle", trace)
                let writes = TraceQuery.stateWrites(
                    "FloatingHeart._startTime", in: trace, steps: Step.restart...Step.restart)
                guard let write = writes.first else { return "startTime was not written in step \(Step.restart)" }
                let changes = attributeChanges(trace, of: ids, steps: Step.restart...Step.restart).filter {
                    $0.frame.index == write.frame.index
                }
                let shown = Dictionary(
                    changes.map { ($0.name, $0.new.description) }, uniquingKeysWith: { _, last in last })
                return shown == ["offset": "(0, 0)", "opacity": "1"]
                    ? nil : "in the tap's frame the floating heart changed \(shown)"
            },
        ]
    }

    // MARK: - Queries

    /// The value a keyframe animator's content got in one content run.
    struct KeyframeSample {
        let frame: Int
        let time: Double
        let pass: Int
        /// Seconds since the run started (the frame's time minus the run's first frame's time).
        var elapsed: Double
        /// The value the content got (printed `Value(opacity: 0.1, trim: 0.5)`).
        let value: TraceValue

        var opacity: Double? { value.value(as: Value.self)?.opacity }
        var trim: Double? { value.value(as: Value.self)?.trim }
    }

    /// A value as the trace records it.
    static func describe(_ value: Value) -> TraceValue { TraceValue(value) }

    /// The nodes below `.accessibilityIdentifier(name)`: "heart", "fixed", "particle".
    static func nodeIDs(_ name: String, _ trace: Trace) -> Set<Int> {
        TraceQuery.nodeIDs(named: name, in: trace, steps: 0...Step.restart)
    }

    /// The `_run` writes of the keyframe animators among `ids` in `steps`.
    static func runWrites(_ trace: Trace, of ids: Set<Int>, steps: ClosedRange<Int>) -> [(
        frame: Int, pass: Int, new: TraceValue
    )] {
        TraceQuery.frames(trace, steps: steps).flatMap { frame in
            frame.events.compactMap { event -> (Int, Int, TraceValue)? in
                guard case .stateWrite(let node, let property, _, let new, _) = event.kind, property.hasSuffix("._run"),
                    ids.contains(node.id)
                else { return nil }
                return (frame.index, event.pass, new)
            }
        }
    }

    /// The values the content of the animators among `ids` got in `steps`, one per content run.
    static func keyframeSamples(_ trace: Trace, of ids: Set<Int>, steps: ClosedRange<Int>) -> [KeyframeSample] {
        TraceQuery.frames(trace, steps: steps).flatMap { frame in
            frame.events.compactMap { event -> KeyframeSample? in
                guard case .animation(let node, "keyframes", .frame(let sample)) = event.kind,
                    ids.contains(node.id)
                else { return nil }
                return KeyframeSample(
                    frame: frame.index, time: frame.time, pass: event.pass, elapsed: 0, value: sample.presentation)
            }
        }
    }

    /// The values of the run that starts in `step`: the content runs after its `_run`
    /// write, with `elapsed` counted from the first of them.
    static func runSamples(_ trace: Trace, of ids: Set<Int>, step: Int) -> [KeyframeSample] {
        guard let run = runWrites(trace, of: ids, steps: step...step).first else { return [] }
        var samples = keyframeSamples(trace, of: ids, steps: step...step).filter {
            $0.frame > run.frame || $0.pass > run.pass
        }
        guard let start = samples.first?.time else { return [] }
        for index in samples.indices { samples[index].elapsed = samples[index].time - start }
        return samples
    }

    /// The attribute changes in `steps` of the nodes among `ids`, with their frames.
    static func attributeChanges(_ trace: Trace, of ids: Set<Int>, steps: ClosedRange<Int>) -> [(
        frame: FrameRecord, name: String, new: TraceValue
    )] {
        TraceQuery.frames(trace, steps: steps).flatMap { frame in
            frame.events.compactMap { event -> (FrameRecord, String, TraceValue)? in
                guard case .attributeChanged(let node, let name, _, let new) = event.kind, ids.contains(node.id) else {
                    return nil
                }
                return (frame, name, new)
            }
        }
    }

    // MARK: - Checks

    /// The run of `step` gets one content run in every frame from its first to the
    /// one `runDuration` later, and the step has no frames of it after that.
    static func checkEveryFrame(_ trace: Trace, of ids: Set<Int>, step: Int) -> String? {
        let samples = runSamples(trace, of: ids, step: step)
        guard let first = samples.first, let last = samples.last else { return "no run" }
        let frames = samples.map(\.frame)
        guard frames == Array(first.frame...last.frame) else {
            return "the content ran in frames \(frames.first ?? 0)…\(frames.last ?? 0) with gaps or repeats"
        }
        guard TraceQuery.same(last.time - first.time, runDuration) else {
            return "the content ran for \(AnimationQuery.format(last.time - first.time)) s"
        }
        let timeline = TraceQuery.timelineIDs(among: ids, in: trace)
        let later = trace.bodyEvaluations(inStep: step).filter {
            timeline.contains($0.node.id) && $0.frame > last.frame
        }
        return later.isEmpty ? nil : "the content ran again in frame \(later[0].frame), after the run"
    }

    /// The broken heart's run in `step` starts at the end value of the run in
    /// `previous` and stays there; the content runs, nothing below it changes.
    static func checkNothingChanges(_ trace: Trace, step: Int, previous: Int) -> String? {
        let ids = nodeIDs("heart", trace)
        guard let end = runSamples(trace, of: ids, step: previous).last?.value else {
            return "no run in step \(previous)"
        }
        let samples = runSamples(trace, of: ids, step: step)
        guard samples.count > 100 else { return "the content ran \(samples.count) times in step \(step)" }
        let values = Set(samples.map(\.value.description))
        guard values == [end.description], end == describe(Value(opacity: 0.1, trim: 1)) else {
            return "the run in step \(step) showed \(values.sorted()), the last run ended at \(end)"
        }
        let changes = attributeChanges(trace, of: ids, steps: step...step)
        guard changes.isEmpty else {
            return
                "\(changes.count) attributes changed below the heart, the first \(changes[0].name) → \(changes[0].new)"
        }
        let strokes = trace.bodyEvaluations(of: "StrokedHeart", inStep: step).filter { ids.contains($0.node.id) }
        return strokes.isEmpty ? nil : "StrokedHeart's body ran \(strokes.count) times in step \(step)"
    }

    /// At `sampleTimes` after the floating heart appeared, its offset and opacity
    /// (as changed in that frame) are the timeline's values, to 4 decimals.
    static func checkParticleSamples(_ trace: Trace) -> String? {
        guard let inserted = TraceQuery.insertions(of: "FloatingHeart", in: trace, steps: Step.float...Step.float).first
        else {
            return "no FloatingHeart appeared in step \(Step.float)"
        }
        let changes = attributeChanges(trace, of: nodeIDs("particle", trace), steps: Step.float...Step.float)
        for time in sampleTimes {
            let expected = particleTimeline.value(time: time)
            let shown = changes.filter { TraceQuery.same($0.frame.time - inserted.frame.time, time) }
            guard let offset = shown.last(where: { $0.name == "offset" }).map(\.new.numbers),
                let opacity = shown.last(where: { $0.name == "opacity" }).map(\.new.numbers)
            else {
                return "\(time) s after it appeared the floating heart's offset and opacity did not change"
            }
            let actual = offset + opacity
            let wanted = [expected.x, expected.y, expected.opacity]
            guard actual.count == 3, zip(actual, wanted).allSatisfy({ abs($0 - $1) < 1e-4 }) else {
                return
                    "\(time) s after it appeared: offset and opacity \(TraceQuery.list(actual)), the timeline gives \(TraceQuery.list(wanted))"
            }
            guard abs(expected.y + 30 * time) < 1e-9, abs(expected.opacity - (1 - time / 4)) < 1e-9 else {
                return "the timeline's y or opacity at \(time) s is not −30·t, 1 − t/4"
            }
        }
        return nil
    }

    /// After the timeline's duration, the content runs in every frame of the step and
    /// no attribute of the floating heart changes.
    static func checkParticleAfterEnd(_ trace: Trace) -> String? {
        guard let inserted = TraceQuery.insertions(of: "FloatingHeart", in: trace, steps: Step.float...Step.float).first
        else {
            return "no FloatingHeart appeared in step \(Step.float)"
        }
        let end = inserted.frame.time + particleTimeline.duration
        let ids = nodeIDs("particle", trace)
        let late = attributeChanges(trace, of: ids, steps: Step.float...Step.float).filter {
            $0.frame.time > end + 1e-6
        }
        guard late.isEmpty else {
            return "\(late[0].name) changed to \(late[0].new) at t=\(late[0].frame.time)s, after the timeline ended"
        }
        let frames = trace.frames(inStep: Step.float).filter { $0.time > end + 1e-6 }
        guard frames.count >= 10 else { return "only \(frames.count) frames after the timeline ended" }
        let timeline = TraceQuery.timelineIDs(among: ids, in: trace)
        for frame in frames
        where !trace.bodyEvaluations(inFrame: frame.index).contains(where: { timeline.contains($0.node.id) }) {
            return "the content did not run in \(TraceQuery.describe(frame))"
        }
        let final = particleTimeline.value(time: particleTimeline.duration)
        return final.y == -120 && final.opacity == 0 && final.x == 0 ? nil : "the timeline ends at \(final)"
    }
}
