// Writes a `DOTGraph` as DOT text, deterministically: statements and attributes
// in the order they were added, two-space indentation, every value quoted.
// Simplifies: IDs are written bare only when they are plain identifiers.
// Lesson: every diagram; golden tests compare its output byte for byte.
import ViewSim

/// Encodes a `DOTGraph` as DOT text.
///
/// ```swift
/// var graph = DOTGraph(name: "G")
/// graph.append(DOTNode("a", ["label": "say \"hi\"\nthen leave"]))
/// DOTEncoder.encode(graph)
/// // digraph G {
/// //   a [label="say \"hi\"\nthen leave"];
/// // }
/// ```
package enum DOTEncoder {
    /// The DOT text of `graph`, ending with a newline.
    package static func encode(_ graph: DOTGraph) -> String {
        var output = ""
        write(
            graph, keyword: graph.directed ? "digraph" : "graph", edgeOperator: graph.directed ? "->" : "--",
            indent: "", into: &output)
        return output
    }

    private static func write(
        _ graph: DOTGraph, keyword: String, edgeOperator: String, indent: String, into output: inout String
    ) {
        output += indent + keyword
        if !graph.name.isEmpty { output += " " + id(graph.name) }
        output += " {\n"
        let inner = indent + "  "
        if !graph.graphAttributes.isEmpty { output += inner + "graph " + list(graph.graphAttributes) + ";\n" }
        if !graph.nodeAttributes.isEmpty { output += inner + "node " + list(graph.nodeAttributes) + ";\n" }
        if !graph.edgeAttributes.isEmpty { output += inner + "edge " + list(graph.edgeAttributes) + ";\n" }
        for statement in graph.statements {
            switch statement {
            case .node(let node):
                output += inner + id(node.id)
                if !node.attributes.isEmpty { output += " " + list(node.attributes) }
                output += ";\n"
            case .edge(let edge):
                output += inner + id(edge.from) + " " + edgeOperator + " " + id(edge.to)
                if !edge.attributes.isEmpty { output += " " + list(edge.attributes) }
                output += ";\n"
            case .subgraph(let subgraph):
                write(subgraph, keyword: "subgraph", edgeOperator: edgeOperator, indent: inner, into: &output)
            }
        }
        output += indent + "}\n"
    }

    /// `[name="value", …]`.
    static func list(_ attributes: DOTAttributes) -> String {
        "[" + attributes.entries.map { id($0.name) + "=" + value($0.value) }.joined(separator: ", ") + "]"
    }

    /// A value as DOT writes it: quoted text, or `<…>` for HTML-like labels.
    package static func value(_ value: DOTValue) -> String {
        switch value {
        case .text(let text): return quoted(text, lineBreak: "\\n")
        case .leftAlignedText(let text):
            var escaped = quoted(text, lineBreak: "\\l")
            escaped.insert(contentsOf: "\\l", at: escaped.index(before: escaped.endIndex))
            return escaped
        case .html(let html): return "<" + html + ">"
        }
    }

    /// An ID, bare when it is a plain identifier that is not a DOT keyword, else quoted.
    package static func id(_ text: String) -> String {
        isPlainIdentifier(text) ? text : quoted(text, lineBreak: "\\n")
    }

    private static let keywords: Set<String> = ["node", "edge", "graph", "digraph", "subgraph", "strict"]

    private static func isPlainIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, !keywords.contains(text.lowercased()) else { return false }
        func isLetter(_ scalar: Unicode.Scalar) -> Bool {
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
        }
        return isLetter(first) && text.unicodeScalars.allSatisfy { isLetter($0) || ("0"..."9").contains($0) }
    }

    /// Text between double quotes: `"` and `\` are escaped, each line break
    /// (`\n`, `\r\n` or `\r`) becomes `lineBreak`, a tab a space, and any other
    /// control character its picture (`␀`, `<U+009B>`: ControlPictures), so it shows.
    static func quoted(_ text: String, lineBreak: String) -> String {
        var result = "\""
        var previousWasCarriageReturn = false
        for scalar in ControlPictures.shown(text, keeping: ["\r", "\n", "\t"]).unicodeScalars {
            defer { previousWasCarriageReturn = scalar == "\r" }
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\r": result += lineBreak
            case "\n": if !previousWasCarriageReturn { result += lineBreak }
            case "\t": result += " "
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
