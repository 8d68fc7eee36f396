// `viewsim run <lesson>`: steps through a lesson (any scenario): narrative, code, what happened
// (summary and the trace tree folded to one screenful, StepSummary; on a terminal, paged: Pager), two SVG diagrams per step (and a plot of the animated
// values when the step animates), the step's frames (a filmstrip and, when the
// picture changes, an animated PNG), trace.txt, and at the end the claims, ✓ or ✗,
// and report.html, the whole run on one page (as `report` writes it); with --no-files, only
// the text (nothing written, no frames drawn). Exit status 1 when a claim fails.
import ArgumentParser
import ViewSim
import ViewSimGraphviz
import ViewSimRendering

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Steps through a scenario.
struct RunCommand<Root: ScenarioCommand>: ParsableCommand {
    static var configuration: CommandConfiguration {
        let words = Root.vocabulary
        let name = Root.commandName
        let examples = words.examples(in: Root.scenarios)
        return CommandConfiguration(
            commandName: "run",
            abstract: "Step through a \(words.noun): what to notice, what happened, and a diagram of every step.",
            discussion: """
                Each step prints its title, what to notice, the SwiftUI code it is about, \
                and what happened: a summary (which bodies ran, which were skipped, what \
                changed) and the step's trace, a tree in which every body evaluation sits \
                under what caused it, folded to one screenful (runs of animation samples and \
                repeated frames on one line each; --full-trace prints it whole). Files \
                written to the output directory:

                  step<k>-view-graph.svg     the view graph at the end of step k, with the
                                             step's activity marked
                  step<k>-cause-effect.svg   what caused what in step k
                  step<k>-plot.svg           only for a step in which something animated:
                                             each animated value over time (as
                                             '\(name) plot --step k' draws it)
                  step<k>-frames.png         what the screen shows during step k: up to 8
                                             frames, each labelled with its time (as
                                             '\(name) render --at k --frames 8' draws it)
                  step<k>-preview.png        only for a step whose picture changes: every
                                             frame of it as an animated PNG a browser plays
                  trace.txt                  the whole trace, as '\(name) trace' prints it
                  report.html                the whole run on one page, with a frame
                                             scrubber (as '\(name) report' writes it);
                                             written at the end, once every step has run

                When it runs in a terminal (even with standard output piped, as in \
                '| tee log'), \(name) asks on the terminal after each step, with a one-line \
                recap: Enter shows the next step, a later step's number jumps there (the \
                steps in between run, but their reports and files are skipped), q quits \
                without checking the claims (exit status 0; files written so far stay). \
                When standard output is that terminal too, a step pages: its narrative and \
                code, then what happened, each on a screen of its own (Enter between \
                screens), the trace folded to the room the screen leaves; piped output \
                does not page. \
                Without a terminal (CI, a background job), or with --no-wait, it runs \
                straight through. --step k starts the report at step k (earlier steps run \
                silently and write no files). --no-files prints the same text without \
                writing any file (no diagrams, frames, trace.txt or report.html, and no \
                'Diagrams' or 'Report' list), which is quicker: for reading a \
                \(words.noun) or checking its claims. At the end it checks the \(words.noun)'s claims \
                against the trace: ✓ holds, ✗ does not (with what was observed instead). \
                The exit status is 0 when every claim holds and 1 otherwise.

                Examples:
                  $ \(name) run \(examples.first)
                  $ \(name) run \(examples.first) --no-wait --out /tmp/\(examples.first)
                  $ \(name) run \(examples.second) --step 2 | tee run.log
                  $ \(name) run \(examples.second) --no-wait --full-trace | less -R
                  $ \(name) run \(examples.second) --no-wait --no-files
                """
        )
    }

    @OptionGroup var lesson: ScenarioArgument<Root>

    @Option(
        help: ArgumentHelp(
            "The directory for the diagrams and trace.txt, created if missing (default: viewsim-out/<\(Root.vocabulary.noun)>).",
            valueName: "dir"))
    var out: String?

    @Flag(help: "Run straight through without asking between steps, even on a terminal.")
    var noWait = false

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Start the report at this step; earlier steps run silently (0 is the appearance).", valueName: "n"))
    var step: Int?

    @Flag(
        help: "Print the text only: write no diagrams, frames, trace.txt or report.html (quicker; no --out).")
    var noFiles = false

    @Flag(help: "Print each step's whole trace tree, not folded to \(StepPrinter.traceLineLimit) lines.")
    var fullTrace = false

    @OptionGroup var width: WidthOption

    func validate() throws {
        if let out, out.isEmpty {
            throw ValidationError("--out needs a directory, such as --out viewsim-out/\(lesson.id).")
        }
        if let out, noFiles {
            throw ValidationError(
                "--no-files writes nothing, so --out '\(out)' has no use: leave out --out, or --no-files to write the files."
            )
        }
        if let step {
            let scenario = try lesson.scenario()
            if !scenario.steps.indices.contains(step) {
                throw ValidationError(
                    "step \(step) is out of range: \(scenario.name) has steps 0 to \(scenario.steps.count - 1).")
            }
        }
    }

    func run() throws {
        try reportingErrors {
            let lesson = try self.lesson.scenario()
            // Where the files go; nil with --no-files, which writes none.
            let directory = noFiles ? nil : out ?? "viewsim-out/\(lesson.name)"
            if let directory { try OutputDirectory.create(directory, option: "--out") }
            var prompt = noWait ? nil : StepPrompt.controllingTerminal()
            // Paged when standard output is the terminal the run asks on.
            let pager = prompt.flatMap { terminal in
                Terminal.isTerminal(STDOUT_FILENO)
                    ? Pager(height: Terminal.height(STDOUT_FILENO) ?? 24, terminal: terminal) : nil
            }
            let console = Console(pager: pager)
            let printer = StepPrinter(
                scenario: lesson, words: Root.vocabulary, invocation: .current(commandName: Root.commandName),
                directory: directory, fullTrace: fullTrace,
                width: width.columns(), widthGiven: width.width, console: console)
            let lastStep = lesson.steps.count - 1
            // The next step whose report is printed, and the last one printed.
            var shownFrom = step ?? 0
            var lastShown = -1

            printer.printBanner()
            let run: ScenarioRun
            // The graph at the end of every step, shown or not, for report.html.
            var snapshots: [GraphSnapshot] = []
            do {
                // The frames' display lists are only drawn into files.
                run = try ScenarioRunner.run(lesson, recordsDisplayLists: directory != nil) { index, simulation in
                    if directory != nil { snapshots.append(simulation.snapshot()) }
                    guard index >= shownFrom else { return }
                    if index > lastShown + 1 {
                        console.print()
                        console.print(console.out.dim(StepRecap.skippedReports(from: lastShown + 1, to: index - 1)))
                    }
                    try printer.printStep(index, simulation, previous: snapshots.dropLast().last)
                    lastShown = index
                    shownFrom = index + 1
                    if let terminal = prompt {
                        // The recap and the question: a blank row, the recap, the keys.
                        pager?.reserve(rows: 3)
                        defer { pager?.screenAnswered() }
                        switch terminal.answer(after: index, last: lastStep, trace: simulation.trace) {
                        case .next, .notUnderstood: break  // After too many answers not understood, go on.
                        case .jump(let target): shownFrom = target
                        case .quit: throw RunStopped(step: index)
                        case nil: prompt = nil
                        }
                    }
                }
            } catch let stop as RunStopped {
                console.print()
                console.print("Stopped after step \(stop.step) of \(lastStep); the claims were not checked.")
                return
            }
            let failures = printer.printClaims(run.claimResults)
            if directory != nil { try printer.writeReport(run: run, snapshots: snapshots) }
            if failures > 0 {
                console.reportError(
                    "\(failures) of \(run.claimResults.count) claims of \(lesson.name) failed (✗ above).")
                throw ExitCode.failure
            }
        }
    }
}

/// Prints a scenario's banner, steps and claims, and writes each step's files (when it has a directory).
private struct StepPrinter {
    /// How many printed lines of a step's trace to show without --full-trace.
    static let traceLineLimit = StepSummary.lineBudget
    /// The fewest lines a step's trace folds to on a paged terminal, however
    /// little of the screen the summary above it leaves (the rest pages).
    static let minimumPagedBudget = 8

    let scenario: Scenario
    let words: ScenarioVocabulary
    /// How the user started viewsim, for the hints that print a command.
    let invocation: Invocation
    /// Where the files go; nil: none are written (`--no-files`).
    let directory: String?
    let fullTrace: Bool
    /// The columns lines wrap to; nil: they don't wrap (`--width 0`).
    let width: Int?
    /// `--width` as given, which the hint to see a whole step repeats.
    let widthGiven: Int?
    let console: Console
    /// trace.txt's text, with the finished steps' texts kept (it is written after every step).
    let traceFile = TraceFileText()
    /// Each step's view-graph SVG as written, which report.html shows again (not drawn twice).
    let viewGraphs = DrawnViewGraphs()

    /// The view-graph SVGs the run has written, by step.
    final class DrawnViewGraphs {
        var byStep: [Int: [UInt8]] = [:]
    }

    private var style: Style { console.out }
    /// The columns rules and headings span.
    private var columns: Int { width ?? TextLayout.width }

    func printBanner() {
        let rule = String(repeating: "━", count: columns)
        console.print(style.cyan(rule))
        console.printLines(wrapped("\(scenario.name) · \(scenario.title)", first: "", rest: "  "), style.bold)
        if let narrative = scenario.narrative {
            console.printLines(TextLayout.wrap("From \(narrative.source)", width: width), style.dim)
        }
        console.print(style.cyan(rule))
        if let narrative = scenario.narrative {
            console.printLines(TextLayout.wrap(narrative.introduction, width: width))
        }
    }

    /// Prints step `index` and, with a directory, writes its diagrams and the trace so far.
    func printStep(_ index: Int, _ simulation: Simulation, previous: GraphSnapshot? = nil) throws {
        let step = scenario.steps[index]
        console.print()
        console.printLines(
            ruled("── Step \(index)/\(scenario.steps.count - 1) · \(step.title)"), { style.bold(style.cyan($0)) })
        if let narrative = step.narrative {
            console.printLines(TextLayout.wrap(narrative, width: width))
        }
        if let code = step.code, !code.trimmingSpaces().isEmpty {
            console.print()
            console.printLines(TextLayout.code(code, width: width, indent: "    "), style.dim)
        }

        let trace = simulation.trace
        if let directory {
            try OutputFile.write(
                Array(traceFile.text(of: trace).utf8), to: OutputDirectory.join(directory, "trace.txt"))
        }

        // What happened starts a screen of its own; its trace folds to what is left of it.
        console.pager?.newScreen("what happened")
        console.print()
        console.print(style.bold("What happened"))
        for line in trace.summary(step: index) where !line.hasPrefix(TraceGlyph.diagnostic.symbol) {
            console.printLines(wrapped(line, first: "  ", rest: "    "))
        }
        let diagnostics = trace.diagnostics(inStep: index)
        // A loop's cycle in AttributeGraph's words needs the graph's numbers: the graph now,
        // whole, or the loop's own view's subtree when the whole is too large to number.
        let attributes: AttributeGraph? =
            diagnostics.contains { $0.isLoop && !$0.cycle.isEmpty }
            ? (try? AttributeGraph(snapshot: simulation.snapshot(), frames: [])) : nil
        for diagnostic in diagnostics {
            printDiagnostic(diagnostic, attributes: attributes)
        }
        console.print()
        let treeWidth = width.map { $0 - 2 }
        let treeOptions = TraceTextOptions(width: treeWidth, showsDiagnosticDetails: false)
        if fullTrace {
            console.printLines(TextLayout.indent(trace.text(step: index, options: treeOptions), by: "  "))
        } else {
            var options = summaryOptions(index, trace: trace, treeOptions: treeOptions, plotWritten: directory != nil)
            if let pager = console.pager, pager.isOn { options.budget = max(Self.minimumPagedBudget, pager.roomLeft) }
            let summary = StepSummary(trace: trace, step: index, options: options)
            console.printLines(summary.lines.map { "  " + $0 })
            console.printLines(summary.note.map { "  " + $0 }, style.dim)
        }
        if let directory { try writeFiles(index, simulation, previous: previous, to: directory) }
    }

    /// Writes step `index`'s diagrams, plot and frames to `directory` and lists them.
    private func writeFiles(_ index: Int, _ simulation: Simulation, previous: GraphSnapshot?, to directory: String)
        throws
    {
        let step = scenario.steps[index]
        let trace = simulation.trace
        let title = "\(scenario.name) · step \(index): \(step.title)"
        let frames = trace.frames(inStep: index)
        // Each file: its name, what it shows, and its bytes (given the path, for errors).
        var files: [(name: String, meaning: String, bytes: (String) throws -> [UInt8])] = [
            (
                "step\(index)-view-graph.svg", "the view graph after the step",
                { path in
                    let svg = try DiagramFile.render(
                        dot: ViewGraphDiagram.dot(snapshot: simulation.snapshot(), frames: frames, title: title),
                        format: .svg, for: path)
                    viewGraphs.byStep[index] = svg
                    return svg
                }
            ),
            (
                "step\(index)-cause-effect.svg", "what caused what in this step",
                { path in
                    try DiagramFile.render(
                        dot: CauseEffectDiagram.dot(frames: frames, title: title), format: .svg, for: path)
                }
            ),
        ]
        if let root = step.attributesOf {
            let snapshot = simulation.snapshot()
            files.append(
                (
                    "step\(index)-attributes.svg", "the attribute graph of \(root): what each attribute did",
                    { path in
                        let graph = try AttributeGraph(
                            snapshot: snapshot, frames: frames, previous: previous, root: root)
                        return try DiagramFile.render(
                            dot: AttributeGraphDiagram.dot(graph: graph, title: title + " · attributes of \(root)"),
                            format: .svg, for: path)
                    }
                ))
        }
        let series = PlotSeries.animations(in: frames)
        if !series.isEmpty {
            let what = series.count == 1 ? "the animated value" : "the \(series.count) animated values"
            files.append(
                (
                    "step\(index)-plot.svg", "\(what) over time",
                    { _ in
                        Array(StepPlot.svg(series, scenario: scenario, step: index).utf8)
                    }
                ))
        }
        files += try frameFiles(index, simulation)
        console.print()
        console.print(style.bold("Diagrams"))
        let pathWidth = files.map { Console.shown(OutputDirectory.join(directory, $0.name)).count }.max() ?? 0
        for file in files {
            let path = OutputDirectory.join(directory, file.name)
            try OutputFile.write(try file.bytes(path), to: path)
            printFile(path, meaning: file.meaning, pathWidth: pathWidth)
        }
    }

    /// One written file: its path, then what it shows, in a column while that leaves room.
    private func printFile(_ path: String, meaning: String, pathWidth: Int) {
        let lead = "  " + Console.shown(path).padding(toLength: pathWidth) + "  "
        // The meaning hangs in its column while that leaves room, else goes below the path.
        if let width, LineWrapping.columns(of: lead) + LineWrapping.minimumText > width {
            console.print("  " + Console.shown(path))
            console.printLines(wrapped(meaning, first: "    ", rest: "    "), style.dim)
        } else {
            let leadColumns = LineWrapping.columns(of: lead)
            let lines = width.map { LineWrapping.wrap(meaning, width: $0 - leadColumns) } ?? [meaning]
            console.print(lead + style.dim(lines.first ?? ""))
            for line in lines.dropFirst() {
                console.print(String(repeating: " ", count: leadColumns) + style.dim(line))
            }
        }
    }

    /// Writes report.html, the whole run on one page, and lists its path.
    func writeReport(run: ScenarioRun, snapshots: [GraphSnapshot]) throws {
        guard let directory else { return }
        let path = OutputDirectory.join(directory, "report.html")
        let page = try ReportPage(run: run, snapshots: snapshots, viewGraphs: viewGraphs.byStep, for: path)
        let bytes = Array(page.html().utf8)
        try OutputFile.write(bytes, to: path)
        console.print()
        console.print(style.bold("Report"))
        printFile(path, meaning: "every frame on one page (open in a browser)", pathWidth: Console.shown(path).count)
        if let note = page.sizeNote(bytes: bytes.count) { console.printLines(wrapped(note, first: "", rest: "  ")) }
    }

    /// A heading followed by a rule to the width: `── Step 1/4 · Title ─────`; a
    /// heading too long for one line wraps, and the rule follows its last line.
    /// Measured as shown (`Console.shown`).
    private func ruled(_ heading: String) -> [String] {
        let heading = Console.shown(heading)
        // Three columns kept for the rule after the last line.
        var lines = width.map { LineWrapping.wrap(heading, width: $0 - 3, rest: "   ") } ?? [heading]
        let last = lines.count - 1
        let used = LineWrapping.columns(of: lines[last])
        lines[last] += " " + String(repeating: "─", count: max(2, columns - used - 1))
        return lines
    }

    /// `line` wrapped to the width, starting with `first` and continuing after
    /// `rest`, measured as shown (`Console.shown`).
    private func wrapped(_ line: String, first: String, rest: String) -> [String] {
        let line = Console.shown(line)
        guard let width else { return [first + line] }
        return LineWrapping.wrap(line, width: width, first: first, rest: rest)
    }

    /// A diagnostic, flat: its message, then its cycle one hop a line, then what to do.
    ///
    /// ```text
    ///   ⚠ onChange(of: Date) action tried to update multiple times per frame.
    ///     cycle:
    ///       1. .onChange(of: Date) #10 action runs
    ///       2. it writes ExampleView._flag: true → false
    ///     to fix: The action changes state that changes the value it watches
    ///       again in the same frame. …
    /// ```
    private func printDiagnostic(_ diagnostic: Diagnostic, attributes: AttributeGraph? = nil) {
        console.printLines(
            wrapped(TraceGlyph.diagnostic.symbol + " " + diagnostic.message, first: "  ", rest: "    "), style.yellow)
        if !diagnostic.cycle.isEmpty {
            console.print("    cycle:")
            for (offset, hop) in diagnostic.cycle.enumerated() {
                let number = "\(offset + 1). "
                console.printLines(
                    wrapped(
                        number + hop.description, first: "      ",
                        rest: "      " + String(repeating: " ", count: number.count)))
            }
            if let attributes {
                let cycle = attributes.cycleAttributes(of: diagnostic)
                if cycle.count > 1 {
                    console.printLines(wrapped(attributes.cycleDescription(cycle), first: "    ", rest: "      "))
                }
            }
        }
        if let hint = diagnostic.hint {
            console.printLines(wrapped("to fix: " + hint, first: "    ", rest: "      "))
        }
    }

    /// How step `index`'s printed trace folds: to the budget at the tree's
    /// width, keeping what the narrative and the claims quote, pointing to the
    /// plot when one is written.
    func summaryOptions(_ index: Int, trace: Trace, treeOptions: TraceTextOptions, plotWritten: Bool)
        -> StepSummary.Options
    {
        var options = StepSummary.Options()
        options.traceOptions = treeOptions
        options.quotes = StepSummary.quotes(of: scenario, step: index)
        if plotWritten, !PlotSeries.animations(in: trace.frames(inStep: index)).isEmpty {
            options.plot = "step\(index)-plot.svg"
        }
        options.wholeStepHint = invocation.command(
            ["trace", scenario.name, "--step", String(index)] + (widthGiven.map { ["--width", String($0)] } ?? []))
        // The note's "all N lines" counts what that command prints, wrapped as it wraps.
        options.wholeStepLineCount = traceFile.lineCount(ofStep: index, in: trace, width: width)
        // The tree options differ from the default ones only in the width (which only the
        // rendering reads) and in not showing diagnostics' details: in a step without a
        // diagnostic the trees are the same, and trace.txt's are used.
        let frames = trace.frames(inStep: index)
        if !frames.contains(where: { frame in frame.events.contains { $0.kind.name == .diagnostic } }),
            treeOptions.showAllInsertions == TraceTextOptions().showAllInsertions,
            treeOptions.showAttributeChanges == TraceTextOptions().showAttributeChanges,
            treeOptions.foldsRepeatedFrames == TraceTextOptions().foldsRepeatedFrames
        {
            options.fullTrees = traceFile.trees(ofStep: index, in: trace)
        }
        return options
    }

    /// The step's filmstrip, and its animation when the picture changes during the step.
    func frameFiles(_ index: Int, _ simulation: Simulation) throws -> [(
        name: String, meaning: String, bytes: (String) throws -> [UInt8]
    )] {
        let renderer = DisplayListRenderer(scale: 1)
        let distinct = try StepFrames.filmstrip(of: index, in: simulation)
        var files: [(name: String, meaning: String, bytes: (String) throws -> [UInt8])] = [
            (
                "step\(index)-frames.png",
                distinct.count == 1 ? "the screen (one picture)" : "\(distinct.count) frames of the screen, timed",
                { path in
                    try RenderFile.bytes(Filmstrip(frames: distinct).png(with: renderer), for: path)
                }
            )
        ]
        if distinct.count > 1 {
            files.append(
                (
                    "step\(index)-preview.png", "an animation (open in a browser)",
                    { path in
                        try RenderFile.bytes(
                            AnimatedPNG(
                                frames: RenderFrame.croppedToContent(try StepFrames.all(of: index, in: simulation))
                            ).png(with: renderer), for: path)
                    }
                ))
        }
        return files
    }

    /// Prints each claim with ✓ or ✗ and returns how many failed.
    func printClaims(_ results: [ClaimResult]) -> Int {
        console.print()
        console.print(style.bold("Claims"))
        guard !results.isEmpty else {
            console.print("  This \(words.noun) makes no claims.")
            return 0
        }
        for result in results {
            let mark = result.holds ? style.green("✓") : style.red("✗")
            var lines = TextLayout.wrap(result.claim.statement, width: width, indent: "    ")
            if !lines.isEmpty { lines[0] = "  \(mark) " + lines[0].dropFirst(4) }
            console.printLines(lines)
            if let failure = result.failure {
                console.printLines(TextLayout.wrap("observed: \(failure)", width: width, indent: "      "), style.red)
            }
        }
        let held = results.filter(\.holds).count
        let summary = "\(held) of \(results.count) claim\(results.count == 1 ? "" : "s") hold\(held == 1 ? "s" : "")."
        console.print(held == results.count ? style.green(summary) : style.red(summary))
        return results.count - held
    }
}
