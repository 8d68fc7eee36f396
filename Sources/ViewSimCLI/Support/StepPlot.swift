// Plots for the CLI: which steps of a run animate something, and the SVG of the
// animated values of a step (or the whole run), titled with the scenario and step.
// Shared by `viewsim run` (a plot per animated step) and `viewsim plot`.
import ViewSim
import ViewSimGraphviz

/// The value plots of a scenario's run.
enum StepPlot {
    /// The steps whose frames animate a value that can be plotted, in order.
    static func animatedSteps(in trace: Trace) -> [Int] {
        trace.steps.map(\.index).filter { !PlotSeries.animations(in: trace, step: $0).isEmpty }
    }

    /// The SVG of `series`, titled for `scenario` and `step` (nil: the whole run).
    static func svg(_ series: [PlotSeries], scenario: Scenario, step: Int?) -> String {
        let title: String
        if let step {
            let stepTitle = scenario.steps.indices.contains(step) ? ": \(scenario.steps[step].title)" : ""
            title = "\(scenario.name) · step \(step)\(stepTitle)"
        } else {
            title = "\(scenario.name) · \(scenario.title)"
        }
        let count = series.count == 1 ? "1 animated value" : "\(series.count) animated values"
        let scope = step == nil ? "the whole run" : "the step's frames"
        return ValuePlot.svg(
            series: series, title: title,
            subtitle: "\(count) over \(scope): the value shown each frame, and where it is heading")
    }

    /// "1 and 3", "1, 2 and 4": step numbers for a sentence.
    static func list(_ steps: [Int]) -> String {
        let words = steps.map(String.init)
        guard words.count > 1, let last = words.last else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " and " + last
    }
}
