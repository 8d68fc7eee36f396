// `viewsim trace <lesson> [--step N]`: the trace as text, exactly what the
// golden tests compare and what `run` writes to trace.txt. The flags map
// one-to-one onto TraceTextOptions. On a terminal (or with --width) long lines
// wrap with a hanging indent; piped or redirected, each event keeps one line.
import ArgumentParser
import ViewSim

/// Prints a lesson's trace.
struct TraceCommand<Root: ScenarioCommand>: ParsableCommand {
    static var configuration: CommandConfiguration {
        let words = Root.vocabulary
        let name = Root.commandName
        let example = words.examples(in: Root.scenarios).first
        return CommandConfiguration(
            commandName: "trace",
            abstract: "Print a \(words.noun)'s trace: every frame as a tree of causes and effects.",
            discussion: """
                Runs the \(words.noun) straight through and prints what happened, step by step. \
                Within each frame every event sits under what caused it:

                  ▶ script event   ▷ action runs   ✎ state change   ● body runs
                  ○ body skipped   + inserted      − removed        △ attribute changes
                  ⏱ timeline entry ⚠ diagnostic    » _printChanges line
                  ⇣ a modifier changed the transaction (the animation below it)
                  ◔ an animation starts, merges or combines   ~ a value shown this frame
                  ◕ an animation is logically complete        ◉ it finished   ✓ completion due

                The text is deterministic (no wall-clock times, no addresses), so two runs \
                can be compared with diff. It is what the \(words.noun) tests compare against \
                their golden files, and what '\(name) run' writes to trace.txt.

                Examples:
                  $ \(name) trace \(example)
                  $ \(name) trace \(example) --step 2
                  $ \(name) trace \(example) > before.txt   # change something, then:
                  $ \(name) trace \(example) | diff before.txt -
                """
        )
    }

    @OptionGroup var lesson: ScenarioArgument<Root>

    @Option(parsing: .unconditional, help: ArgumentHelp("Print only this step (0 is the appearance).", valueName: "n"))
    var step: Int?

    @Flag(help: "Show every inserted primitive (Text, modifiers…), not just views with bodies.")
    var showAllInsertions = false

    @Flag(inversion: .prefixedNo, help: "Show attribute changes of built-in views and modifiers.")
    var showAttributeChanges = true

    @OptionGroup var width: WidthOption

    func validate() throws {
        let lesson = try self.lesson.scenario()
        if let step, !lesson.steps.indices.contains(step) {
            throw ValidationError("step \(step) is out of range: \(lesson.name) has steps 0 to \(lesson.steps.count - 1).")
        }
    }

    func run() throws {
        try reportingErrors {
            let lesson = try self.lesson.scenario()
            let run = try ScenarioRunner.run(lesson)
            // Not a terminal and no --width: one event a line, exactly trace.txt.
            let options = TraceTextOptions(showAllInsertions: showAllInsertions, showAttributeChanges: showAttributeChanges,
                                           width: width.columns(whenNotATerminal: nil))
            Console().print(run.trace.text(step: step, options: options), terminator: "")
        }
    }
}
