// Models SwiftUI's `Axis.Set`: the horizontal axis, the vertical one, or both,
// as a scroll view's scrollable axes, `ViewThatFits(in:)` and
// `.gridCellUnsizedAxes(_:)` take them. Simplifies: nothing.
// Lesson: scroll views (lesson 14).

nonisolated extension Axis {
    /// A set of axes.
    ///
    /// ```swift
    /// ScrollView([.horizontal, .vertical]) { map }
    /// ```
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 2)
    }
}
