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
        // Printed after "Error: ", and every line fits the width.
        let width = Terminal.lineWidth
        var lines = LineWrapping.wrap(
            Console.shown("unknown \(words.noun) '\(id)'. The \(words.pluralNoun) are:"), width: width - 7)
        lines += ScenarioTable.lines(
            for: scenarios, style: Style(enabled: false), showingSources: false, width: width - 2
        ).map { "  " + $0 }
        if let suggestion = catalog.suggestion(for: id) {
            lines.append("Did you mean '\(suggestion)'?")
        } else {
            let sources = scenarios.contains { $0.narrative != nil } ? " with their sources" : ""
            lines.append(
                "Run '\(Invocation.current(commandName: Root.commandName).command("list"))' to see them\(sources).")
        }
        return Console.shown(lines.joined(separator: "\n"))
    }
}

/// The scenarios as a table that fits the width: the id, then the title and
/// (when it has a narrative) the source it comes from, each wrapped within the
/// second column, continuation lines aligned under it; shown as the terminal
/// gets them (`Console.shown`).
///
/// ```text
/// lesson1   Dependencies: why a subview never updates
///           Seed 001 (swiftui-lab, Advanced SwiftUI Animations Part 4, in
///           Chinese), §3: the two emoji faces
/// ```
///
/// viewsim's model: an id always starts its row at the left margin and only
/// ids do, so `grep -o '^[^ ]*'` lists them; when the ids leave less than
/// `minimumCell` columns for the second column, it goes under the id, indented.
enum ScenarioTable {
    /// The fewest columns the title column keeps beside the ids.
    static let minimumCell = 24

    static func lines(
        for scenarios: [Scenario], style: Style, showingSources: Bool = true, width: Int? = Terminal.lineWidth
    ) -> [String] {
        let rows = scenarios.map {
            (
                id: Console.shown($0.name), title: Console.shown($0.title),
                source: $0.narrative.map { Console.shown($0.source) }
            )
        }
        let idWidth = rows.map { LineWrapping.columns(of: $0.id) }.max() ?? 0
        let beside = width.map { $0 - idWidth - 2 >= minimumCell } ?? true
        let cellIndent = String(repeating: " ", count: beside ? idWidth + 2 : 4)
        func cell(_ text: String) -> [String] {
            guard let width else { return [text] }
            return LineWrapping.wrap(text, width: width - cellIndent.count)
        }
        var lines: [String] = []
        for row in rows {
            var cells = cell(row.title)
            let titleCount = cells.count
            if showingSources, let source = row.source { cells += cell(source) }
            let styled = cells.enumerated().map { $0.offset < titleCount ? $0.element : style.dim($0.element) }
            let id = style.bold(row.id)
            if beside {
                let padding = String(repeating: " ", count: idWidth - LineWrapping.columns(of: row.id) + 2)
                lines.append(id + padding + styled[0])
                lines += styled.dropFirst().map { cellIndent + $0 }
            } else {
                lines.append(id)
                lines += styled.map { cellIndent + $0 }
            }
        }
        return lines
    }
}

extension String {
    /// The string followed by spaces up to `length` characters.
    func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}
