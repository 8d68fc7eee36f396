// The command behind LessonCodePlugin: writes the `LessonCode` constants from the
// `// lesson-code:` regions of the lesson sources (see LessonCodeExtractor).
// Simplifies: no argument parser; three options, each with a value.
import Foundation

let usage = """
    usage: viewsim-lesson-code [--root <package folder>] [--lessons <folder>] --output <file, or - for standard output>
    Writes the LessonCode constants from the lesson-code regions of <lessons> (default <root>/Lessons);
    files are named relative to <root>. The build runs it (LessonCodePlugin); run it by hand to see the output.
    """

var root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
var output: String?
var lessons: URL?
var arguments = Array(CommandLine.arguments.dropFirst())
while !arguments.isEmpty {
    let option = arguments.removeFirst()
    guard ["--root", "--lessons", "--output"].contains(option), let value = arguments.first else {
        FileHandle.standardError.write(Data("viewsim-lesson-code: unexpected \"\(option)\".\n\(usage)\n".utf8))
        exit(2)
    }
    arguments.removeFirst()
    switch option {
    case "--root": root = URL(fileURLWithPath: value)
    case "--lessons": lessons = URL(fileURLWithPath: value)
    default: output = value
    }
}

do {
    guard let output else {
        FileHandle.standardError.write(
            Data("viewsim-lesson-code: say where to write with --output (- for standard output).\n\(usage)\n".utf8))
        exit(2)
    }
    let text = try LessonCodeExtractor.generate(lessons: lessons ?? root.appendingPathComponent("Lessons"), root: root)
    if output == "-" {
        FileHandle.standardOutput.write(Data(text.utf8))
    } else {
        let url = URL(fileURLWithPath: output)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        // Written only when it changes, so an unchanged region does not rebuild the lessons.
        if FileManager.default.contents(atPath: url.path) != Data(text.utf8) {
            try Data(text.utf8).write(to: url, options: .atomic)
        }
    }
} catch {
    FileHandle.standardError.write(Data("viewsim-lesson-code: \(error)\n".utf8))
    exit(1)
}
