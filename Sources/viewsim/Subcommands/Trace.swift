// `viewsim trace <lesson> [--step N]`: the trace as text, exactly what the
// golden tests compare and what `run` writes to trace.txt. The flags map
// one-to-one onto TraceTextOptions.
import ArgumentParser
import ViewSim
import ViewSimLessons

/// Prints a lesson's trace.
struct TraceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace",
        abstract: "Print a lesson's trace: every frame as a tree of causes and effects.",
        discussion: """
            Runs the lesson straight through and prints what happened, step by step. \
            Within each frame every event sits under what caused it:

              ▶ script event   ▷ action runs   ✎ state change   ● body runs
              ○ body skipped   + inserted      − removed        △ attribute changes
              ⏱ timeline entry ⚠ diagnostic    » _printChanges line
              ⇣ a modifier changed the transaction (the animation below it)
              ◔ an animation starts, merges or combines   ~ a value shown this frame
              ◕ an animation is logically complete        ◉ it finished   ✓ completion due

            The text is deterministic (no wall-clock times, no addresses), so two runs \
            can be compared with diff. It is what the lesson tests compare against \
            their golden files, and what 'viewsim run' writes to trace.txt.

            Examples:
              $ viewsim trace lesson1
              $ viewsim trace lesson1 --step 2
              $ viewsim trace lesson1 > before.txt   # change something, then:
              $ viewsim trace lesson1 | diff before.txt -
            """
    )

    @OptionGroup var lesson: LessonArgument

    @Option(help: ArgumentHelp("Print only this step (0 is the appearance).", valueName: "n"))
    var step: Int?

    @Flag(help: "Show every inserted primitive (Text, modifiers…), not just views with bodies.")
    var showAllInsertions = false

    @Flag(inversion: .prefixedNo, help: "Show attribute changes of built-in views and modifiers.")
    var showAttributeChanges = true

    func validate() throws {
        let lesson = try self.lesson.lesson()
        if let step, !lesson.steps.indices.contains(step) {
            throw ValidationError("step \(step) is out of range: \(lesson.id) has steps 0 to \(lesson.steps.count - 1).")
        }
    }

    func run() throws {
        try reportingErrors {
            let lesson = try self.lesson.lesson()
            let run = try LessonRunner.run(lesson)
            let options = TraceTextOptions(showAllInsertions: showAllInsertions, showAttributeChanges: showAttributeChanges)
            Console().print(run.trace.text(step: step, options: options), terminator: "")
        }
    }
}
