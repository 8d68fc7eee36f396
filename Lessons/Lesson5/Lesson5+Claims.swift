// The claims of lesson 5 and their checks against the trace: the entry dates
// and frames of each built-in schedule (periodic, animation paused and running,
// every minute, explicit), the animation each beat gets, and the bell.
// Simplifies: times are compared to 0.1 ms.
import Foundation
import ViewSim

extension Lesson5 {
    static var claims: [ScenarioClaim] {
        [
            ScenarioClaim(
                "At 60 bpm, .periodic(from: .simNow, by: 60 / bpm) starts when the metronome appears (t=0) and has an entry every second, each reached in the frame at its date"
            ) { trace in
                guard !TraceQuery.insertions(of: "Metronome", in: trace, steps: Step.appear...Step.appear).isEmpty
                else {
                    return "no Metronome appeared in step \(Step.appear)"
                }
                let entries = TraceQuery.timelineEntries(
                    trace, of: TraceQuery.timelineIDs(below: "Metronome", in: trace), steps: Step.beats...Step.beats)
                let dates = entries.map(\.date)
                guard dates.count == 3, zip(dates, [1.0, 2, 3]).allSatisfy(TraceQuery.same) else {
                    return
                        "the metronome's entries in step \(Step.beats) were \(TraceQuery.list(dates)), expected [1, 2, 3]"
                }
                guard let first = entries.first?.previous, TraceQuery.same(first, 0) else {
                    return
                        "the date the content first saw was \(entries.first?.previous.map { "t=\($0)s" } ?? "none"), not the start date t=0s"
                }
                if let late = entries.first(where: { !TraceQuery.same($0.frame.time, $0.date) }) {
                    return "the entry t=\(late.date)s was reached in \(TraceQuery.describe(late.frame))"
                }
                return nil
            },
            ScenarioClaim(
                "Every beat, the first played by onAppear, animates the pendulum with easeInOut(duration: 1) to the other side: −30°, 30°, −30°, 30°"
            ) { trace in
                let starts = TraceQuery.animationStarts(
                    trace, of: TraceQuery.nodeIDs(below: "MetronomePendulum", in: trace),
                    steps: Step.appear...Step.beats
                )
                .filter { $0.attribute == "rotation" }
                let expected = ["-30°", "30°", "-30°", "30°"]
                guard starts.map(\.to.description) == expected else {
                    return "the pendulum's rotation animated to \(starts.map(\.to.description)), expected \(expected)"
                }
                if let other = starts.first(where: { $0.animation != .easeInOut(duration: 1) }) {
                    return "in \(TraceQuery.describe(other.frame)) the rotation animated with \(other.animation)"
                }
                let times = starts.map(\.frame.time)
                guard zip(times, [0.0, 1, 2, 3]).allSatisfy(TraceQuery.same) else {
                    return "the beats' animations began at \(TraceQuery.list(times)) s, expected [0, 1, 2, 3]"
                }
                return starts.first?.from?.description == "30°"
                    ? nil : "the first swing started from \(starts.first?.from?.description ?? "?"), not 30°"
            },
            ScenarioClaim(
                "The bell rings on every 4th beat: bellCounter counts 1, 2, 3, 0, and no view reads it, so its writes invalidate nothing"
            ) { trace in
                let writes = TraceQuery.stateWrites(
                    "MetronomePendulum._bellCounter", in: trace, steps: Step.appear...Step.beats)
                guard writes.map(\.new) == [.integer(1), .integer(2), .integer(3), .integer(0)] else {
                    return "bellCounter became \(writes.map(\.new.description)), expected [1, 2, 3, 0]"
                }
                if writes.contains(where: \.invalidates) { return "a write of bellCounter invalidated a view" }
                guard let bell = writes.last, TraceQuery.same(bell.frame.time, 3) else {
                    return
                        "the counter reached 0 in \(writes.last.map { TraceQuery.describe($0.frame) } ?? "no frame"), not at the 4th beat, t=3s"
                }
                return nil
            },
            ScenarioClaim(
                "Only the pendulum depends on the timeline: at every beat MetronomeBack and MetronomeFront are skipped"
            ) { trace in
                for name in ["MetronomeBack", "MetronomeFront"] {
                    let skips = trace.bodySkips(of: name, inStep: Step.beats)
                    let runs = trace.bodyEvaluations(of: name, inStep: Step.beats)
                    guard skips.count == 3, runs.isEmpty else {
                        return
                            "in step \(Step.beats) \(name) was skipped \(skips.count) times and ran \(runs.count) times"
                    }
                }
                return nil
            },
            ScenarioClaim(
                "Stopped, the timer's .animation(minimumInterval: 0.1, paused: true) has no entries: its content is built once, when it appears, and nothing happens after"
            ) { trace in
                guard
                    let appear = TraceQuery.insertions(of: "AnalogTimerView", in: trace, steps: Step.timer...Step.timer)
                        .first
                else {
                    return "no AnalogTimerView appeared in step \(Step.timer)"
                }
                let timeline = TraceQuery.timelineIDs(below: "AnalogTimerView", in: trace)
                let runs = trace.bodyEvaluations(of: "TimelineView", inStep: Step.timer).filter {
                    timeline.contains($0.node.id)
                }
                guard runs.count == 1, TraceQuery.tokens(runs[0]) == ["@self"] else {
                    return
                        "the timer's content ran \(runs.count) times in step \(Step.timer): \(runs.map(\.printChangesLine))"
                }
                let later = trace.frames(inStep: Step.timer).filter { $0.index != appear.frame.index }
                return later.isEmpty
                    ? nil : "something happened after the timer appeared, in \(later.map(TraceQuery.describe))"
            },
            ScenarioClaim(
                "Running, the schedule starts again at the tap: the content runs with the tap's date, then every 0.1 s (every 6th frame)"
            ) { trace in
                checkRunning(trace, step: Step.start, expectedEntries: 5)
            },
            ScenarioClaim(
                "Paused, the timeline's new schedule has no entries: the content runs once, for the change, and not again until the timer resumes"
            ) { trace in
                let timeline = TraceQuery.timelineIDs(below: "AnalogTimerView", in: trace)
                guard !timeline.isEmpty else { return "the timer has no TimelineView" }
                let entries = TraceQuery.timelineEntries(trace, of: timeline, steps: Step.pause...Step.pause)
                if !entries.isEmpty {
                    return "the paused timeline reached \(entries.count) entries in step \(Step.pause)"
                }
                let runs = trace.bodyEvaluations(of: "TimelineView", inStep: Step.pause).filter {
                    timeline.contains($0.node.id)
                }
                guard runs.count == 1, TraceQuery.tokens(runs[0]).first == "@self" else {
                    return "the timer's content ran \(runs.count) times in step \(Step.pause)"
                }
                guard
                    TraceQuery.stateWrites("AnalogTimerView._status", in: trace, steps: Step.pause...Step.pause).map({
                        $0.new.value(as: TimerStatus.self)
                    }) == [.paused]
                else {
                    return "the timer was not paused in step \(Step.pause)"
                }
                return checkRunning(trace, step: Step.resume, expectedEntries: 3)
            },
            ScenarioClaim(
                ".everyMinute: the first date is the start of the current minute, from before the clock appeared; the next update comes on the next minute"
            ) { trace in
                guard
                    let appear = TraceQuery.insertions(
                        of: "MinuteClock", in: trace, steps: Step.everyMinute...Step.everyMinute
                    ).first
                else {
                    return "no MinuteClock appeared in step \(Step.everyMinute)"
                }
                let entries = TraceQuery.timelineEntries(
                    trace, of: TraceQuery.timelineIDs(below: "MinuteClock", in: trace),
                    steps: Step.everyMinute...Step.everyMinute)
                guard entries.count == 1, let entry = entries.first, let first = entry.previous else {
                    return "the clock reached \(entries.count) entries in step \(Step.everyMinute), expected 1"
                }
                guard TraceQuery.same(first, 0), appear.frame.time > 1 else {
                    return
                        "the clock appeared at t=\(appear.frame.time)s showing t=\(first)s, not the minute's start t=0s"
                }
                return TraceQuery.same(entry.date, 60) && TraceQuery.same(entry.frame.time, 60)
                    ? nil
                    : "the next update was t=\(entry.date)s in \(TraceQuery.describe(entry.frame)), not t=60s"
            },
            ScenarioClaim(
                ".explicit: the first update uses the last date before now, then the timeline updates at exactly the other dates and stops when they run out"
            ) { trace in
                guard
                    let appear = TraceQuery.insertions(
                        of: "ExplicitClock", in: trace, steps: Step.explicit...Step.explicit
                    ).first
                else {
                    return "no ExplicitClock appeared in step \(Step.explicit)"
                }
                let start = appear.frame.time
                let entries = TraceQuery.timelineEntries(
                    trace, of: TraceQuery.timelineIDs(below: "ExplicitClock", in: trace),
                    steps: Step.explicit...Step.explicit)
                let offsets = entries.map { $0.date - start }
                guard offsets.count == 2, zip(offsets, [0.5, 1.5]).allSatisfy(TraceQuery.same) else {
                    return
                        "the explicit clock's entries came \(TraceQuery.list(offsets)) s after it appeared, expected [0.5, 1.5]"
                }
                guard let first = entries.first?.previous, TraceQuery.same(first, start - 10) else {
                    return
                        "the content first showed \(entries.first?.previous.map { "t=\($0)s" } ?? "nothing"), not the past date t=\(start - 10)s"
                }
                // Without time after the last date, "it stops" would hold vacuously.
                let end = TraceQuery.stepEnd(trace, step: Step.explicit)
                return end >= start + 1.5 + 0.25
                    ? nil
                    : "step \(Step.explicit) ended at t=\(end)s, too soon after the last date to see the timeline stop"
            },
        ]
    }

    /// In `step`, a tap starts the timer: the content runs with the tap's date, then
    /// reaches `expectedEntries` entries 0.1 s (6 frames) apart, each changing the hands.
    static func checkRunning(_ trace: Trace, step: Int, expectedEntries: Int) -> String? {
        let timeline = TraceQuery.timelineIDs(below: "AnalogTimerView", in: trace)
        guard let tap = trace.frames(inStep: step).first else { return "nothing happened in step \(step)" }
        guard
            TraceQuery.stateWrites("AnalogTimerView._status", in: trace, steps: step...step).map({
                $0.new.value(as: TimerStatus.self)
            }) == [.running]
        else {
            return "the timer did not start in step \(step)"
        }
        let restart = trace.bodyEvaluations(of: "TimelineView", inFrame: tap.index).filter {
            timeline.contains($0.node.id)
        }
        guard restart.count == 1, TraceQuery.tokens(restart[0]) == ["@self", "@timeline"],
            restart[0].reasons.contains(where: {
                if case .timelineEntry(_, let new) = $0 {
                    return TraceQuery.seconds(new).map { TraceQuery.same($0, tap.time) } ?? false
                } else {
                    return false
                }
            })
        else {
            return
                "at the tap (\(TraceQuery.describe(tap))) the content ran for \(restart.map(\.printChangesLine)), not for a new schedule starting at the tap"
        }
        let entries = TraceQuery.timelineEntries(trace, of: timeline, steps: step...step)
        let offsets = entries.map { $0.date - tap.time }
        let expected = (1...expectedEntries).map { Double($0) * 0.1 }
        guard offsets.count == expected.count, zip(offsets, expected).allSatisfy(TraceQuery.same) else {
            return
                "the running timer's entries came \(TraceQuery.list(offsets)) s after the tap, expected \(TraceQuery.list(expected))"
        }
        let gaps = zip(entries.map(\.frame.index), [tap.index] + entries.map(\.frame.index)).map { $0 - $1 }
        guard gaps.allSatisfy({ $0 == 6 }) else {
            return "the running timer's entries were \(gaps) frames apart, expected 6"
        }
        let hands = TraceQuery.nodeIDs(named: "hands", in: trace, steps: 0...step)
        let changes = TraceQuery.attributeChanges("text", of: hands, in: trace, steps: step...step)
        return changes.count == expectedEntries
            ? nil : "the hands changed \(changes.count) times in step \(step), expected \(expectedEntries)"
    }
}
