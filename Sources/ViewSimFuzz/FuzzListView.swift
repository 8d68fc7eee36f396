// Models an app's editable list for the fuzzer: a `List` named `name` over a shared
// list's `ForEach`, whose `onDelete` and `onMove` edit the shared list, with a single
// selection; and the script verbs that edit it (`FuzzListVerb`): delete, move and
// select on random rows, out of range too (a recorded error).
// Simplifies: one row node for every element; the style alternates plain and inset grouped.
import Foundation
import ViewSim

/// A `List` over `list`'s items, editable and selectable, named `name`.
nonisolated struct FuzzListView: View {
    let list: FuzzList
    let row: FuzzNode
    let scope: FuzzScope
    let name: String
    let plain: Bool
    @State private var selected: Int?

    var body: some View {
        let _ = scope.recorder.countBody("FuzzListView")
        let scope = self.scope
        let list = self.list
        let rows = List(selection: $selected) {
            ForEach(scope.items(list), id: \.self) { item in FuzzView(node: row, scope: scope, value: item) }
                .onDelete { offsets in scope.editItems(list) { $0.remove(atOffsets: offsets) } }
                .onMove { offsets, destination in
                    scope.editItems(list) { $0.move(fromOffsets: offsets, toOffset: destination) }
                }
        }
        .accessibilityIdentifier(name)
        if plain { rows.listStyle(.plain) } else { rows.listStyle(.insetGrouped) }
    }
}

/// A script verb on a fuzz list, as data.
public enum FuzzListVerb: Codable, Equatable, Sendable, CustomStringConvertible {
    /// `sim.delete(row:in:)`.
    case delete(Int)
    /// `sim.move(rows:to:in:)`.
    case move([Int], to: Int)
    /// `sim.select(row:in:)`.
    case select(Int)

    public var description: String {
        switch self {
        case .delete(let row): return ".delete(\(row))"
        case .move(let rows, let destination): return ".move(\(rows), to: \(destination))"
        case .select(let row): return ".select(\(row))"
        }
    }

    /// Runs the verb on the list named `name`.
    func perform(on name: String, in sim: Simulation) throws {
        switch self {
        case .delete(let row): try sim.delete(row: row, in: name)
        case .move(let rows, let destination): try sim.move(rows: rows, to: destination, in: name)
        case .select(let row): try sim.select(row: row, in: name)
        }
    }
}

extension FuzzScope {
    /// Edits the items of `list` (the shared model's), as a list's edit action does.
    func editItems(_ list: FuzzList, _ edit: (inout [Int]) -> Void) {
        switch list {
        case .observable: recorder.editObservableItems(edit)
        case .published: edit(&recorder.published.items)
        }
    }
}
