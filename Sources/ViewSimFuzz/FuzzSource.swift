// Models where a fuzz view reads (and writes) the integer it depends on.
// Simplifies: every piece of state in a case is an `Int` (or a list of them).

/// A value a fuzz view reads in its body and writes from actions.
public enum FuzzSource: Codable, Equatable, Sendable, CustomStringConvertible {
    /// The value the parent passed in (a `ForEach` item, an environment value, a
    /// phase); writes go nowhere.
    case parent
    /// The nearest `@State` above, through a `@Binding`; without one, like `.parent`.
    case binding
    /// Property `p<k>` of the case's shared `@Observable` model.
    case observable(Int)
    /// Property `p<k>` of the nearest `ObservableObject` (a `@StateObject` above, or the shared one).
    case published(Int)

    public var description: String {
        switch self {
        case .parent: return ".parent"
        case .binding: return ".binding"
        case .observable(let k): return ".observable(\(k))"
        case .published(let k): return ".published(\(k))"
        }
    }
}
