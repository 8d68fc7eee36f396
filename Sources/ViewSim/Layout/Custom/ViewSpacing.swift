// Models SwiftUI's `ViewSpacing`: the spacing a view prefers on each edge, which
// a layout reads to space its subviews (`distance(to:along:)`).
// Simplifies: viewsim's model: one length per edge (8 for a view, 0 for a Spacer
// and `.zero`); the distance between two views is the smaller of the two facing
// edges' lengths (8 between views, 0 next to a Spacer, as the stacks space them).
// Lesson: layout tests.
import Foundation

/// The preferred spacing around a view.
///
/// ```swift
/// let gap = subviews[0].spacing.distance(to: subviews[1].spacing, along: .horizontal)   // 8
/// ```
public struct ViewSpacing: Sendable, Equatable {
    var top: CGFloat
    var leading: CGFloat
    var bottom: CGFloat
    var trailing: CGFloat

    /// The default spacing on every edge (viewsim's model: 8).
    public init() {
        (top, leading, bottom, trailing) = (8, 8, 8, 8)
    }

    private init(all value: CGFloat) {
        (top, leading, bottom, trailing) = (value, value, value, value)
    }

    /// No spacing on any edge.
    public static let zero = ViewSpacing(all: 0)

    /// Merges `other`'s preferences on `edges` into this one (the larger on each edge).
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        if edges.contains(.top) { top = max(top, other.top) }
        if edges.contains(.leading) { leading = max(leading, other.leading) }
        if edges.contains(.bottom) { bottom = max(bottom, other.bottom) }
        if edges.contains(.trailing) { trailing = max(trailing, other.trailing) }
    }

    /// This spacing merged with `other` on `edges`.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var result = self
        result.formUnion(other, edges: edges)
        return result
    }

    /// The distance from a view with this spacing to the next one along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        axis == .horizontal ? min(trailing, next.leading) : min(bottom, next.top)
    }
}
