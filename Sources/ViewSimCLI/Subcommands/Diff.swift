// `viewsim diff A B [--format text|json|html] [-o FILE]`: how two runs updated
// differently. A and B are each a scenario (`lesson1`), a step of one
// (`lesson1:3`), a trace JSON file (`viewsim trace … --format json -o a.json`),
// a step of one (`a.json:3`) or a baseline file (`assertUpdates(_:matchBaseline:)`).
// Both are summarized (UpdateSummary) and compared (UpdateDifference): per view,
// matched by its path of view types, the body runs and skips with their
// reasons, the animations, the diagnostics and the frames that differ.
// Exit status as diff(1): 0 when the same, 1 when different, 2 on an error.
// Simplifies: a scenario named in both A and B runs once.
import ArgumentParser
import Foundation
import ViewSim

/// Compares two runs, steps, traces or baselines.
struct DiffCommand<Root: ScenarioCommand>: ParsableCommand {
    static var configuration: CommandConfiguration {
        let words = Root.vocabulary
        let name = Root.commandName
        let example = words.examples(in: Root.scenarios).first
        return CommandConfiguration(
            commandName: "diff",
            abstract: "Compare two runs: which bodies ran or skipped, which values animated, what was reported.",
            discussion: """
                A and B are each a \(words.noun) (\(example)), one step of it (\(example):1), a \
                trace JSON file ('\(name) trace \(example) --format json -o a.json'), one step \
                of that (a.json:1), or a baseline file that assertUpdates(_:matchBaseline:) \
                recorded. A name is a file when such a file exists, else a \(words.noun).

                Both are summarized and compared. Views are matched by their path of view \
                types from the root (ContentView › ManyFaces › SubView), not by node id, \
                since ids differ between runs; views that share a path add up. For each \
                view that differs it lists the body runs and skips with their reasons \
                (@self, _count, @dependencies; why a body was skipped), the animations \
                (attribute, curve, origin, how long they ran); then the diagnostics that \
                appear, vanish or change count; then the frames (in all, and step by step, \
                paired in order).

                Exit status, as diff(1): 0 when A and B are the same, 1 when they differ, \
                2 on an error (a file that can't be read, an unknown \(words.noun), a \
                mistake on the command line).

                Examples:
                  $ \(name) diff \(example):1 \(example):3
                  $ \(name) trace \(example) --format json -o before.json
                  $ \(name) diff before.json \(example)   # after a change: 1 if it differs
                  $ \(name) diff \(example):1 \(example):3 --format html -o diff.html

                \(OutputFile.helpParagraph)
                """
        )
    }

    @Argument(
        help: ArgumentHelp(
            "The first run: a \(Root.vocabulary.noun), \(Root.vocabulary.noun):step, a trace JSON file (file:step) or a baseline.",
            valueName: "a"))
    var a: String

    @Argument(help: ArgumentHelp("The second run, in the same forms.", valueName: "b"))
    var b: String

    /// What `diff` writes.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, html
    }

    @Option(
        help: ArgumentHelp(
            "text: aligned lines (default); json: the difference as data (schema viewsim.diff); html: a page.",
            valueName: "format"))
    var format: Format = .text

    @Option(
        name: [.customShort("o"), .customLong("output")],
        help: ArgumentHelp(
            "Write to this file (\(OutputFile.helpSummary)); default: standard output.", valueName: "file"))
    var output: String?

    func validate() throws {
        if let output, output.isEmpty {
            throw ValidationError("-o needs a file name, such as -o diff.html.")
        }
    }

    /// What one operand names.
    enum Operand {
        case scenario(Scenario, step: Int?)
        case file(path: String, step: Int?)
    }

    func run() throws {
        let different: Bool
        do {
            let file = try output.flatMap { $0 == "-" ? nil : try OutputFile(path: $0) }
            let operands = try [a, b].map(operand)
            var runs: [String: ScenarioRun] = [:]
            let summaries = try operands.map { operand -> UpdateSummary in
                switch operand {
                case .scenario(let scenario, let step):
                    let run = try runs[scenario.name] ?? ScenarioRunner.run(scenario)
                    runs[scenario.name] = run
                    return try UpdateSummary(
                        trace: run.trace, step: step, source: scenario.name + (step.map { ", step \($0)" } ?? ""))
                case .file(let path, let step):
                    guard let data = FileManager.default.contents(atPath: path) else {
                        throw CLIError("cannot read '\(path)'. Check the path and its permissions.")
                    }
                    var summary = try UpdateSummary(json: data, step: step, source: path)
                    summary.source = path + (step.map { ", step \($0)" } ?? "")
                    return summary
                }
            }
            let difference = UpdateDifference(summaries[0], summaries[1])
            different = !difference.isEmpty
            let text: String
            switch format {
            case .text: text = Console.shown(difference.text(width: file == nil ? Terminal.lineWidth : 100))
            case .json: text = difference.json()
            case .html: text = DiffPage.html(difference)
            }
            if let file {
                let bytes = Array(text.utf8)
                try file.commit(bytes)
                if !file.isStandardOutput {
                    let views = difference.views.count
                    let verdict =
                        different
                        ? "they differ (\(views) view\(views == 1 ? "" : "s"), \(difference.diagnostics.count) diagnostic\(difference.diagnostics.count == 1 ? "" : "s"), \(difference.frames.isEmpty ? "the same frames" : "other frames"))"
                        : "no differences"
                    Console().say(
                        "Wrote \(file.path): the \(format.rawValue) difference of \(a) and \(b), \(bytes.count) bytes: \(verdict)."
                    )
                }
            } else {
                Console().print(text, terminator: "")
            }
        } catch let error as ValidationError {
            Console().reportError(error.message)
            throw ExitCode(2)
        } catch let error as ExitCode {
            throw error
        } catch {
            Console().reportError(String(describing: error))
            throw ExitCode(2)
        }
        if different { throw ExitCode(1) }
    }

    /// What `text` names: an existing file (whole, or `file:step`), else a scenario (`name`, `name:step`).
    func operand(_ text: String) throws -> Operand {
        var name = text
        var step: Int?
        if !FileManager.default.fileExists(atPath: text), let colon = text.lastIndex(of: ":") {
            let suffix = text[text.index(after: colon)...]
            guard let number = Int(suffix), number >= 0 else {
                throw ValidationError(
                    "'\(text)': after the colon comes a step number, such as \(text[..<colon]):1.")
            }
            name = String(text[..<colon])
            step = number
        }
        if FileManager.default.fileExists(atPath: name) { return .file(path: name, step: step) }
        if name.contains("/") || name.hasSuffix(".json") {
            throw CLIError(
                "no file '\(name)'. Check the path; write a trace with '\(Root.commandName) trace <\(Root.vocabulary.noun)> --format json -o \(name)'."
            )
        }
        let catalog = try Root.catalog()
        guard let scenario = catalog.scenario(named: name) else {
            throw ValidationError(ScenarioArgument<Root>.unknownMessage(name, catalog: catalog))
        }
        if let step, !scenario.steps.indices.contains(step) {
            throw ValidationError(
                "step \(step) is out of range: \(scenario.name) has steps 0 to \(scenario.steps.count - 1).")
        }
        return .scenario(scenario, step: step)
    }
}
