// Models SwiftUI's `Axis.Set`: a set of axes (`ViewThatFits(in:)`,
// `.gridCellUnsizedAxes(_:)`, scroll views). Simplifies: nothing. Lesson: layout tests.

extension Axis {
    /// An efficient set of axes.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}
