// `viewsim report <lesson> -o report.html`: the run on one self-contained HTML page
// (ReportPage): the steps and claims, a frame scrubber, and for the frame under it
// the cause tree, diagnostics, the screen's picture, animated values with plots
// and the view graph with that frame's nodes marked. Everything is inline, so the file opens from disk.
// Simplifies: the whole run, always (no --step); the claims' failures are shown on
// the page, not turned into an exit status (that is `run`'s job).
import ArgumentParser
import ViewSim

/// Writes a scenario's HTML report.
struct ReportCommand<Root: ScenarioCommand>: ParsableCommand {
    static var configuration: CommandConfiguration {
        let words = Root.vocabulary
        let name = Root.commandName
        let example = words.examples(in: Root.scenarios).first
        return CommandConfiguration(
            commandName: "report",
            abstract: "Write a \(words.noun)'s run as one HTML page with a frame scrubber.",
            discussion: """
                Runs the \(words.noun) straight through and writes one self-contained HTML \
                file: the steps (what to notice, the code, what happened), the claims ✓ or ✗, \
                and a scrubber over every frame of the run (a slider, the ←/→ keys, a button \
                per step). For the frame under the scrubber the page shows its trace as a \
                tree of causes (collapsible), its diagnostics with their cycles, what the \
                screen showed, the presented value of every animated value on a plot whose \
                cursor is the frame, and the step's view graph with the nodes active in that \
                frame outlined. report.html#frame=120 opens at frame 120.

                Pictures: every different picture the screen showed is drawn once. A step \
                whose picture changes more often than the page's budget allows (120 pictures \
                a step, 1.2 MB in all) keeps an even selection; a frame between two kept \
                pictures shows the earlier one, and the page says which frame it is of.

                Everything is inside the file (style, script, the trace as JSON in the \
                schema of '\(name) trace --format json', folded: frames that repeat an \
                earlier frame's events are one record, so 40,000 animating frames fit in \
                5 MB; the graphs as SVG); it fetches \
                nothing, so it opens from disk in any browser. '\(name) run' writes the same \
                page as report.html in its output directory.

                Examples:
                  $ \(name) report \(example) -o report.html
                  $ xdg-open 'report.html#frame=12'

                \(OutputFile.helpParagraph)
                """
        )
    }

    @OptionGroup var lesson: ScenarioArgument<Root>

    @Option(
        name: [.customShort("o"), .customLong("output")],
        help: ArgumentHelp("The HTML file to write (\(OutputFile.helpSummary))", valueName: "file"))
    var output: String

    func validate() throws {
        if output.isEmpty {
            throw ValidationError("-o needs a file name, such as -o report.html.")
        }
    }

    func run() throws {
        try reportingErrors {
            let lesson = try self.lesson.scenario()
            // Opened before the run, so a path that can't be written is refused first.
            let file = try OutputFile(path: output)
            let recording = try ScenarioRunner.record(lesson, recordsDisplayLists: true)
            let page = try ReportPage(run: recording.run, snapshots: recording.snapshots, for: output)
            let bytes = Array(page.html().utf8)
            try file.commit(bytes)
            let claims = recording.run.claimResults
            let held = claims.filter(\.holds).count
            let console = Console()
            let note = page.sizeNote(bytes: bytes.count)
            guard !file.isStandardOutput else {
                // Standard output holds the page and nothing else.
                if let note { console.printError(note) }
                return
            }
            console.say(
                "Wrote \(output): the run of \(lesson.name) on one page, \(bytes.count) bytes, \(page.lastFrame + 1) frames, \(held) of \(claims.count) claims hold."
            )
            if let note { console.say(note) }
        }
    }
}
