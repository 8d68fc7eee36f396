// Models SwiftUI's `ForEach` over a binding to a collection (`ForEach($model.items) { $item in
// … }`): each row gets a binding to its element, derived from the collection's binding by the
// element's index. Simplifies: as SwiftUI, a row's binding keeps its index: the list that owns
// the collection runs before its rows (node order), so a removed row is gone before it reads; a
// binding that outlives its row reports a diagnostic where SwiftUI crashes (`ElementLocation`).

extension ForEach {
    /// Creates views from a binding to a collection of identifiable elements; each row gets a
    /// binding to its element.
    ///
    /// ```swift
    /// ForEach($model.landmarks) { $landmark in
    ///     Toggle(landmark.name, isOn: $landmark.isFavorite)
    /// }
    /// ```
    public init<C>(_ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where
        Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID, C: MutableCollection,
        C: RandomAccessCollection, C.Element: Identifiable, C.Index: Hashable
    {
        self.init(data, id: \.id, content: content)
    }

    /// Creates views from a binding to a collection, identified by the key path `id`; each row
    /// gets a binding to its element.
    ///
    /// ```swift
    /// ForEach($names, id: \.self) { $name in Text(name) }
    /// ```
    public init<C>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    )
    where
        Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C: MutableCollection, C: RandomAccessCollection,
        C.Index: Hashable
    {
        let collection = data.wrappedValue
        let elements = collection.indices.lazy.map { ($0, collection[$0][keyPath: id]) }
        let location = data.location
        self.init(elements, id: \.1) { element in
            content(
                Binding(location: ElementLocation(base: location, index: element.0, value: collection[element.0])))
        }
    }
}
