// Models a `List`'s rows: every view the list's content flattens into (through
// `ForEach`, `@ViewBuilder` blocks, `Group`, `if`, `Section`) is one row, drawn
// with the list style's insets, separator and background, selectable by its tag
// or `ForEach` id; a section's header and footer are rows of their own. The rows
// are found without building them (`ListRows`), as a lazy stack finds its rows.
// Simplifies: a custom view is one row whatever its body holds; row modifiers
// (`.listRowInsets`, `.tag`, `.swipeActions`…) count where they are written on
// the row or on its `ForEach`, not inside the row's own body.
import Foundation

/// What a list tells its rows: its style and its selection.
package struct ListContext {
    let style: _ListStyleKind
    let selection: ListSelection?
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

/// A list of views a list looks through for its rows (`TupleView`, `Group`, `if`).
package protocol _ListFlattening {
    /// The views it holds, each with a suffix for its row keys.
    var _listChildren: [(String, any View)] { get }
}
nonisolated extension TupleView: _ListFlattening {
    package var _listChildren: [(String, any View)] { children.enumerated().map { ("[\($0.offset)]", $0.element) } }
}
nonisolated extension Group: _ListFlattening {
    package var _listChildren: [(String, any View)] { [("", content)] }
}
nonisolated extension _ConditionalContent: _ListFlattening {
    package var _listChildren: [(String, any View)] {
        switch storage {
        case .trueContent(let view): return [("[if]", view)]
        case .falseContent(let view): return [("[else]", view)]
        }
    }
}
nonisolated extension Optional: _ListFlattening where Wrapped: View {
    package var _listChildren: [(String, any View)] { map { [("[if]", $0)] } ?? [] }
}

/// A section, as a list sees it: its header, rows and footer.
package protocol _ListSection {
    var _listParts: (header: any View, content: any View, footer: any View) { get }
}
nonisolated extension Section: _ListSection {
    package var _listParts: (header: any View, content: any View, footer: any View) { (header, content, footer) }
}

/// A modifier that, written on a `ForEach` in a list, applies to each of its rows.
package protocol _ListRowsModifier {}
extension _EditActionModifier: _ListRowsModifier {}
extension _IdentifierModifier: _ListRowsModifier {}

/// A list's rows, found from its content without building them: the sections'
/// headers and footers, static rows, and a `ForEach`'s elements one index at a time.
struct ListRows {
    /// A run of rows: one static view, or a `ForEach`'s elements.
    struct Segment {
        let count: Int
        /// Whether the rows are a `ForEach`'s elements (keyed by their ids).
        let isElements: Bool
        /// Whether they are list rows (not a section's header, footer or gap).
        let isRow: Bool
        let staticKey: String
        let id: (Int) -> AnyHashable
        /// The row's view; `Bool`: whether it is the last row of its section (no separator).
        let view: (Int, Bool) -> any View
        /// Whether the segment's last row is the last of its section.
        var endsGroup = false

        var lazySegment: LazySegment {
            let view = self.view
            guard isElements else {
                let ends = endsGroup
                return LazySegment(staticKey: staticKey, view: view(0, ends))
            }
            let last = endsGroup ? count - 1 : -1
            return LazySegment(count: count, id: id, view: { view($0, $0 == last) })
        }
    }

    /// An edit action found on a `ForEach`: the action and the segment of its rows.
    struct EditAction {
        let action: _EditActionModifier.Action
        let segment: Int
    }

    let context: ListContext
    private(set) var segments: [Segment] = []
    private(set) var editActions: [EditAction] = []

    /// Finds the rows of `content` (at most 64 levels deep, as written code is).
    init(of content: any View, context: ListContext) {
        self.context = context
        append(content, path: "", defaults: ListRowTraits(), depth: 0)
        endGroup()
    }

    /// The number of list rows (headers and footers are not counted).
    var rowCount: Int { segments.reduce(0) { $0 + ($1.isRow ? $1.count : 0) } }

    /// The view of list row `index` (counting rows only, top to bottom), if there is one.
    func row(_ index: Int) -> _ListRow? {
        var remaining = index
        for segment in segments where segment.isRow {
            if remaining < segment.count { return segment.view(remaining, false) as? _ListRow }
            remaining -= segment.count
        }
        return nil
    }

    private mutating func append(_ view: any View, path: String, defaults: ListRowTraits, depth: Int) {
        guard depth < 64, !(view is EmptyView) else { return }
        if let section = view as? any _ListSection {
            appendSection(section._listParts, path: path, depth: depth)
            return
        }
        if let modified = view as? any AnyModifiedContent,
            let modifier = modified._anyModifier as? any _ListRowsModifier,
            Self.holdsRows(modified._anyContent)
        {
            var defaults = defaults
            if let trait = modifier as? _ListRowTraitModifier { defaults.apply(trait.trait) }
            let before = segments.count
            append(modified._anyContent, path: path, defaults: defaults, depth: depth + 1)
            if let edit = modifier as? _EditActionModifier,
                let first = (before..<segments.count).first(where: { segments[$0].isElements })
            {
                editActions.append(EditAction(action: edit.action, segment: first))
            }
            return
        }
        if view is any DynamicViewContent, let provider = view as? any LazyRowsProviding {
            var inner: [LazySegment] = []
            provider._lazySegments(path: path, into: &inner)
            let context = self.context
            for each in inner {
                segments.append(
                    Segment(
                        count: each.count, isElements: each.isElements, isRow: true, staticKey: each.staticKey,
                        id: each.id,
                        view: { index, isLast in
                            _ListRow(
                                content: each.view(index), id: each.isElements ? each.id(index) : nil,
                                isLast: isLast, defaults: defaults, context: context)
                        }))
            }
            return
        }
        if let list = view as? any _ListFlattening {
            for (suffix, child) in list._listChildren {
                append(child, path: path + suffix, defaults: defaults, depth: depth + 1)
            }
            return
        }
        let context = self.context
        appendStatic(path.isEmpty ? "row" : path, isRow: true) { isLast in
            _ListRow(content: view, id: nil, isLast: isLast, defaults: defaults, context: context)
        }
    }

    /// A section: a gap (in the grouped styles) or its header, its rows, its footer.
    private mutating func appendSection(
        _ parts: (header: any View, content: any View, footer: any View), path: String, depth: Int
    ) {
        endGroup()
        let style = context.style
        let isFirst = segments.isEmpty
        let hasHeader = !(parts.header is EmptyView)
        if hasHeader {
            let header = parts.header
            appendStatic(path + "[header]", isRow: false) { _ in
                ListSectionViews.header(header, style, isFirst: isFirst)
            }
        } else if !isFirst, style.sectionSpacing > 0 {
            appendStatic(path + "[gap]", isRow: false) { _ in Color.clear.frame(height: style.sectionSpacing) }
        }
        append(parts.content, path: path + "[rows]", defaults: ListRowTraits(), depth: depth + 1)
        endGroup()
        if !(parts.footer is EmptyView) {
            let footer = parts.footer
            appendStatic(path + "[footer]", isRow: false) { _ in ListSectionViews.footer(footer) }
        }
    }

    private mutating func appendStatic(_ key: String, isRow: Bool, _ view: @escaping (Bool) -> any View) {
        segments.append(
            Segment(
                count: 1, isElements: false, isRow: isRow, staticKey: key, id: { _ in AnyHashable(key) },
                view: { _, isLast in view(isLast) }))
    }

    /// Marks the last row so far as the last of its group (no separator below it).
    private mutating func endGroup() {
        if let last = segments.indices.last, segments[last].isRow { segments[last].endsGroup = true }
    }

    /// Whether `view` is (or wraps) a list of rows rather than one row.
    private static func holdsRows(_ view: any View) -> Bool {
        if view is any DynamicViewContent || view is any _ListFlattening || view is any _ListSection { return true }
        if let modified = view as? any AnyModifiedContent, modified._anyModifier is any _ListRowsModifier {
            return holdsRows(modified._anyContent)
        }
        return false
    }
}

/// How a section's header and footer are drawn in a list (viewsim's model of iOS's).
enum ListSectionViews {
    static func header(_ header: any View, _ style: _ListStyleKind, isFirst: Bool) -> some View {
        let plain = style == .plain
        return AnyView(erasing: header)
            .font(plain ? .subheadline.bold() : .footnote)
            .foregroundStyle(Color(uiColor: .secondaryLabel))
            .padding(.horizontal, 16).padding(.vertical, plain ? 6 : 0)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(plain ? Color(uiColor: .secondarySystemBackground) : Color.clear)
            .padding(.top, isFirst ? 0 : style.sectionSpacing)
            .padding(.bottom, plain ? 0 : 7)
    }

    static func footer(_ footer: any View) -> some View {
        AnyView(erasing: footer)
            .font(.footnote)
            .foregroundStyle(Color(uiColor: .secondaryLabel))
            .padding(.horizontal, 16).padding(.top, 7)
            .frame(maxWidth: .infinity, alignment: .leading)
    }
}

/// The list's content, as the rows of the lazy stack it is in (see `ListRows`).
nonisolated package struct _ListContent: PrimitiveView, LazyRowsProviding {
    let content: any View
    let context: ListContext
    package var _label: String { "ListContent" }
    package func _lazySegments(path: String, into segments: inout [LazySegment]) {
        segments.append(contentsOf: ListRows(of: content, context: context).segments.map(\.lazySegment))
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
    init(of view: any View, defaults: ListRowTraits = ListRowTraits()) {
        self = defaults
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
nonisolated package struct _ListRow: PrimitiveView {
    let content: any View
    /// The `ForEach` id of the row, if it comes from one.
    let id: AnyHashable?
    let isLast: Bool
    let context: ListContext
    let traits: ListRowTraits
    /// Whether the row is selected (worked out when the list updates, so a new selection updates it).
    let isSelected: Bool

    init(content: any View, id: AnyHashable?, isLast: Bool, defaults: ListRowTraits, context: ListContext) {
        self.content = content
        self.id = id
        self.isLast = isLast
        self.context = context
        let traits = ListRowTraits(of: content, defaults: defaults)
        self.traits = traits
        let value = traits.tag ?? id
        isSelected = value.map { context.selection?.isSelected($0) ?? false } ?? false
    }

    /// The value a tap on the row selects: its tag, else its `ForEach` id.
    var selectionValue: AnyHashable? { traits.tag ?? id }

    package func _children() -> [(ChildKey, any View)] {
        let style = context.style
        let insets = traits.insets ?? style.rowInsets
        let showsSeparator = traits.separator == .visible || (traits.separator == .automatic && !isLast)
        let background: any View =
            isSelected ? Color(uiColor: .systemGray4) : traits.background ?? style.rowBackground
        let base = AnyView(erasing: content)
            .padding(insets)
            .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
        func decorated<V: View>(_ row: V) -> some View {
            row.background(AnyView(erasing: background))
                .overlay(alignment: .bottom) {
                    if showsSeparator { Divider().padding(.leading, insets.leading) }
                }
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
