// Models SwiftUI's `VStack`, `HStack`, `ZStack` and `Group` containers.
// Simplifies: a container is its children and its parameters; the layout pass
// arranges them (`LayoutBehavior`, `ViewGraph+Measure`).
// Lesson: lesson1 (HStack of two faces).
import Foundation

/// A view that arranges its children in a vertical line.
nonisolated public struct VStack<Content: View>: PrimitiveView {
    public let alignment: HorizontalAlignment
    public let spacing: CGFloat?
    public let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)
    {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    package func _children() -> [(ChildKey, any View)] { [(.single, content)] }
    package var _label: String { "VStack" }
    /// A custom guide aligns by the guides' values (see `arrangeStack`).
    package func _didInsert(node: ViewNode) {
        if alignment.key.unit == nil { node.graph.layoutState.usesAlignmentGuides = true }
    }
    package var _attributes: [NodeAttribute] { stackAttributes(spacing: spacing) }
}

/// A view that arranges its children in a horizontal line.
nonisolated public struct HStack<Content: View>: PrimitiveView {
    public let alignment: VerticalAlignment
    public let spacing: CGFloat?
    public let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    package func _children() -> [(ChildKey, any View)] { [(.single, content)] }
    package var _label: String { "HStack" }
    /// A custom guide aligns by the guides' values (see `arrangeStack`).
    package func _didInsert(node: ViewNode) {
        if alignment.key.unit == nil { node.graph.layoutState.usesAlignmentGuides = true }
    }
    package var _attributes: [NodeAttribute] { stackAttributes(spacing: spacing) }
}

/// A view that overlays its children.
nonisolated public struct ZStack<Content: View>: PrimitiveView {
    public let alignment: Alignment
    public let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    package func _children() -> [(ChildKey, any View)] { [(.single, content)] }
    package var _label: String { "ZStack" }
}

/// A view that groups its children without affecting layout.
nonisolated public struct Group<Content: View>: PrimitiveView {
    public let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    package func _children() -> [(ChildKey, any View)] { [(.single, content)] }
    package var _label: String { "Group" }
}

private func stackAttributes(spacing: CGFloat?) -> [NodeAttribute] {
    guard let spacing else { return [] }
    return [NodeAttribute("spacing", .number(Double(spacing)))]
}
