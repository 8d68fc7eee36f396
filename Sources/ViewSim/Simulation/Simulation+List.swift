// Models a user editing and choosing rows of a `List`: a swipe to delete
// (`delete(row:in:)`), a drag to reorder (`move(rows:to:in:)`), a tap that
// selects (`select(row:in:)`), a swipe action's button (`swipeAction(_:row:in:)`)
// and a pull to refresh (`refresh(_:)`). Each is a traced script cause
// (`▶ delete row 3 in "inbox"`) run in the next frame, as `tap` is.
// Simplifies: no gestures; rows are named by their offset in the data.
import Foundation

extension Simulation {
    /// Deletes the row at offset `row` of the data of the first `ForEach` with an
    /// `.onDelete` in the `List` named `list` (the name on the list, inside it or
    /// around it), in the next frame, as a swipe to delete does: its
    /// `onDelete` action runs with `[row]`.
    ///
    /// viewsim's model of SwiftUI's order ("called after the row has already been
    /// removed"): the action runs at the start of the frame and that frame's update
    /// removes the row; the other rows keep their identity (their `ForEach` ids) and state.
    ///
    /// ```swift
    /// try sim.delete(row: 3, in: "inbox")   // ▶ delete row 3 in "inbox" → onDelete([3])
    /// ```
    ///
    /// - Throws: `SimulationError.listEditFailed` when no view has the name, it has no
    ///   `ForEach` with `.onDelete`, the row is out of range (naming the range) or the
    ///   row is `.deleteDisabled(true)`.
    public func delete(row: Int, in list: String) throws {
        let verb = "delete(row: \(row), in: \"\(list)\")"
        if let stopError { throw stopError }
        graph.finishLooseFrame()
        let found = try graph.editAction(named: list, kind: "onDelete", verb: verb)
        guard case .delete(let perform?) = found.action else {
            throw SimulationError.listEditFailed(verb: verb, message: "its .onDelete action is nil")
        }
        guard row >= 0, row < found.segment.count else {
            throw SimulationError.listEditFailed(
                verb: verb, message: "row \(row) is out of range: \(SimulationError.rowRange(found.segment.count))")
        }
        if found.segment.traits(at: row).deleteDisabled {
            throw SimulationError.listEditFailed(verb: verb, message: "row \(row) is .deleteDisabled(true)")
        }
        run(script: "delete row \(row) in \"\(list)\"", node: found.node, label: "onDelete([\(row)])") {
            perform(IndexSet(integer: row))
        }
    }

    /// Moves the rows at offsets `rows` of the data of the first `ForEach` with an
    /// `.onMove` inside the view named `list` so they sit before the element now at
    /// offset `destination` (`0...count`, an offset before the move, as SwiftUI
    /// gives it), in the next frame, as a drag does: `onMove(rows, destination)` runs.
    ///
    /// ```swift
    /// try sim.move(rows: [0], to: 3, in: "inbox")   // ▶ move rows [0] to 3 in "inbox"
    /// ```
    ///
    /// - Throws: `SimulationError.listEditFailed` as `delete(row:in:)` does, for `.onMove`,
    ///   and when `rows` is empty or `destination` is out of `0...count`.
    public func move(rows: [Int], to destination: Int, in list: String) throws {
        let described = "[" + rows.map(String.init).joined(separator: ", ") + "]"
        let verb = "move(rows: \(described), to: \(destination), in: \"\(list)\")"
        if let stopError { throw stopError }
        graph.finishLooseFrame()
        let found = try graph.editAction(named: list, kind: "onMove", verb: verb)
        let count = found.segment.count
        guard case .move(let perform?) = found.action else {
            throw SimulationError.listEditFailed(verb: verb, message: "moving is disabled (.onMove(perform: nil))")
        }
        guard !rows.isEmpty else { throw SimulationError.listEditFailed(verb: verb, message: "no rows to move") }
        for row in rows where row < 0 || row >= count {
            throw SimulationError.listEditFailed(
                verb: verb, message: "row \(row) is out of range: \(SimulationError.rowRange(count))")
        }
        guard destination >= 0, destination <= count else {
            throw SimulationError.listEditFailed(
                verb: verb, message: "destination \(destination) is out of range: it must be in 0...\(count)")
        }
        for row in rows where found.segment.traits(at: row).moveDisabled {
            throw SimulationError.listEditFailed(verb: verb, message: "row \(row) is .moveDisabled(true)")
        }
        let offsets = IndexSet(rows)
        let label = "onMove(\(described), \(destination))"
        run(script: "move rows \(described) to \(destination) in \"\(list)\"", node: found.node, label: label) {
            perform(offsets, destination)
        }
    }

    /// Moves the rows at `rows` (see `move(rows:to:in:)`).
    public func move(rows: IndexSet, to destination: Int, in list: String) throws {
        try move(rows: Array(rows), to: destination, in: list)
    }

    /// Selects the row at offset `row` (counting every row of the list, top to
    /// bottom, sections included) of the `List` named `list`, in the next frame, as
    /// a tap on it does: the list's selection binding is written with the row's
    /// `.tag`, else its `ForEach` id. A `sim.tap` on a view in the row does the same.
    ///
    /// viewsim's model of iOS outside edit mode: a multiple selection becomes the tapped row alone.
    ///
    /// ```swift
    /// try sim.select(row: 1, in: "inbox")   // ▶ select row 1 in "inbox" → selection: nil → 2
    /// ```
    ///
    /// - Throws: `SimulationError.listEditFailed` when no view has the name, the list has no
    ///   selection binding, the row is out of range, or the row has no selection value.
    public func select(row: Int, in list: String) throws {
        let verb = "select(row: \(row), in: \"\(list)\")"
        if let stopError { throw stopError }
        graph.finishLooseFrame()
        let (node, rows) = try graph.list(named: list, verb: verb)
        guard row >= 0, let listRow = rows.row(row) else {
            throw SimulationError.listEditFailed(
                verb: verb, message: "row \(row) is out of range: \(SimulationError.rowRange(rows.rowCount))")
        }
        guard let selection = listRow.context.selection else {
            throw SimulationError.listEditFailed(
                verb: verb, message: "the list has no selection binding; create it with List(selection: $selection)")
        }
        guard let value = listRow.selectionValue else {
            throw SimulationError.listEditFailed(
                verb: verb, message: "row \(row) has no selection value; give it a .tag(_:) or build it with ForEach")
        }
        run(script: "select row \(row) in \"\(list)\"", node: node, label: "select row \(row)") {
            selection.select(value)
        }
    }

    /// Runs `body` in the next frame under a script event and an `actionRun` of `node`.
    func run(script: String, node: ViewNode, label: String, _ body: @escaping () -> Void) {
        graph.runFrame(graph.frameIndex + 1) {
            let event = graph.record(.script(script), cause: nil)
            let run = graph.record(.actionRun(node: node.reference, label: label, dispatch: nil), cause: event)
            graph.withCause(run) { body() }
        }
    }
}

extension Simulation {
    /// Swipes the row at offset `row` of the list named `list` (counting every row,
    /// as `select(row:in:)` does) and taps its swipe action titled `title`, in the
    /// next frame: the button's action runs.
    ///
    /// viewsim's model: the swipe and the tap are one step; the revealed buttons are
    /// not drawn, and a full swipe is not told apart from a tap on the first action.
    ///
    /// ```swift
    /// try sim.swipeAction("Pin", row: 0, in: "inbox")   // ▶ swipe row 0 in "inbox", tap "Pin"
    /// ```
    ///
    /// - Throws: `SimulationError.listEditFailed` when no view has the name, the row is out
    ///   of range, or it has no swipe action with that title (naming the titles it has).
    public func swipeAction(_ title: String, row: Int, in list: String) throws {
        let verb = "swipeAction(\"\(title)\", row: \(row), in: \"\(list)\")"
        if let stopError { throw stopError }
        graph.finishLooseFrame()
        let (node, rows) = try graph.list(named: list, verb: verb)
        guard row >= 0, let listRow = rows.row(row) else {
            throw SimulationError.listEditFailed(
                verb: verb, message: "row \(row) is out of range: \(SimulationError.rowRange(rows.rowCount))")
        }
        let buttons = listRow.traits.swipeActions.flatMap(\.buttons)
        guard let button = buttons.first(where: { $0._buttonTitle == title }) else {
            let titles = buttons.compactMap(\._buttonTitle).map { "\"\($0)\"" }.joined(separator: ", ")
            throw SimulationError.listEditFailed(
                verb: verb,
                message: titles.isEmpty
                    ? "row \(row) has no swipe actions; add .swipeActions { Button(…) } to the row"
                    : "row \(row) has no swipe action titled \"\(title)\"; its swipe actions: \(titles)")
        }
        let action = button._buttonAction
        run(script: "swipe row \(row) in \"\(list)\", tap \"\(title)\"", node: node, label: "swipe action \"\(title)\"")
        {
            action()
        }
    }
}

extension Simulation {
    /// Pulls the view named `name` (a `List` with `.refreshable`, or a view inside one)
    /// to refresh, in the next frame: its refresh action starts as a task on the
    /// simulated executor and the refresh indicator shows until the action returns
    /// (advance the simulation to let it run).
    ///
    /// ```swift
    /// try sim.refresh("inbox")          // ▶ refresh "inbox" → ↗ task 1 starts
    /// try sim.advance(by: 1)            // the action's awaits run in simulated time
    /// ```
    ///
    /// - Throws: `SimulationError.listEditFailed` when no view has the name, or there
    ///   is no `.refreshable` on it or around it.
    public func refresh(_ name: String) throws {
        let verb = "refresh(\"\(name)\")"
        if let stopError { throw stopError }
        graph.finishLooseFrame()
        let named = try graph.listTarget(named: name, verb: verb)
        let found =
            named.subtree().first { $0.environment.refresh != nil }
            ?? (named.environment.refresh != nil ? named : nil)
        guard let node = found, let refresh = node.environment.refresh else {
            throw SimulationError.listEditFailed(
                verb: verb, message: "\"\(name)\" has no .refreshable { … } on it or around it")
        }
        run(script: "refresh \"\(name)\"", node: node, label: "refresh") {
            Task { @MainActor in await refresh() }
        }
    }
}
