// Models one counted thing in an update summary: a body-run reason token
// (`@self`), a skip reason, with how often it happened.
// Simplifies: a name and a count; the events it counts are not kept.

/// How many times one thing happened: a reason a body ran, or why it was skipped.
///
/// ```swift
/// let subView = summary.views.first { $0.path.hasSuffix("SubView") }!
/// subView.runReasons  // [UpdateTally(name: "@self", count: 5)]
/// ```
package struct UpdateTally: Equatable, Sendable, Decodable {
    /// The reason: a `_printChanges` token (`@self`, `_count`, `@dependencies`) or a skip's words.
    package let name: String
    /// How many times.
    package let count: Int

    package init(name: String, count: Int) {
        self.name = name
        self.count = count
    }
}
