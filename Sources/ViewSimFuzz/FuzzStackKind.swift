// Models the three stacks a fuzz tree can use.

/// The three stacks.
public enum FuzzStackKind: String, Codable, Equatable, Sendable, CustomStringConvertible {
    case vstack, hstack, zstack
    public var description: String { "." + rawValue }
}
