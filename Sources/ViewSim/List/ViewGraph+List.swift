// Models how a script finds a list's rows: the list (or section, or ForEach) by
// its `.accessibilityIdentifier`, the `ForEach` with an edit action inside it,
// and each row's traits (`deleteDisabled`, swipe actions, selection value).
// Simplifies: the first `ForEach` with the action, in tree order, is the one edited.
import Foundation

extension ViewGraph {
    /// The `ForEach` with an edit action of `kind` ("onDelete", "onMove") in the view named `name`.
    struct EditableRows {
        /// The node of the `.onDelete`/`.onMove` modifier (the cause of the action's run).
        let modifierNode: ViewNode
        let action: _EditActionModifier.Action
        /// How many elements the `ForEach`'s data has.
        let count: Int
        /// The row nodes, one per element, when the `ForEach` made them all.
        let rows: [ViewNode]
    }

    /// The view named `name`, or an error naming the views there are.
    func listTarget(named name: String, verb: String) throws -> ViewNode {
        guard let named = node(named: name) else {
            let known = names.map { "\"\($0)\"" }.joined(separator: ", ")
            throw SimulationError.listEditFailed(
                verb: verb,
                message: known.isEmpty
                    ? "no view is named \"\(name)\"; name the List with .accessibilityIdentifier(\"\(name)\")"
                    : "no view is named \"\(name)\"; named views: \(known)")
        }
        return named
    }

    /// The first `ForEach` in the view named `name` with an edit action of `kind`.
    func editableRows(named name: String, kind: String, verb: String) throws -> EditableRows {
        let named = try listTarget(named: name, verb: verb)
        for node in named.subtree() {
            guard let modifier = node.traits.primitiveModifier(node.view) as? _EditActionModifier,
                modifier._label == "." + kind
            else { continue }
            let count = (node.view as? any DynamicViewContent)?.data.count ?? 0
            // Down to the `ForEach` through the modifiers on it.
            var current = node
            var depth = 0
            while depth < 64, !current.isListOfViews, let child = current.children.first {
                current = child
                depth += 1
            }
            let rows = current.children.count == count ? current.children : []
            return EditableRows(modifierNode: node, action: modifier.action, count: count, rows: rows)
        }
        throw SimulationError.listEditFailed(
            verb: verb,
            message:
                "\"\(name)\" has no ForEach with .\(kind)(perform:) inside it; add .\(kind) { … } to the ForEach of its rows"
        )
    }

    /// The traits of a row node (a list's `_ListRow`, or a `ForEach` row outside a list).
    func rowTraits(_ node: ViewNode) -> ListRowTraits {
        (node.view as? _ListRow)?.traits ?? ListRowTraits(of: node.view)
    }

    /// Every list row in the view named `name`, in order (sections included).
    func listRowNodes(named name: String, verb: String) throws -> [ViewNode] {
        let named = try listTarget(named: name, verb: verb)
        return named.subtree().filter { $0.view is _ListRow }
    }
}

extension ViewNode {
    /// Whether the node is a list of views (`ForEach`, `TupleView`, `Group`, `if`).
    var isListOfViews: Bool {
        if case .list? = traits.constantLayoutBehavior { return true }
        return false
    }
}

extension SimulationError {
    /// Says which rows there are: "rows 0–4" or "no rows".
    static func rowRange(_ count: Int) -> String {
        switch count {
        case 0: return "it has no rows"
        case 1: return "its only row is 0"
        default: return "its rows are 0–\(count - 1)"
        }
    }
}
