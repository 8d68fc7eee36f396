// Models SwiftUI's `ForEach`: one child per element, identified by its id.
// Simplifies: ids are compared through their description-independent `Hashable`
// value and shown by `String(describing:)`; a repeated id is reported, as SwiftUI
// does, and its repeats get distinct identities. Lesson: tests of identity.

/// A structure that computes views on demand from a collection of identified data.
///
/// ```swift
/// ForEach(items) { item in Row(item: item) }           // Identifiable
/// ForEach(names, id: \.self) { name in Text(name) }     // key path id
/// ForEach(0..<3) { i in Text("Row \(i)") }             // a constant range
/// ```
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: PrimitiveView {
    public let data: Data
    public let content: (Data.Element) -> Content
    let idOf: (Data.Element) -> ID

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.idOf = { $0[keyPath: id] }
    }

    package func _children() -> [(ChildKey, any View)] {
        var seen: [ID: Int] = [:]
        var result: [(ChildKey, any View)] = []
        result.reserveCapacity(data.count)
        for element in data {
            let id = idOf(element)
            let occurrence = seen[id, default: 0]
            seen[id] = occurrence + 1
            if occurrence == 1 {
                EvaluationContext.reportDuplicateID(ValueFormatter.describe(id))
            }
            result.append((.element(AnyHashable(id), occurrence: occurrence), content(element)))
        }
        return result
    }
    package var _label: String { "ForEach" }
    package var _attributes: [NodeAttribute] { [NodeAttribute("count", .integer(data.count))] }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}
