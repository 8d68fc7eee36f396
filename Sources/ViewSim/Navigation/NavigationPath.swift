// Models SwiftUI's `NavigationPath`: a type-erased list of the values a
// `NavigationStack` has pushed, last on top.
// Simplifies: no `Codable` representation; `removeLast(_:)` past the start empties
// the path instead of trapping (viewsim's model: bad input never crashes).
// Lesson: none yet; see Tests/ViewSimTests/Navigation.

/// A type-erased list of data representing the content of a navigation stack.
///
/// ```swift
/// @State private var path = NavigationPath()
/// NavigationStack(path: $path) { … }
/// path.append(landmark)   // pushes the landmark's destination
/// path.removeLast()       // pops it
/// ```
public struct NavigationPath: Equatable {
    /// The values, first pushed first.
    package var elements: [AnyHashable]

    /// An empty path.
    public init() { elements = [] }

    /// A path holding `elements`, first pushed first.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// The number of values in the path.
    public var count: Int { elements.count }

    /// Whether the path is empty (the stack shows its root).
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes `value`.
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

    /// Pops the last `k` values; viewsim's model: popping more than the path holds empties it.
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(min(max(0, k), elements.count)) }
}
