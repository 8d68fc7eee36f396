// Models a Graphviz attribute list (`[shape="box", color="red"]`) in the order
// it was written, so the encoded text never depends on hashing.
// Simplifies: setting an attribute twice replaces it in place. Lesson: every diagram.

/// Graphviz attributes, kept in insertion order.
///
/// ```swift
/// var attributes: DOTAttributes = ["shape": "box", "style": "rounded,filled"]
/// attributes["fillcolor"] = "#FFE599"
/// ```
package struct DOTAttributes: Equatable, Sendable, ExpressibleByDictionaryLiteral {
    /// The attributes, first set first.
    package private(set) var entries: [(name: String, value: DOTValue)] = []

    package init() {}

    package init(dictionaryLiteral elements: (String, DOTValue)...) {
        for (name, value) in elements { self[name] = value }
    }

    package var isEmpty: Bool { entries.isEmpty }

    /// The value of `name`; setting `nil` removes it.
    package subscript(name: String) -> DOTValue? {
        get { entries.first { $0.name == name }?.value }
        set {
            let index = entries.firstIndex { $0.name == name }
            switch (index, newValue) {
            case (let index?, let value?): entries[index].value = value
            case (let index?, nil): entries.remove(at: index)
            case (nil, let value?): entries.append((name, value))
            case (nil, nil): break
            }
        }
    }

    /// These attributes with `other`'s set on top.
    package func merging(_ other: DOTAttributes) -> DOTAttributes {
        var result = self
        for entry in other.entries { result[entry.name] = entry.value }
        return result
    }

    nonisolated package static func == (lhs: DOTAttributes, rhs: DOTAttributes) -> Bool {
        lhs.entries.count == rhs.entries.count
            && zip(lhs.entries, rhs.entries).allSatisfy { $0.name == $1.name && $0.value == $1.value }
    }
}
