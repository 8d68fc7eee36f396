// Diagram files: the format a file name asks for (.svg, .dot/.gv, .png), and
// rendering DOT text through ViewSimGraphviz (libgvc, in-process) before the
// bytes are written atomically.
import ArgumentParser
import ViewSimGraphviz

/// Writes diagrams to files.
enum DiagramFile {
    /// The format `path`'s extension names, or a ValidationError listing the formats.
    static func format(of path: String) throws -> GraphvizFormat {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard name.contains("."), let format = GraphvizFormat(fileExtension: name) else {
            let formats = GraphvizFormat.allCases.map { ".\($0.fileExtension)" }.joined(separator: ", ")
            throw ValidationError("can't tell the format of '\(path)' from its extension. Use one of: \(formats) (or .gv for DOT).")
        }
        return format
    }

    /// Renders `dot` in `format` and writes it to `path`, whole or not at all.
    static func write(dot: String, format: GraphvizFormat, to path: String) throws {
        try AtomicFileWriter.write(try render(dot: dot, format: format, for: path), to: path)
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
