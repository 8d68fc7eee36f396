// The one line `viewsim run` prints on the terminal before asking for the next
// step: how many bodies ran (and were skipped), how many animations started and
// how many warnings the step had. It counts with the trace's typed queries, the
// same ones the step's "What happened" summary (`Trace.summary(step:)`) uses.
// Simplified: counts only; the summary above it on screen has the names.
import ViewSim

/// The recap of one step, from its trace.
enum StepRecap {
    /// "Step 2/5 done: 3 bodies ran, 1 skipped, 1 animation started."
    static func line(step: Int, last: Int, trace: Trace) -> String {
        // Like the summary, without the content runs of viewsim's internal clocks (`NodeRef.isInternal`).
        let ran = trace.bodyEvaluations(inStep: step).filter { !$0.node.isInternal }.count
        var parts = [ran == 0 ? "no body ran" : "\(ran) bod\(ran == 1 ? "y" : "ies") ran"]
        let skipped = trace.bodySkips(inStep: step).count
        if skipped > 0 { parts.append("\(skipped) skipped") }
        let animations = trace.animationsAdded(inStep: step).count
        if animations > 0 { parts.append("\(animations) animation\(animations == 1 ? "" : "s") started") }
        let warnings = trace.diagnostics(inStep: step).count
        if warnings > 0 { parts.append("\(warnings) warning\(warnings == 1 ? "" : "s")") }
        return "Step \(step)/\(last) done: \(parts.joined(separator: ", "))."
    }

    /// The keys the prompt after step `current` offers: "Enter: next · q: quit · 4: jump to step 4".
    static func keys(current: Int, last: Int) -> String {
        if current >= last { return "Enter: the claims · q: quit" }
        var keys = ["Enter: next", "q: quit"]
        if current + 2 <= last { keys.append("\(current + 2): jump to step \(current + 2)") }
        return keys.joined(separator: " · ")
    }

    /// "Skipped the report of steps 3–4." (or "of step 3.").
    static func skippedReports(from first: Int, to last: Int) -> String {
        first == last ? "Skipped the report of step \(first)." : "Skipped the report of steps \(first)–\(last)."
    }
}
