// The claims of lesson 1 and their checks against the trace: how often the
// timeline's content and SubView's body run, why SubView is skipped, which face
// changes, and what the swap to the fixed version does to identity.
// Simplifies: the checks look only at the steps each claim is about.
import ViewSim

extension Lesson1 {
    /// Entries per second at `.periodic(from:by: 0.2)`, in the 1.1 s of each part.
    static let entriesPerPart = 5

    static var claims: [ScenarioClaim] {
        [
            ScenarioClaim(
                "TimelineView re-evaluates its content at every entry: 5 times in a little over a second at 0.2 s"
            ) { trace in
                checkContentRunsAtEveryEntry(trace, step: Step.broken)
            },
            ScenarioClaim("Without inputs, SubView's body runs once, when it appears, and never again") { trace in
                let runs = trace.bodyEvaluations(of: "SubView").filter { $0.step <= Step.broken }
                guard runs.count == 1, let only = runs.first else {
                    return "SubView's body ran \(runs.count) times in steps 0–1: "
                        + runs.map { "frame \($0.frame) (\($0.printChangesLine))" }.joined(separator: ", ")
                }
                guard only.step == Step.appear, TraceQuery.tokens(only) == ["@self"] else {
                    return "SubView's only run was in step \(only.step), frame \(only.frame): \(only.printChangesLine)"
                }
                return nil
            },
            ScenarioClaim("At every entry SubView is offered a new value and skipped, because it has no stored inputs")
            { trace in
                let entries = TraceQuery.entryFrames(trace, steps: Step.broken...Step.broken).count
                let skips = trace.bodySkips(of: "SubView", inStep: Step.broken)
                guard skips.count == entries, entries == entriesPerPart else {
                    return "\(entries) entries but \(skips.count) SubView skips in step \(Step.broken)"
                }
                if let other = skips.first(where: { skip in
                    if case .valueUnchanged(_, fields: 0) = skip.reason { return false } else { return true }
                }) {
                    return "SubView was skipped in frame \(other.frame) for another reason: \(other.reason)"
                }
                return nil
            },
            ScenarioClaim("Only the left face changes; the right face keeps the emoji it drew when it appeared") {
                trace in
                let range = Step.broken...Step.broken
                let leftIDs = TraceQuery.nodeIDs(named: "left", in: trace, steps: range)
                let rightIDs = TraceQuery.nodeIDs(named: "right", in: trace, steps: range)
                // Without the named views, "the right face never changed" would hold vacuously.
                if leftIDs.isEmpty || rightIDs.isEmpty { return "no views named \"left\" and \"right\" were inserted" }
                let left = TraceQuery.attributeChanges("text", of: leftIDs, in: trace, steps: range)
                let right = TraceQuery.attributeChanges("text", of: rightIDs, in: trace, steps: range)
                if left.isEmpty { return "the left face's Text never changed in step \(Step.broken)" }
                if !right.isEmpty {
                    return "the right face's Text changed \(right.count) times: "
                        + right.map { "\($0.old) → \($0.new)" }.joined(separator: ", ")
                }
                return nil
            },
            ScenarioClaim(
                "Swapping in the fixed version removes the old ManyFaces with its state and inserts a new one, whose SubView runs its body once"
            ) { trace in
                checkSwap(trace)
            },
            ScenarioClaim("With a date input, SubView's body runs at every entry, with reason @self (its date changed)")
            { trace in
                checkContentRunsAtEveryEntry(trace, step: Step.fixed) ?? checkSubViewRunsAtEveryEntry(trace)
            },
            ScenarioClaim("With the fix, the right face changes too") { trace in
                let range = Step.fixed...Step.fixed
                let right = TraceQuery.attributeChanges(
                    "text", of: TraceQuery.nodeIDs(named: "right", in: trace, steps: range), in: trace, steps: range)
                return right.isEmpty ? "the right face's Text never changed in step \(Step.fixed)" : nil
            },
        ]
    }

    /// Each entry of `step` re-runs the TimelineView's content exactly once, for a new entry (reason `.timelineEntry`).
    static func checkContentRunsAtEveryEntry(_ trace: Trace, step: Int) -> String? {
        let frames = TraceQuery.entryFrames(trace, steps: step...step)
        guard frames.count == entriesPerPart else {
            return "expected \(entriesPerPart) timeline entries in step \(step), saw \(frames.count)"
        }
        for frame in frames {
            let runs = trace.bodyEvaluations(of: "TimelineView", inFrame: frame.index)
            guard runs.count == 1, let run = runs.first, TraceQuery.tokens(run) == ["@timeline"] else {
                return "in frame \(frame.index) the TimelineView's content ran \(runs.count) times: "
                    + runs.map(\.printChangesLine).joined(separator: "; ")
            }
        }
        return nil
    }

    static func checkSubViewRunsAtEveryEntry(_ trace: Trace) -> String? {
        let frames = TraceQuery.entryFrames(trace, steps: Step.fixed...Step.fixed)
        for frame in frames {
            let runs = trace.bodyEvaluations(of: "SubView", inFrame: frame.index)
            guard runs.count == 1, let run = runs.first else {
                return "in frame \(frame.index) SubView's body ran \(runs.count) times"
            }
            guard TraceQuery.tokens(run) == ["@self"], TraceQuery.changedFields(run) == ["date"] else {
                return
                    "in frame \(frame.index) SubView's body ran for \(run.printChangesLine) (fields: \(TraceQuery.changedFields(run)))"
            }
        }
        let skips = trace.bodySkips(of: "SubView", inStep: Step.fixed)
        if !skips.isEmpty { return "SubView was still skipped \(skips.count) times in step \(Step.fixed)" }
        return nil
    }

    static func checkSwap(_ trace: Trace) -> String? {
        var insertedBefore: Set<Int> = []
        for frame in trace.frames where frame.step < Step.fix {
            for event in frame.events {
                if case .inserted(let node, _, _, _) = event.kind, node.label == "ManyFaces" {
                    insertedBefore.insert(node.id)
                }
            }
        }
        var removed: [Int] = []
        var inserted: [Int] = []
        for event in trace.frames(inStep: Step.fix).flatMap(\.events) {
            switch event.kind {
            case .removed(let node, _, _, _) where node.label == "ManyFaces": removed.append(node.id)
            case .inserted(let node, _, _, _) where node.label == "ManyFaces": inserted.append(node.id)
            default: break
            }
        }
        guard removed.count == 1, let old = removed.first, insertedBefore.contains(old) else {
            return "expected the first ManyFaces to be removed in step \(Step.fix); removed: \(removed)"
        }
        guard inserted.count == 1, let new = inserted.first, new != old else {
            return "expected one new ManyFaces to be inserted in step \(Step.fix); inserted: \(inserted)"
        }
        let runs = trace.bodyEvaluations(of: "SubView", inStep: Step.fix)
        guard runs.count == 1, let run = runs.first, TraceQuery.tokens(run) == ["@self"] else {
            return "the new SubView's body ran \(runs.count) times in step \(Step.fix)"
        }
        return nil
    }
}
