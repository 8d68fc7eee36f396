// The claims of lesson 2 and their checks against the trace: per timeline
// update, one run of the timeline's content, two runs of QuipView's body (date,
// then model, in a later pass) and one advance of the sentence.
// Simplifies: "an update" is a frame in which the timeline reached an entry.
import ViewSim

extension Lesson2 {
    /// The timeline updates the script reaches: t=3, 6 and 9 s.
    static let updateCount = 3

    static var claims: [ScenarioClaim] {
        [
            ScenarioClaim("onChange does not run when QuipView appears") { trace in
                let runs = trace.frames(inStep: Step.appear).flatMap {
                    TraceQuery.actionRuns(in: $0, labelPrefix: ".onChange")
                }
                return runs.isEmpty ? nil : "the onChange action ran \(runs.count) times in frame 0"
            },
            ScenarioClaim("The TimelineView's content runs once per timeline update") { trace in
                forEachUpdate(trace) { frame in
                    let runs = trace.bodyEvaluations(of: "TimelineView", inFrame: frame.index)
                    guard runs.count == 1, let run = runs.first, TraceQuery.tokens(run) == ["@timeline"] else {
                        return "in frame \(frame.index) the content ran \(runs.count) times: "
                            + runs.map(\.printChangesLine).joined(separator: "; ")
                    }
                    return nil
                }
            },
            ScenarioClaim("QuipView's body runs exactly twice per timeline update") { trace in
                forEachUpdate(trace) { frame in
                    let runs = trace.bodyEvaluations(of: "QuipView", inFrame: frame.index)
                    return runs.count == 2 ? nil : "in frame \(frame.index) QuipView's body ran \(runs.count) times"
                }
            },
            ScenarioClaim(
                "First for @self (the date changed), then for _quips (the @Published sentence changed) in a later pass of the same frame"
            ) { trace in
                forEachUpdate(trace) { frame in
                    let runs = trace.bodyEvaluations(of: "QuipView", inFrame: frame.index)
                    guard runs.count == 2 else {
                        return "in frame \(frame.index) QuipView's body ran \(runs.count) times"
                    }
                    let first = runs[0]
                    let second = runs[1]
                    guard TraceQuery.tokens(first) == ["@self"], TraceQuery.changedFields(first) == ["date"] else {
                        return
                            "in frame \(frame.index) the first run was \(first.printChangesLine) (fields: \(TraceQuery.changedFields(first)))"
                    }
                    guard TraceQuery.tokens(second) == ["_quips"] else {
                        return "in frame \(frame.index) the second run was \(second.printChangesLine)"
                    }
                    guard second.pass > first.pass else {
                        return "in frame \(frame.index) both runs were in pass \(first.pass)"
                    }
                    return nil
                }
            },
            ScenarioClaim("The sentence advances once per update, through the seed's sentences in order") { trace in
                var index = 0
                return forEachUpdate(trace) { frame in
                    let changes = TraceQuery.publishedChanges(in: frame).filter {
                        $0.object == "QuipDatabase" && $0.property == "sentence"
                    }
                    guard changes.count == 1, let new = changes.first?.new else {
                        return "in frame \(frame.index) the sentence changed \(changes.count) times"
                    }
                    index = (index + 1) % QuipDatabase.sentences.count
                    let expected = "\"" + QuipDatabase.sentences[index].prefix(20)
                    return new.description.hasPrefix(expected)
                        ? nil : "in frame \(frame.index) the sentence became \(new), expected \(expected)…"
                }
            },
        ]
    }

    /// Runs `check` on each frame with a timeline entry after the appearance,
    /// after checking that there are `updateCount` of them.
    static func forEachUpdate(_ trace: Trace, _ check: (FrameRecord) -> String?) -> String? {
        let frames = TraceQuery.entryFrames(trace, steps: Step.firstUpdate...Step.moreUpdates)
        guard frames.count == updateCount else {
            return "expected \(updateCount) timeline updates, saw \(frames.count)"
        }
        for frame in frames {
            if let failure = check(frame) { return failure }
        }
        return nil
    }
}
