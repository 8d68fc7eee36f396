// The output formats viewsim renders diagrams to: DOT text, SVG and PNG.
// Simplifies: Graphviz knows dozens of formats; these three cover the README,
// the browser and the terminal. Lesson: `viewsim graph --format svg`.

/// A file format a diagram can be written in.
///
/// ```swift
/// let format = GraphvizFormat(fileExtension: "diagram.SVG") ?? .dot   // .svg
/// let bytes = try GraphvizRenderer.render(dot: text, format: format)
/// ```
public enum GraphvizFormat: String, CaseIterable, Sendable {
    /// The DOT text itself, not laid out.
    case dot
    /// Scalable vector graphics, laid out by Graphviz's `dot` engine.
    case svg
    /// A bitmap, drawn by Graphviz's cairo plugin.
    case png

    /// The format a file name or extension names (`"svg"`, `".png"`, `"out/graph.gv"`),
    /// case-insensitively; `gv` is DOT. `nil` for anything else.
    public init?(fileExtension: String) {
        var text = Substring(fileExtension.lowercased())
        if let dot = text.lastIndex(of: ".") { text = text[text.index(after: dot)...] }
        switch text {
        case "dot", "gv": self = .dot
        case "svg": self = .svg
        case "png": self = .png
        default: return nil
        }
    }

    /// The usual file extension, without a dot.
    public var fileExtension: String { rawValue }
}
