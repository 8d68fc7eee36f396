// Models SwiftUI's `Layout` protocol: a custom container that sizes itself from
// its subviews (`sizeThatFits`) and places them (`placeSubviews`), with a cache
// made once per container and updated when the layout or its subviews change.
// Simplifies: `placeSubviews` gets bounds in the container's own coordinates
// (origin zero); numbers a layout returns are checked (see `ViewGraph+CustomLayout`).
// Lesson: layout tests.
import Foundation

/// A type that defines the geometry of a collection of views.
///
/// ```swift
/// struct Diagonal: Layout {
///     func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///         subviews.reduce(.zero) { size, view in
///             let child = view.sizeThatFits(.unspecified)
///             return CGSize(width: size.width + child.width, height: size.height + child.height)
///         }
///     }
///     func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
///         var point = bounds.origin
///         for view in subviews {
///             view.place(at: point, proposal: .unspecified)
///             let size = view.sizeThatFits(.unspecified)
///             point = CGPoint(x: point.x + size.width, y: point.y + size.height)
///         }
///     }
/// }
/// Diagonal { Text("a"); Text("b") }
/// ```
@preconcurrency
public protocol Layout: Sendable, Animatable {
    /// Properties of the layout container (a stack's orientation).
    static var layoutProperties: LayoutProperties { get }

    /// Cached values the layout's methods share.
    associatedtype Cache = Void

    /// The subviews, as proxies.
    typealias Subviews = LayoutSubviews

    /// Creates the cache: once per container, before the first measurement.
    func makeCache(subviews: Self.Subviews) -> Self.Cache

    /// Updates the cache when the layout or its subviews changed; by default, makes it again.
    func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)

    /// The spacing the container prefers around itself; by default, its subviews' spacing merged.
    func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing

    /// The container's size for `proposal` (called several times per layout, with probes:
    /// `.zero` for the minimum, `.infinity` for the maximum, `.unspecified` for the ideal).
    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize

    /// Places each subview in `bounds` with `LayoutSubview.place(at:anchor:proposal:)`.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)

    /// The position of a horizontal guide in the container, nil for its default.
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
        cache: inout Self.Cache
    ) -> CGFloat?

    /// The position of a vertical guide in the container, nil for its default.
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
        cache: inout Self.Cache
    ) -> CGFloat?
}

nonisolated extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) {
        cache = makeCache(subviews: subviews)
    }

    public func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing {
        var spacing = ViewSpacing.zero
        for subview in subviews { spacing.formUnion(subview.spacing) }
        return spacing
    }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
        cache: inout Self.Cache
    ) -> CGFloat? { nil }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
        cache: inout Self.Cache
    ) -> CGFloat? { nil }

    /// Arranges `content`'s views with this layout: `MyLayout { Text("a"); Text("b") }`.
    ///
    /// Lists in `content` (`ForEach`, `Group`, `if`) flatten into subviews, as in a stack.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutRoot(layout: self, content: content())
    }
}

nonisolated extension Layout where Self.Cache == () {
    public func makeCache(subviews: Self.Subviews) -> Self.Cache { () }
}

/// Layout-specific properties of a layout container.
///
/// ```swift
/// static var layoutProperties: LayoutProperties {
///     var properties = LayoutProperties()
///     properties.stackOrientation = .vertical
///     return properties
/// }
/// ```
public struct LayoutProperties: Sendable {
    /// The axis the container stacks its subviews along, nil when it is not a stack
    /// (viewsim reads it for `Spacer` and `Divider` in the container).
    public var stackOrientation: Axis?

    public init() {}
}
