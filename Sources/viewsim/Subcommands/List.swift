// `viewsim list`: the lessons, one per line: id, title and the seed document
// each comes from, in aligned columns (the id first, for scripts).
import ArgumentParser
import ViewSimLessons

/// Lists the lessons.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the lessons: id, title and the document each comes from.",
        discussion: """
            One lesson per line, in teaching order. The first column is the id that \
            'viewsim run', 'viewsim graph' and 'viewsim trace' take.

            Example:
              $ viewsim list
              $ viewsim list | cut -d ' ' -f 1       just the ids
            """
    )

    func run() throws {
        let console = Console()
        let lessons = LessonCatalog.all
        guard !lessons.isEmpty else {
            console.printError("viewsim has no lessons yet.")
            return
        }
        for line in LessonTable.lines(for: lessons, style: console.out) {
            console.print(line)
        }
    }
}
