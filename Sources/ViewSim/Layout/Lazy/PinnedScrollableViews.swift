// Models SwiftUI's `PinnedScrollableViews`: which section views of a lazy stack
// or grid stay pinned to the scroll view's bounds.
// Simplifies: pinning is not simulated: a lazy container given a non-empty set
// records a `notModelled` diagnostic and lays its headers out as plain rows.
import Foundation

/// A set of view types that may be pinned to the bounds of a scroll view.
///
/// ```swift
/// LazyVStack(pinnedViews: [.sectionHeaders]) {
///     Section { Text("a") } header: { Text("A") }
/// }
/// ```
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The header view of each `Section` will be pinned.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    /// The footer view of each `Section` will be pinned.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}
