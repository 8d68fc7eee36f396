// Models how a script finds a list's rows: the `List` by its
// `.accessibilityIdentifier` (on it, inside it or around it), its rows found from
// its content without building them (`ListRows`), and each row's traits
// (`deleteDisabled`, swipe actions, selection value). Simplifies: the first
// `ForEach` with the edit action, top to bottom, is the one edited.
import Foundation

extension ViewGraph {
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

    /// The `List` named `name` (the name on it, inside it or around it): its node and its rows.
    func list(named name: String, verb: String) throws -> (node: ViewNode, rows: ListRows) {
        let named = try listTarget(named: name, verb: verb)
        var candidates = named.subtree()
        var ancestor = named.parent
        while let current = ancestor {
            candidates.append(current)
            ancestor = current.parent
        }
        for node in candidates {
            if let list = node.traits.primitive(node.view) as? any ListValue {
                return (node, list.rows(style: node.environment.listStyle))
            }
        }
        throw SimulationError.listEditFailed(
            verb: verb, message: "the view \"\(name)\" is not in a List and has none inside it")
    }

    /// The `ForEach` with an edit action of `kind` ("onDelete", "onMove") in the list named `name`.
    func editAction(named name: String, kind: String, verb: String) throws -> (
        node: ViewNode, action: _EditActionModifier.Action, segment: ListRows.Segment
    ) {
        let (node, rows) = try list(named: name, verb: verb)
        for found in rows.editActions {
            let label: String
            switch found.action {
            case .delete: label = "onDelete"
            case .move: label = "onMove"
            }
            if label == kind { return (node, found.action, rows.segments[found.segment]) }
        }
        throw SimulationError.listEditFailed(
            verb: verb,
            message:
                "the List \"\(name)\" has no ForEach with .\(kind)(perform:); add .\(kind) { … } to the ForEach of its rows"
        )
    }
}

extension ListRows.Segment {
    /// The traits of the segment's row at `index`.
    func traits(at index: Int) -> ListRowTraits {
        (view(index, false) as? _ListRow)?.traits ?? ListRowTraits()
    }
}

extension SimulationError {
    /// Says which rows there are: "its rows are 0–4", "it has no rows".
    static func rowRange(_ count: Int) -> String {
        switch count {
        case 0: return "it has no rows"
        case 1: return "its only row is 0"
        default: return "its rows are 0–\(count - 1)"
        }
    }
}
