// Models a change to a shared list of ids as data; duplicates are allowed on
// purpose, so `ForEach` meets duplicate ids.

/// A change to a shared list of ids (duplicates allowed: `ForEach` must cope).
public enum FuzzListEdit: Codable, Equatable, Sendable, CustomStringConvertible {
    /// Inserts `value` at `index` (clamped).
    case insert(Int, at: Int)
    /// Removes the element at `index` (modulo the count), if any.
    case remove(at: Int)
    /// Inserts a copy of the element at `index` next to it: a duplicate id.
    case duplicate(at: Int)
    /// Reverses the list.
    case reverse
    /// Empties the list.
    case clear

    public var description: String {
        switch self {
        case .insert(let value, let index): return ".insert(\(value), at: \(index))"
        case .remove(let index): return ".remove(at: \(index))"
        case .duplicate(let index): return ".duplicate(at: \(index))"
        case .reverse: return ".reverse"
        case .clear: return ".clear"
        }
    }

    /// Applies the edit.
    public func apply(to list: inout [Int]) {
        switch self {
        case .insert(let value, let index): list.insert(value, at: min(max(0, index), list.count))
        case .remove(let index): if !list.isEmpty { list.remove(at: ((index % list.count) + list.count) % list.count) }
        case .duplicate(let index):
            if !list.isEmpty {
                let i = ((index % list.count) + list.count) % list.count
                list.insert(list[i], at: i + 1)
            }
        case .reverse: list.reverse()
        case .clear: list.removeAll()
        }
    }
}
