// The report's answers to "why?" for a click on a node of a step's view graph or on
// a row of the animated values: each step's answers per node (`Trace.whyAnswersByNode`,
// the same sentences and chains `viewsim why` prints), as JSON the page's script
// only looks up and shows. Simplifies: at most `answersPerNode` answers per node and
// `chainLimit` links per chain; past `byteBudget` the remaining steps are left out and
// the page names the command that answers for them.
import ViewSim

/// Why each node of each step did what it did, as the report embeds it.
///
/// ```swift
/// let json = ReportWhy.json(trace: run.trace, stepCount: 4)
/// // {"steps":[{"step":0,"nodes":[{"id":1,"answers":[…]}]},…],"complete":true}
/// ```
enum ReportWhy {
    /// The most answers kept for one node in one step.
    static let answersPerNode = 4
    /// The most links of a chain kept (the first two and the last ones).
    static let chainLimit = 12
    /// The most bytes the answers take; the steps past it are left out.
    static let byteBudget = 600_000

    /// Each step's answers per node as JSON: `{"steps": [{"step", "nodes": [{"id", "answers"}]}],
    /// "complete"}`; `complete` is false when steps were left out for the budget.
    static func json(trace: Trace, stepCount: Int, byteBudget: Int = byteBudget) -> String {
        let steps = trace.whyAnswersByNode(steps: 0..<max(0, stepCount), limit: answersPerNode)
        var writer = JSONWriter()
        writer.beginObject()
        writer.key("steps")
        writer.beginArray()
        var complete = true
        for (step, nodes) in steps.enumerated() {
            var stepWriter = JSONWriter()
            stepWriter.beginObject()
            stepWriter.key("step")
            stepWriter.integer(step)
            stepWriter.key("nodes")
            stepWriter.beginArray()
            for (node, answers) in nodes {
                stepWriter.beginObject()
                stepWriter.key("id")
                stepWriter.integer(node)
                stepWriter.key("answers")
                stepWriter.beginArray()
                for answer in answers { WhyReport.write(answer, to: &stepWriter, chainLimit: chainLimit) }
                stepWriter.endArray()
                stepWriter.endObject()
            }
            stepWriter.endArray()
            stepWriter.endObject()
            guard writer.bytes.count + stepWriter.bytes.count <= byteBudget else {
                complete = false
                break
            }
            writer.raw(stepWriter.text)
        }
        writer.endArray()
        writer.key("complete")
        writer.bool(complete)
        writer.endObject()
        return writer.text
    }
}
