// The `<lesson>` (or `<scenario>`) argument shared by run, graph, plot and
// trace: lookup by name (any case), and the error for an unknown name, which
// lists the scenarios and suggests the closest one ("Did you mean 'lesson1'?").
// A list that is itself wrong (two scenarios with one name, one with no steps)
// is reported as such before any lookup.
import ArgumentParser
import ViewSim

/// The scenario a subcommand works on.
struct ScenarioArgument<Root: ScenarioCommand>: ParsableArguments {
    @Argument(
        help: ArgumentHelp(
            "The \(Root.vocabulary.noun)'s id, as '\(Root.commandName) list' shows it (\(Root.vocabulary.examples(in: Root.scenarios).first)).",
            valueName: Root.vocabulary.noun),
        completion: .list(Root.scenarios.map(\.name))
    )
    var id: String

    func validate() throws {
        _ = try scenario()
    }

    /// The scenario; a ValidationError that lists the scenarios for an unknown
    /// name; a ScenarioError when the list itself is wrong.
    func scenario() throws -> Scenario {
        let catalog = try Root.catalog()
        guard let scenario = catalog.scenario(named: id) else {
            throw ValidationError(Self.unknownMessage(id, catalog: catalog))
        }
        return scenario
    }

    /// What to say about an id that names no scenario.
    static func unknownMessage(_ id: String, catalog: ScenarioCatalog) -> String {
        let words = Root.vocabulary
        let scenarios = catalog.scenarios
        guard !scenarios.isEmpty else {
            return "unknown \(words.noun) '\(id)': \(Root.commandName) has no \(words.pluralNoun) yet."
        }
        var lines = ["unknown \(words.noun) '\(id)'. The \(words.pluralNoun) are:"]
        lines += ScenarioTable.lines(for: scenarios, style: Style(enabled: false), showingSources: false).map { "  " + $0 }
        if let suggestion = catalog.suggestion(for: id) {
            lines.append("Did you mean '\(suggestion)'?")
        } else {
            let sources = scenarios.contains { $0.narrative != nil } ? " with their sources" : ""
            lines.append("Run '\(Invocation.current(commandName: Root.commandName).command("list"))' to see them\(sources).")
        }
        return Console.shown(lines.joined(separator: "\n"))
    }
}

/// The scenarios as aligned columns: id, title, source (when it has a narrative),
/// each shown as the terminal gets it (`Console.shown`).
enum ScenarioTable {
    static func lines(for scenarios: [Scenario], style: Style, showingSources: Bool = true) -> [String] {
        let rows = scenarios.map { (id: Console.shown($0.name), title: Console.shown($0.title), source: $0.narrative.map { Console.shown($0.source) }) }
        let idWidth = rows.map(\.id.count).max() ?? 0
        let titleWidth = rows.map(\.title.count).max() ?? 0
        return rows.map { row in
            let id = row.id.padding(toLength: idWidth)
            guard showingSources, let source = row.source else { return "\(style.bold(id))  \(row.title)" }
            let title = row.title.padding(toLength: titleWidth)
            return "\(style.bold(id))  \(title)  \(style.dim(source))"
        }
    }
}

extension String {
    /// The string followed by spaces up to `length` characters.
    func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}
