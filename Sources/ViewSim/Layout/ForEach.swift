// Models SwiftUI's `ForEach`: one child per element, identified by its id.
// Simplifies: ids are compared through their description-independent `Hashable`
// value and shown by `String(describing:)`; a repeated id is reported, as SwiftUI
// does, and its repeats get distinct identities. Lesson: tests of identity.
import Foundation

/// A structure that computes views on demand from a collection of identified data.
///
/// ```swift
/// ForEach(items) { item in Row(item: item) }           // Identifiable
/// ForEach(names, id: \.self) { name in Text(name) }     // key path id
/// ForEach(0..<3) { i in Text("Row \(i)") }             // a constant range
/// ```
nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: PrimitiveView {
    public let data: Data
    public let content: (Data.Element) -> Content
    let idPath: KeyPath<Data.Element, ID>
    /// Where the id lies inside an element, when `idPath` names a property stored inline in it
    /// (`\.id` of a struct, `\.self`): ids are then read in place. A key path's projection runs
    /// unspecialised here and looks up generic metadata on every call (about 400 instructions
    /// an element, measured); a class's or a computed property has no offset and is projected.
    let idOffset: Int?

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {
        self.data = data
        self.content = content
        self.idPath = id
        self.idOffset = MemoryLayout<Data.Element>.offset(of: id)
    }

    /// The id of one element.
    func idOf(_ element: Data.Element) -> ID { element[keyPath: idPath] }

    /// The ids of `elements`, in order.
    private func elementIDs(of elements: [Data.Element]) -> [ID] {
        guard let offset = idOffset else { return elements.map(idOf) }
        return elements.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return [] }
            let raw = UnsafeRawPointer(base)
            let stride = MemoryLayout<Data.Element>.stride
            var ids: [ID] = []
            ids.reserveCapacity(buffer.count)
            for index in 0..<buffer.count {
                ids.append(raw.load(fromByteOffset: index * stride + offset, as: ID.self))
            }
            return ids
        }
    }

    /// The ids and keys of the last update, kept on the node: when the ids are the
    /// same (a parent that runs again over unchanged data), their keys are reused —
    /// no `AnyHashable`, no repeated-id check, no key matching per element.
    struct Memo {
        let ids: [ID]
        let keys: [ChildKey]
    }

    package func _children(memo: inout Any?, previous nodes: PreviousChildren) -> (
        children: [(ChildKey, any View)], unchangedKeys: [ChildKey]?
    ) {
        // This runs unspecialised (the graph calls it through `PrimitiveView`): an
        // array is walked by index, which needs no iterator types per element.
        let elements = data as? [Data.Element] ?? Array(data)
        let ids = elementIDs(of: elements)
        // A memo with repeated ids is not kept: the repeat is reported on every update.
        if let previous = memo as? Memo, Self.same(previous.ids, ids) {
            // The keys are the memo's: each child's is a placeholder (copying each key
            // cost its value witnesses and a line of the memo's keys per child).
            var result: [(ChildKey, any View)] = []
            result.reserveCapacity(ids.count)
            // The children are the nodes the last call's rows were matched to, in order: each
            // row is compared with its node typed, and one proved unchanged is not boxed
            // (a row larger than an existential's buffer was an allocation each).
            let compares = nodes.count == elements.count
            for offset in 0..<elements.count {
                let row = content(elements[offset])
                if compares, nodes.provesUnchanged(row, at: offset) {
                    result.append((.single, UnchangedChildView()))
                } else {
                    result.append((.single, row))
                }
            }
            return (result, previous.keys)
        }
        var hasRepeats = false
        let children = children(of: elements, ids: ids, hasRepeats: &hasRepeats)
        memo = hasRepeats ? nil : Memo(ids: ids, keys: children.map(\.0))
        return (children, nil)
    }

    /// Whether two lists of ids are the same. Ids of a type whose `==` is exactly its bytes
    /// (`Int` and its fixed-width siblings, `UUID`) are compared as bytes: `Array`'s `==`
    /// runs unspecialised here, a witness call per id.
    private static func same(_ lhs: [ID], _ rhs: [ID]) -> Bool {
        guard lhs.count == rhs.count else { return false }
        guard comparesBytes else { return lhs == rhs }
        return lhs.withUnsafeBytes { left in
            rhs.withUnsafeBytes { right in
                guard let l = left.baseAddress, let r = right.baseAddress else { return left.count == right.count }
                return memcmp(l, r, left.count) == 0
            }
        }
    }

    /// Whether `ID`'s `==` is exactly the equality of its bytes.
    private static var comparesBytes: Bool {
        ID.self == Int.self || ID.self == Int64.self || ID.self == Int32.self || ID.self == UInt.self
            || ID.self == UInt64.self || ID.self == UInt32.self || ID.self == UUID.self
    }

    package func _children() -> [(ChildKey, any View)] {
        let elements = data as? [Data.Element] ?? Array(data)
        var hasRepeats = false
        return children(of: elements, ids: elementIDs(of: elements), hasRepeats: &hasRepeats)
    }

    /// Keys every element by its id (and occurrence, reporting the first repeat of
    /// each id). One insertion per element into a set of a concrete type (a
    /// `Set<ID>` runs unspecialised here, several times slower); only ids that
    /// repeat are counted.
    private func children(of elements: [Data.Element], ids: [ID], hasRepeats: inout Bool) -> [(ChildKey, any View)] {
        var seen = Set<AnyHashable>(minimumCapacity: ids.count)
        var repeats: [AnyHashable: Int] = [:]
        var result: [(ChildKey, any View)] = []
        result.reserveCapacity(ids.count)
        for offset in 0..<elements.count {
            let key = AnyHashable(ids[offset])
            var occurrence = 0
            if !seen.insert(key).inserted {
                hasRepeats = true
                occurrence = repeats[key, default: 1]
                repeats[key] = occurrence + 1
                if occurrence == 1 {
                    EvaluationContext.reportDuplicateID(ValueFormatter.describe(ids[offset]))
                }
            }
            result.append((.element(key, occurrence: occurrence), content(elements[offset])))
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
