// Models the modifiers that set how a list draws a row: `.listRowInsets(_:)`,
// `.listRowBackground(_:)`, `.listRowSeparator(_:edges:)`, and the edit flags
// `.deleteDisabled(_:)` and `.moveDisabled(_:)`. Simplifies: they act where they
// are written on a row or on its `ForEach` (see ListRow.swift); a separator's
// `edges` are not told apart (a row has one separator, along its bottom).
import Foundation

/// A row trait: read by the list from the row's modifiers, or from the
/// modifiers on the `ForEach` the row comes from.
nonisolated public struct _ListRowTraitModifier: PrimitiveModifier {
    enum Trait {
        case insets(EdgeInsets?)
        case background((any View)?)
        case separator(Visibility)
        case deleteDisabled(Bool)
        case moveDisabled(Bool)
        case swipeActions(SwipeActionsDescription)
    }
    let trait: Trait

    package var _label: String {
        switch trait {
        case .insets: return ".listRowInsets"
        case .background: return ".listRowBackground"
        case .separator(let visibility): return ".listRowSeparator(.\(visibility))"
        case .deleteDisabled(let value): return ".deleteDisabled(\(value))"
        case .moveDisabled(let value): return ".moveDisabled(\(value))"
        case .swipeActions(let actions): return ".swipeActions(edge: .\(actions.edge))"
        }
    }
    package var _traceName: String { String(_label.prefix { $0 != "(" }) }
    /// A row modifier inside a row's own body (not on the row's view) is not read: reported.
    package func _didInsert(node: ViewNode) {
        var current = node.parent
        var nearest: ViewNode?
        var depth = 0
        while let ancestor = current, depth < 512 {
            if nearest == nil, !ancestor.traits.isModified { nearest = ancestor }
            if ancestor.view is _ListRow {
                // On the row's view: the row's `AnyView` is the first view above the modifiers.
                if let nearest, nearest.view is AnyView,
                    nearest.parent?.ancestor(where: { !$0.traits.isModified }) === ancestor
                {
                    return
                }
                node.graph.reportNotModelled(.listRowModifierInRowBody, node: node.reference)
                return
            }
            current = ancestor.parent
            depth += 1
        }
    }

    package func _children(content: any View) -> [(ChildKey, any View)] {
        // The actions are not drawn until the row is swiped; they are found by the swipe verb.
        [(.single, content)]
    }
}

extension _ListRowTraitModifier: _ListRowsModifier {}

nonisolated extension View {
    /// Applies an inset to the rows in a list; `nil` keeps the list style's.
    ///
    /// ```swift
    /// Text(item.title).listRowInsets(EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8))
    /// ```
    public func listRowInsets(_ insets: EdgeInsets?) -> ModifiedContent<Self, _ListRowTraitModifier> {
        modifier(_ListRowTraitModifier(trait: .insets(insets)))
    }

    /// Places a custom background view behind a list row item.
    ///
    /// ```swift
    /// Text(item.title).listRowBackground(Color.yellow)
    /// ```
    public func listRowBackground<V: View>(_ view: V?) -> ModifiedContent<Self, _ListRowTraitModifier> {
        modifier(_ListRowTraitModifier(trait: .background(view.map { $0 as any View })))
    }

    /// Sets the display mode for the separator associated with this specific row.
    ///
    /// viewsim's model: a row has one separator, along its bottom; `edges` are not told apart.
    ///
    /// ```swift
    /// Text(item.title).listRowSeparator(.hidden)
    /// ```
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> ModifiedContent<
        Self, _ListRowTraitModifier
    > {
        modifier(_ListRowTraitModifier(trait: .separator(visibility)))
    }

    /// Adds a condition for whether the view's row can be deleted
    /// (`sim.delete(row:in:)` then throws).
    ///
    /// ```swift
    /// Text(item.title).deleteDisabled(item.isPinned)
    /// ```
    public func deleteDisabled(_ isDisabled: Bool) -> ModifiedContent<Self, _ListRowTraitModifier> {
        modifier(_ListRowTraitModifier(trait: .deleteDisabled(isDisabled)))
    }

    /// Adds a condition for whether the view's row can be moved (`sim.move(rows:to:in:)` then throws).
    ///
    /// ```swift
    /// Text(item.title).moveDisabled(item.isPinned)
    /// ```
    public func moveDisabled(_ isDisabled: Bool) -> ModifiedContent<Self, _ListRowTraitModifier> {
        modifier(_ListRowTraitModifier(trait: .moveDisabled(isDisabled)))
    }
}
