// One box-drawn tree rendering (├─ └─ │) used for the trace, the view tree,
// the CLI, the docs and the golden tests alike.
// Simplifies: nothing; it is plain text.

/// A tree of lines, rendered with box-drawing characters.
///
/// ```swift
/// TextTree("frame 0", [TextTree("ContentView: @self changed.")]).render()
/// // frame 0
/// // └─ ContentView: @self changed.
/// ```
public struct TextTree: Equatable, Sendable {
    public var line: String
    public var children: [TextTree]

    public init(_ line: String, _ children: [TextTree] = []) {
        self.line = line
        self.children = children
    }

    /// The tree as text, one node per line, ending with a newline.
    public func render() -> String {
        var output = line + "\n"
        append(children: children, prefix: "", to: &output)
        return output
    }

    private func append(children: [TextTree], prefix: String, to output: inout String) {
        for (index, child) in children.enumerated() {
            let last = index == children.count - 1
            let lines = child.line.split(separator: "\n", omittingEmptySubsequences: false)
            output += prefix + (last ? "└─ " : "├─ ") + (lines.first.map(String.init) ?? "") + "\n"
            for extra in lines.dropFirst() {
                output += prefix + (last ? "   " : "│  ") + extra + "\n"
            }
            append(children: child.children, prefix: prefix + (last ? "   " : "│  "), to: &output)
        }
    }
}
