// Models SwiftUI's `ContentMode` (`.fit`, `.fill`) and `Axis`, used by
// `aspectRatio` and by stacks. Simplifies: nothing. Lesson: layout tests.

/// How a view scales to its parent's proposal with `aspectRatio(_:contentMode:)`.
public enum ContentMode: Hashable, Sendable, CaseIterable {
    /// The largest size with the ratio that fits inside the proposal.
    case fit
    /// The smallest size with the ratio that covers the proposal.
    case fill
}

/// The horizontal or vertical dimension in a 2D coordinate system.
public enum Axis: Int8, Hashable, Sendable, CaseIterable {
    case horizontal, vertical
}
