// Models nothing in SwiftUI: what changed between two frames' display lists,
// by view — for tests ("only the heart's fill changed") and the CLI.
// Simplifies: items are matched by their view id and their order among that
// view's items (a text's lines, a canvas's drawings). Lessons: display-list tests.
import Foundation

/// What was added, removed and changed between two display lists, by view id.
///
/// ```swift
/// let change = sim.displayList().difference(from: before)
/// change.changed.map(\.new.viewID)   // [12]: only view #12 draws differently
/// ```
public struct DisplayListDifference: Equatable, Sendable, CustomStringConvertible {
    /// Items in the new list with no match in the old one.
    public var added: [DisplayList.Item]
    /// Items in the old list with no match in the new one.
    public var removed: [DisplayList.Item]
    /// Matched items that differ, old and new.
    public var changed: [Change]

    /// One item drawn differently.
    public struct Change: Equatable, Sendable {
        public var old: DisplayList.Item
        public var new: DisplayList.Item
    }

    /// Whether the two lists draw the same.
    public var isEmpty: Bool { added.isEmpty && removed.isEmpty && changed.isEmpty }

    /// `+ item`, `- item` and `~ old → new` lines, in the new list's order then the removed ones.
    public var description: String {
        var lines = added.map { "+ \($0)" }
        lines += changed.map { "~ \($0.old) → \($0.new)" }
        lines += removed.map { "- \($0)" }
        return lines.joined(separator: "\n")
    }
}

extension DisplayList {
    /// What differs in this list from `old`: items matched by view id and their
    /// order among that view's items.
    public func difference(from old: DisplayList) -> DisplayListDifference {
        struct Key: Hashable {
            let view: Int
            let occurrence: Int
        }
        func keyed(_ items: [Item]) -> [(Key, Item)] {
            var seen: [Int: Int] = [:]
            return items.map { item in
                let occurrence = seen[item.viewID, default: 0]
                seen[item.viewID] = occurrence + 1
                return (Key(view: item.viewID, occurrence: occurrence), item)
            }
        }
        let oldItems = keyed(old.items)
        var oldByKey: [Key: Item] = [:]
        for (key, item) in oldItems { oldByKey[key] = item }
        var result = DisplayListDifference(added: [], removed: [], changed: [])
        var matched = Set<Key>()
        for (key, item) in keyed(items) {
            if let previous = oldByKey[key] {
                matched.insert(key)
                if previous != item { result.changed.append(.init(old: previous, new: item)) }
            } else {
                result.added.append(item)
            }
        }
        result.removed = oldItems.filter { !matched.contains($0.0) }.map(\.1)
        return result
    }
}
