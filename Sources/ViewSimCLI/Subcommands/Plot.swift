// `viewsim plot <lesson> [--step N] [--attribute NAME] -o FILE.svg`: the animated
// values of a lesson over simulated time, as an SVG line chart: the value shown
// each frame, the model value, and where animations started, retargeted and ended.
import ArgumentParser
import ViewSim
import ViewSimGraphviz

/// Writes a plot of a lesson's animated values.
struct PlotCommand<Root: ScenarioCommand>: ParsableCommand {
    static var configuration: CommandConfiguration {
        let words = Root.vocabulary
        let name = Root.commandName
        let examples = words.examples(in: Root.scenarios)
        return CommandConfiguration(
            commandName: "plot",
            abstract: "Plot a \(words.noun)'s animated values over time as an SVG line chart.",
            discussion: """
                The \(words.noun) runs to the end; then every value that animated (in --step's \
                frames, or in the whole run) is drawn over simulated time, one coloured \
                line per animated attribute:

                  solid line     the value shown each frame (the presentation value)
                  dashed line    the model value: where the animation is heading
                  ● started  ◆ merged  ■ combined  ○ logically complete  ◉ finished
                  ▲ changed without an animation while one ran (the value jumps)

                Values of different units (an angle in degrees, an offset in points, a \
                scale or opacity, a colour's components) are drawn on panels of their own, \
                one above the other over the same time axis, each with its own range.

                In frames a gesture drove (sim.drag, sim.fling), a value the finger moved \
                with no animation is drawn too, and the velocity of each length (pt/s, \
                frame to frame) on a panel of its own: a spring that takes over a drag's \
                velocity goes on smoothly; one that drops it (.speed) breaks.

                A value with several components (an offset) gets one line per component, \
                or one line when they are equal throughout (a uniform scale). --attribute keeps the lines whose name contains NAME \
                (".trim", "#9", "opacity") or whose attribute is exactly NAME (trim(to:)).

                The file is SVG written by viewsim itself (no Graphviz), the same bytes on \
                every run. '\(name) run' writes one per animated step as step<k>-plot.svg.

                Examples:
                  $ \(name) plot \(examples.animated) --step 1 -o heart.svg
                  $ \(name) plot \(examples.animated) --step 1 --attribute trim -o trim.svg
                  $ \(name) plot \(examples.animated) -o all.svg        every animation of the run

                \(OutputFile.helpParagraph)
                """
        )
    }

    @OptionGroup var lesson: ScenarioArgument<Root>

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Plot only this step's frames (0 is the appearance); default: the whole run.", valueName: "n"))
    var step: Int?

    @Option(
        help: ArgumentHelp(
            "Plot only the values whose name contains this, or whose attribute is exactly this.", valueName: "name"))
    var attribute: String?

    @Option(
        name: [.customShort("o"), .customLong("output")],
        help: ArgumentHelp(
            "The SVG file to write (its name must end in .svg; \(OutputFile.helpSummary))", valueName: "file"))
    var output: String

    func validate() throws {
        let lesson = try self.lesson.scenario()
        if let step, !lesson.steps.indices.contains(step) {
            throw ValidationError(
                "step \(step) is out of range: \(lesson.name) has steps 0 to \(lesson.steps.count - 1).")
        }
        if output != "-", !output.lowercased().hasSuffix(".svg") {
            throw ValidationError(
                "a plot is an SVG file: give '-o' a name ending in .svg, such as -o plot.svg, or - for standard output (got '\(output)')."
            )
        }
        if let attribute, attribute.isEmpty {
            throw ValidationError("--attribute needs a name, such as --attribute trim.")
        }
    }

    func run() throws {
        try reportingErrors {
            let lesson = try self.lesson.scenario()
            // Opened before the run, so a path that can't be written is refused first.
            let file = try OutputFile(path: output)
            let run = try ScenarioRunner.run(lesson)
            let trace = run.trace
            let everything = PlotSeries.animations(in: trace, step: step)
            guard !everything.isEmpty else { throw nothingAnimated(lesson, trace: trace) }
            let series = PlotSeries.animations(in: trace, step: step, matching: attribute)
            guard !series.isEmpty else {
                let names = everything.map(\.name).joined(separator: ", ")
                let scope = step.map { "step \($0) of \(lesson.name)" } ?? lesson.name
                throw CLIError("no animated value of \(scope) matches '\(attribute ?? "")'. Animated there: \(names).")
            }
            try file.commit(Array(StepPlot.svg(series, scenario: lesson, step: step).utf8))
            guard !file.isStandardOutput else { return }
            let scope = step.map { "step \($0) of \(lesson.name)" } ?? "\(lesson.name), all steps"
            let what = series.count == 1 ? "1 animated value" : "\(series.count) animated values"
            Console().say("Wrote \(output): \(what) of \(scope): \(series.map(\.name).joined(separator: ", ")).")
        }
    }

    /// The error for a step (or lesson) that animates nothing, naming where to look instead.
    private func nothingAnimated(_ lesson: Scenario, trace: Trace) -> CLIError {
        let animated = StepPlot.animatedSteps(in: trace)
        if let step {
            guard !animated.isEmpty else {
                return CLIError(
                    "step \(step) of \(lesson.name) animates nothing, and neither does any other step of \(lesson.name). \(otherLessons(than: lesson))"
                )
            }
            let which =
                animated.count == 1 ? "Step \(animated[0]) animates" : "Steps \(StepPlot.list(animated)) animate"
            return CLIError("step \(step) of \(lesson.name) animates nothing. \(which): try --step \(animated[0]).")
        }
        return CLIError("\(lesson.name) animates nothing, so there is nothing to plot. \(otherLessons(than: lesson))")
    }

    /// "Lessons with animations: lesson3, lesson10." (each scenario is run to find out).
    private func otherLessons(than lesson: Scenario) -> String {
        let words = Root.vocabulary
        let animated = Root.scenarios.filter { other in
            guard other.name != lesson.name, let run = try? ScenarioRunner.run(other) else { return false }
            return !PlotSeries.animations(in: run.trace).isEmpty
        }.map(\.name)
        return animated.isEmpty
            ? "No \(words.noun) animates anything yet."
            : "\(words.capitalizedPluralNoun) with animations: \(animated.joined(separator: ", "))."
    }
}
