// Models SwiftUI's `.alignmentGuide(_:computeValue:)`: a view's own value for an
// alignment guide, which the stacks, `ZStack`, frames and custom layouts align by.
// Simplifies: viewsim's model: a container sees the guides set on its item and the
// draw-only modifiers on it (a guide under a `.padding` or `.frame` is not carried
// up through it). Lesson: layout tests.
import Foundation

/// `.alignmentGuide(_:computeValue:)`.
nonisolated public struct _AlignmentGuideModifier: PrimitiveModifier {
    let key: AlignmentKey
    let computeValue: (ViewDimensions) -> CGFloat
    package var _label: String { ".alignmentGuide(.\(key.name))" }
    package var _traceName: String { ".alignmentGuide" }
    package func _didInsert(node: ViewNode) { node.graph.layoutState.usesAlignmentGuides = true }
    /// The closure may give a new value: the container lays out again.
    package func _didUpdate(node: ViewNode, from old: any PrimitiveModifier) { node.graph.invalidateLayout(node) }
}

nonisolated extension View {
    /// Sets this view's value for a horizontal alignment guide.
    ///
    /// ```swift
    /// VStack(alignment: .leading) {
    ///     Text("Indented").alignmentGuide(.leading) { _ in -20 }   // 20 points right of the others
    ///     Text("Flush")
    /// }
    /// ```
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat)
        -> some View
    {
        modifier(_AlignmentGuideModifier(key: g.key, computeValue: computeValue))
    }

    /// Sets this view's value for a vertical alignment guide.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat)
        -> some View
    {
        modifier(_AlignmentGuideModifier(key: g.key, computeValue: computeValue))
    }
}

extension ViewGraph {
    /// `item`'s dimensions at `size`, with the explicit guides set on it (innermost first,
    /// each closure seeing the ones below it); a guide that is not finite is dropped, reported.
    func dimensions(of item: ViewNode, size: CGSize) -> ViewDimensions {
        guard layoutState.usesAlignmentGuides else { return ViewDimensions(size: size) }
        var guides: [(key: AlignmentKey, value: CGFloat)] = []
        let chain = itemChain(item)
        var containerGuide: ((AlignmentKey) -> CGFloat?)?
        if let innermost = chain.last, case .custom(let layout) = layoutBehavior(of: innermost) {
            containerGuide = { key in self.customExplicitAlignment(layout, innermost, key, size: size) }
        }
        for node in chain.reversed() {
            guard let modifier = node.traits.primitiveModifier(node.view) as? _AlignmentGuideModifier else { continue }
            let value = modifier.computeValue(
                ViewDimensions(size: size, explicitGuides: guides, containerGuide: containerGuide))
            guard value.isFinite else {
                reportBadLayoutNumber(
                    node, what: "alignmentGuide(.\(modifier.key.name))", value: value, using: "its default")
                continue
            }
            guides.append((modifier.key, value))
        }
        return ViewDimensions(size: size, explicitGuides: guides, containerGuide: containerGuide)
    }

    /// The value of `key` in `item` at `size`: explicit, else the guide's default.
    func guideValue(_ key: AlignmentKey, of item: ViewNode, size: CGSize) -> CGFloat {
        dimensions(of: item, size: size).value(of: key)
    }
}
