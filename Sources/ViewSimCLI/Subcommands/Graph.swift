// `viewsim graph <lesson> --at <step|time> -o FILE`: one diagram of a lesson,
// the view graph, the cause → effect graph or (--attributes) the attribute graph, at a
// step or a simulated time, in the format FILE's extension names (.svg, .dot, .png, and
// .json for the attribute graph's data).
import ArgumentParser
import ViewSim
import ViewSimGraphviz

/// Writes one diagram of a lesson.
struct GraphCommand<Root: ScenarioCommand>: ParsableCommand {
    static var configuration: CommandConfiguration {
        let words = Root.vocabulary
        let name = Root.commandName
        let examples = words.examples(in: Root.scenarios)
        return CommandConfiguration(
            commandName: "graph",
            abstract:
                "Write one diagram of a \(words.noun) at a step or a time: the view graph, cause → effect, or attributes.",
            discussion: """
                The \(words.noun) runs to the end, then the diagram is drawn for the moment --at names:

                  --at 2, --at step2  the view graph at the end of step 2, with the activity of
                                      step 2's frames marked: which bodies ran, which were
                                      skipped, what was inserted or removed.
                  --at 1.5s           a time in simulated seconds. The graph is pictured
                                      only at the end of steps, so a time picks the step in
                                      progress then: the last step whose first frame is at
                                      or before it. The diagram shows the graph at the end
                                      of that step, with the activity of that step's frames
                                      up to 1.5s only.

                Step 0 is the appearance (frame 0); '\(name) run' shows each step's number. \
                With --kind cause, the diagram is the cause → effect graph of the same frames: \
                script event → state change → body evaluations → attribute changes → actions.

                With --attributes, the diagram is the attribute graph: SwiftUI's own graph is made \
                of attributes, not views. Each view has its value (what its parent gave it: \
                _printChanges' @self), one attribute per dynamic property (_count for @State var \
                count; @dependencies for what its body read through Observation), its body, the \
                view list it gives its children, its size and position from layout, and its display \
                list; an arrow runs from each input to the attribute that reads it. Each attribute \
                is coloured by what the step's frames did to it: recomputed, compared equal (a new \
                value equal to the old one, so its body did not run), dirty (invalidated), or \
                untouched. The words are AttributeGraph's and SwiftUI's public ones (_makeView, \
                _ViewInputs, _ViewOutputs, DynamicProperty, _printChanges); the split into these \
                kinds is viewsim's model (docs/ARCHITECTURE.md, "The attribute graph"). Attributes \
                are numbered by view id, then kind: the same numbers in every run. --view <name> \
                (a type such as SubView, 'SubView #11', '#11' or an accessibility identifier) and \
                --depth <n> draw one view's subtree; a graph of more than \(AttributeGraph.maximumAttributes) \
                attributes is refused with a hint to narrow it. A .json file holds the same graph \
                as data (schema viewsim.attributes).

                The format comes from the file's extension: .svg and .png are drawn by \
                Graphviz (in-process), the same bytes on every run with the same Graphviz; \
                .dot (or .gv) is the DOT text itself, byte-for-byte the same on every run, \
                for diffing or for your own tools.

                Examples:
                  $ \(name) graph \(examples.first) --at 2 -o step2.svg
                  $ \(name) graph \(examples.first) --at 1.5s --kind cause -o cause.png
                  $ \(name) graph \(examples.first) --at step1 -o step1.dot     DOT text, to diff
                  $ \(name) graph \(examples.first) --at 2 --frames -o frames.svg  with each view's frame
                  $ \(name) graph \(examples.first) --at 2 --format dot -o - | dot -Tpdf > step2.pdf
                  $ \(name) graph \(examples.first) --at 1 --attributes -o attributes.svg
                  $ \(name) graph \(examples.first) --at 1 --attributes --view SubView -o s.json

                \(OutputFile.helpParagraph)
                """
        )
    }

    /// Which diagram to draw.
    enum Kind: String, ExpressibleByArgument, CaseIterable {
        case view, cause
    }

    @OptionGroup var lesson: ScenarioArgument<Root>

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The moment to draw: a step (2 or step2) or a time in seconds (1.5s).", valueName: "step|time"),
        transform: GraphMoment.parse)
    var at: GraphMoment

    @Option(
        name: [.customShort("o"), .customLong("output")],
        help: ArgumentHelp(
            "The file to write; its extension picks the format: .svg, .dot, .png, or .json with --attributes (\(OutputFile.helpSummary))",
            valueName: "file"))
    var output: String

    @Option(
        help: ArgumentHelp(
            "The format when the file's name does not say: svg (the default for -o -), dot, png, or json with --attributes.",
            valueName: "format"))
    var format: String?

    @Option(help: "The diagram: 'view' (the view graph) or 'cause' (cause → effect).")
    var kind: Kind = .view

    @Flag(help: "Show each view's frame from layout (screen points: x, y, width, height) in the view graph.")
    var frames = false

    @Flag(
        help:
            "Draw the attribute graph: each view's value, properties, body, children, size, position and display list.")
    var attributes = false

    @Option(
        help: ArgumentHelp(
            "With --attributes: the view whose subtree to draw (SubView, 'SubView #11', '#11' or an identifier).",
            valueName: "name"))
    var view: String?

    @Option(help: ArgumentHelp("With --attributes: how many levels below --view to draw.", valueName: "n"))
    var depth: Int?

    /// Whether the file asked for is the attribute graph's JSON.
    private var writesJSON: Bool {
        format.map { $0.lowercased() == "json" } ?? output.lowercased().hasSuffix(".json")
    }

    func validate() throws {
        let lesson = try self.lesson.scenario()
        if !attributes {
            if view != nil || depth != nil {
                throw ValidationError("--view and --depth narrow the attribute graph: add --attributes.")
            }
            if writesJSON { throw ValidationError("only the attribute graph is written as JSON: add --attributes.") }
        } else if kind != .view {
            throw ValidationError("--attributes draws the attribute graph; leave out --kind \(kind.rawValue).")
        }
        if let depth, depth < 0 {
            throw ValidationError("--depth \(depth) is negative: give 0 (the view alone) or more.")
        }
        if !(attributes && writesJSON) { _ = try DiagramFile.format(of: output, requested: format) }
        if case .step(let step) = at, !lesson.steps.indices.contains(step) {
            throw ValidationError(
                "step \(step) is out of range: \(lesson.name) has steps 0 to \(lesson.steps.count - 1).")
        }
    }

    func run() throws {
        try reportingErrors {
            let lesson = try self.lesson.scenario()
            let json = attributes && writesJSON
            let format = json ? GraphvizFormat.dot : try DiagramFile.format(of: output, requested: self.format)
            // Opened before the run, so a path that can't be written is refused first.
            let file = try OutputFile(path: output)

            let recording = try ScenarioRunner.record(lesson)
            let simulation = recording.run.simulation
            let moment = try at.resolve(
                in: simulation.trace, framesPerSecond: simulation.configuration.framesPerSecond,
                endTime: simulation.time, scenarioName: lesson.name)
            guard recording.snapshots.indices.contains(moment.step) else {
                throw CLIError(
                    "\(lesson.name) has no picture of step \(moment.step); it has steps 0 to \(recording.snapshots.count - 1)."
                )
            }
            let stepTitle = lesson.steps.indices.contains(moment.step) ? ": \(lesson.steps[moment.step].title)" : ""
            let title = "\(lesson.name) · step \(moment.step)\(stepTitle)\(moment.caption)"
            if attributes {
                let previous = moment.step > 0 ? recording.snapshots[moment.step - 1] : nil
                let graph: AttributeGraph
                do {
                    graph = try AttributeGraph(
                        snapshot: recording.snapshots[moment.step], frames: moment.frames, previous: previous,
                        root: view, depth: depth)
                } catch let error as AttributeGraphError {
                    throw CLIError("\(lesson.name) step \(moment.step): \(error)", isUsageError: true)
                }
                if json {
                    try file.commit(Array(graph.json().utf8))
                } else {
                    try DiagramFile.write(
                        dot: AttributeGraphDiagram.dot(graph: graph, title: title), format: format, to: file)
                }
                guard !file.isStandardOutput else { return }
                let what = json ? "the attribute graph's data" : "the attribute graph"
                Console().say("Wrote \(output): \(what) of \(title) (\(graph.attributes.count) attributes).")
                return
            }
            let dot: String
            switch kind {
            case .view:
                dot = ViewGraphDiagram.dot(
                    snapshot: recording.snapshots[moment.step], frames: moment.frames, title: title,
                    showsFrames: frames)
            case .cause:
                dot = CauseEffectDiagram.dot(frames: moment.frames, title: title)
            }
            try DiagramFile.write(dot: dot, format: format, to: file)
            guard !file.isStandardOutput else { return }

            let what = kind == .view ? "the view graph" : "the cause → effect graph"
            Console().say("Wrote \(output): \(what) of \(title).")
        }
    }
}
