// `viewsim trace <lesson> [--step N] [--format text|json|chrome] [-o FILE]`: the
// trace as text (the default), exactly what the golden tests compare and what
// `run` writes to trace.txt, or exported as JSON (schema viewsim.trace, see
// docs/trace-json.md) or as Chrome's trace-event JSON for Perfetto. The text
// flags map one-to-one onto TraceTextOptions. Long lines wrap to the width
// (--width, COLUMNS, the terminal's, or 80) with a hanging indent that keeps the
// tree's guides; `--width 0` and `-o file` keep one event a line (trace.txt).
import ArgumentParser
import ViewSim

/// Prints a lesson's trace.
struct TraceCommand<Root: ScenarioCommand>: ParsableCommand {
    static var configuration: CommandConfiguration {
        let words = Root.vocabulary
        let name = Root.commandName
        let example = words.examples(in: Root.scenarios).first
        // The vocabulary's key, each line indented two columns within 80.
        let key = TraceGlyph.key(width: 78).map { "  " + $0 }.joined(separator: "\n")
        return CommandConfiguration(
            commandName: "trace",
            abstract: "Print a \(words.noun)'s trace: every frame as a tree of causes and effects.",
            discussion: """
                Runs the \(words.noun) straight through and prints what happened, step by step. \
                Within each frame every event sits under what caused it:

                \(key)

                The text is deterministic (no wall-clock times, no addresses), so two runs \
                can be compared with diff. Its lines wrap to the width (--width, COLUMNS, \
                the terminal's, or 80), keeping the tree's guides; with --width 0 (or -o) \
                each event keeps one line: what the \(words.noun) tests compare against \
                their golden files, and what '\(name) run' writes to trace.txt.

                --format json writes the same trace as data: every frame's events with \
                their ids, kinds, nodes, causes (event ids), reasons and values; the steps; \
                diagnostics with their cycles; and each animated value's presented value \
                per frame. Its schema ("schema": "viewsim.trace", "version": 1) is \
                documented in docs/trace-json.md, with a JSON Schema in docs/trace.schema.json.

                --format chrome writes Chrome's trace-event JSON: open the file in \
                ui.perfetto.dev or chrome://tracing. Frames are slices on the "frames" \
                track with the bodies that ran nested in them (their reasons are the \
                slice's arguments), and the writes, script steps, actions, animation \
                starts and task phases too, with a flow arrow from each cause to each \
                effect; steps are slices on the "steps" track, animations are \
                async slices with a counter track of their value, diagnostics are instant \
                events. Times are simulated time, so the same file comes out every run.

                Examples:
                  $ \(name) trace \(example)
                  $ \(name) trace \(example) --step 2
                  $ \(name) trace \(example) > before.txt   # change something, then:
                  $ \(name) trace \(example) | diff before.txt -
                  $ \(name) trace \(example) --format json -o trace.json
                  $ \(name) trace \(example) --format json | jq '.frames[1].events[].text'
                  $ \(name) trace \(example) --format chrome -o trace.chrome.json

                \(OutputFile.helpParagraph)
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

    /// What `trace` writes.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, chrome
    }

    @Option(
        help: ArgumentHelp(
            "text: the cause tree (default); json: the trace as data (docs/trace-json.md); chrome: trace-event JSON for Perfetto and chrome://tracing.",
            valueName: "format"))
    var format: Format = .text

    @Option(
        name: [.customShort("o"), .customLong("output")],
        help: ArgumentHelp(
            "Write to this file (\(OutputFile.helpSummary)); default: standard output.", valueName: "file"))
    var output: String?

    func validate() throws {
        let lesson = try self.lesson.scenario()
        if let step, !lesson.steps.indices.contains(step) {
            throw ValidationError(
                "step \(step) is out of range: \(lesson.name) has steps 0 to \(lesson.steps.count - 1).")
        }
        if format != .text {
            // The text options change what the tree shows; the exports hold every event.
            var textOnly: [String] = []
            if showAllInsertions { textOnly.append("--show-all-insertions") }
            if !showAttributeChanges { textOnly.append("--no-show-attribute-changes") }
            if width.width != nil { textOnly.append("--width") }
            if !textOnly.isEmpty {
                throw ValidationError(
                    "\(textOnly.joined(separator: " and ")) \(textOnly.count == 1 ? "shapes" : "shape") the text trace only: --format \(format.rawValue) holds every event, unwrapped. Drop \(textOnly.count == 1 ? "it" : "them"), or use --format text."
                )
            }
        }
        if format == .chrome, let step {
            throw ValidationError(
                "--step \(step) does not apply to --format chrome: the Chrome trace holds the whole run, with each step as a slice on its \"steps\" track. Drop --step and zoom to the step in the viewer, or use --format json --step \(step)."
            )
        }
        if let output, output.isEmpty {
            throw ValidationError("-o needs a file name, such as -o trace.json.")
        }
    }

    func run() throws {
        try reportingErrors {
            let lesson = try self.lesson.scenario()
            // Opened before the run, so a path that can't be written is refused first; `-o -` is standard output.
            let file = try output.flatMap { $0 == "-" ? nil : try OutputFile(path: $0) }
            let run = try ScenarioRunner.run(lesson)
            let text: String
            switch format {
            case .text:
                // Wrapped to the width; --width 0 gives one event a line, exactly trace.txt.
                // With -o (`-o -` too: a file's bytes) it is wrapped only when --width asks.
                let options = TraceTextOptions(
                    showAllInsertions: showAllInsertions, showAttributeChanges: showAttributeChanges,
                    width: output == nil ? width.columns() : width.width.flatMap { $0 == 0 ? nil : $0 })
                text = run.trace.text(step: step, options: options)
            case .json:
                text = run.trace.json(step: step)
            case .chrome:
                text = run.trace.chromeTrace(name: lesson.name)
            }
            guard let file else {
                Console().print(text, terminator: "")
                return
            }
            let bytes = Array(text.utf8)
            try file.commit(bytes)
            guard !file.isStandardOutput else { return }
            let scope = step.map { "step \($0) of \(lesson.name)" } ?? lesson.name
            Console().say(
                "Wrote \(file.path): the \(format.rawValue) trace of \(scope), \(bytes.count) bytes, from \(run.trace.eventCount) trace events."
            )
        }
    }
}
