// Extracts the code a lesson shows to the learner from the lesson's own sources:
// the lines between `// lesson-code: <name>` and `// end lesson-code: <name>`,
// so the code shown is the code that runs. Writes them as string constants of
// `LessonCode`, which the build generates (LessonCodePlugin) and the lessons show.
// Simplifies: regions are whole lines; one kind of elision (a block of lines shown
// as `…`); the marker comments must stand on lines of their own.
//
// Build time: the functions below are not optimised (`@_optimize(none)`). The tool
// reads about 70 small files once per build, so optimising it saves nothing, yet a
// clean release build compiles it three times (for the plugin while planning, then
// as the plugin's tool and as a product), at the start of the build, before `ViewSim`
// gets a job slot; unoptimised, each compile takes about 1 s of CPU instead of 2.
import Foundation

/// Finds the `lesson-code` regions of lesson sources and writes the Swift file
/// that holds their texts.
///
/// ```swift
/// // lesson-code: lesson3-heart
/// ZStack {
///     // lesson-code-elide: lesson3-heart
///     Heart().stroke(.gray, lineWidth: 5)
///     // end lesson-code-elide: lesson3-heart
///     Heart().trim(from: 0, to: isOn ? 1 : 0)
/// }
/// // end lesson-code: lesson3-heart
/// ```
///
/// gives `LessonCode.lesson3Heart`: `"ZStack {\n    …\n    Heart().trim(from: 0, to: isOn ? 1 : 0)\n}"`.
enum LessonCodeExtractor {
    /// A region's name and text, and the file it came from.
    struct Region: Equatable {
        let name: String
        let file: String
        let text: String
    }

    /// What is wrong with a lesson source's markers, with the file and line.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static let start = "// lesson-code:"
    static let end = "// end lesson-code:"
    static let elideStart = "// lesson-code-elide:"
    static let elideEnd = "// end lesson-code-elide:"

    /// The regions of one source file, in the order they start.
    @_optimize(none) static func regions(in source: String, file: String) throws -> [Region] {
        struct Open {
            let name: String
            let line: Int
            var lines: [String]
            var eliding: Int?
        }
        var open: [Open] = []
        var finished: [(line: Int, region: Region)] = []
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (offset, line) in lines.enumerated() {
            let number = offset + 1
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            let indent = String(line.prefix { $0 == " " || $0 == "\t" })
            func name(after marker: String) throws -> String {
                let name = trimmed.dropFirst(marker.count).trimmingCharacters(in: .whitespaces)
                guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }),
                    name.first?.isLetter == true
                else {
                    throw Failure(
                        description:
                            "\(file):\(number): \"\(trimmed)\" needs a name of letters, digits and dashes that starts with a letter, such as `lesson3-heart`."
                    )
                }
                return name
            }
            if trimmed.hasPrefix(elideStart) {
                let name = try name(after: elideStart)
                guard let index = open.firstIndex(where: { $0.name == name }) else {
                    throw Failure(
                        description:
                            "\(file):\(number): elision in \(name), which is not open here. Put it between `\(start) \(name)` and `\(end) \(name)`."
                    )
                }
                guard open[index].eliding == nil else {
                    throw Failure(
                        description:
                            "\(file):\(number): \(name) already elides from line \(open[index].eliding ?? 0); close it first with `\(elideEnd) \(name)`."
                    )
                }
                open[index].lines.append(indent + "…")
                open[index].eliding = number
            } else if trimmed.hasPrefix(elideEnd) {
                let name = try name(after: elideEnd)
                guard let index = open.firstIndex(where: { $0.name == name }), open[index].eliding != nil else {
                    throw Failure(
                        description:
                            "\(file):\(number): `\(elideEnd) \(name)` without `\(elideStart) \(name)` before it.")
                }
                open[index].eliding = nil
            } else if trimmed.hasPrefix(end) {
                let name = try name(after: end)
                guard let index = open.firstIndex(where: { $0.name == name }) else {
                    throw Failure(
                        description: "\(file):\(number): `\(end) \(name)` without `\(start) \(name)` before it.")
                }
                let region = open.remove(at: index)
                if let eliding = region.eliding {
                    throw Failure(
                        description:
                            "\(file):\(number): \(name) ends inside the elision that starts at line \(eliding); close it first with `\(elideEnd) \(name)`."
                    )
                }
                let text = dedented(region.lines)
                guard !text.isEmpty else {
                    throw Failure(
                        description:
                            "\(file):\(region.line): region \(name) is empty; put the code to show between its markers."
                    )
                }
                finished.append((region.line, Region(name: name, file: file, text: text)))
            } else if trimmed.hasPrefix(start) {
                let name = try name(after: start)
                guard !open.contains(where: { $0.name == name }) else {
                    throw Failure(
                        description:
                            "\(file):\(number): region \(name) is already open; end it with `\(end) \(name)` first.")
                }
                open.append(Open(name: name, line: number, lines: [], eliding: nil))
            } else {
                for index in open.indices where open[index].eliding == nil { open[index].lines.append(line) }
            }
        }
        if let unclosed = open.first {
            throw Failure(
                description:
                    "\(file):\(unclosed.line): region \(unclosed.name) is never closed; add `\(end) \(unclosed.name)` after its last line."
            )
        }
        return finished.sorted { $0.line < $1.line }.map(\.region)
    }

    /// The lines without the indentation they share, without trailing spaces, and
    /// without blank lines at either end.
    @_optimize(none) static func dedented(_ lines: [String]) -> String {
        var lines = lines.map { line -> String in
            var line = line
            while line.last == " " || line.last == "\t" { line.removeLast() }
            return line
        }
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        let shared = lines.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " || $0 == "\t" }.count }.min() ?? 0
        return lines.map { $0.isEmpty ? $0 : String($0.dropFirst(shared)) }.joined(separator: "\n")
    }

    /// `lesson3-heart` → `lesson3Heart`.
    @_optimize(none) static func identifier(_ name: String) -> String {
        let parts = name.split(separator: "-").map(String.init)
        return (parts.first ?? "") + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// The Swift file holding every region as a constant of `LessonCode`, sorted by name.
    @_optimize(none) static func swiftFile(_ regions: [Region]) throws -> String {
        var seen: [String: Region] = [:]
        for region in regions {
            if let other = seen[identifier(region.name)] {
                throw Failure(
                    description:
                        "Two regions are named \(region.name) (or names that give the same constant): in \(other.file) and in \(region.file). Rename one."
                )
            }
            seen[identifier(region.name)] = region
        }
        var output = """
            // Generated at build time (LessonCodePlugin) from the `// lesson-code: <name>` regions
            // of the lesson sources: the code each lesson step shows is the code that runs.
            // To change what a step shows, change the region in the lesson source.
            // Simplifies: each region is a plain string; `…` stands for elided lines.

            /// The code the lessons show to the learner, cut from the lessons' sources.
            enum LessonCode {

            """
        for region in regions.sorted(by: { $0.name < $1.name }) {
            var hashes = "#"
            while region.text.contains("\"\"\"" + hashes) { hashes += "#" }
            let body = region.text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.isEmpty ? "" : "        " + $0 }.joined(separator: "\n")
            output += """
                    /// `\(region.name)`, from \(region.file).
                    static let \(identifier(region.name)) = \(hashes)\"\"\"
                \(body)
                        \"\"\"\(hashes)

                """
            output += "\n"
        }
        if output.hasSuffix("\n\n") { output.removeLast() }
        output += "}\n"
        return output
    }

    /// The generated file for every lesson source under `lessons` (a folder such
    /// as `Lessons`), paths named relative to `root`; the folder `Generated` is skipped.
    @_optimize(none) static func generate(lessons: URL, root: URL) throws -> String {
        guard let enumerator = FileManager.default.enumerator(at: lessons, includingPropertiesForKeys: nil) else {
            throw Failure(
                description: "Cannot read the folder \(lessons.path); pass the lessons folder with --lessons.")
        }
        var files: [URL] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" && !url.path.contains("/Generated/") {
            files.append(url)
        }
        var regions: [Region] = []
        let rootPath = root.standardizedFileURL.path + "/"
        for url in files.sorted(by: { $0.path < $1.path }) {
            let source = try String(contentsOf: url, encoding: .utf8)
            let path = url.standardizedFileURL.path
            let relative = path.hasPrefix(rootPath) ? String(path.dropFirst(rootPath.count)) : path
            regions += try self.regions(in: source, file: relative)
        }
        return try swiftFile(regions)
    }
}
