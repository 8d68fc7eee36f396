// Models SwiftUI's `ButtonRole`: a semantic role a button passes to its style.
// Simplifies: `.destructive` and `.cancel` only; the built-in styles colour a
// destructive button red (viewsim's model of iOS's look). Lesson: none yet.

/// A value that describes the purpose of a button.
///
/// ```swift
/// Button("Delete", role: .destructive) { items.removeAll() }
/// ```
nonisolated public struct ButtonRole: Equatable, Hashable, Sendable, CustomStringConvertible {
    private let name: String

    /// A role that indicates a destructive action.
    public static let destructive = ButtonRole(name: "destructive")
    /// A role that indicates a button that cancels an operation.
    public static let cancel = ButtonRole(name: "cancel")

    public var description: String { name }
}
