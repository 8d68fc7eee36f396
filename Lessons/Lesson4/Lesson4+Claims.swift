// The claims of lesson 4 and their checks against the trace: the dispatch
// counts of the looping version, SwiftUI's warning and its cycle, the restarted
// schedule behind it, and the quiet updates of the fix.
// Simplifies: "an update" is a frame in which the timeline reached an entry.
import Foundation
import ViewSim

extension Lesson4 {
    /// SwiftUI's runtime warning, verbatim.
    static let warning = "onChange(of: Date) action tried to update multiple times per frame."

    static var claims: [ScenarioClaim] {
        [
            ScenarioClaim(
                "At every update of the looping version, the onChange action runs twice and a third dispatch is suppressed"
            ) { trace in
                let frames = TraceQuery.entryFrames(trace, steps: Step.firstUpdate...Step.nextUpdate)
                guard frames.count == 2 else { return "expected 2 timeline updates in steps 1–2, saw \(frames.count)" }
                for frame in frames {
                    let runs = TraceQuery.actionRuns(in: frame, labelPrefix: ".onChange").map(\.dispatch)
                    let suppressed = TraceQuery.suppressedActions(in: frame).map(\.dispatch)
                    guard runs == [1, 2], suppressed == [3] else {
                        return
                            "in frame \(frame.index) the action ran with dispatches \(runs.map { $0.map(String.init) ?? "nil" }) and \(suppressed) were suppressed"
                    }
                }
                return nil
            },
            ScenarioClaim("SwiftUI logs \"\(warning)\"") { trace in
                let loops = trace.diagnostics(inStep: Step.firstUpdate).filter { $0.kind == .updateLoop }
                guard loops.count == 1, let loop = loops.first else {
                    return "\(loops.count) update-loop warnings in step \(Step.firstUpdate)"
                }
                return loop.message == warning ? nil : "the warning reads \"\(loop.message)\""
            },
            ScenarioClaim("The warning is logged once: the next update loops the same way without a new warning") {
                trace in
                let frames = TraceQuery.entryFrames(trace, steps: Step.nextUpdate...Step.nextUpdate)
                guard frames.count == 1, let frame = frames.first else {
                    return "expected 1 timeline update in step \(Step.nextUpdate), saw \(frames.count)"
                }
                let suppressed = TraceQuery.suppressedActions(in: frame).map(\.dispatch)
                guard suppressed == [3] else {
                    return "in frame \(frame.index) the suppressed dispatches were \(suppressed)"
                }
                let loops = trace.diagnostics(inStep: Step.nextUpdate).filter { $0.kind == .updateLoop }
                return loops.isEmpty ? nil : "the warning was logged again in frame \(frame.index)"
            },
            ScenarioClaim(
                "The cycle: the action writes flag, ExampleView's body runs, the TimelineView's content runs, and onChange sees a new date"
            ) { trace in
                guard let loop = trace.diagnostics(inStep: Step.firstUpdate).first(where: { $0.kind == .updateLoop })
                else {
                    return "no update-loop warning in step \(Step.firstUpdate)"
                }
                let labels = nodeLabels(in: trace)
                let path = loop.cycleNodes.map { labels[$0] ?? "#\($0)" }
                let expected = [".onChange(of: Date)", "ExampleView", "TimelineView", ".onChange(of: Date)"]
                guard path == expected else { return "the cycle passes through \(path), expected \(expected)" }
                guard
                    loop.cycle.contains(where: {
                        if case .event(let event) = $0, case .stateWrite(_, "ExampleView._flag", _, _, _) = event.kind {
                            return true
                        } else {
                            return false
                        }
                    })
                else {
                    return "the cycle does not show the write to flag: \(loop.cycle)"
                }
                return nil
            },
            ScenarioClaim(
                "Each time ExampleView's body runs, the timeline restarts from a fresh .simNow, 1 ms (one update pass) later"
            ) { trace in
                guard let frame = TraceQuery.entryFrames(trace, steps: Step.firstUpdate...Step.firstUpdate).first else {
                    return "no timeline update in step \(Step.firstUpdate)"
                }
                let restarts = trace.bodyEvaluations(of: "TimelineView", inFrame: frame.index).filter {
                    TraceQuery.changedFields($0).contains("schedule")
                }
                guard restarts.count == 2 else {
                    return "the schedule changed \(restarts.count) times in frame \(frame.index), expected 2"
                }
                let seen = watchedDates(in: frame)
                guard seen.count == 3 else {
                    return "onChange saw \(seen.count) new dates in frame \(frame.index), expected 3"
                }
                // The first date is the entry; restart k happens in pass k + 1, k ms after the frame's time.
                for (k, date) in seen.dropFirst().enumerated()
                where abs(date - (frame.time + Double(k + 1) * 0.001)) > 1e-4 {
                    return "restart \(k + 1) was at t=\(date)s, not \(k + 1) ms after the frame's time t=\(frame.time)s"
                }
                return nil
            },
            ScenarioClaim("With flag in SubView, the action runs once per update and nothing is logged") { trace in
                let frames = TraceQuery.entryFrames(trace, steps: Step.fixed...Step.fixed)
                guard frames.count == 3 else {
                    return "expected 3 timeline updates in step \(Step.fixed), saw \(frames.count)"
                }
                for frame in frames {
                    let runs = TraceQuery.actionRuns(in: frame, labelPrefix: ".onChange").map(\.dispatch)
                    guard runs == [1], TraceQuery.suppressedActions(in: frame).isEmpty else {
                        return
                            "in frame \(frame.index) the action ran with dispatches \(runs.map { $0.map(String.init) ?? "nil" })"
                    }
                }
                let diagnostics = trace.diagnostics(inStep: Step.fix) + trace.diagnostics(inStep: Step.fixed)
                return diagnostics.isEmpty ? nil : "logged: " + diagnostics.map(\.message).joined(separator: " / ")
            },
            ScenarioClaim(
                "SubView's body runs twice per update: first @self (the date changed), then _flag in a later pass"
            ) { trace in
                let frames = TraceQuery.entryFrames(trace, steps: Step.fixed...Step.fixed)
                guard !frames.isEmpty else { return "no timeline update in step \(Step.fixed)" }
                for frame in frames {
                    let runs = trace.bodyEvaluations(of: "SubView", inFrame: frame.index)
                    guard runs.count == 2 else {
                        return "in frame \(frame.index) SubView's body ran \(runs.count) times"
                    }
                    guard TraceQuery.tokens(runs[0]) == ["@self"], TraceQuery.changedFields(runs[0]) == ["date"],
                        TraceQuery.tokens(runs[1]) == ["_flag"], runs[1].pass > runs[0].pass
                    else {
                        return
                            "in frame \(frame.index) SubView ran for \(runs.map(\.printChangesLine)) in passes \(runs.map(\.pass))"
                    }
                }
                return nil
            },
            ScenarioClaim(
                "With the fix, the TimelineView's content runs once per update and ExampleView's body never runs again"
            ) { trace in
                let frames = TraceQuery.entryFrames(trace, steps: Step.fixed...Step.fixed)
                guard !frames.isEmpty else { return "no timeline update in step \(Step.fixed)" }
                for frame in frames {
                    let runs = trace.bodyEvaluations(of: "TimelineView", inFrame: frame.index)
                    guard runs.count == 1, TraceQuery.tokens(runs[0]) == ["@timeline"] else {
                        return "in frame \(frame.index) the content ran \(runs.count) times: "
                            + runs.map(\.printChangesLine).joined(separator: "; ")
                    }
                }
                let example = trace.bodyEvaluations(of: "ExampleView", inStep: Step.fixed)
                return example.isEmpty ? nil : "ExampleView's body ran \(example.count) times in step \(Step.fixed)"
            },
        ]
    }

    /// The label each node had when it was inserted, by id.
    static func nodeLabels(in trace: Trace) -> [Int: String] {
        var labels: [Int: String] = [:]
        for event in trace.events {
            if case .inserted(let node, _, _, _) = event.kind { labels[node.id] = node.label }
        }
        return labels
    }

    /// The new dates onChange saw in a frame, as seconds since the start (printed `t=2.001s`).
    static func watchedDates(in frame: FrameRecord) -> [Double] {
        frame.events.compactMap {
            guard case .valueChanged(_, _, _, let new) = $0.kind else { return nil }
            return TraceQuery.seconds(new)
        }
    }
}
