// Models what a `Text` does when its string changes: it asks the graph to run the
// environment's content transition (`ViewGraph+ContentTransition`).
// Simplifies: only the string transitions; a new font or colour shows at once.

nonisolated extension Text {
    package func _didInsert(node: ViewNode) { node.graph.contentDidInsert(node) }

    /// The node's attributes still show the old value here (the graph updates them after this
    /// hook), so the old string is read from them.
    package func _didUpdate(node: ViewNode) {
        guard case .text(let old)? = node.attributes.first(where: { $0.name == "text" })?.value, old != content
        else { return }
        node.graph.contentDidChange(of: node, from: .text(old), to: .text(content))
    }
}
