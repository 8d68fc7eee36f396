// Models SwiftUI's `List`: a scrolling column of rows with identity as `ForEach`
// gives it, sections, the list style's look, a selection binding written by a
// tap on a row, and edit actions run by script verbs (Simulation+List.swift).
// Simplifies: viewsim's model of iOS's look (see `_ListStyleKind`); the rows are
// a lazy stack's in a scroll view (`ListScroller`), made as they come into view.

/// A container that presents rows of data arranged in a single column,
/// optionally providing the ability to select one or more members.
///
/// ```swift
/// List(mail, selection: $selected) { message in
///     MailRow(message: message)
/// }
/// .listStyle(.plain)
/// ```
nonisolated public struct List<SelectionValue: Hashable, Content: View>: PrimitiveView, EnvironmentReadingPrimitive {
    let content: Content
    let selection: ListSelection?

    /// Creates a list with the given content that supports selecting a single row.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map { ListSelection.single($0) }
    }

    /// Creates a list with the given content that supports selecting multiple rows.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map { ListSelection.multiple($0) }
    }

    package func _children() -> [(ChildKey, any View)] { _children(environment: EnvironmentValues()) }

    package func _children(environment: EnvironmentValues) -> [(ChildKey, any View)] {
        let style = environment.listStyle
        let rows = _ListContent(content: content, context: ListContext(style: style, selection: selection))
        return [(.single, ListScroller.host(rows, style: style))]
    }

    package var _label: String { "List" }
    package var _attributes: [NodeAttribute] {
        selection == nil ? [] : [NodeAttribute("selectable", .bool(true))]
    }
}

/// A `List` as the script verbs see it: its rows, found without building them.
protocol ListValue {
    func rows(style: _ListStyleKind) -> ListRows
}

extension List: ListValue {
    func rows(style: _ListStyleKind) -> ListRows {
        ListRows(of: content, context: ListContext(style: style, selection: selection))
    }
}

/// How a list hosts its rows: the one place that says how rows scroll and are made.
enum ListScroller {
    /// A scroll view over a lazy vertical stack of the rows (a row's view is made
    /// when it comes near the screen), inset by the style's margins, on its background.
    static func host(_ rows: _ListContent, style: _ListStyleKind) -> some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0) { rows }
                .padding(.horizontal, style.sectionMargin)
                .padding(.vertical, style.sectionSpacing)
        }
        .background(style.background)
    }
}

extension List where SelectionValue == Never {
    /// Creates a list with the given content.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = nil
    }

    /// Creates a list that computes its rows on demand from an underlying collection of identifiable data.
    public init<Data, RowContent>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where
        Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View,
        Data.Element: Identifiable
    {
        self.init { ForEach(data, content: rowContent) }
    }

    /// Creates a list that identifies its rows based on a key path to the identifier of the underlying data.
    public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init { ForEach(data, id: id, content: rowContent) }
    }

    /// Creates a list that computes its views on demand over a constant range.
    public init<RowContent>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, HStack<RowContent>>, RowContent: View {
        self.init { ForEach(data) { index in HStack { rowContent(index) } } }
    }

    /// Creates a list that computes its rows on demand from a binding to a collection of identifiable data.
    public init<Data, RowContent>(
        _ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>,
        Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable,
        Data.Index: Hashable
    {
        self.init { ForEach(data, content: rowContent) }
    }
}

extension List {
    /// Creates a list that computes its rows on demand from identifiable data,
    /// optionally allowing users to select a single row.
    public init<Data, RowContent>(
        _ data: Data, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View,
        Data.Element: Identifiable
    {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// Creates a list that computes its rows on demand from identifiable data,
    /// optionally allowing users to select multiple rows.
    public init<Data, RowContent>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View,
        Data.Element: Identifiable
    {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// Creates a list that identifies its rows by a key path to their identifier,
    /// optionally allowing users to select a single row.
    public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }

    /// Creates a list that identifies its rows by a key path to their identifier,
    /// optionally allowing users to select multiple rows.
    public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }
}
