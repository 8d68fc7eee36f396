// Models the view a `Layout` makes of its content (`MyLayout { … }`): one node
// whose children are the content's views, flattened as in a stack.
// Simplifies: one view type per layout type, so `AnyLayout` keeps its node (and
// its children's state) whatever layout it wraps. Lesson: layout tests.
import Foundation

/// The view `Layout.callAsFunction(_:)` makes: `layout` arranging `content`'s views.
nonisolated public struct _LayoutRoot<L: Layout, Content: View>: PrimitiveView {
    let layout: L
    let content: Content

    package func _children() -> [(ChildKey, any View)] { [(.single, content)] }
    package var _label: String {
        if let any = layout as? AnyLayout { return "AnyLayout(\(any.wrappedTypeName))" }
        return ViewNode.shortTypeName(_typeName(L.self, qualified: false))
    }
    package var _traceName: String { ViewNode.shortTypeName(_typeName(L.self, qualified: false)) }
    /// An `AnyLayout` records the layout it holds, so a switch is a traced change
    /// (`layout: HStackLayout → VStackLayout`).
    package var _attributes: [NodeAttribute] {
        guard let any = layout as? AnyLayout else { return [] }
        return [NodeAttribute("layout", .symbol(any.wrappedTypeName))]
    }
}

nonisolated extension _LayoutRoot: LayoutBehaving, StackGuideProviding {
    package var _layoutBehavior: LayoutBehavior { LayoutBehavior.of(layout) }

    package var _stackGuide: AlignmentKey? {
        let inner = (layout as? AnyLayout)?.storage ?? layout
        return (inner as? HStackLayout)?.alignment.key ?? (inner as? VStackLayout)?.alignment.key
    }

    package func _didInsert(node: ViewNode) { noteCustomGuide(node) }
    package func _didUpdate(node: ViewNode) { noteCustomGuide(node) }

    /// A stack layout with a custom guide aligns by the guides' values (see `arrangeStack`), and
    /// so does the container of a custom layout, which may answer `explicitAlignment`.
    private func noteCustomGuide(_ node: ViewNode) {
        if let guide = _stackGuide, guide.unit == nil { node.graph.layoutState.usesAlignmentGuides = true }
        if case .custom = LayoutBehavior.of(layout) { node.graph.layoutState.usesAlignmentGuides = true }
    }
}

extension LayoutBehavior {
    /// The behaviour of a layout: a built-in one lays out exactly as its container
    /// view (`HStackLayout` as `HStack`); any other runs the layout's own methods.
    static func of(_ layout: any Layout) -> LayoutBehavior {
        if let any = layout as? AnyLayout { return of(any.storage) }
        if let stack = layout as? HStackLayout {
            return .stack(axis: .horizontal, alignment: stack.alignment.key.unit ?? 0.5, spacing: stack.spacing)
        }
        if let stack = layout as? VStackLayout {
            return .stack(axis: .vertical, alignment: stack.alignment.key.unit ?? 0.5, spacing: stack.spacing)
        }
        if let stack = layout as? ZStackLayout { return .zStack(alignment: stack.alignment) }
        if let grid = layout as? GridLayout { return .grid(grid.parameters) }
        return .custom(layout.erased)
    }
}
