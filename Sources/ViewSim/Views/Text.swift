// Models SwiftUI's `Text`: a leaf that shows a string.
// Simplifies: no styling runs, no localisation; `Text` is compared by its string
// (and verbatim flag). Lesson: lesson1, lesson2, lesson4.

/// A view that displays one or more lines of read-only text.
///
/// ```swift
/// Text("Hello")
/// Text(verbatim: "\(count)")
/// ```
nonisolated public struct Text: PrimitiveView, Equatable {
    /// The string the text shows.
    public let content: String
    /// The font set with `Text.font(_:)` (nil: the environment's, else `.body`).
    package var font: Font?
    /// The colour set with `Text.foregroundColor(_:)` (nil: the foreground style).
    package var color: Color?

    public init(_ content: String) { self.content = content }
    public init(verbatim content: String) { self.content = content }
    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }

    package var _traceName: String { "Text" }
    package var _label: String { "Text(\(ValueFormatter.quoted(content, limit: 32)))" }
    package var _attributes: [NodeAttribute] { [NodeAttribute("text", .text(content))] }
}
