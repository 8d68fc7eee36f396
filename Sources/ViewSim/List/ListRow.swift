// Models a `List`'s rows: every view the list's content flattens into (through
// `ForEach`, `@ViewBuilder` blocks, `Group`, `if`, `Section`) is one row, drawn
// with the list style's insets, separator and background, selectable by its tag
// or `ForEach` id. Simplifies: a custom view is one row whatever its body holds;
// row modifiers (`.listRowInsets`, `.tag`, `.swipeActions`…) count where they are
// written on the row or on its `ForEach`, not inside the row's own body.
import Foundation

/// What a list tells the views of its content: its style, its selection and
/// whether it is editing. `nil` outside a list's content (and inside a row).
package struct ListContext {
    let style: _ListStyleKind
    let selection: ListSelection?
}

struct ListContextKey: EnvironmentKey {
    static var defaultValue: ListContext? { nil }
}

extension EnvironmentValues {
    /// The list whose content the views are part of (and not inside one of its rows).
    package var listContext: ListContext? {
        get { self[ListContextKey.self] }
        set { self[ListContextKey.self] = newValue }
    }
}

/// A list's selection binding, seen as row ids: single (`Binding<V?>`) or
/// multiple (`Binding<Set<V>>`).
package final class ListSelection {
    /// Whether the row with this selection value is selected now.
    let isSelected: (AnyHashable) -> Bool
    /// Selects the row with this value, as a tap on it does (a traced binding write).
    let select: (AnyHashable) -> Void

    init(isSelected: @escaping (AnyHashable) -> Bool, select: @escaping (AnyHashable) -> Void) {
        self.isSelected = isSelected
        self.select = select
    }

    /// A single selection: a tap selects the row.
    static func single<V: Hashable>(_ binding: Binding<V?>) -> ListSelection {
        ListSelection(
            isSelected: { id in binding.wrappedValue.map { AnyHashable($0) == id } ?? false },
            select: { id in if let value = id.base as? V { binding.wrappedValue = value } })
    }

    /// A multiple selection. viewsim's model of iOS outside edit mode: a tap makes
    /// the tapped row the only one selected.
    static func multiple<V: Hashable>(_ binding: Binding<Set<V>>) -> ListSelection {
        ListSelection(
            isSelected: { id in (id.base as? V).map { binding.wrappedValue.contains($0) } ?? false },
            select: { id in if let value = id.base as? V { binding.wrappedValue = [value] } })
    }
}

/// A view that a list looks through for its rows, rather than making it one row.
package protocol _ListRowContainer {}
nonisolated extension TupleView: _ListRowContainer {}
nonisolated extension ForEach: _ListRowContainer {}
nonisolated extension Group: _ListRowContainer {}
nonisolated extension _ConditionalContent: _ListRowContainer {}
nonisolated extension Optional: _ListRowContainer where Wrapped: View {}
nonisolated extension EmptyView: _ListRowContainer {}
nonisolated extension Section: _ListRowContainer {}
nonisolated extension ModifiedContent: _ListRowContainer where Content: _ListRowContainer, Modifier: _ListRowsModifier {
}

/// A modifier that, written on a `ForEach` (or a section) in a list, applies to
/// each of its rows rather than making it one row.
package protocol _ListRowsModifier {}
extension _EditActionModifier: _ListRowsModifier {}
extension _IdentifierModifier: _ListRowsModifier {}

/// The list's content: a list of views (it flattens into the stack around it)
/// whose one child becomes rows (see `ViewGraph.listRows(_:node:)`).
nonisolated package struct _ListContent: PrimitiveView, LayoutBehaving {
    let content: any View
    package func _children() -> [(ChildKey, any View)] { [(.single, content)] }
    package var _label: String { "ListContent" }
    package var _layoutBehavior: LayoutBehavior { .list }
    package static var _hasConstantLayoutBehavior: Bool { true }
}

extension ViewGraph {
    /// The children of a list of views (`TupleView`, `ForEach`…) in a list's content,
    /// each made a row (`_ListRow`) unless it is itself a list of views.
    ///
    /// viewsim's model: the row's separator is left out after the last child of its list of views.
    func listRows(_ children: [(ChildKey, any View)], context: ListContext) -> [(ChildKey, any View)] {
        var rows = children
        for offset in rows.indices where !(rows[offset].1 is any _ListRowContainer) {
            let key = rows[offset].0
            var id: AnyHashable?
            if case .element(let element, _) = key { id = element }
            rows[offset].1 = _ListRow(
                content: rows[offset].1, id: id, isLast: offset == rows.count - 1, context: context)
        }
        return rows
    }
}

/// What a row's own modifiers say about it (the ones written on the row's view).
struct ListRowTraits {
    var insets: EdgeInsets?
    var background: (any View)?
    var separator: Visibility = .automatic
    var tag: AnyHashable?
    var deleteDisabled = false
    var moveDisabled = false
    var swipeActions: [SwipeActionsDescription] = []

    /// Reads the modifiers around `view`, outermost first (a modifier nearer the row wins).
    init(of view: any View) {
        var current: any View = view
        var chain: [Any] = []
        // Bounded: a row with more than 64 modifiers keeps the outermost 64.
        while chain.count < 64, let modified = current as? any AnyModifiedContent {
            chain.append(modified._anyModifier)
            current = modified._anyContent
        }
        for modifier in chain.reversed() {
            if let trait = modifier as? _ListRowTraitModifier { apply(trait.trait) }
            if let tagged = modifier as? _TagModifier { tag = tagged.tag }
        }
    }

    init() {}

    mutating func apply(_ trait: _ListRowTraitModifier.Trait) {
        switch trait {
        case .insets(let value): insets = value
        case .background(let view): background = view
        case .separator(let visibility): separator = visibility
        case .deleteDisabled(let value): deleteDisabled = value
        case .moveDisabled(let value): moveDisabled = value
        case .swipeActions(let actions): swipeActions.append(actions)
        }
    }
}

/// One row of a list: its view, with the style's insets, separator, background
/// and selection highlight. The row's state lives in its view, keyed as the
/// view was (a `ForEach` row by its id), so it survives inserts, deletes and moves.
nonisolated package struct _ListRow: PrimitiveView, EnvironmentReadingPrimitive {
    let content: any View
    /// The `ForEach` id of the row, if it comes from one.
    let id: AnyHashable?
    let isLast: Bool
    let context: ListContext
    let traits: ListRowTraits
    /// Whether the row is selected (worked out when the list updates, so a new selection updates it).
    let isSelected: Bool

    init(content: any View, id: AnyHashable?, isLast: Bool, context: ListContext) {
        self.content = content
        self.id = id
        self.isLast = isLast
        self.context = context
        let traits = ListRowTraits(of: content)
        self.traits = traits
        let value = traits.tag ?? id
        isSelected = value.map { context.selection?.isSelected($0) ?? false } ?? false
    }

    /// The value a tap on the row selects: its tag, else its `ForEach` id.
    var selectionValue: AnyHashable? { traits.tag ?? id }

    package func _children() -> [(ChildKey, any View)] { _children(environment: EnvironmentValues()) }

    package func _children(environment: EnvironmentValues) -> [(ChildKey, any View)] {
        var traits = environment.listRowDefaults
        let own = self.traits
        if let insets = own.insets { traits.insets = insets }
        if let background = own.background { traits.background = background }
        if own.separator != .automatic { traits.separator = own.separator }
        let style = context.style
        let insets = traits.insets ?? style.rowInsets
        let showsSeparator = traits.separator == .visible || (traits.separator == .automatic && !isLast)
        let background: any View =
            isSelected ? Color(uiColor: .systemGray4) : traits.background ?? style.rowBackground
        let base = AnyView(erasing: content)
            .padding(insets)
            .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
        // The row's views are outside the list's content: their lists of views are not rows.
        func decorated<V: View>(_ row: V) -> some View {
            row.background(AnyView(erasing: background))
                .overlay(alignment: .bottom) {
                    if showsSeparator { Divider().padding(.leading, insets.leading) }
                }
                .environment(\.listContext, nil)
        }
        guard let selection = context.selection, let value = selectionValue else {
            return [(.single, decorated(base))]
        }
        return [(.single, decorated(base.contentShape(Rectangle()).onTapGesture { selection.select(value) }))]
    }

    package var _label: String { "ListRow" }
    package var _attributes: [NodeAttribute] {
        var attributes: [NodeAttribute] = []
        if let id { attributes.append(NodeAttribute("id", .symbol(ValueFormatter.describe(id.base)))) }
        if context.selection != nil { attributes.append(NodeAttribute("selected", .bool(isSelected))) }
        return attributes
    }
}
