// Models the promises of what users ask of a run, checked on every generated case:
// `why` answers every body run and skip of every step (its answers' counts add up to
// the trace's, each chain runs forward in time and ends at the event it explains), and
// the update summary `viewsim diff` and baselines compare counts every body run and skip
// and reads back from its JSON unchanged.
// Simplifies: both run on traces of at most `questionEventLimit` events, so a big
// case stays within the slow budget, and on the first of a case's two runs; the summary's animations and diagnostics are
// checked only through the round trip.

import Foundation
import ViewSim

extension FuzzInvariants {
    /// The most events a trace may have for the why answers and the summary to be checked (they
    /// cost more than the run of a small case: a summary writes and reads the trace's JSON).
    static let questionEventLimit = 5_000

    /// Every step's why answers cover each view's body runs and skips exactly, and each
    /// answer's chain runs forward in time to an event about its view.
    public static func whyAnswers(_ trace: Trace) -> [FuzzViolation] {
        guard trace.eventCount <= questionEventLimit, !trace.steps.isEmpty else { return [] }
        let steps = trace.steps.map(\.index)
        let first = steps.min() ?? 0
        let answered = trace.whyAnswersByNode(steps: first..<((steps.max() ?? 0) + 1), limit: Int.max)
        return whyAnswers(trace, answered: answered, firstStep: first)
    }

    /// The why check of `trace` on given answers (`answered[k]`: step `firstStep + k`'s, as
    /// `Trace.whyAnswersByNode` gives them), so a test can show it fails for wrong ones.
    package static func whyAnswers(
        _ trace: Trace, answered: [[(node: Int, answers: [WhyAnswer])]], firstStep first: Int
    )
        -> [FuzzViolation]
    {
        var found: [FuzzViolation] = []
        for (offset, nodes) in answered.enumerated() {
            let step = first + offset
            var runs: [Int: Int] = [:]
            var skips: [Int: Int] = [:]
            for frame in trace.frames(inStep: step) {
                for event in frame.events {
                    switch event.kind {
                    case .bodyEvaluated(let node, _) where !node.isInternal: runs[node.id, default: 0] += 1
                    case .bodySkipped(let node, _) where !node.isInternal: skips[node.id, default: 0] += 1
                    default: break
                    }
                }
            }
            let byNode = Dictionary(nodes.map { ($0.node, $0.answers) }, uniquingKeysWith: { $0 + $1 })
            for node in Set(runs.keys).union(skips.keys).sorted() {
                let answers = byNode[node] ?? []
                let ran = answers.filter { $0.verdict == .bodyRan }.reduce(0) { $0 + $1.count }
                let skipped = answers.filter { $0.verdict == .bodySkipped }.reduce(0) { $0 + $1.count }
                if ran != runs[node] ?? 0 || skipped != skips[node] ?? 0 {
                    found.append(
                        FuzzViolation(
                            .why,
                            "step \(step), node #\(node): why answers \(ran) runs and \(skipped) skips; the trace has \(runs[node] ?? 0) and \(skips[node] ?? 0)"
                        ))
                }
            }
            for (node, answers) in nodes {
                for answer in answers {
                    let ids = answer.chain.map(\.event.id)
                    if ids.isEmpty || zip(ids, ids.dropFirst()).contains(where: { $0 >= $1 }) {
                        found.append(
                            FuzzViolation(.why, "step \(step), node #\(node): a chain not in time order: \(ids)"))
                    } else if answer.chain.last?.event.node?.id != node {
                        found.append(
                            FuzzViolation(
                                .why,
                                "step \(step), node #\(node): the chain ends at event \(ids.last ?? 0), about another node"
                            ))
                    }
                    if answer.sentences.isEmpty {
                        found.append(FuzzViolation(.why, "step \(step), node #\(node): an answer without sentences"))
                    }
                }
            }
        }
        return limited(found)
    }

    /// The update summary counts every body run and skip, and reads back from its own JSON
    /// with no difference.
    public static func updateSummary(_ trace: Trace) -> [FuzzViolation] {
        guard trace.eventCount <= questionEventLimit else { return [] }
        let summary: UpdateSummary
        do {
            summary = try UpdateSummary(trace: trace)
        } catch {
            return [FuzzViolation(.updateSummary, "the trace's summary could not be made: \(error)")]
        }
        return updateSummary(trace, summary: summary)
    }

    /// The summary check of `trace` on a given summary, so a test can show it fails for a wrong one.
    package static func updateSummary(_ trace: Trace, summary: UpdateSummary) -> [FuzzViolation] {
        var found: [FuzzViolation] = []
        var runs = 0
        var skips = 0
        for frame in trace.frames {
            for event in frame.events {
                if case .bodyEvaluated = event.kind { runs += 1 }
                if case .bodySkipped = event.kind { skips += 1 }
            }
        }
        let summedRuns = summary.views.reduce(0) { $0 + $1.bodyRuns }
        let summedSkips = summary.views.reduce(0) { $0 + $1.bodySkips }
        if summedRuns != runs || summedSkips != skips {
            found.append(
                FuzzViolation(
                    .updateSummary,
                    "the summary counts \(summedRuns) body runs and \(summedSkips) skips; the trace has \(runs) and \(skips)"
                ))
        }
        do {
            // Compared as JSON text (cheaper than an UpdateDifference, and as strict).
            let json = summary.json()
            let reread = try UpdateSummary(json: Data(json.utf8), source: "its JSON")
            if reread.json() != json {
                found.append(
                    FuzzViolation(
                        .updateSummary,
                        "the summary read back from its JSON differs: \(UpdateDifference(summary, reread).text(width: 200))"
                    ))
            }
        } catch {
            found.append(FuzzViolation(.updateSummary, "the summary's JSON could not be read back: \(error)"))
        }
        return found
    }
}
