// Models SwiftUI's `AnyLayout`: a layout of any type behind one type, so that
// switching the layout (`isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())`)
// keeps the container's node and its subviews' identity and state.
// Simplifies: the wrapped layout's values do not animate (`animatableData` is
// empty); the subviews' frames move in one step. Lesson: layout tests.
import Foundation

/// A type-erased layout: changing the layout it holds keeps the subviews' state.
///
/// ```swift
/// let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
/// layout { Avatar(); Name() }   // Avatar and Name keep their @State across the switch
/// ```
public struct AnyLayout: Layout {
    /// The layout it holds (never itself an `AnyLayout`).
    let storage: any Layout

    /// Wraps `layout`.
    public init<L: Layout>(_ layout: L) {
        storage = (layout as? AnyLayout)?.storage ?? layout
    }

    /// The cache of the layout it holds.
    public struct Cache {
        var value: Any?
    }

    var wrappedTypeName: String { storage.erased.typeName }

    public func makeCache(subviews: Subviews) -> Cache {
        var cache = Cache(value: nil)
        storage.erased.prepareCache(&cache.value, subviews: subviews, update: false)
        return cache
    }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        storage.erased.prepareCache(&cache.value, subviews: subviews, update: true)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        storage.erased.spacing(subviews: subviews, cache: &cache.value)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        storage.erased.sizeThatFits(proposal, subviews: subviews, cache: &cache.value)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        storage.erased.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
    }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        storage.erased.explicitAlignment(
            of: guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
    }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        storage.erased.explicitAlignment(
            of: guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
    }
}
