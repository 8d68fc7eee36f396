// `viewsim list`: the lessons (a ScenarioCommand's scenarios), one per line:
// id, title and the document each comes from, in aligned columns (the id
// first, for scripts).
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
                    One \(words.noun) per line, in teaching order. The first column is the id that \
                    '\(name) run', '\(name) graph' and '\(name) trace' take.

                    Example:
                      $ \(name) list
                      $ \(name) list | cut -d ' ' -f 1       just the ids
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
