// The claims of lesson 8 and their checks against the trace: the phase writes
// (`_position`), the animation each step starts (which one, from and to what),
// the completion that moves the animator on, and the beating heart's cycle.
// Simplifies: effect values are compared as the trace prints them; times to one frame.
import Foundation
import ViewSim

extension Lesson8 {
    /// The curve of the step out (to `true`) and of the step back (to `false`).
    static let outAnimation = Animation.bouncy
    static let backAnimation = Animation.easeInOut(duration: 0.3)
    /// The talk's heart in phase `true`, then in phase `false`: attribute → value.
    static let outValues = ["scale": "(1.5, 1.5)", "rotation": "15°", "offset": "(0, -40)"]
    static let restValues = ["scale": "(1, 1)", "rotation": "0°", "offset": "(0, 0)"]
    /// The `_position` writes of one triggered run: out to `true`, back to `false`.
    static let runPositions = ["phase 2 of 2 (true)", "phase 1 of 2 (false)"]

    static var claims: [ScenarioClaim] {
        [
            ScenarioClaim(
                "At rest the PhaseAnimator shows its first phase: nothing animates and `_position` is not written until the trigger changes, and the first animation starts from scale (1, 1), 0° and offset (0, 0)"
            ) { trace in
                let heart = heartIDs(trace)
                let writes = positions(trace, of: heart, steps: Step.appear...Step.appear)
                guard writes.isEmpty else {
                    return "_position was written in step \(Step.appear): \(writes.map(\.new.description))"
                }
                let early = TraceQuery.animationStarts(trace, of: heart, steps: Step.appear...Step.appear)
                guard early.isEmpty else { return "\(early.count) animations started in step \(Step.appear)" }
                let first = effectStarts(trace, of: heart, steps: Step.tap...Step.tap)
                let from = first.mapValues { $0.from?.description ?? "?" }
                return from == restValues ? nil : "the first animations started from \(from), expected \(restValues)"
            },
            ScenarioClaim(
                "The tap changes the trigger, and in the same frame onChange moves to phase 2 (true): the scale, rotation and offset animate to (1.5, 1.5), 15° and (0, -40) with the animation the closure returns for true, .bouncy"
            ) { trace in
                let heart = heartIDs(trace)
                let taps = TraceQuery.stateWrites("ContentView._isOn", in: trace, steps: Step.tap...Step.tap)
                let writes = positions(trace, of: heart, steps: Step.tap...Step.tap)
                guard let tap = taps.first, writes.map(\.new.description) == [runPositions[0]] else {
                    return
                        "in step \(Step.tap) isOn was written \(taps.count) times and _position \(writes.map(\.new.description))"
                }
                guard writes[0].frame == tap.frame.index else {
                    return "_position was written in frame \(writes[0].frame), the tap in frame \(tap.frame.index)"
                }
                return checkEffects(
                    trace, of: heart, steps: Step.tap...Step.tap, frame: tap.frame.index, to: outValues,
                    animation: outAnimation)
            },
            ScenarioClaim(
                "The animation closure receives the phase being animated TO: the step back to phase 1 (false) animates the same three values to (1, 1), 0° and (0, 0) with the closure's other answer, easeInOut(duration: 0.3)"
            ) { trace in
                let heart = heartIDs(trace)
                let writes = positions(trace, of: heart, steps: Step.outAndBack...Step.outAndBack)
                guard writes.map(\.new.description) == [runPositions[1]], let back = writes.first else {
                    return
                        "in step \(Step.outAndBack) _position was written \(writes.map(\.new.description)), expected [\(runPositions[1])]"
                }
                return checkEffects(
                    trace, of: heart, steps: Step.outAndBack...Step.outAndBack, frame: back.frame, to: restValues,
                    animation: backAnimation)
            },
            ScenarioClaim(
                "The fill's colour animates too, gray → red with .default from `.animation(.default, value: isOn)`, starting in the same frame as the jump out"
            ) { trace in
                let heart = heartIDs(trace)
                let fills = TraceQuery.animationStarts(trace, of: heart, steps: Step.tap...Step.tap).filter {
                    $0.attribute == "fill"
                }
                guard fills.count == 1, let fill = fills.first else {
                    return "the fill got \(fills.count) animations in step \(Step.tap)"
                }
                guard fill.from?.value(as: Color.self) == .gray, fill.to.value(as: Color.self) == .red,
                    fill.animation == .default
                else {
                    return "the fill animated \(fill.from?.description ?? "?") → \(fill.to) with \(fill.animation)"
                }
                let scale = effectStarts(trace, of: heart, steps: Step.tap...Step.tap)["scale"]
                return scale?.frame.index == fill.frame.index
                    ? nil
                    : "the fill started in frame \(fill.frame.index), the scale in frame \(scale.map { String($0.frame.index) } ?? "none")"
            },
            ScenarioClaim(
                "What moves it on is logical completion: the step back starts in the frame where the spring is logically complete, 0.5 s (its response) after the tap, while the scale is still moving and before its animation finishes"
            ) { trace in
                checkLogicalCompletion(trace)
            },
            ScenarioClaim(
                "A run ends on the first phase: after phase 2 → phase 1 nothing else is written or animated, and the heart rests at scale (1, 1)"
            ) { trace in
                let heart = heartIDs(trace)
                let writes = positions(trace, of: heart, steps: Step.tap...Step.outAndBack).map(\.new.description)
                guard writes == runPositions else {
                    return "in steps \(Step.tap)–\(Step.outAndBack) _position was written \(writes)"
                }
                guard let back = positions(trace, of: heart, steps: Step.outAndBack...Step.outAndBack).first else {
                    return "no step back"
                }
                let later = TraceQuery.animationStarts(trace, of: heart, steps: Step.outAndBack...Step.outAndBack)
                    .filter { $0.frame.index > back.frame }
                guard later.isEmpty else {
                    return "\(later.count) animations started after the step back, in frame \(later[0].frame.index)"
                }
                let samples = scaleSamples(trace, of: heart).filter {
                    $0.frame <= (trace.frames(inStep: Step.outAndBack).last?.index ?? 0)
                }
                guard let last = samples.last, last.presentation.description == restValues["scale"], last.isAtModel
                else {
                    return
                        "at the end of step \(Step.outAndBack) the scale shows \(samples.last?.presentation.description ?? "nothing")"
                }
                return nil
            },
            ScenarioClaim(
                "Every trigger change runs the whole cycle, not one phase: the second tap (isOn true → false) jumps the heart out to phase 2 and back to phase 1 again, as the WWDC session and the talk describe it"
            ) { trace in
                let heart = heartIDs(trace)
                let taps = TraceQuery.stateWrites("ContentView._isOn", in: trace, steps: Step.tapAgain...Step.tapAgain)
                guard taps.map({ "\($0.old) → \($0.new)" }) == ["true → false"] else {
                    return "isOn was written \(taps.map { "\($0.old) → \($0.new)" })"
                }
                let writes = positions(trace, of: heart, steps: Step.tapAgain...Step.tapAgain).map(\.new.description)
                guard writes == runPositions else {
                    return "after the second tap _position was written \(writes), expected \(runPositions)"
                }
                let scales = TraceQuery.animationStarts(trace, of: heart, steps: Step.tapAgain...Step.tapAgain).filter {
                    $0.attribute == "scale"
                }
                let targets = scales.map { "\($0.to) with \($0.animation)" }
                let expected = [
                    "\(outValues["scale"] ?? "") with \(outAnimation)",
                    "\(restValues["scale"] ?? "") with \(backAnimation)",
                ]
                return targets == expected
                    ? nil : "after the second tap the scale animated to \(targets), expected \(expected)"
            },
            ScenarioClaim(
                "Without a trigger, the beating heart starts from onAppear in the frame it is inserted and cycles through its six phases in order, phase 6 back to phase 1, for as long as it is shown"
            ) { trace in
                checkCycle(trace)
            },
            ScenarioClaim(
                "Equal adjacent phases do not wait: phase 5 → 6 and 6 → 1 (1 → 1) animate nothing and advance in the same frame as the next beat, so the 'rest' lasts no time and the beats are evenly spaced"
            ) { trace in
                checkEqualPhases(trace)
            },
            ScenarioClaim(
                "Only while in the tree: once the beating heart is removed, its `_position` is never written again and nothing in it animates"
            ) { trace in
                let beating = TraceQuery.nodeIDs(below: "BeatingHeart", in: trace)
                let removals = TraceQuery.frames(trace, steps: Step.stop...Step.stop).filter { frame in
                    frame.events.contains {
                        if case .removed(let node, _, _, _) = $0.kind {
                            return node.label == "BeatingHeart"
                        } else {
                            return false
                        }
                    }
                }
                guard let removal = removals.first else {
                    return "the beating heart was not removed in step \(Step.stop)"
                }
                let before = positions(trace, of: beating, steps: Step.beat...Step.beat)
                guard let last = before.last, removal.time - last.time < 1 else {
                    return "the heart had stopped cycling before it was removed"
                }
                let writes = positions(trace, of: beating, steps: Step.stop...Step.stop)
                let starts = TraceQuery.animationStarts(trace, of: beating, steps: Step.stop...Step.stop)
                return writes.isEmpty && starts.isEmpty
                    ? nil
                    : "after the removal in frame \(removal.index): _position written \(writes.map(\.new.description)), \(starts.count) animations started"
            },
        ]
    }

    // MARK: - Queries

    /// A write of a phase animator's `_position`.
    struct PositionWrite {
        let frame: Int
        let time: Double
        let pass: Int
        let old: TraceValue
        let new: TraceValue

        /// The phase number written, from 1 (`phase 2 of 6 (1.3)` → 2).
        var index: Int? { new.value(as: PhasePosition.self).map { $0.index + 1 } }
        /// How many phases there are (`phase 2 of 6 (1.3)` → 6).
        var count: Int? { new.value(as: PhasePosition.self)?.count }
    }

    /// The nodes of the talk's heart: everything below `.accessibilityIdentifier("heart")`.
    static func heartIDs(_ trace: Trace) -> Set<Int> {
        TraceQuery.nodeIDs(named: "heart", in: trace, steps: 0...Step.stop)
    }

    /// The `_position` writes in `steps` of the phase animators among `ids`.
    static func positions(_ trace: Trace, of ids: Set<Int>, steps: ClosedRange<Int>) -> [PositionWrite] {
        TraceQuery.frames(trace, steps: steps).flatMap { frame in
            frame.events.compactMap { event -> PositionWrite? in
                guard case .stateWrite(let node, let property, let old, let new, _) = event.kind,
                    property.hasSuffix("._position"), ids.contains(node.id)
                else { return nil }
                return PositionWrite(frame: frame.index, time: frame.time, pass: event.pass, old: old, new: new)
            }
        }
    }

    /// The first animation started in `steps` on each of the heart's three effects, by attribute.
    static func effectStarts(_ trace: Trace, of ids: Set<Int>, steps: ClosedRange<Int>) -> [String: TraceQuery
        .AnimationStart]
    {
        var result: [String: TraceQuery.AnimationStart] = [:]
        for start in TraceQuery.animationStarts(trace, of: ids, steps: steps)
        where outValues[start.attribute] != nil && result[start.attribute] == nil {
            result[start.attribute] = start
        }
        return result
    }

    /// The scale the heart among `ids` shows, frame by frame.
    static func scaleSamples(_ trace: Trace, of ids: Set<Int>) -> [PresentationSample] {
        guard let node = effectStarts(trace, of: ids, steps: Step.tap...Step.tap)["scale"]?.node.id else { return [] }
        return trace.presentationSamples(of: node, attribute: "scale")
    }

    // MARK: - Checks

    /// The three effects start animating in `frame`, to `values`, with `animation`
    /// that came from a withAnimation (the animator's).
    static func checkEffects(
        _ trace: Trace, of ids: Set<Int>, steps: ClosedRange<Int>, frame: Int,
        to values: [String: String], animation: Animation
    ) -> String? {
        let starts = effectStarts(trace, of: ids, steps: steps)
        guard Set(starts.keys) == Set(values.keys) else {
            return "animated \(starts.keys.sorted()), expected \(values.keys.sorted())"
        }
        for (attribute, start) in starts.sorted(by: { $0.key < $1.key }) {
            guard start.frame.index == frame else {
                return "\(attribute) started in frame \(start.frame.index), not frame \(frame)"
            }
            guard start.to.description == values[attribute], start.animation == animation else {
                return
                    "\(attribute) animated to \(start.to) with \(start.animation), expected \(values[attribute] ?? "?") with \(animation)"
            }
        }
        return nil
    }

    /// The step back is written in the frame where the scale's spring is logically
    /// complete, 0.5 s after the tap, released by that completion; the spring has not
    /// reached 1.5 nor finished by then.
    static func checkLogicalCompletion(_ trace: Trace) -> String? {
        let heart = heartIDs(trace)
        guard let tap = trace.frames(inStep: Step.tap).first else { return "no tap" }
        guard let back = positions(trace, of: heart, steps: Step.outAndBack...Step.outAndBack).first else {
            return "no step back"
        }
        let events = AnimationQuery.events(trace, steps: Step.tap...Step.outAndBack, node: _ScaleEffect.self).filter {
            heart.contains($0.node.id)
        }
        guard
            let logical = events.first(where: {
                if case .logicallyComplete = $0.phase { return true } else { return false }
            })
        else {
            return "the scale's spring never logically completed"
        }
        guard logical.frame == back.frame else {
            return
                "the spring was logically complete in frame \(logical.frame), the step back was written in frame \(back.frame)"
        }
        let after = logical.time - tap.time
        guard after >= 0.5 - 1e-9, after <= 0.5 + 1.0 / 60 + 1e-9 else {
            return "the spring was logically complete \(AnimationQuery.format(after)) s after the tap"
        }
        let released = trace.completions(inStep: Step.outAndBack).filter { $0.frame == back.frame }
        guard released.contains(where: { $0.criteria == .logicallyComplete && $0.releasedBy != nil }) else {
            return "no logicallyComplete completion released by an animation ran in frame \(back.frame)"
        }
        if let finished = events.first(where: { $0.phase == .finished }), finished.frame <= logical.frame {
            return "the spring finished in frame \(finished.frame), before the step back"
        }
        let shown = scaleSamples(trace, of: heart).first { $0.frame == back.frame }
        guard let shown, shown.presentation.description != outValues["scale"] else {
            return "the scale showed \(shown?.presentation.description ?? "nothing") when the step back started"
        }
        return nil
    }

    /// The beating heart's first write comes from onAppear in its insertion frame;
    /// every later write is the next phase, 6 → 1 included, and it goes round at least twice.
    static func checkCycle(_ trace: Trace) -> String? {
        guard let inserted = TraceQuery.insertions(of: "BeatingHeart", in: trace, steps: Step.beat...Step.beat).first
        else {
            return "no BeatingHeart appeared in step \(Step.beat)"
        }
        let writes = positions(
            trace, of: TraceQuery.nodeIDs(below: "BeatingHeart", in: trace), steps: Step.beat...Step.beat)
        guard let first = writes.first, first.frame == inserted.frame.index, first.index == 2 else {
            return
                "the first write was \(writes.first.map { "\($0.new) in frame \($0.frame)" } ?? "none"), the heart was inserted in frame \(inserted.frame.index)"
        }
        let order = writes.compactMap(\.index)
        guard let count = first.count else { return "cannot read the number of phases in \(first.new)" }
        for (previous, next) in zip(order, order.dropFirst()) where next != previous % count + 1 {
            return "phase \(previous) was followed by phase \(next): \(order)"
        }
        let cycles = order.filter { $0 == 1 }.count
        return cycles >= 2 ? nil : "it came back to phase 1 \(cycles) times in step \(Step.beat): \(order)"
    }

    /// Every write to phase 6 and the write to phase 1 after it share the frame of
    /// the next write to phase 2, with one animation started there (to 1.3); the
    /// writes to phase 2 and 4 (the beats) are evenly spaced.
    static func checkEqualPhases(_ trace: Trace) -> String? {
        let beating = TraceQuery.nodeIDs(below: "BeatingHeart", in: trace)
        let writes = positions(trace, of: beating, steps: Step.beat...Step.beat)
        var checked = 0
        for (offset, write) in writes.enumerated() where write.index != nil && write.index == write.count {
            let next = writes.dropFirst(offset + 1).prefix(2)
            guard next.count == 2 else { continue }
            let frames = [write.frame] + next.map(\.frame)
            guard next.map(\.index) == [1, 2], Set(frames).count == 1 else {
                return
                    "the last phase was written in frame \(write.frame), then \(next.map { "phase \($0.index ?? 0) in frame \($0.frame)" })"
            }
            let starts = TraceQuery.animationStarts(trace, of: beating, steps: Step.beat...Step.beat).filter {
                $0.frame.index == write.frame
            }
            guard starts.map(\.to.description) == ["(1.3, 1.3)"] else {
                return
                    "in frame \(write.frame) the heart animated to \(starts.map(\.to.description)), expected only (1.3, 1.3)"
            }
            let immediate = trace.completions(inStep: Step.beat).filter {
                $0.frame == write.frame && $0.releasedBy == nil
            }
            guard immediate.count >= 2 else {
                return "in frame \(write.frame) \(immediate.count) completions ran without an animation, expected 2"
            }
            checked += 1
        }
        guard checked >= 1 else {
            return
                "the heart never went from its last phase through phase 1 to phase 2 in one frame in step \(Step.beat)"
        }
        let beats = writes.filter { $0.index == 2 || $0.index == 4 }.map(\.time)
        let gaps = zip(beats.dropFirst(), beats).map { $0 - $1 }
        guard let gap = gaps.first, gaps.allSatisfy({ abs($0 - gap) < 1e-6 }) else {
            return "the beats came \(TraceQuery.list(gaps)) s apart"
        }
        return nil
    }
}
