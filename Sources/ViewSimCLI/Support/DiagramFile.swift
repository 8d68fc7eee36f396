// Diagram files: the format a file name asks for (.svg, .dot/.gv, .png) or
// --format names, and rendering DOT text through ViewSimGraphviz (libgvc,
// in-process) before the bytes are written (OutputFile).
import ArgumentParser
import ViewSimGraphviz

/// Writes diagrams to files.
enum DiagramFile {
    /// The format `path`'s extension names, else `requested` (`--format`), else SVG
    /// for standard output (`-`); a ValidationError when they disagree or none is known.
    static func format(of path: String, requested: String? = nil) throws -> GraphvizFormat {
        let formats = GraphvizFormat.allCases.map { ".\($0.fileExtension)" }.joined(separator: ", ")
        var asked: GraphvizFormat?
        if let requested {
            guard let format = GraphvizFormat(fileExtension: requested) else {
                throw ValidationError("--format \(requested): use svg, dot or png.")
            }
            asked = format
        }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let named = name.contains(".") ? GraphvizFormat(fileExtension: name) : nil
        switch (named, asked) {
        case (let named?, let asked?) where named != asked:
            throw ValidationError(
                "'\(path)' names a .\(named.fileExtension) file but --format says \(asked.rawValue); give one of them.")
        case (let named?, _): return named
        case (nil, let asked?): return asked
        case (nil, nil):
            if path == "-" { return .svg }
            throw ValidationError(
                "can't tell the format of '\(path)' from its extension. Use one of: \(formats) (or .gv for DOT), or give --format."
            )
        }
    }

    /// Renders `dot` in `format` and writes it to `file`, whole or not at all.
    static func write(dot: String, format: GraphvizFormat, to file: OutputFile) throws {
        try file.commit(try render(dot: dot, format: format, for: file.path))
    }

    /// The bytes of `dot` in `format`; a failure names `path`, the file they were for.
    static func render(dot: String, format: GraphvizFormat, for path: String) throws -> [UInt8] {
        do {
            return try GraphvizRenderer.render(dot: dot, format: format)
        } catch {
            throw CLIError("cannot draw '\(path)': \(error)")
        }
    }
}
