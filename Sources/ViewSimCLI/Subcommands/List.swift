// `viewsim list`: the lessons (a ScenarioCommand's scenarios) as a table that
// fits the width (COLUMNS, the terminal's, or 80): the id, then the title and
// the document each comes from, wrapped in the second column (ScenarioTable).
import ArgumentParser
import ViewSim

/// Lists the scenarios.
struct ListCommand<Root: ScenarioCommand>: ParsableCommand {
    static var configuration: CommandConfiguration {
        let words = Root.vocabulary
        let name = Root.commandName
        return CommandConfiguration(
            commandName: "list",
            abstract: "List the \(words.pluralNoun): id, title and the document each comes from.",
            discussion: """
                One \(words.noun) per row, in teaching order. The first column is the id that \
                '\(name) run', '\(name) graph' and '\(name) trace' take; the second, its title \
                and the document it comes from, wrapped to fit the width (COLUMNS, the \
                terminal's, or 80). Only an id starts a line.

                Example:
                  $ \(name) list
                  $ \(name) list | grep -o '^[^ ]*'     just the ids
                """
        )
    }

    func run() throws {
        try reportingErrors {
            let console = Console()
            let scenarios = try Root.catalog().scenarios
            guard !scenarios.isEmpty else {
                console.printError("\(Root.commandName) has no \(Root.vocabulary.pluralNoun) yet.")
                return
            }
            for line in ScenarioTable.lines(for: scenarios, style: console.out) {
                console.print(line)
            }
        }
    }
}
