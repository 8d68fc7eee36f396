// The command behind scripts/extract-lesson-code: writes Lessons/Generated/LessonCode.swift
// from the `// lesson-code:` regions of the lesson sources (see LessonCodeExtractor).
// Simplifies: no argument parser; two options, each with a value.
import Foundation

let usage = """
    usage: viewsim-lesson-code [--root <package folder>] [--output <file, or - for standard output>]
    Writes <root>/Lessons/Generated/LessonCode.swift (or --output) from the lesson-code regions of <root>/Lessons.
    """

var root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
var output: String?
var arguments = Array(CommandLine.arguments.dropFirst())
while !arguments.isEmpty {
    let option = arguments.removeFirst()
    guard ["--root", "--output"].contains(option), let value = arguments.first else {
        FileHandle.standardError.write(Data("viewsim-lesson-code: unexpected \"\(option)\".\n\(usage)\n".utf8))
        exit(2)
    }
    arguments.removeFirst()
    if option == "--root" { root = URL(fileURLWithPath: value) } else { output = value }
}

do {
    let text = try LessonCodeExtractor.generate(lessons: root.appendingPathComponent("Lessons"), root: root)
    if output == "-" {
        FileHandle.standardOutput.write(Data(text.utf8))
    } else {
        let url = output.map { URL(fileURLWithPath: $0) } ?? root.appendingPathComponent("Lessons/Generated/LessonCode.swift")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
} catch {
    FileHandle.standardError.write(Data("viewsim-lesson-code: \(error)\n".utf8))
    exit(1)
}
