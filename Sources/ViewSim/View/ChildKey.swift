// Models structural and explicit identity: where a child sits among its siblings.
// Simplifies: SwiftUI encodes this in the view's type and position; viewsim keeps
// an explicit key per child. Lesson: lesson1 (identity), tests of insert/remove.

/// The identity of a child among its siblings.
///
/// Two child views at the same key and of the same type are the same view across
/// updates; anything else is a removal and an insertion.
public enum ChildKey: Hashable, CustomStringConvertible {
    /// The only child (a body, a modifier's content).
    case single
    /// Position `n` in a `TupleView` (a `@ViewBuilder` block).
    case index(Int)
    /// The branch of an `if`/`else` or `switch`: `true` for the first.
    case branch(Bool)
    /// The element of a `ForEach`, by its id (and occurrence, when ids repeat).
    case element(AnyHashable, occurrence: Int)
    /// An explicit `.id(_:)`.
    case explicit(AnyHashable)
    /// The second child of an overlay or background.
    case secondary

    /// How the trace text says where a child was inserted.
    public var phrase: String {
        switch self {
        case .single: return ""
        case .index(let i): return "as child \(i) of its block"
        case .branch(let b): return b ? "in the if branch" : "in the else branch"
        case .element(let id, let n):
            let shown = ValueFormatter.describe(id.base)
            return n == 0 ? "for element id \(shown)" : "for element id \(shown) (repeat \(n))"
        case .explicit(let id): return "with .id(\(ValueFormatter.describe(id.base)))"
        case .secondary: return "as the overlay or background"
        }
    }

    public var description: String {
        switch self {
        case .single: return "single"
        case .index(let i): return "[\(i)]"
        case .branch(let b): return b ? "if-true" : "if-false"
        case .element(let id, let n):
            let shown = ValueFormatter.describe(id.base)
            return n == 0 ? "id \(shown)" : "id \(shown) #\(n)"
        case .explicit(let id): return ".id(\(ValueFormatter.describe(id.base)))"
        case .secondary: return "secondary"
        }
    }
}
