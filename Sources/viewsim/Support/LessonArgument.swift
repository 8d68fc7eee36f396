// The `<lesson>` argument shared by run, graph and trace: lookup by id (any
// case), and the error for an unknown id, which lists the lessons and suggests
// the closest one ("Did you mean 'lesson1'?").
import ArgumentParser
import ViewSimLessons

/// The lesson a subcommand works on.
struct LessonArgument: ParsableArguments {
    @Argument(
        help: ArgumentHelp("The lesson's id, as 'viewsim list' shows it (lesson1).", valueName: "lesson"),
        completion: .list(LessonCatalog.all.map(\.id))
    )
    var id: String

    func validate() throws {
        _ = try lesson()
    }

    /// The lesson, or a ValidationError that lists the lessons.
    func lesson() throws -> Lesson {
        guard let lesson = LessonCatalog.lesson(id: id) else {
            throw ValidationError(Self.unknownLessonMessage(id))
        }
        return lesson
    }

    /// What to say about an id that names no lesson.
    static func unknownLessonMessage(_ id: String) -> String {
        let lessons = LessonCatalog.all
        guard !lessons.isEmpty else { return "unknown lesson '\(id)': viewsim has no lessons yet." }
        var lines = ["unknown lesson '\(id)'. The lessons are:"]
        lines += LessonTable.lines(for: lessons, style: Style(enabled: false), showingSources: false).map { "  " + $0 }
        if let suggestion = LessonCatalog.suggestion(for: id) {
            lines.append("Did you mean '\(suggestion)'?")
        } else {
            lines.append("Run 'viewsim list' to see them with their sources.")
        }
        return lines.joined(separator: "\n")
    }
}

/// The lessons as aligned columns: id, title, source.
enum LessonTable {
    static func lines(for lessons: [Lesson], style: Style, showingSources: Bool = true) -> [String] {
        let idWidth = lessons.map(\.id.count).max() ?? 0
        let titleWidth = lessons.map(\.title.count).max() ?? 0
        return lessons.map { lesson in
            let id = lesson.id.padding(toLength: idWidth)
            guard showingSources else { return "\(style.bold(id))  \(lesson.title)" }
            let title = lesson.title.padding(toLength: titleWidth)
            return "\(style.bold(id))  \(title)  \(style.dim(lesson.source))"
        }
    }
}

extension String {
    /// The string followed by spaces up to `length` characters.
    func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}
