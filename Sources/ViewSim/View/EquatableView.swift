// Models SwiftUI's `EquatableView` and `.equatable()`: a view whose parent, when
// it runs again, decides with the content's `==` whether the content changed —
// the way to make a custom `==` decide for a view (SwiftUI otherwise compares a
// view of plain data field by field).
// Simplifies: viewsim draws the wrapper as a node of its own, whose body is the
// content; the trace says the skip was decided "with == via .equatable()".
// Lesson: none yet (issue 10's fidelity work).

/// A view that compares its content with `==` to decide whether it changed.
///
/// ```swift
/// struct Score: View, Equatable {
///     let points: Int
///     let lastUpdated: Double           // not part of what the view shows
///     static func == (a: Score, b: Score) -> Bool { a.points == b.points }
///     var body: some View { Text("\(points)") }
/// }
/// Score(points: 3, lastUpdated: now).equatable()   // skipped while points stay 3
/// ```
nonisolated public struct EquatableView<Content: View & Equatable>: View, Equatable {
    /// The view whose `==` decides.
    public var content: Content

    public init(content: Content) { self.content = content }

    public var body: Content { content }

    public static func == (lhs: EquatableView, rhs: EquatableView) -> Bool { lhs.content == rhs.content }
}

nonisolated extension View where Self: Equatable {
    /// Wraps the view so that its `==` decides whether it changed when its parent
    /// runs again.
    public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}

/// Marks `EquatableView` for the comparison, which reports that `==` decided
/// through `.equatable()`.
package protocol EquatableViewMarker {}

extension EquatableView: EquatableViewMarker {}
