// Models how the graph calls any `Layout` without knowing its type: the value
// and its cache behind one existential, the cache kept on the container's node
// as `Any` and made again when the wrapped layout's type changes (`AnyLayout`).
// Simplifies: nothing a layout can see. Lesson: layout tests.
import Foundation

/// A layout of any type, with its cache passed in as `Any`.
package protocol ErasedLayout {
    /// The layout's type name, for diagnostics and diagrams.
    var typeName: String { get }
    /// The layout's stack orientation (`LayoutProperties.stackOrientation`).
    var stackOrientation: Axis? { get }
    /// Makes the cache when there is none (or one of another type), else updates it.
    func prepareCache(_ cache: inout Any?, subviews: LayoutSubviews, update: Bool)
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any?) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any?)
    func spacing(subviews: LayoutSubviews, cache: inout Any?) -> ViewSpacing
    func explicitAlignment(
        of key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews,
        cache: inout Any?
    ) -> CGFloat?
    /// Whether `other` is the same layout (same type, equal when the type is `Equatable`).
    func isSame(as other: any ErasedLayout) -> Bool
}

nonisolated extension Layout {
    /// This layout behind `ErasedLayout` (an `AnyLayout` unwraps to the layout it holds).
    package var erased: any ErasedLayout {
        if let any = self as? AnyLayout { return any.storage.erased }
        return LayoutBox(layout: self)
    }
}

/// `ErasedLayout` for a layout of type `L`.
nonisolated struct LayoutBox<L: Layout>: ErasedLayout {
    let layout: L

    var typeName: String { ViewNode.shortTypeName(_typeName(L.self, qualified: false)) }
    var stackOrientation: Axis? { L.layoutProperties.stackOrientation }

    private func withCache<T>(_ cache: inout Any?, _ subviews: LayoutSubviews, _ body: (inout L.Cache) -> T) -> T {
        var typed = (cache as? L.Cache) ?? layout.makeCache(subviews: subviews)
        defer { cache = typed }
        return body(&typed)
    }

    func prepareCache(_ cache: inout Any?, subviews: LayoutSubviews, update: Bool) {
        if var typed = cache as? L.Cache {
            guard update else { return }
            layout.updateCache(&typed, subviews: subviews)
            cache = typed
        } else {
            cache = layout.makeCache(subviews: subviews)
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any?) -> CGSize {
        withCache(&cache, subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any?) {
        withCache(&cache, subviews) {
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
        }
    }

    func spacing(subviews: LayoutSubviews, cache: inout Any?) -> ViewSpacing {
        withCache(&cache, subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }

    func explicitAlignment(
        of key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews,
        cache: inout Any?
    ) -> CGFloat? {
        withCache(&cache, subviews) { typed in
            key.isHorizontal
                ? layout.explicitAlignment(
                    of: HorizontalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews,
                    cache: &typed)
                : layout.explicitAlignment(
                    of: VerticalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews,
                    cache: &typed)
        }
    }

    func isSame(as other: any ErasedLayout) -> Bool {
        guard let other = other as? LayoutBox<L> else { return false }
        guard let equatable = layout as? any Equatable else { return false }
        return equatable.isEqual(toAny: other.layout)
    }
}

extension Equatable {
    /// Whether `other` is a value of this type equal to this one.
    fileprivate func isEqual(toAny other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
