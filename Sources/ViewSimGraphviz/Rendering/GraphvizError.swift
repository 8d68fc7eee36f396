// The ways rendering through libgvc can fail, each with Graphviz's own message
// and what to do about it.
// Simplifies: Graphviz's warnings are kept only when something failed.
// Lesson: `viewsim graph --format png` on a machine without the cairo plugin.
import Foundation

/// Why `GraphvizRenderer.render(dot:format:)` failed.
///
/// ```swift
/// do { _ = try GraphvizRenderer.render(dot: "digraph {", format: .svg) }
/// catch let error as GraphvizError { print(error) }
/// // Graphviz could not read the DOT text: Error: syntax error in line 1 …
/// ```
public enum GraphvizError: Error, Equatable, CustomStringConvertible {
    /// libgvc could not create a context (its plugin configuration is broken).
    case contextUnavailable
    /// The DOT text is not a graph Graphviz can read.
    case invalidDOT(message: String)
    /// The layout engine failed or is not installed.
    case layoutFailed(engine: String, message: String)
    /// The renderer for the format (`"svg"`, `"png"`) failed or is not installed.
    case renderFailed(format: String, message: String)

    public var description: String {
        switch self {
        case .contextUnavailable:
            return
                "Graphviz could not start (gvContext returned nothing). To fix, install libgraphviz-dev (apt-get install libgraphviz-dev) and run `dot -c` as root to register its plugins."
        case .invalidDOT(let message):
            return
                "Graphviz could not read the DOT text: \(Self.clean(message, or: "no message")). To fix, check the DOT text near the line named; render with format .dot to see it unchanged."
        case .layoutFailed(let engine, let message):
            return
                "Graphviz could not lay out the graph with the \"\(engine)\" engine: \(Self.clean(message, or: "no message")). To fix, install libgraphviz-dev (apt-get install libgraphviz-dev), which brings the \"\(engine)\" layout plugin, and run `dot -c` as root to register it."
        case .renderFailed(let format, let message):
            let plugin =
                format == "png"
                ? "PNG needs Graphviz's cairo plugin (libgvplugin_pango, in Debian's libgvc6 package, installed with libgraphviz-dev)"
                : "install libgraphviz-dev, whose plugins render \(format.uppercased())"
            return
                "Graphviz could not render \(format): \(Self.clean(message, or: "no message")). To fix, \(plugin); run `dot -c` as root to register plugins, or render with format .dot and convert elsewhere."
        }
    }

    /// Graphviz's message on one line, without trailing blanks.
    private static func clean(_ message: String, or fallback: String) -> String {
        let lines = message.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter {
            !$0.isEmpty
        }
        return lines.isEmpty ? fallback : lines.joined(separator: " ")
    }
}
