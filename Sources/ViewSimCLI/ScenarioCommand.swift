// The command-line tool for a list of scenarios, as a protocol: a user's
// executable conforms and gets viewsim's `list`, `run`, `graph`, `plot`,
// `render`, `trace`, `report`, `diff` and `why` subcommands, options, help and errors for its own
// scenarios. The `viewsim` binary itself is a thin conformance over the lesson catalog.
// Simplifies: the subcommands are fixed; a conformer supplies the scenarios and
// the words (name, abstract, noun), not extra subcommands.
import ArgumentParser
import ViewSim

/// A command-line tool that lists, runs, draws, plots and traces scenarios.
///
/// ```swift
/// import ViewSim
/// import ViewSimCLI
///
/// @main
/// struct MyViews: ScenarioCommand {
///     static let scenarios: [Scenario] = [
///         Scenario("counter", title: "A counter", root: { CounterView() }) {
///             Step("Tap") { sim in try sim.tap("increment") }
///         },
///     ]
/// }
/// ```
///
/// Then `my-views list`, `my-views run counter`, `my-views graph counter --at 1 -o a.svg`,
/// `my-views plot counter -o plot.svg` and `my-views trace counter` work as they do
/// for `viewsim` and its lessons. The configuration (`static var configuration`) is
/// supplied by this protocol; don't declare your own.
public protocol ScenarioCommand: ParsableCommand {
    /// The scenarios, in the order `list` shows them. Names must be unique
    /// (ignoring case) and every scenario needs a step: the commands check both
    /// and report what to fix.
    static var scenarios: [Scenario] { get }
    /// The command's name in usage lines, help and messages. Default: the type's
    /// name in kebab case (`MyViews` → `my-views`); set it to the executable's name.
    static var commandName: String { get }
    /// One line for `--help`. Default: "Step through <plural noun> on a simulated SwiftUI view graph …".
    static var abstract: String { get }
    /// The longer `--help` text. Default: what the tool does and a "Start here" list of commands.
    static var discussion: String { get }
    /// What `--version` prints; empty (the default) for no `--version` flag.
    static var version: String { get }
    /// How the commands name a scenario ("scenario", or "lesson" for viewsim)
    /// and which names their help uses in examples.
    static var vocabulary: ScenarioVocabulary { get }
}

extension ScenarioCommand {
    public static var commandName: String { kebabCase(String(describing: Self.self)) }

    public static var abstract: String {
        "Step through \(vocabulary.pluralNoun) on a simulated SwiftUI view graph and see why every body runs."
    }

    public static var discussion: String {
        let examples = vocabulary.examples(in: scenarios)
        let name = commandName
        let lines: [(String, String)] = [
            ("\(name) list", "the \(vocabulary.pluralNoun)"),
            ("\(name) run \(examples.first)", "step through it, Enter between steps"),
            ("\(name) run \(examples.first) --no-wait", "run straight through, no prompts"),
            ("\(name) graph \(examples.first) --at 1 -o a.svg", "one diagram, at a step or a time"),
            ("\(name) plot \(examples.animated) -o plot.svg", "animated values over time"),
            ("\(name) render \(examples.first) --at 1 -o a.png", "what the views draw, at a step or a time"),
            ("\(name) trace \(examples.first) > \(examples.first).txt", "the whole trace, for diffing"),
            ("\(name) report \(examples.first) -o report.html", "the run on one page, with a frame scrubber"),
            ("\(name) diff \(examples.first) \(examples.second)", "what updated differently, run to run"),
            ("\(name) why \(examples.first) <View>", "why a body ran or was skipped, a value animated"),
        ]
        // Help wraps at 80 columns: a command and its meaning share a line when they fit.
        let width = (lines.map(\.0.count).max() ?? 0) + 2
        let fits = lines.allSatisfy { 2 + width + $0.1.count <= 79 }
        let start = lines.map { command, meaning in
            fits ? "  " + command.padding(toLength: width) + meaning : "  \(command)\n      \(meaning)"
        }.joined(separator: "\n")
        return """
            \(name) runs SwiftUI-shaped views on viewsim's virtual clock and records, frame by \
            frame, why each view body ran or was skipped. Each \(vocabulary.noun) drives a view \
            with a script of steps (taps, state changes, time passing) and checks its claims \
            against the recorded trace.

            Start here:
            \(start)

            The output is deterministic: the same command prints the same bytes and writes \
            the same files every time. Colour is used only on a terminal; set NO_COLOR=1 to \
            turn it off. Errors go to standard error.
            """
    }

    public static var version: String { "" }

    public static var vocabulary: ScenarioVocabulary { ScenarioVocabulary() }

    /// The root command: its name, help and its subcommands.
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: commandName,
            abstract: abstract,
            discussion: discussion,
            version: version,
            subcommands: [
                ListCommand<Self>.self, RunCommand<Self>.self, GraphCommand<Self>.self,
                PlotCommand<Self>.self, RenderCommand<Self>.self, TraceCommand<Self>.self,
                ReportCommand<Self>.self, DiffCommand<Self>.self, WhyCommand<Self>.self,
            ]
        )
    }

    /// The scenarios, checked: unique names, every one with steps.
    ///
    /// - Throws: a `ScenarioError` that says which scenario to fix.
    static func catalog() throws -> ScenarioCatalog {
        try ScenarioCatalog(scenarios)
    }
}

/// `MyViews` → `my-views`, `ViewSimCommand` → `view-sim-command`.
func kebabCase(_ name: String) -> String {
    var result = ""
    for (index, character) in name.enumerated() {
        if character.isUppercase, index > 0 { result += "-" }
        result += character.lowercased()
    }
    return result
}
