// The claims of lesson 7 and their checks against the trace: the emoji's
// schedule, the keyframe index, the animation of each segment, the skipped
// first keyframe, and the wave's explicit dates and nested timelines.
// Simplifies: times are compared to 0.1 ms; "the emoji" is the first JumpingEmoji.
import Foundation
import ViewSim

extension Lesson7 {
    /// When the single emoji's entries come, counted from when it appeared: the
    /// offsets 0.2, 0.4, 0.5, 0.4, 0.2, 0.4, 0.5, 0.4 added up, then again from 3 s.
    static let jumpEntries: [Double] = [0.2, 0.6, 1.1, 1.5, 1.7, 2.1, 2.6, 3.0, 3.2]
    /// The keyframe index after each change in steps 0–2: onAppear, then one per entry.
    static let jumpIndices = [1, 2, 3, 4, 5, 6, 7, 8, 1, 2]
    /// The emojis of the wave, in the order they join.
    static let waveEmojis = ["😃", "😎", "😉"]

    static var claims: [ScenarioClaim] {
        [
            ScenarioClaim(
                "The emoji's schedule is lesson 6's cyclic schedule on the keyframes' offsets minus the first: entries 0.2, 0.6, 1.1, 1.5, 1.7, 2.1, 2.6, 3.0, 3.2 s after it appeared"
            ) { trace in
                TraceQuery.checkCycle(
                    trace, view: "JumpingEmoji", appear: Step.appear, steps: Step.appear...Step.loop,
                    expected: jumpEntries)
            },
            ScenarioClaim(
                "The keyframe index goes 1 (onAppear), 2, …, 8 (one per entry), then 1, 2 again: keyframe 0 never comes back"
            ) { trace in
                let indices = keyframeIndices(trace, emoji: firstEmoji(trace), steps: Step.appear...Step.loop)
                return indices == jumpIndices
                    ? nil : "the .animation(_:value:) modifier saw idx become \(indices), expected \(jumpIndices)"
            },
            ScenarioClaim(
                "Each segment animates with its own keyframe's animation, from the previous keyframe's values to its own; an effect whose value stays the same does not animate"
            ) { trace in
                checkSegments(trace, emoji: firstEmoji(trace), steps: Step.appear...Step.loop)
            },
            ScenarioClaim(
                "Keyframe 0 is the state the emoji appears in, and its nil animation is never used: nothing animates in the pass that inserts the emoji, and the first segment (onAppear, keyframe 1) starts from keyframe 0's values"
            ) { trace in
                guard let emoji = firstEmoji(trace) else { return "no JumpingEmoji appeared in step \(Step.appear)" }
                let starts = TraceQuery.animationStarts(trace, of: emoji, steps: Step.appear...Step.appear)
                guard let insert = TraceQuery.frames(trace, steps: Step.appear...Step.appear).first else {
                    return "no frame in step \(Step.appear)"
                }
                let insertPass =
                    insert.events.first {
                        if case .inserted(let node, _, _, _) = $0.kind {
                            return emoji.contains(node.id)
                        } else {
                            return false
                        }
                    }?.pass ?? 0
                if let early = starts.first(where: { $0.pass <= insertPass }) {
                    return "\(early.attribute) animated in pass \(early.pass), the pass that inserted the emoji"
                }
                let from = Dictionary(
                    starts.map { ($0.attribute, $0.from?.description ?? "?") }, uniquingKeysWith: { first, _ in first })
                let expected = ["offset": "(0, 0)", "scale": "(1, 1)"]
                guard from == expected, starts.allSatisfy({ $0.animation == .linear(duration: 0.2) }) else {
                    return
                        "the first segment animated \(starts.map { "\($0.attribute) from \($0.from?.description ?? "?") with \($0.animation)" }), expected offset from (0, 0) and scale from (1, 1) with linear(duration: 0.2)"
                }
                let nilAnimations = transactionChanges(trace, of: emoji, steps: Step.appear...Step.loop).filter {
                    $0.animationChanged && $0.after.animation == nil
                }
                return nilAnimations.isEmpty
                    ? nil : "a transaction below the emoji turned animations off: \(nilAnimations[0])"
            },
            ScenarioClaim(
                "At the loop, the action sets idx to 0 and at once to 1: the views only see 8 → 1, and the emoji goes from keyframe 8 straight to keyframe 1 with linear(duration: 0.2)"
            ) { trace in
                let writes = TraceQuery.stateWrites("HappyEmoji._idx", in: trace, steps: Step.loop...Step.loop)
                guard writes.count >= 2, writes[0].old == .integer(8), writes[0].new == .integer(0),
                    writes[1].old == .integer(0), writes[1].new == .integer(1),
                    writes[0].frame.index == writes[1].frame.index
                else {
                    return
                        "in step \(Step.loop) idx was written \(writes.map { "\($0.old) → \($0.new) in frame \($0.frame.index)" })"
                }
                let frame = writes[0].frame
                let seen = frame.events.compactMap { event -> String? in
                    guard case .attributeChanged(let node, "value", let old, let new) = event.kind,
                        node.label == ".animation(_:value:)"
                    else { return nil }
                    return "\(old) → \(new)"
                }
                guard seen == ["8 → 1"] else {
                    return "in frame \(frame.index) .animation(_:value:) saw \(seen), expected [8 → 1]"
                }
                let starts = TraceQuery.animationStarts(
                    trace, of: firstEmoji(trace) ?? [], steps: Step.loop...Step.loop
                ).filter { $0.frame.index == frame.index }
                let targets = starts.map { "\($0.attribute) → \($0.to) with \($0.animation)" }.sorted()
                let expected = [
                    "offset → (0, 20) with linear(duration: 0.2)", "scale → (1, 0.5) with linear(duration: 0.2)",
                ]
                return targets == expected ? nil : "at the loop the emoji animated \(targets), expected \(expected)"
            },
            ScenarioClaim(
                "The wave's explicit dates come 0.3, 0.6 and 0.9 s after ManyEmojis was created; at each, one more JumpingEmoji appears (😃, 😎, 😉), and after the last date the wave's timeline has no more entries"
            ) { trace in
                checkWave(trace)
            },
            ScenarioClaim(
                "Each nested timeline starts its own cycle when its emoji appears: every emoji plays keyframe 1 from onAppear and reaches its first entry 0.2 s later"
            ) { trace in
                checkNestedTimelines(trace)
            },
            ScenarioClaim(
                "When emojiCount changes, ManyEmojis' body runs and its TimelineView's content runs again, but the schedule is made of stored dates: the timeline does not restart, and the emojis already there are skipped"
            ) { trace in
                checkWaveUpdates(trace)
            },
        ]
    }

    // MARK: - Queries

    /// The nodes of the first JumpingEmoji (the one that appears in step 0), or nil.
    static func firstEmoji(_ trace: Trace) -> Set<Int>? {
        guard let emoji = TraceQuery.insertions(of: "JumpingEmoji", in: trace, steps: Step.appear...Step.appear).first
        else { return nil }
        return TraceQuery.nodeIDs(belowNode: emoji.node.id, in: trace)
    }

    /// The values `idx` takes, as the `.animation(_:value:)` modifier of `emoji` sees them.
    static func keyframeIndices(_ trace: Trace, emoji: Set<Int>?, steps: ClosedRange<Int>) -> [Int] {
        guard let emoji else { return [] }
        return TraceQuery.frames(trace, steps: steps).flatMap(\.events).compactMap { event -> Int? in
            guard case .attributeChanged(let node, "value", _, let new) = event.kind, emoji.contains(node.id),
                node.is(_AnimationModifier<Int>.self)
            else { return nil }
            return new.value(as: Int.self)
        }
    }

    /// What the transaction modifiers of `emoji` did.
    static func transactionChanges(_ trace: Trace, of emoji: Set<Int>, steps: ClosedRange<Int>) -> [TransactionChange] {
        TraceQuery.frames(trace, steps: steps).flatMap(\.events).compactMap { event -> TransactionChange? in
            guard case .transaction(let node, let change) = event.kind, emoji.contains(node.id) else { return nil }
            return change
        }
    }

    /// The effects a keyframe sets, as the trace shows them: attribute → value.
    static func effects(of keyframe: KeyFrame) -> [String: String] {
        [
            "scale": "(1, \(number(keyframe.yScale)))",
            "rotation": "\(number(keyframe.rotation))°",
            "offset": "(0, \(number(Double(keyframe.y))))",
        ]
    }

    /// A number as the trace writes it: 0.5, 20, -80.
    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    // MARK: - Checks

    /// Every change of the keyframe index in `steps` animates exactly the effects that
    /// differ from the previous keyframe, to the new keyframe's values, with its animation.
    static func checkSegments(_ trace: Trace, emoji: Set<Int>?, steps: ClosedRange<Int>) -> String? {
        guard let emoji else { return "no JumpingEmoji appeared in step \(Step.appear)" }
        var previous = 0
        var segments = 0
        for frame in TraceQuery.frames(trace, steps: steps) {
            let changes = frame.events.compactMap { event -> Int? in
                guard case .attributeChanged(let node, "value", _, let new) = event.kind, emoji.contains(node.id),
                    node.is(_AnimationModifier<Int>.self)
                else { return nil }
                return new.value(as: Int.self)
            }
            guard let index = changes.last, keyframes.indices.contains(index) else { continue }
            segments += 1
            let keyframe = keyframes[index]
            let before = effects(of: keyframes[previous])
            let after = effects(of: keyframe)
            // A keyframe without an animation (keyframe 0's nil) starts none: its values jump.
            let expected =
                keyframe.animation.map { animation in
                    after.filter { before[$0.key] != $0.value }.map { "\($0.key) → \($0.value) with \(animation)" }
                        .sorted()
                } ?? []
            let starts = TraceQuery.animationStarts(trace, of: emoji, steps: frame.step...frame.step).filter {
                $0.frame.index == frame.index
            }
            let actual = starts.map { "\($0.attribute) → \($0.to) with \($0.animation)" }.sorted()
            guard actual == expected else {
                return
                    "keyframe \(previous) → \(index) in \(TraceQuery.describe(frame)): animated \(actual), expected \(expected)"
            }
            // A fresh start names where it starts from: the previous keyframe's value.
            if let wrong = starts.first(where: { $0.from != nil && $0.from?.description != before[$0.attribute] }) {
                return
                    "keyframe \(previous) → \(index): \(wrong.attribute) started from \(wrong.from?.description ?? "?"), not keyframe \(previous)'s \(before[wrong.attribute] ?? "?")"
            }
            previous = index
        }
        return segments == jumpIndices.count
            ? nil : "saw \(segments) segments in steps \(steps), expected \(jumpIndices.count)"
    }

    /// The wave's own timeline (not the emojis' nested ones): its explicit entries,
    /// the emojis that join at each, and nothing after the last date.
    static func checkWave(_ trace: Trace) -> String? {
        guard let wave = TraceQuery.insertions(of: "ManyEmojis", in: trace, steps: Step.wave...Step.wave).first else {
            return "no ManyEmojis appeared in step \(Step.wave)"
        }
        let created = wave.frame.time
        let timeline = TraceQuery.timelineIDs(below: "ManyEmojis", in: trace).subtracting(
            TraceQuery.timelineIDs(below: "JumpingEmoji", in: trace))
        let entries = TraceQuery.timelineEntries(trace, of: timeline, steps: Step.wave...Step.waveJoins)
        let offsets = entries.map { $0.date - created }
        guard offsets.count == 3, zip(offsets, [0.3, 0.6, 0.9]).allSatisfy(TraceQuery.same) else {
            return
                "the wave's entries came \(TraceQuery.list(offsets)) s after ManyEmojis was created, expected [0.3, 0.6, 0.9]"
        }
        for (entry, emoji) in zip(entries, waveEmojis) {
            let joined = entry.frame.events.compactMap { event -> String? in
                guard case .inserted(let node, _, _, _) = event.kind,
                    node.label.hasPrefix(".accessibilityIdentifier(\"")
                else { return nil }
                return String(node.label.dropFirst(".accessibilityIdentifier(\"".count).dropLast(2))
            }
            guard joined == [emoji] else {
                return "at the entry t=\(entry.date)s the emojis \(joined) appeared, expected [\(emoji)]"
            }
        }
        let end = TraceQuery.stepEnd(trace, step: Step.waveJoins)
        return end >= created + 0.9 + 0.25
            ? nil : "step \(Step.waveJoins) ended at t=\(end)s, too soon after the last date to see the timeline stop"
    }

    /// Every emoji of the wave plays keyframe 1 when it appears and reaches its own
    /// first entry 0.2 s after its timeline started.
    static func checkNestedTimelines(_ trace: Trace) -> String? {
        let emojis = TraceQuery.insertions(of: "JumpingEmoji", in: trace, steps: Step.waveJoins...Step.waveJoins)
        guard emojis.count == waveEmojis.count else {
            return "\(emojis.count) JumpingEmojis appeared in step \(Step.waveJoins), expected \(waveEmojis.count)"
        }
        for emoji in emojis {
            let ids = TraceQuery.nodeIDs(belowNode: emoji.node.id, in: trace)
            let indices = keyframeIndices(trace, emoji: ids, steps: Step.waveJoins...Step.waveJoins)
            guard indices.first == 1 else {
                return "\(emoji.node) started at keyframe \(indices.first.map(String.init) ?? "none"), not 1"
            }
            let entries = TraceQuery.timelineEntries(
                trace, of: TraceQuery.timelineIDs(among: ids, in: trace), steps: Step.waveJoins...Step.waveJoins)
            guard let first = entries.first, let start = first.previous else {
                return "\(emoji.node)'s timeline reached no entry"
            }
            // The nested timeline starts in the update pass that inserts it, a few ms after the frame's time.
            guard start >= emoji.frame.time - 0.000_15, start < emoji.frame.time + 0.01,
                TraceQuery.same(first.date - start, 0.2)
            else {
                return
                    "\(emoji.node) appeared at t=\(emoji.frame.time)s; its timeline started at t=\(start)s and first reached t=\(first.date)s"
            }
        }
        return nil
    }

    /// At each of the wave's entries: ManyEmojis runs for `_emojiCount`, the content
    /// runs again for `@self` only (no restart), and the emojis already there are skipped.
    static func checkWaveUpdates(_ trace: Trace) -> String? {
        let timeline = TraceQuery.timelineIDs(below: "ManyEmojis", in: trace).subtracting(
            TraceQuery.timelineIDs(below: "JumpingEmoji", in: trace))
        let entries = TraceQuery.timelineEntries(trace, of: timeline, steps: Step.waveJoins...Step.waveJoins)
        guard entries.count == 3 else {
            return "the wave reached \(entries.count) entries in step \(Step.waveJoins), expected 3"
        }
        for (present, entry) in entries.enumerated() {
            let frame = entry.frame.index
            let body = trace.bodyEvaluations(of: "ManyEmojis", inFrame: frame).map(\.printChangesLine)
            guard body == ["ManyEmojis: _emojiCount changed."] else {
                return "in frame \(frame) ManyEmojis ran \(body)"
            }
            let content = trace.bodyEvaluations(of: "TimelineView", inFrame: frame).filter {
                timeline.contains($0.node.id)
            }.map(TraceQuery.tokens)
            guard content == [["@timeline"], ["@self"]] else {
                return
                    "in frame \(frame) the wave's content ran for \(content), expected the entry, then @self without a new entry"
            }
            let skips = trace.bodySkips(of: "JumpingEmoji", inStep: Step.waveJoins).filter { $0.frame == frame }.count
            // Each emoji already there is offered a value twice: by the entry and by the body's run.
            guard skips == 2 * present else {
                return "in frame \(frame) JumpingEmoji was skipped \(skips) times, expected \(2 * present)"
            }
        }
        return nil
    }
}
