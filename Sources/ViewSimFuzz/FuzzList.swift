// Models which shared list a `ForEach` iterates or a script edits.

/// Which shared list a `ForEach` iterates, or a script edits.
public enum FuzzList: String, Codable, Equatable, Sendable, CustomStringConvertible {
    /// `items` of the shared `@Observable` model.
    case observable
    /// `items` of the nearest `ObservableObject`.
    case published

    public var description: String { "." + rawValue }
}
